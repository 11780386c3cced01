package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.driver.EngineFailure;
import org.pairsbench.harness.driver.ListTickSource;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.sink.AnswerLog;
import org.pairsbench.harness.sink.AnswerLogs;
import org.pairsbench.harness.sink.KitAnswerLogs;
import org.pairsbench.harness.sink.Arrival;
import org.pairsbench.harness.sink.FincosSinkLog;

class EngineDriveTest {

    @TempDir
    Path dir;

    /** Answers one Indicator for every tick on a 5-second boundary; can throw, stall or ask to stop. */
    static final class ScriptedEngine implements Engine {
        AnswerListener listener;
        int ticks;
        int throwAt = -1;
        int stallAt = -1;
        boolean stallInFinish;
        boolean throwInDeploy;
        boolean answerInClose;
        Runnable onTick10 = () -> { };
        boolean closed;
        String description = "scripted";
        String describedDeployed = "scripted 1.0";
        private final CountDownLatch never = new CountDownLatch(1);

        @Override
        public String description() {
            // As an engine behind the protocol: its name and version are known once it is deployed.
            return listener == null ? description : describedDeployed;
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            if (throwInDeploy) {
                throw new IllegalArgumentException("cannot compile statement 7");
            }
            this.listener = listener;
        }

        @Override
        public void send(StockTick tick, long ts) throws InterruptedException {
            ticks++;
            if (ticks == throwAt) {
                throw new IllegalStateException("engine crashed");
            }
            if (ticks == stallAt) {
                never.await();
            }
            if (ticks == 10) {
                onTick10.run();
            }
            if (tick.tickTS() % 5000 == 0) {
                listener.onIndicator(new Indicator("st_00001", 1, 1, 1, 1, tick.tickTS(), Indicator.NO_TS));
            }
        }

        @Override
        public void finish() throws InterruptedException {
            if (stallInFinish) {
                never.await();
            }
        }

        @Override
        public void close() {
            if (answerInClose) {
                listener.onIndicator(new Indicator("st_00001", 1, 1, 1, 1, 100_000, Indicator.NO_TS));
            }
            closed = true;
        }
    }

    private final ScriptedEngine engine = new ScriptedEngine();
    private final EngineDrive drive = new EngineDrive();

    /** 101 ticks at tickTS 0, 1000, ..., 100 000: 21 of them on 5-second boundaries. */
    private static final long[] TICK_TS = LongStream.rangeClosed(0, 100).map(i -> i * 1000).toArray();

    private DrivePlan plan(Pacing pacing, AnswerLogs logs, Duration stallTimeout) {
        return plan(() -> ListTickSource.at(TICK_TS), pacing, logs, stallTimeout);
    }

    private DrivePlan plan(Supplier<TickSource> ticks, Pacing pacing, AnswerLogs logs, Duration stallTimeout) {
        return new DrivePlan(ticks, List.of(), RateProfile.varying(ProfileLength.SMOKE, 5000, 7500), pacing, dir, logs,
                stallTimeout);
    }

    /** The 101 ticks, but reading the 31st throws {@code failure} (a RuntimeException or an Error). */
    private static Supplier<TickSource> failingAtTick31(Throwable failure) {
        return () -> new TickSource() {
            private final TickSource ticks = ListTickSource.at(TICK_TS);
            private int read;

            @Override
            public boolean hasNext() {
                return ticks.hasNext();
            }

            @Override
            public StockTick next() {
                if (++read == 31) {
                    if (failure instanceof Error e) {
                        throw e;
                    }
                    throw (RuntimeException) failure;
                }
                return ticks.next();
            }

            @Override
            public void close() {
            }
        };
    }

    private static AnswerLogs fincos() {
        return (runDir, start, engine) -> List.of(new FincosSinkLog(runDir.resolve("sink.log"), engine, start));
    }

    private long fincosRecords() throws IOException {
        return Files.readAllLines(dir.resolve("sink.log")).size() - 8;
    }

    /** The run folder's failure-trace.txt, which must exist. */
    private String failureTrace() throws IOException {
        Path trace = RunFile.FAILURE_TRACE.in(dir);
        assertTrue(Files.isRegularFile(trace), "the run folder keeps the trace");
        return Files.readString(trace);
    }

    private boolean hasFailureTrace() {
        return Files.exists(RunFile.FAILURE_TRACE.in(dir));
    }

    @Test
    void aCompleteRunLogsEveryAnswerAndTimesThoseOfTheMeasurementIntervalApart() throws Exception {
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.COMPLETED, out.status());
        assertNull(out.failure());
        assertEquals(101, out.ticksSent());
        assertEquals(21, out.sink().received());
        assertEquals(21, out.sink().written());
        assertEquals(21, fincosRecords());
        assertEquals(21, out.indicatorAll().count());
        assertEquals(12, out.indicatorMi().count(), "triggers 35 000 .. 90 000 lie in the smoke MI [31, 91) s");
        assertTrue(Files.size(RunFile.LATENCY_HLOG.in(dir)) > 0);
        assertTrue(engine.closed);
        assertFalse(hasFailureTrace(), "nothing failed");
    }

    @Test
    void anEngineWithNoDescriptionToGiveIsNamedByItsClassAndOneOverSeveralLinesByOneLine() throws Exception {
        for (String description : new String[] {null, " "}) {
            engine.description = description;
            engine.describedDeployed = description;
            DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
            assertEquals(RunStatus.COMPLETED, out.status());
            assertEquals(ScriptedEngine.class.getName(), out.engineDescription());
        }
        engine.description = "Vendor CEP 2.0\nbuild 7";
        engine.listener = null;
        assertEquals("Vendor CEP 2.0\\nbuild 7", EngineDrive.describe(engine));
    }

    @Test
    void theLogsHeadersNameTheEngineAsItDescribesItselfOnceDeployed() throws Exception {
        AnswerLogs both = (runDir, start, described) -> List.of(
                new KitAnswerLogs("answers.csv", Map.of()).open(runDir, start, described).get(0),
                new FincosSinkLog(runDir.resolve("sink.log"), described, start));
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), both, Duration.ofSeconds(30)), engine);

        assertEquals("scripted 1.0", out.engineDescription());
        assertTrue(Files.readAllLines(dir.resolve("answers.csv")).contains("# engine: scripted 1.0"));
        assertTrue(Files.readAllLines(dir.resolve("sink.log")).contains(" Connection: scripted 1.0"));
    }

    @Test
    void aLogWithoutAnswersStillHasItsHeader() throws Exception {
        engine.throwInDeploy = true;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(),
                (runDir, start, described) -> new KitAnswerLogs("answers.csv", Map.of()).open(runDir, start, described),
                Duration.ofSeconds(30)), engine);

        assertEquals(RunStatus.FAILED, out.status());
        // Not deployed: the description the engine gave before deploy.
        assertTrue(Files.readAllLines(dir.resolve("answers.csv")).contains("# engine: scripted"));
    }

    @Test
    void pacedRunsRecordLatenessForEveryTick() throws Exception {
        // rate factor 1000: 100 s of tickTS in 0.1 s
        DriveOutcome out = drive.run(plan(Pacing.scaled(1000), AnswerLogs.NONE, Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.COMPLETED, out.status());
        assertEquals(101, out.lateness().getTotalCount());
        assertTrue(out.seconds().size() >= 1);
        assertEquals(101, out.seconds().stream().mapToLong(s -> s.ticksSent()).sum(), "every tick in some second");
    }

    @Test
    void anEngineThatThrowsEndsTheRunFailedWithItsAnswersSoFarLogged() throws Exception {
        engine.throwAt = 51;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().contains("tick #51") && out.failure().contains("engine crashed"), out.failure());
        assertEquals(50, out.ticksSent());
        assertEquals(10, out.sink().written(), "triggers 0 .. 45 000 answered before the crash");
        assertEquals(10, fincosRecords(), "the log is complete up to the failure");
        assertTrue(engine.closed);
        String trace = failureTrace();
        assertTrue(trace.startsWith(EngineFailure.class.getName() + ": " + out.failure()), trace);
        assertTrue(trace.contains("Caused by: java.lang.IllegalStateException: engine crashed"), trace);
        assertTrue(trace.contains("ScriptedEngine.send("), "the engine's frame that threw: " + trace);
    }

    @Test
    void anEngineThatStopsReturningEndsTheRunAfterTheStallTimeout() throws Exception {
        engine.stallAt = 30;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofMillis(300)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().startsWith("engine stalled: send() did not return"), out.failure());
        assertEquals(29, out.ticksSent());
        assertEquals(6, fincosRecords(), "answers of triggers 0 .. 25 000 are logged");
        String trace = failureTrace();
        assertTrue(trace.contains(out.failure() + "; the driver thread (pairs-driver) was here"), trace);
        assertTrue(trace.contains("ScriptedEngine.send("), "where the engine hung: " + trace);
    }

    @Test
    void anEngineThatNeverFinishesEndsTheRunAfterTheStallTimeout() throws Exception {
        engine.stallInFinish = true;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofMillis(300)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().startsWith("engine stalled: finish()"), out.failure());
        assertEquals(101, out.ticksSent());
        assertEquals(21, fincosRecords());
    }

    @Test
    void aDriverThatDiesOfAnErrorFailsTheRunInsteadOfPassingForComplete() throws Exception {
        DriveOutcome out = drive.run(plan(failingAtTick31(new OutOfMemoryError("test heap")), Pacing.flatOutPacing(),
                fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().startsWith("the driver failed: java.lang.OutOfMemoryError: test heap"), out.failure());
        assertEquals(30, out.ticksSent());
        assertNull(out.badTicks());
        assertEquals(6, fincosRecords(), "answers of triggers 0 .. 25 000 are logged");
        assertTrue(engine.closed);
    }

    @Test
    void aMalformedTickFileFailsTheRunAndIsCarriedOutAsBadInput() throws Exception {
        InvalidInputException bad = InvalidInputException.at(Path.of("ticks.csv"), 31, "price is not an integer");
        DriveOutcome out = drive.run(plan(failingAtTick31(bad), Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)),
                engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertEquals("cannot read ticks: ticks.csv:31: price is not an integer", out.failure());
        assertSame(bad, out.badTicks());
        assertEquals(30, out.ticksSent());
        assertFalse(hasFailureTrace(), "the user's input needs no stack trace: the line names file and line");
    }

    @Test
    void answersDeliveredAfterFinishReturnedFailTheRun() throws Exception {
        engine.answerInClose = true;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertEquals("1 answers arrived after finish() returned", out.failure());
        assertEquals(22, out.sink().received());
        assertEquals(out.sink().received(), out.sink().written() + out.sink().notWritten(), "counted all the same");
    }

    @Test
    void aDeployFailureEndsTheRunBeforeAnyTick() throws Exception {
        engine.throwInDeploy = true;
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().contains("deploy()") && out.failure().contains("statement 7"), out.failure());
        assertEquals(0, out.ticksSent());
        assertEquals(0, fincosRecords());
        String trace = failureTrace();
        assertTrue(trace.startsWith("java.lang.IllegalArgumentException: cannot compile statement 7"), trace);
        assertTrue(trace.contains("ScriptedEngine.deploy("), trace);
    }

    @Test
    void aStopRequestEndsTheRunCleanlyAsInterrupted() throws Exception {
        engine.onTick10 = () -> drive.requestStop("interrupted (Ctrl-C)");
        DriveOutcome out = drive.run(plan(Pacing.flatOutPacing(), fincos(), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.INTERRUPTED, out.status());
        assertEquals("interrupted (Ctrl-C) after 10 ticks", out.failure());
        assertEquals(10, out.ticksSent());
        assertEquals(2, fincosRecords(), "triggers 0 and 5000");
        assertTrue(out.sink().complete());
    }

    @Test
    void aFullDiskFailsTheRunAndStopsTheDriver() throws Exception {
        List<Arrival> kept = new ArrayList<>();
        AnswerLog diskFull = new AnswerLog() {
            @Override
            public void write(Arrival arrival, long triggerTS) throws IOException {
                if (kept.size() == 3) {
                    throw new IOException("No space left on device");
                }
                kept.add(arrival);
            }

            @Override
            public void flush() {
            }

            @Override
            public Path file() {
                return Path.of("answers.log");
            }

            @Override
            public void close() {
            }
        };
        // paced, so the writer fails long before the last tick is due: 100 s of tickTS in 2 s
        DriveOutcome out = drive.run(plan(Pacing.scaled(50), (d, s, e) -> List.of(diskFull), Duration.ofSeconds(30)), engine);
        assertEquals(RunStatus.FAILED, out.status());
        assertTrue(out.failure().contains("answers.log") && out.failure().contains("No space left on device"),
                out.failure());
        assertTrue(out.ticksSent() < 101, "the driver stopped: " + out.ticksSent());
        assertEquals(out.sink().received(), out.sink().written() + out.sink().notWritten());
        assertEquals(0, out.sink().written(), "the cut log is given up: none of the answers is in a log");
        assertTrue(out.sink().kitLoss().contains("No space left on device"), out.sink().kitLoss());
        assertFalse(hasFailureTrace(), "an I/O error of the sink is the whole story in its line");
    }
}
