package org.pairsbench.harness.run;

import java.io.IOException;
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
import org.HdrHistogram.Histogram;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
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

    /** The run record's pacing value of a flat-out run (a paced one records "paced"). */
    public static final String FLAT_OUT = "flat out";

    public static final String ANSWER_LOG = "answers.log";
    public static final String FINCOS_LOG = "fincos-sink.log";
    public static final String REPORT = "run.json";

    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    private final AnswerLogs kitAnswerLog;
    private final RunValidator validator;
    private final EngineDrive drive;
    private Consumer<String> phases = phase -> { };

    /**
     * @param kitAnswerLog opens the kit's answer log ({@link #ANSWER_LOG}) in a run folder
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

    /** The drive, so a Ctrl-C hook can stop it. */
    public EngineDrive drive() {
        return drive;
    }

    /**
     * Runs {@code request}: the engine comes from {@code engines} once the run folder exists. An engine that cannot
     * be created ends the run before it starts: bad options are the user's input (InvalidInputException), anything
     * else an IOException naming the engine.
     */
    public RunReport execute(RunRequest request, Workload workload, Callable<Engine> engines)
            throws IOException, InterruptedException, SQLException {
        Instant started = Instant.now();
        // Opened once now so an unusable results folder or database is reported before the run, not after it.
        RunStore.open(request.results()).close();
        Path runDir = newRunFolder(request, started);
        Path answerLog = runDir.resolve(ANSWER_LOG);
        AnswerLogs logs = (dir, start, engine) -> {
            List<AnswerLog> list = new ArrayList<>(kitAnswerLog.open(dir, start, engine));
            if (request.fincosLog()) {
                list.add(new FincosSinkLog(dir.resolve(FINCOS_LOG), engine, start));
            }
            return list;
        };
        DrivePlan plan = new DrivePlan(workload::openTicks, workload.strategies(), workload.profile(),
                request.pacing(), runDir, logs, request.stallTimeout());
        phases.accept("deploying and driving " + request.engine() + " (" + runDir + ")");
        Engine engine;
        try {
            engine = engines.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("engine '" + request.engine() + "' could not be created: " + e, e);
        }
        DriveOutcome outcome = drive.run(plan, engine); // closes the engine, whatever happens

        phases.accept("drive " + outcome.status() + " after " + outcome.ticksSent()
                + " ticks; validating the answers against the reference engine");
        RunReport.Validation validation = Files.exists(answerLog)
                ? validator.validate(answerLog, workload, outcome.ticksSent(), runDir)
                : RunReport.Validation.notRun("no answer log was written");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("folder", runDir.toString());
        files.put("answerLog", answerLog.toString());
        if (request.fincosLog()) {
            files.put("fincosSinkLog", runDir.resolve(FINCOS_LOG).toString());
        }
        files.put("latencyHlog", runDir.resolve(EngineDrive.HLOG_FILE).toString());
        files.put("report", runDir.resolve(REPORT).toString());

        RunReport report = report(request, workload, request.engine(), started, outcome, validation, files);
        try (RunStore store = RunStore.open(request.results())) {
            report = report.withRunId(store.insert(report, outcome.seconds()));
        }
        String json = Json.write(report);
        PendingFile.write(runDir.resolve(REPORT), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
        if (outcome.badTicks() != null) {
            // Recorded as FAILED like any early end, but the cause is the user's tick file: report it as bad input.
            throw outcome.badTicks();
        }
        return report;
    }

    static RunReport report(RunRequest request, Workload workload, String engineName, Instant started,
                            DriveOutcome o, RunReport.Validation validation, Map<String, String> files) {
        ScaleFactor sf = request.scaleFactor();
        RateProfile profile = workload.profile();
        BigDecimal pScore = null;
        String note = null;
        if (o.status() != RunStatus.COMPLETED) {
            note = "no p_score: the run did not complete";
        } else if (!validation.passed()) {
            note = "no p_score: validation " + validation.verdict();
        } else if (request.pacing().flatOut()) {
            note = "no p_score: flat-out runs measure no latency";
        } else if (o.orderMi().count() == 0) {
            note = "no p_score: no MarketOrder answer has its trigger in the measurement interval";
        } else {
            pScore = PScore.ofNanos(sf, o.orderMi().p99Nanos()).rounded();
            if (!workload.standard() || !profile.name().equals("standard") || request.pacing().rateFactor() != 1.0) {
                note = RunFigures.NOT_STANDARD_NOTE + ": " + (workload.standard() ? "" : "custom workload, ") + "profile "
                        + profile.name() + ", rate factor " + request.pacing().rateFactor();
            }
        }
        Histogram late = o.lateness();
        RunReport.Lateness lateness = late.getTotalCount() == 0 ? new RunReport.Lateness(0, 0, 0, 0)
                : new RunReport.Lateness(late.getTotalCount(), late.getValueAtPercentile(50) / 1e3,
                        late.getValueAtPercentile(99) / 1e3, late.getMaxValue() / 1e3);
        RunReport.Answers answers = new RunReport.Answers(o.sink().received(), o.sink().written(),
                o.sink().notWritten(), o.indicatorAll().count(), o.orderAll().count(), o.sink().unattributed(),
                o.sink().inputTsMismatches(), o.sink().queueHighWater());
        return new RunReport(0, DateTimeFormatter.ISO_INSTANT.format(started), o.status().name(), o.failure(),
                engineName, o.engineDescription(), request.engineOptions(), sf.value(), workload.strategies().size(), profile.name(),
                profile.durationSeconds(), profile.measurementStartSeconds(), profile.measurementEndSeconds(),
                request.pacing().flatOut() ? FLAT_OUT : "paced", request.pacing().rateFactor(), o.ticksSent(),
                o.driveSeconds(), answers, lateness, new RunReport.Latency(o.indicatorMi(), o.orderMi()),
                new RunReport.Latency(o.indicatorAll(), o.orderAll()), sf.load(), pScore, note, validation,
                Machine.current(), request.command(), files);
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
