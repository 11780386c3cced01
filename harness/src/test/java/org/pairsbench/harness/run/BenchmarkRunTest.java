package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.json.Json;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.driver.ListTickSource;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.sink.AnswerLog;
import org.pairsbench.harness.sink.AnswerLogs;
import org.pairsbench.harness.sink.Arrival;
import org.pairsbench.validation.Verdict;

class BenchmarkRunTest {

    @TempDir
    Path results;

    /** Orders on every 5-second boundary. */
    static class OrderingEngine implements Engine {
        AnswerListener listener;

        @Override
        public String description() {
            return "ordering engine 0.1";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            this.listener = listener;
        }

        @Override
        public void send(StockTick tick, long ts) {
            if (tick.tickTS() % 5000 == 0) {
                listener.onOrder(new MarketOrder("st_00001", OrderType.BUY, "AAAAAA", 100, 10, tick.tickTS(), ts));
            }
        }

        @Override
        public void close() {
        }
    }

    static final Callable<Engine> FACTORY = OrderingEngine::new;

    /** 2 s of ticks, one per 10 ms, in a constant-rate profile whose MI is [0.4, 1.2) s (duration 2.42 s). */
    static Workload workload() {
        return workload(true);
    }

    static Workload workload(boolean standard) {
        return new Workload() {
            @Override
            public TickSource openTicks() {
                return ListTickSource.at(LongStream.rangeClosed(0, 200).map(i -> i * 10).toArray());
            }

            @Override
            public List<Strategy> strategies() {
                return List.of(new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 2.0, 0.2));
            }

            @Override
            public RateProfile profile() {
                return RateProfile.constant("test", 2.42, 100);
            }

            @Override
            public String describe() {
                return "test ticks";
            }

            @Override
            public boolean standard() {
                return standard;
            }
        };
    }

    /** Counts what it is given; a stand-in for the kit's answer log. */
    static final class CountingLogs implements AnswerLogs {
        final List<Arrival> written = new ArrayList<>();

        @Override
        public List<AnswerLog> open(Path runDir, java.util.Date start, java.util.function.Supplier<String> engine)
                throws IOException {
            Path file = RunFile.ANSWER_LOG.in(runDir);
            Files.writeString(file, "");
            return List.of(new AnswerLog() {
                @Override
                public void write(Arrival arrival, long triggerTS) {
                    written.add(arrival);
                }

                @Override
                public void flush() {
                }

                @Override
                public Path file() {
                    return file;
                }

                @Override
                public void close() {
                }
            });
        }
    }

    private RunRequest request(Pacing pacing) {
        return new RunRequest("ordering", Map.of(), ScaleFactor.of(1), pacing, results, true, Duration.ofSeconds(30),
                "pairs run --engine ordering --sf 1", "test");
    }

    @Test
    void aPassingPacedRunIsScoredRecordedAndWrittenAsJson() throws Exception {
        CountingLogs logs = new CountingLogs();
        List<Long> validatedPrefix = new ArrayList<>();
        RunValidator passes = (log, w, ticksSent, dir) -> {
            validatedPrefix.add(ticksSent);
            return new RunReport.Validation(Verdict.PASSED, null,
                    List.of(new RunReport.StreamCounts("MarketOrder", 1, 1, 1, 0, 0, 0)));
        };
        // rate factor 1 on 2 s of ticks: the test takes about 2 s
        RunReport report = new BenchmarkRun(logs, passes, new EngineDrive()).execute(request(Pacing.realTime()),
                workload(), FACTORY);
        assertEquals(RunStatus.COMPLETED, report.status());
        assertEquals(201, report.ticksSent());
        assertEquals(List.of(201L), validatedPrefix);
        assertEquals(1 + 2000 / 5000, report.answers().received(), "orders at tickTS 0 only (2 s of ticks)");
        assertEquals(1, logs.written.size());
        assertEquals(201, report.lateness().count());
        assertTrue(report.runId() > 0);
        Path json = Path.of(report.files().get("report"));
        assertEquals(report, Json.mapper().readValue(Files.readString(json), RunReport.class));
        assertTrue(Files.exists(Path.of(report.files().get("fincosSinkLog"))));
        try (RunStore store = RunStore.open(results)) {
            assertEquals(report, store.find(report.runId()).orElseThrow().report());
            assertTrue(store.find(report.runId()).orElseThrow().seconds().size() >= 2);
        }
        // tickTS 0 is outside the MI [0.4, 1.2) s: no MarketOrder to score
        assertNull(report.pScore());
        assertTrue(report.pScoreNote().contains("measurement interval"), report.pScoreNote());
    }

    @Test
    void pScoreIsLoadOverTheMeasurementIntervalsP99OnlyForAPassingRun() {
        DriveOutcome o = EngineDriveFixtures.outcome(RunStatus.COMPLETED, 63_000_000);
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of());
        RunReport scored = BenchmarkRun.report(request(Pacing.realTime()), workload(), "x", java.time.Instant.EPOCH, o,
                passed, java.util.Map.of());
        assertEquals(new BigDecimal("47.62"), scored.pScore(), "SF 1 at 63 ms (thesis Table 7.1)");

        RunReport failed = BenchmarkRun.report(request(Pacing.realTime()), workload(), "x", java.time.Instant.EPOCH, o,
                new RunReport.Validation(Verdict.FAILED, null, List.of()), java.util.Map.of());
        assertNull(failed.pScore());
        assertEquals("no p_score: validation FAILED", failed.pScoreNote());

        RunReport interrupted = BenchmarkRun.report(request(Pacing.realTime()), workload(), "x", java.time.Instant.EPOCH,
                EngineDriveFixtures.outcome(RunStatus.INTERRUPTED, 63_000_000), passed, java.util.Map.of());
        assertNull(interrupted.pScore());

        RunReport flatOut = BenchmarkRun.report(request(Pacing.flatOutPacing()), workload(), "x", java.time.Instant.EPOCH,
                o, passed, java.util.Map.of());
        assertNull(flatOut.pScore());
    }

    @Test
    void aCustomWorkloadsPScoreIsMarkedNotAStandardResult() {
        DriveOutcome o = EngineDriveFixtures.outcome(RunStatus.COMPLETED, 63_000_000);
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of());

        RunReport custom = BenchmarkRun.report(request(Pacing.realTime()), workload(false), "x",
                java.time.Instant.EPOCH, o, passed, java.util.Map.of());

        assertEquals(new BigDecimal("47.62"), custom.pScore());
        assertEquals("not a standard Pairs result: custom workload, profile test, rate factor 1.0", custom.pScoreNote());
        RunReport standard = BenchmarkRun.report(request(Pacing.realTime()), workload(true), "x",
                java.time.Instant.EPOCH, o, passed, java.util.Map.of());
        assertEquals("not a standard Pairs result: profile test, rate factor 1.0", standard.pScoreNote(),
                "the test profile is not the standard one either");
    }

    @Test
    void aFailingEngineRunIsStillValidatedOnWhatItReceivedAndRecorded() throws Exception {
        Callable<Engine> throwing = () -> new OrderingEngine() {
            int n;

            @Override
            public void send(StockTick tick, long ts) {
                if (++n == 50) {
                    throw new IllegalStateException("out of memory in operator 3");
                }
                super.send(tick, ts);
            }
        };
        List<Long> validatedPrefix = new ArrayList<>();
        RunReport report = new BenchmarkRun(new CountingLogs(), (log, w, ticksSent, dir) -> {
            validatedPrefix.add(ticksSent);
            return new RunReport.Validation(Verdict.PASSED, null, List.of());
        }, new EngineDrive()).execute(request(Pacing.flatOutPacing()), workload(), throwing);
        assertEquals(RunStatus.FAILED, report.status());
        assertTrue(report.failure().contains("out of memory in operator 3"), report.failure());
        assertEquals(List.of(49L), validatedPrefix, "the 49 ticks the engine took are validated");
        assertNull(report.pScore());
        try (RunStore store = RunStore.open(results)) {
            assertEquals(RunStatus.FAILED, store.list().get(0).status());
        }
    }

    @Test
    void aRunStartedWhileAnotherHoldsTheMachineSaysSoLoudlyAndItsRecordKeepsTheWarning() throws Exception {
        Path lockFile = results.resolve("machine.lock");
        List<String> phases = new ArrayList<>();
        BenchmarkRun run = new BenchmarkRun(new CountingLogs(), (log, w, ticksSent, dir) ->
                new RunReport.Validation(Verdict.PASSED, null, List.of()), new EngineDrive());
        run.runLockFile(lockFile);
        run.onPhase(phases::add);
        RunReport report;
        try (RunLock other = RunLock.acquire(lockFile, "esper SF 10, a paced run")) {
            report = run.execute(request(Pacing.flatOutPacing()), workload(), FACTORY);
        }

        String warning = "another Pairs run was running on this machine when this one started (pid "
                + ProcessHandle.current().pid() + ": esper SF 10, a paced run): both share the CPU, so neither run's "
                + "latencies are sound";
        assertEquals(List.of(warning), report.warnings());
        assertEquals(List.of("pid " + ProcessHandle.current().pid() + ": esper SF 10, a paced run"),
                report.concurrentRuns(), "run.json lists the other runs");
        assertEquals("WARNING: " + warning, phases.get(0));
        java.io.StringWriter summary = new java.io.StringWriter();
        ConsoleSummary.print(new java.io.PrintWriter(summary), report);
        assertTrue(summary.toString().contains("\n  WARNING     " + warning + "\n"), summary.toString());
        assertEquals(report, Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                RunReport.class), "run.json keeps it");
        try (RunStore store = RunStore.open(results)) {
            assertEquals(List.of(warning), store.find(report.runId()).orElseThrow().report().warnings());
        }

        RunReport alone = run.execute(request(Pacing.flatOutPacing()), workload(), FACTORY);
        assertEquals(List.of(), alone.warnings(), "the other run ended");
    }

    /** An answer log on a disk that fills up at once: every write fails. */
    static final class FullDiskLogs implements AnswerLogs {
        @Override
        public List<AnswerLog> open(Path runDir, java.util.Date start, java.util.function.Supplier<String> engine)
                throws IOException {
            Path file = Files.writeString(RunFile.ANSWER_LOG.in(runDir), "");
            return List.of(new AnswerLog() {
                @Override
                public void write(Arrival arrival, long triggerTS) throws IOException {
                    throw new IOException("No space left on device");
                }

                @Override
                public void flush() {
                }

                @Override
                public Path file() {
                    return file;
                }

                @Override
                public void close() {
                }
            });
        }
    }

    @Test
    void aDiskFullWhileWritingAnswersIsRecordedFailedAndTheAnswersItLostAreNotBlamedOnTheEngine() throws Exception {
        RunValidator wouldCountThemMissing = (log, w, ticksSent, dir) -> {
            throw new AssertionError("a log the kit could not write whole is not validated");
        };
        RunReport report = new BenchmarkRun(new FullDiskLogs(), wouldCountThemMissing, new EngineDrive())
                .execute(request(Pacing.flatOutPacing()), workload(), FACTORY);
        assertEquals(RunStatus.FAILED, report.status());
        assertTrue(report.failure().contains("No space left on device"), report.failure());
        assertEquals(Verdict.NOT_RUN, report.validation().verdict());
        assertTrue(report.validation().note().startsWith("not validated: cannot write "), report.validation().note());
        assertTrue(report.validation().note().endsWith("No space left on device; the answers the log lacks are the "
                + "kit's loss, not the engine's"), report.validation().note());
        assertEquals(0, report.answers().written(), "the log that could not be written holds none of them");
        assertEquals(report.answers().received(), report.answers().notWritten());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(report, store.find(report.runId()).orElseThrow().report());
        }
        assertEquals(report, Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                RunReport.class), "run.json says what the database says");
    }

    /**
     * Validates as passing, after putting a folder where run.json goes (a stand-in for a full disk: root ignores
     * read-only modes) and keeping the RUNNING run.json it replaced, to put back once "there is space again".
     */
    static final class ReportBlocker implements RunValidator {
        Path runDir;
        String running;
        Runnable alsoThen = () -> { };

        @Override
        public RunReport.Validation validate(Path log, Workload w, long ticksSent, Path dir) {
            runDir = dir;
            try {
                running = Files.readString(RunFile.REPORT.in(dir));
                Files.delete(RunFile.REPORT.in(dir));
                Files.createDirectories(RunFile.REPORT.in(dir).resolve("in-the-way"));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            alsoThen.run();
            return new RunReport.Validation(Verdict.PASSED, null, List.of());
        }

        void spaceAgain() throws IOException {
            org.pairsbench.core.io.FolderFiles.deleteTree(RunFile.REPORT.in(runDir));
            Files.writeString(RunFile.REPORT.in(runDir), running);
        }
    }

    private RunNotRecordedException endNotRecorded(RunValidator validator) {
        return org.junit.jupiter.api.Assertions.assertThrows(RunNotRecordedException.class,
                () -> new BenchmarkRun(new org.pairsbench.harness.sink.KitAnswerLogs(RunFile.ANSWER_LOG.fileName(),
                        Map.of()), validator, new EngineDrive())
                        .execute(request(Pacing.flatOutPacing()), workload(), FACTORY));
    }

    @Test
    void aPassingRunWhoseReportCannotBeWrittenIsRecordedAsItEndedAndImportWritesItsRunJson() throws Exception {
        ReportBlocker blocker = new ReportBlocker();
        RunNotRecordedException e = endNotRecorded(blocker);
        assertTrue(e.getMessage().startsWith("run 1 ended COMPLETED, validation PASSED, recorded in the run database, "
                + "but its run.json could not be written ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("once there is space, `pairs runs import " + results + "` writes it from "
                + "the database"), e.getMessage());
        assertEquals(java.util.Optional.of(RunStatus.COMPLETED), RunStore.storedStatusOnDisk(results, 1),
                "not FAILED for want of its report: the database is the record");

        blocker.spaceAgain();
        org.pairsbench.harness.record.RunImport.Result imported = org.pairsbench.harness.record.RunImport.run(results);
        assertEquals(List.of("run 1 (" + blocker.runDir.getFileName() + "): run.json written from the database, "
                + "COMPLETED"), imported.lines());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(store.find(1).orElseThrow().report(), org.pairsbench.harness.record.RunFolders.report(
                    blocker.runDir));
        }
    }

    @Test
    void aPassingRunNeitherRunJsonNorTheDatabaseCanTakeKeepsWhatImportNeedsToRecordItAsItEnded() throws Exception {
        ReportBlocker blocker = new ReportBlocker();
        blocker.alsoThen = () -> org.pairsbench.harness.record.FullDiskFileSystem.full = true;
        org.pairsbench.harness.record.FullDiskFileSystem.install();
        RunNotRecordedException e;
        try {
            e = endNotRecorded(blocker);
        } finally {
            org.pairsbench.harness.record.FullDiskFileSystem.release();
        }
        assertTrue(e.getMessage().startsWith("run 1 ended COMPLETED, validation PASSED, but is not recorded: its "
                + "run.json could not be written ("), e.getMessage());
        assertTrue(e.getMessage().contains("), and the run database could not record its end (No space left on "
                + "device); "), e.getMessage());
        assertTrue(e.getMessage().endsWith("its folder keeps the drive's report (drive.json) and the answer log: once "
                + "there is space, `pairs runs import " + results + "` validates it again and records it"), e.getMessage());
        assertTrue(Files.isRegularFile(RunFile.DRIVEN.in(blocker.runDir)), "what the import needs is kept");
        assertEquals(java.util.Optional.of(RunStatus.RUNNING), RunStore.storedStatusOnDisk(results, 1));

        // Space again, and the process that ran it gone (its start time no longer matches a live process).
        blocker.spaceAgain();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(
                "jdbc:h2:file:" + results.toAbsolutePath().resolve("runs") + ";IFEXISTS=TRUE", "pairs", "")) {
            c.createStatement().execute("UPDATE runs SET process_started = '1999-01-01T00:00:00Z'");
        }
        RunValidator passes = (log, w, ticksSent, dir) -> new RunReport.Validation(Verdict.PASSED, null, List.of());
        org.pairsbench.harness.record.RunImport.Result imported = org.pairsbench.harness.record.RunImport.run(results,
                new RunRevalidation(driven -> workload(), passes));
        assertEquals(List.of("run 1 (" + blocker.runDir.getFileName() + "): recorded its end, killed while validating: "
                + "validated now, COMPLETED, validation PASSED"), imported.lines());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(List.of(RunStatus.COMPLETED), store.list().stream().map(RunStore.RunRow::status).toList());
        }
    }

    @Test
    void anEndTheDatabaseCannotTakeIsOneLineAndImportRecordsItFromTheRunFolder() throws Exception {
        Path aside = results.resolveSibling(results.getFileName() + "-aside.mv.db");
        // The database is moved away during the run: the end finds a new, empty one without the run.
        RunValidator movesDatabase = (log, w, ticksSent, dir) -> {
            try {
                Files.move(results.resolve("runs.mv.db"), aside);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return new RunReport.Validation(Verdict.PASSED, null, List.of());
        };
        RunNotRecordedException e = org.junit.jupiter.api.Assertions.assertThrows(RunNotRecordedException.class,
                () -> new BenchmarkRun(new CountingLogs(), movesDatabase, new EngineDrive())
                        .execute(request(Pacing.flatOutPacing()), workload(), FACTORY));
        assertTrue(e.getMessage().startsWith("run 1 ended COMPLETED, validation PASSED, but the run database could "
                + "not record its end"),
                e.getMessage());
        assertTrue(e.getMessage().contains("pairs runs import"), e.getMessage());
        Files.move(aside, results.resolve("runs.mv.db"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        org.pairsbench.harness.record.RunImport.Result imported = org.pairsbench.harness.record.RunImport.run(results);
        assertEquals(1, imported.ended(), imported.toString());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(List.of(RunStatus.COMPLETED), store.list().stream().map(RunStore.RunRow::status).toList());
        }
    }

    @Test
    void aRunHoldsBackDiskSpaceForItsRecordWhileItDrivesAndGivesItBackAfter() throws Exception {
        long[] heldWhileDriving = {-1};
        Callable<Engine> looksAtTheFolder = () -> new OrderingEngine() {
            @Override
            public void send(StockTick tick, long ts) {
                if (heldWhileDriving[0] < 0) {
                    heldWhileDriving[0] = reserveBytesIn(results);
                }
                super.send(tick, ts);
            }
        };
        RunReport report = new BenchmarkRun(new CountingLogs(), (log, w, t, dir) -> new RunReport.Validation(Verdict.PASSED, null,
                List.of()), new EngineDrive()).execute(request(Pacing.flatOutPacing()), workload(), looksAtTheFolder);
        assertEquals(RunStatus.COMPLETED, report.status());
        // 1 MiB and 1 KiB for each of the profile's 3 seconds (2.42, rounded up)
        assertEquals((1L << 20) + 3 * 1024, heldWhileDriving[0]);
        assertEquals(0, reserveBytesIn(results), "given back");
    }

    /** The bytes of the reserve file in {@code dir}, 0 when there is none. */
    private static long reserveBytesIn(Path dir) {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith(
                    "." + org.pairsbench.harness.record.RunFolders.RESERVE_FILE + "."))
                    .mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aDiskFullBeforeTheFirstAnswerIsRecordedFailedWithTheIoError() throws Exception {
        AnswerLogs cannotOpen = (dir, start, engine) -> {
            throw new IOException("No space left on device");
        };
        RunValidator unused = (log, w, ticksSent, dir) -> {
            throw new AssertionError("nothing to validate");
        };
        RunReport report = new BenchmarkRun(cannotOpen, unused, new EngineDrive())
                .execute(request(Pacing.flatOutPacing()), workload(), FACTORY);
        assertEquals(RunStatus.FAILED, report.status());
        assertEquals("java.io.IOException: No space left on device", report.failure());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(report, store.find(report.runId()).orElseThrow().report());
        }
        assertEquals(report, Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                RunReport.class));
    }
}
