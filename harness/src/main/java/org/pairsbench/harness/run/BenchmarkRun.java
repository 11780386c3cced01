package org.pairsbench.harness.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.SpaceReserve;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.harness.record.RunProcess;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.measure.HeapHighWater;
import org.pairsbench.harness.measure.LatenessSummary;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.sink.AnswerLog;
import org.pairsbench.harness.sink.AnswerLogs;
import org.pairsbench.harness.sink.FincosSinkLog;

/**
 * A whole {@code pairs run}: drive the engine, validate its answers against the reference on the ticks it
 * received, score a passing run, and record everything (run folder with logs, .hlog and run.json; a row in
 * the run database). A run that ends early is still validated and recorded; one that a malformed tick file
 * ended then throws that file's {@link org.pairsbench.api.InvalidInputException}.
 */
public final class BenchmarkRun {

    /** The validation note of a report whose drive has ended and whose validation has not. */
    public static final String NOT_VALIDATED_YET = "not validated yet";

    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    /**
     * The disk space a run holds back from its start to the end of its drive ({@link SpaceReserve}), so that a
     * disk its logs fill still takes drive.json, run.json and the database's record: 1 MiB, and 1 KiB per second of
     * the profile for the per-second series (8 MiB for the standard profile).
     */
    static long reserveBytes(Workload workload) {
        return (1L << 20) + (long) Math.ceil(workload.profile().durationSeconds()) * 1024;
    }

    private final AnswerLogs kitAnswerLog;
    private final RunValidator validator;
    private final EngineDrive drive;
    private Consumer<String> phases = phase -> { };
    private Path runLockFile = RunLock.defaultFile();
    private final List<String> standingWarnings = new ArrayList<>();

    /**
     * @param kitAnswerLog opens the kit's answer log ({@link RunFile#ANSWER_LOG}) in a run folder
     * @param validator    checks the answer log against the reference engine
     */
    public BenchmarkRun(AnswerLogs kitAnswerLog, RunValidator validator, EngineDrive drive) {
        this.kitAnswerLog = kitAnswerLog;
        this.validator = validator;
        this.drive = drive;
    }

    /** Receives a line as each phase starts (driving, validating, recording), for a progress display. */
    public void onPhase(Consumer<String> listener) {
        this.phases = listener;
    }

    /** The machine-wide lock file that tells concurrent runs apart ({@link RunLock}); tests use their own. */
    /**
     * A warning the run's record keeps whatever else happens, before those of other runs on the machine: that the
     * engine ships the reference computation, say. Printed as a phase when the run starts, as the others are.
     */
    public void warn(String warning) {
        standingWarnings.add(warning);
    }

    private List<String> warnings(RunLock lock) {
        List<String> all = new ArrayList<>(standingWarnings);
        all.addAll(lock.warnings());
        return all;
    }

    public void runLockFile(Path file) {
        this.runLockFile = file;
    }

    /** The drive, so a Ctrl-C hook can stop it. */
    public EngineDrive drive() {
        return drive;
    }

    /**
     * Runs {@code request}: the engine comes from {@code engines} once the run folder exists. The run is recorded
     * RUNNING before anything else and its end is always recorded: an I/O failure (an engine that cannot be
     * created, an answer log that cannot be opened) returns a FAILED report with the cause; the user's input
     * (bad engine options, a malformed tick file) is recorded and then thrown as its one-line
     * InvalidInputException. An unusable results folder is thrown before anything is recorded or created; an end
     * the database cannot take is a {@link RunNotRecordedException}.
     */
    public RunReport execute(RunRequest request, Workload workload, Callable<Engine> engines)
            throws IOException, InterruptedException, SQLException {
        // Held until the run is recorded: validating is CPU-heavy too and would disturb another run's drive.
        try (RunLock lock = RunLock.acquire(runLockFile, request.engine() + " SF " + request.scaleFactor().value()
                + ", results " + request.results().toAbsolutePath() + ": " + request.command())) {
            return execute(request, workload, engines, lock);
        }
    }

    private RunReport execute(RunRequest request, Workload workload, Callable<Engine> engines, RunLock lock)
            throws IOException, InterruptedException, SQLException {
        List<String> warningsAtStart = warnings(lock);
        warningsAtStart.forEach(w -> phases.accept("WARNING: " + w));
        Instant started = Instant.now();
        RunProcess process = RunProcess.current();
        Path runDir;
        RunReport begun;
        SpaceReserve reserve;
        // The database is opened before the run folder is made, so an unusable results folder or database is
        // reported (one line) before anything starts, and no folder is left without its record.
        try (RunStore store = RunStore.open(request.results())) {
            warnOfLostRuns(store, request.results());
            // Held back first: a disk without room for the run's record stops it before anything is recorded.
            reserve = SpaceReserve.take(request.results(), RunFolders.RESERVE_FILE, reserveBytes(workload),
                    "the run's record");
            try {
                runDir = newRunFolder(request, started);
            } catch (IOException e) {
                reserve.release();
                throw InvalidInputException.in(request.results(), "cannot create the run folder: "
                        + InvalidInputException.reason(e));
            }
            begun = driven(request, workload, request.engine(), started, DriveOutcome.notStarted(),
                    files(request, runDir), warningsAtStart).ended(RunStatus.RUNNING, null);
            try {
                begun = begun.withRunId(store.begin(begun, process));
            } catch (SQLException e) {
                reserve.release();
                deleteQuietly(runDir);
                throw InvalidInputException.in(store.file(), "cannot record the run: " + RunStore.firstLine(e));
            }
        }
        try {
            String json = Json.write(process);
            PendingFile.write(RunFile.PROCESS.in(runDir), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
            writeReport(runDir, begun);
        } catch (RuntimeException e) {
            reserve.release();
            // Nothing has run yet: the cause (a full disk, say) is the one line, and the record says it too.
            String missed = unrecorded(request, begun.ended(RunStatus.FAILED, "the run folder could not be written: "
                    + e.getMessage()), List.of());
            if (missed != null) {
                // No run.json for runs import to go by: the database's RUNNING row is all there is of the run.
                throw new InvalidInputException(e.getMessage() + "; the run did not start, and the run database "
                        + missed + ", so it lists run " + begun.runId() + " as ABANDONED");
            }
            throw e;
        }
        DriveOutcome outcome;
        try {
            outcome = drive(request, workload, engines, runDir, begun);
        } catch (IOException | InterruptedException | RuntimeException | Error e) {
            reserve.release();
            // An ending the drive did not record itself (the engine could not be created, the answer log could
            // not be opened): recorded FAILED with the cause, which is then reported as usual.
            String cause = e instanceof InvalidInputException ? e.getMessage() : e.toString();
            RunReport failed = writeReportOrFail(runDir, begun.ended(RunStatus.FAILED, cause));
            record(request, failed, List.of());
            if (e instanceof IOException) {
                return failed; // not the user's input: a FAILED run, exit 1, its cause in the summary
            }
            throw e;
        }
        List<String> warnings = warnings(lock);
        warnings.stream().filter(w -> !warningsAtStart.contains(w)).forEach(w -> phases.accept("WARNING: " + w));
        RunReport driven = failedByDelivery(driven(request, workload, request.engine(), started, outcome,
                withTrace(begun.files(), runDir), warnings).withRunId(begun.runId())
                .withConcurrentRuns(lock.concurrentRuns()));
        // The answer logs may have filled the disk: what was held back now takes drive.json and the end's record.
        reserve.release();
        keepForRecovery(request, runDir, driven, outcome.seconds());

        phases.accept("drive " + outcome.status() + " after " + outcome.ticksSent()
                + " ticks; validating the answers against the reference engine");
        Path answerLog = RunFile.ANSWER_LOG.in(runDir);
        RunReport.Validation validation;
        InvalidInputException validationError = null;
        Long validationHeapPeak = null;
        try (HeapHighWater heap = HeapHighWater.open()) {
            if (outcome.sink().kitLoss() != null) {
                validation = RunReport.Validation.notRunForKitLoss(outcome.sink().kitLoss());
            } else if (Files.exists(answerLog)) {
                validation = validator.validate(answerLog, workload, outcome.ticksSent(), runDir);
                validationHeapPeak = heap.peakBytes();
            } else {
                validation = RunReport.Validation.notRun("no answer log was written");
            }
        } catch (InvalidInputException | UncheckedIOException e) {
            String why = e instanceof UncheckedIOException io ? InvalidInputException.reason(io.getCause()) : e.getMessage();
            validation = RunReport.Validation.notRun("validation could not run: " + why);
            if (outcome.status() == RunStatus.COMPLETED && e instanceof InvalidInputException input) {
                validationError = input;
            }
            // After a failed drive (a full disk that cut the answer log, say) the drive's failure is the cause:
            // the run is reported FAILED with it, not as a bad answer log.
        }
        RunReport validated = validated(driven, validation, workload.standard());
        if (validationHeapPeak != null) {
            validated = validated.withValidationHeapPeak(validationHeapPeak);
        }
        RunReport report = validated;
        recordEnd(request, runDir, driven, report, outcome.seconds());
        if (validationError != null) {
            // The run is recorded (validation NOT_RUN, with the reason); the reason is the user's input.
            throw validationError;
        }
        if (outcome.badTicks() != null) {
            // Recorded as FAILED like any early end, but the cause is the user's tick file: report it as bad input.
            throw outcome.badTicks();
        }
        return report;
    }

    /**
     * A run whose engine calls all returned but whose answers Kafka doubled or lost is FAILED: its answer log is not
     * what the engine wrote (spec/engine-protocol.md, "Kafka"). The engine's own failure, if it had one, stays the
     * reason.
     */
    private static RunReport failedByDelivery(RunReport driven) {
        String fault = driven.transport() == null ? null : driven.transport().deliveryFault();
        if (fault == null || driven.status() != RunStatus.COMPLETED) {
            return driven;
        }
        return driven.ended(RunStatus.FAILED, fault);
    }

    /**
     * Keeps the drive's results before validation, which can take minutes: drive.json ({@link RunFile#DRIVEN}) and
     * the per-second series in the database. A run killed while validating is then validated and recorded later
     * by {@code pairs runs import}. Best effort: when they cannot be written, the run goes on and the end
     * records everything.
     */
    private static void keepForRecovery(RunRequest request, Path runDir, RunReport driven, List<SecondStats> seconds) {
        try {
            String json = Json.write(driven);
            PendingFile.write(RunFile.DRIVEN.in(runDir), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
            try (RunStore store = RunStore.open(request.results())) {
                store.keepSeconds(driven.runId(), seconds);
            }
        } catch (SQLException | RuntimeException e) {
            // the end records them
        }
    }

    private DriveOutcome drive(RunRequest request, Workload workload, Callable<Engine> engines, Path runDir,
                               RunReport begun) throws IOException, InterruptedException {
        AnswerLogs logs = (dir, start, engine) -> {
            List<AnswerLog> list = new ArrayList<>(kitAnswerLog.open(dir, start, engine));
            if (request.fincosLog()) {
                list.add(new FincosSinkLog(RunFile.FINCOS_SINK_LOG.in(dir), engine, start));
            }
            return list;
        };
        DrivePlan plan = new DrivePlan(workload::openTicks, workload.strategies(), workload.profile(),
                request.pacing(), runDir, logs, request.stallTimeout());
        phases.accept("run " + begun.runId() + ": deploying and driving " + request.engine() + " (" + runDir + ")");
        Engine engine;
        try {
            engine = engines.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("engine '" + request.engine() + "' could not be created: " + e, e);
        }
        return drive.run(plan, engine); // closes the engine, whatever happens
    }

    private static Map<String, String> files(RunRequest request, Path runDir) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(RunFile.FOLDER_KEY, runDir.toString());
        List<RunFile> written = request.fincosLog()
                ? List.of(RunFile.ANSWER_LOG, RunFile.FINCOS_SINK_LOG, RunFile.LATENCY_HLOG, RunFile.REPORT)
                : List.of(RunFile.ANSWER_LOG, RunFile.LATENCY_HLOG, RunFile.REPORT);
        written.forEach(f -> files.put(f.key(), f.in(runDir).toString()));
        return files;
    }

    /**
     * Says on the console when the database lacks runs its folders record: nothing of this run depends on it, but
     * the lists and reports read from the database would silently miss them.
     */
    private void warnOfLostRuns(RunStore store, Path results) throws SQLException {
        List<Long> lost = store.idsOnlyInFolders();
        if (!lost.isEmpty()) {
            String ids = lost.size() <= 10 ? lost.toString() : lost.subList(0, 10) + " and " + (lost.size() - 10) + " more";
            phases.accept("WARNING: the run database " + store.file() + " lacks " + lost.size() + " run"
                    + (lost.size() == 1 ? "" : "s") + " its run folders record (ids " + ids + "): `pairs runs import "
                    + results + "` restores them");
        }
    }

    /** {@code files} and, when the drive left one, the failure's stack trace. */
    private static Map<String, String> withTrace(Map<String, String> files, Path runDir) {
        Path trace = RunFile.FAILURE_TRACE.in(runDir);
        if (!Files.isRegularFile(trace)) {
            return files;
        }
        Map<String, String> with = new LinkedHashMap<>(files);
        with.put(RunFile.FAILURE_TRACE.key(), trace.toString());
        return with;
    }

    private static void writeReport(Path runDir, RunReport report) {
        String json = Json.write(report);
        PendingFile.write(RunFile.REPORT.in(runDir), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Writes run.json; when it cannot be written the run FAILED for that reason (a result without its report
     * is not a result), and that FAILED report is what is recorded, and written if it still can be.
     */
    private static RunReport writeReportOrFail(Path runDir, RunReport report) {
        try {
            writeReport(runDir, report);
            return report;
        } catch (RuntimeException e) {
            RunReport failed = report.ended(RunStatus.FAILED, "the run's report could not be written: "
                    + e.getMessage() + (report.failure() == null ? "" : "; before that: " + report.failure()));
            try {
                writeReport(runDir, failed);
            } catch (RuntimeException again) {
                // The database says FAILED with the cause; run.json keeps its RUNNING version.
            }
            return failed;
        }
    }

    /**
     * Records the end of a driven run: run.json, then the database (read back from the file), then drive.json goes.
     * When run.json cannot be written (a full disk), the database still takes the end when it can, and
     * {@code pairs runs import} later writes run.json from it; when neither can, the run stays RUNNING in the
     * database and its folder keeps drive.json and the answer log, from which {@code pairs runs import} validates
     * and records it as for a run killed while validating. Either way one line says so. (Recording the run FAILED
     * for want of its report would lose a passing run for good.)
     */
    private static void recordEnd(RunRequest request, Path runDir, RunReport driven, RunReport report,
                                  List<SecondStats> seconds) {
        String ended = "run " + report.runId() + " ended " + report.status() + ", validation "
                + report.validation().verdict();
        String importing = "`pairs runs import " + request.results() + "`";
        String reportMissed = null;
        try {
            writeReport(runDir, report);
        } catch (RuntimeException e) {
            reportMissed = e.getMessage();
        }
        String dbMissed = unrecorded(request, report, seconds);
        if (reportMissed == null && dbMissed == null) {
            deleteQuietly(RunFile.DRIVEN.in(runDir));
        } else if (reportMissed == null) {
            throw new RunNotRecordedException(ended + ", but the run database " + dbMissed + "; its folder has "
                    + "run.json: " + importing + " records it");
        } else if (dbMissed == null) {
            deleteQuietly(RunFile.DRIVEN.in(runDir));
            throw new RunNotRecordedException(ended + ", recorded in the run database, but its run.json could not "
                    + "be written (" + reportMissed + "): once there is space, " + importing + " writes it from the "
                    + "database");
        } else {
            throw new RunNotRecordedException(ended + ", but is not recorded: its run.json could not be written ("
                    + reportMissed + "), and the run database " + dbMissed + "; " + recovery(importing, runDir, driven));
        }
    }

    /**
     * How a run whose end is recorded nowhere is recovered, after making sure its folder keeps the drive's report
     * (written at the end of the drive unless the disk was already full then).
     */
    private static String recovery(String importing, Path runDir, RunReport driven) {
        if (!Files.isRegularFile(RunFile.DRIVEN.in(runDir))) {
            try {
                String json = Json.write(driven);
                PendingFile.write(RunFile.DRIVEN.in(runDir), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
            } catch (RuntimeException e) {
                return "nor could the drive's report (" + RunFile.DRIVEN.fileName() + ") be kept, so " + importing
                        + " can only record it ABANDONED";
            }
        }
        return "its folder keeps the drive's report (" + RunFile.DRIVEN.fileName() + ") and the answer log: once "
                + "there is space, " + importing + " validates it again and records it";
    }

    /**
     * Records the end of an early-ended run (run.json written or tried before); when the database cannot take it,
     * one line says how to record it later.
     */
    private static void record(RunRequest request, RunReport report, List<SecondStats> seconds) {
        String missed = unrecorded(request, report, seconds);
        if (missed != null) {
            throw new RunNotRecordedException("run " + report.runId() + " ended " + report.status() + " but the run "
                    + "database " + missed + "; its folder has run.json: `pairs runs import " + request.results()
                    + "` records it");
        }
    }

    /**
     * Records the end of the run in the database and reads it back from the file; null when it is there, else
     * what went wrong ("could not record its end (CAUSE)", "did not keep its end (read back: ...)").
     */
    private static String unrecorded(RunRequest request, RunReport report, List<SecondStats> seconds) {
        try (RunStore store = RunStore.open(request.results())) {
            store.end(report.runId(), report, seconds);
        } catch (SQLException | InvalidInputException e) {
            return "could not record its end (" + (e instanceof SQLException ? RunStore.firstLine(e) : e.getMessage())
                    + ")";
        }
        String kept;
        try {
            kept = RunStore.storedStatusOnDisk(request.results(), report.runId()).map(Enum::name).orElse("no such run");
        } catch (SQLException | InvalidInputException e) {
            kept = e instanceof SQLException ? RunStore.firstLine(e) : e.getMessage();
        }
        return kept.equals(report.status().name()) ? null : "did not keep its end (read back: " + kept + ")";
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // an empty run folder holds no run.json, so nothing takes it for a run; a drive.json left beside a
            // final run.json is ignored by import
        }
    }

    static RunReport report(RunRequest request, Workload workload, String engineName, Instant started,
                            DriveOutcome o, RunReport.Validation validation, Map<String, String> files) {
        return validated(driven(request, workload, engineName, started, o, files, List.of()), validation,
                workload.standard());
    }

    /**
     * A drive's report with its validation verdict, scored: a p_score only for a COMPLETED paced run that PASSED
     * and has a MarketOrder in the measurement interval.
     *
     * @param standardWorkload whether the run's ticks and strategies are the standard ones
     */
    public static RunReport validated(RunReport driven, RunReport.Validation validation, boolean standardWorkload) {
        BigDecimal pScore = null;
        String note = null;
        LatencySummary orderMi = driven.latency().marketOrder();
        if (driven.status() != RunStatus.COMPLETED) {
            note = "no p_score: the run did not complete";
        } else if (!validation.passed()) {
            note = "no p_score: validation " + validation.verdict();
        } else if (driven.pacing() == PacingMode.FLAT_OUT) {
            note = "no p_score: flat-out runs measure no latency";
        } else if (orderMi.count() == 0) {
            note = "no p_score: no MarketOrder answer has its trigger in the measurement interval";
        } else {
            pScore = PScore.ofNanos(ScaleFactor.of(driven.scaleFactor()), orderMi.p99Nanos()).rounded();
            if (!standardWorkload || !driven.profile().equals("standard") || driven.rateFactor() != 1.0) {
                note = RunFigures.NOT_STANDARD_NOTE + ": " + (standardWorkload ? "" : "custom workload, ") + "profile "
                        + driven.profile() + ", rate factor " + driven.rateFactor();
            }
        }
        return driven.validated(validation, pScore, note);
    }

    /** What the drive produced, before validation (validation NOT_RUN, no p_score). */
    static RunReport driven(RunRequest request, Workload workload, String engineName, Instant started,
                            DriveOutcome o, Map<String, String> files, List<String> warnings) {
        ScaleFactor sf = request.scaleFactor();
        RateProfile profile = workload.profile();
        LatenessSummary late = LatenessSummary.of(o.lateness());
        RunReport.Lateness lateness = new RunReport.Lateness(late.ticks(), late.p50Us(), late.p99Us(), late.maxUs(),
                o.keepingUp());
        RunReport.Answers answers = new RunReport.Answers(o.sink().received(), o.sink().written(),
                o.sink().notWritten(), o.indicatorAll().count(), o.orderAll().count(), o.sink().unattributed(),
                o.sink().inputTsMismatches(), o.sink().queueHighWater());
        return new RunReport(0, DateTimeFormatter.ISO_INSTANT.format(started), o.status(), o.failure(),
                engineName, o.engineDescription(), request.engineOptions(), sf.value(), workload.strategies().size(), profile.name(),
                profile.durationSeconds(), profile.measurementStartSeconds(), profile.measurementEndSeconds(),
                request.pacing().mode(), request.pacing().rateFactor(), o.ticksSent(),
                o.driveSeconds(), answers, lateness, new RunReport.Latency(o.indicatorMi(), o.orderMi()),
                new RunReport.Latency(o.indicatorAll(), o.orderAll()), sf.load(), null, "no p_score: not validated yet",
                RunReport.Validation.notRun(NOT_VALIDATED_YET), Machine.current(), request.command(), files,
                new RunReport.Inputs(request.kitVersion(), workload.dataSet().orElse(null),
                        workload.strategiesFile().map(Path::toString).orElse(null), workload.strategiesSha256(),
                        request.translation()),
                warnings, o.heapPeakBytes() > 0 ? new RunReport.Memory(o.heapPeakBytes(), null) : null,
                request.transportNow(), List.of());
    }

    private static Path newRunFolder(RunRequest request, Instant started) throws IOException {
        String base = "run-" + FOLDER_TIME.format(started) + "-" + request.engine() + "-sf" + request.scaleFactor().value();
        Files.createDirectories(request.results());
        // createDirectory claims the name atomically: two runs started in the same second (the run database
        // expects concurrent runs) get two folders, never one shared.
        for (int i = 1; ; i++) {
            Path dir = request.results().resolve(i == 1 ? base : base + "-" + i);
            try {
                return Files.createDirectory(dir);
            } catch (FileAlreadyExistsException taken) {
                // next suffix
            }
        }
    }
}
