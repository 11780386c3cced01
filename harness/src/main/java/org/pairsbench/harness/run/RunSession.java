package org.pairsbench.harness.run;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.engine.GivenTranslation;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.sink.KitAnswerLogs;

/**
 * One benchmark run from its {@link RunSetup} to its recorded {@link RunReport}: the entry point of
 * {@code pairs run} and of the GUI's Run window, so both make the same run, recorded alike. {@link #prepare}
 * checks the inputs before anything is recorded (the workload's files, a given translation the engine must
 * deploy); {@link #execute} then drives, validates, scores and records (see {@link BenchmarkRun#execute});
 * {@link #cancel}, from any thread, ends it early as INTERRUPTED.
 */
public final class RunSession {

    private final RunSetup setup;
    private final Workload workload;
    private final GivenTranslation translation;
    private final Map<String, String> metadata;
    private final EngineDrive drive = new EngineDrive();

    private RunSession(RunSetup setup, Workload workload, GivenTranslation translation) {
        this.setup = setup;
        this.workload = workload;
        this.translation = translation;
        // Before anything is announced: finding the environment (the git commit, say) takes a moment, which is
        // better spent before the run's first line than between it and the drive.
        this.metadata = metadata();
    }

    /**
     * The run of {@code setup}, its inputs checked: tick files against their manifest (as {@link RunSetup#verify}
     * says), strategies against the ticks' symbols, a given translation deployed once by the engine. Nothing is
     * recorded yet.
     *
     * @throws org.pairsbench.api.InvalidInputException bad input, in one line
     * @throws Exception the engine's own refusal of a given translation
     */
    public static RunSession prepare(RunSetup setup) throws Exception {
        Workload workload = Workloads.of(setup.ticks(), setup.data(), setup.strategies(), setup.verify());
        GivenTranslation given = setup.translation() == null ? null : GivenTranslation.read(setup.translation());
        if (given != null) {
            // Refused here, before the stream is generated, when the engine cannot deploy a given translation.
            setup.engine().create(setup.engineOptions(), given.files()).close();
        }
        return new RunSession(setup, workload, given);
    }

    public Workload workload() {
        return workload;
    }

    /** How long the drive is planned to take, in seconds: the profile at the rate factor; NaN flat out. */
    public double plannedDriveSeconds() {
        return setup.pacing().flatOut() ? Double.NaN : workload.profile().durationSeconds() / setup.pacing().rateFactor();
    }

    /** What is about to run, a line each: engine, scale factor, profile, pacing and workload; the data set checked. */
    public List<String> announcement() {
        List<String> lines = new ArrayList<>();
        String options = setup.engineOptions().asMap().isEmpty() ? "" : " (" + setup.engineOptions() + ")";
        lines.add(String.format("%s, SF %d, %d strategies, profile %s (%.0f s), %s; workload %s",
                setup.engine().name() + options, setup.data().scaleFactor().value(), workload.strategies().size(),
                setup.data().length().id(), workload.profile().durationSeconds()
                        / (setup.pacing().flatOut() ? 1 : setup.pacing().rateFactor()),
                setup.pacing(), workload.describe()));
        workload.dataSet().ifPresent(d -> lines.add(String.format("data set %s: %d tick file%s match %s (%s), "
                        + "manifest SHA-256 %s", d.folder(), d.tickFiles().size(), d.tickFiles().size() == 1 ? "" : "s",
                Manifest.NAME, d.sha256Verified() ? "sizes, SHA-256" : "sizes; SHA-256 with --verify",
                d.manifestSha256())));
        setup.transport().describe().ifPresent(line -> lines.add("transport " + line));
        return lines;
    }

    /** The drive, so a Ctrl-C hook can stop it ({@link ShutdownGuard}). */
    public EngineDrive drive() {
        return drive;
    }

    /**
     * Ends the run early, from any thread: the drive stops after the tick in flight, the engine finishes, and the
     * run is validated on the ticks it sent and recorded INTERRUPTED with {@code reason}. After the drive has
     * ended it changes nothing.
     */
    public void cancel(String reason) {
        drive.requestStop(reason);
    }

    /**
     * Runs it, telling {@code listener} as it goes, and returns the recorded report; the exceptions are those of
     * {@link BenchmarkRun#execute}.
     */
    public RunReport execute(RunListener listener) throws IOException, InterruptedException, SQLException {
        drive.onSecond(listener::second);
        RemoteDrivers drivers = setup.transport().drivers();
        if (drivers != null) {
            drive.drivenBy(drivers);
        }
        BenchmarkRun run = new BenchmarkRun(new KitAnswerLogs(RunFile.ANSWER_LOG.fileName(), metadata),
                new ReferenceValidation(listener.validationProgress()), drive);
        run.onPhase(listener::phase);
        if (setup.engine().shipsReferenceComputation()) {
            run.warn("engine '" + setup.engine().name() + "' (plug-in " + setup.engine().origin() + ") "
                    + InstalledEngine.SHIPS_REFERENCE_COMPUTATION + ": its answers are the oracle's, so its validation "
                    + "and p_score say nothing of an engine");
        }
        RunRequest request = new RunRequest(setup.engine().name(), setup.engineOptions().asMap(),
                setup.data().scaleFactor(), setup.pacing(), setup.results(), setup.fincosLog(), setup.stallTimeout(),
                setup.command(), setup.kitVersion(), recordedTranslation(), setup.transport().record());
        return run.execute(request, workload, setup.transport().engines(this::newEngine));
    }

    private Engine newEngine() throws Exception {
        return translation == null ? setup.engine().create(setup.engineOptions())
                : setup.engine().create(setup.engineOptions(), translation.files());
    }

    /** The given translation as the run records it: its folder and SHA-256; null for the engine's own. */
    private RunReport.Translation recordedTranslation() {
        return translation == null ? null : new RunReport.Translation(translation.folder().toString(), translation.sha256());
    }

    /** The answer log's header lines after the engine: how to reproduce the run and what it ran on (pairs report). */
    private Map<String, String> metadata() {
        Map<String, String> metadata = new LinkedHashMap<>();
        metadata.put("command", setup.command());
        if (!setup.engineOptions().asMap().isEmpty()) {
            metadata.put("engine-options", setup.engineOptions().toString());
        }
        metadata.put(RunEnvironment.SCALE_FACTOR, Integer.toString(setup.data().scaleFactor().value()));
        metadata.put(RunEnvironment.PROFILE, setup.data().length().id());
        metadata.put("workload", workload.describe());
        metadata.put(RunEnvironment.KIT_VERSION, setup.kitVersion());
        metadata.put(setup.ticks() != null ? RunEnvironment.TICKS : RunEnvironment.SEED, setup.ticks() != null
                ? setup.ticks().toAbsolutePath().normalize().toString() : Long.toString(setup.data().seed()));
        metadata.putAll(RunEnvironment.inputs(new RunReport.Inputs(setup.kitVersion(),
                workload.dataSet().orElse(null), null, workload.strategiesSha256(), recordedTranslation())));
        metadata.putAll(RunEnvironment.current());
        return metadata;
    }
}
