package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.ShellWords;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.run.ConsoleSummary;
import org.pairsbench.harness.run.RunListener;
import org.pairsbench.harness.run.RunSession;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.run.RunWorkload;
import org.pairsbench.harness.run.ShutdownGuard;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run the benchmark on an engine: generate (or read) the ticks and strategies, deploy, drive "
                + "on the rate profile's schedule, validate against the reference engine, score a passing run, "
                + "and record it in the run database (spec/execution.md).",
            "Exit code 0: the run completed and passed validation; 1: it failed (an I/O error such as a full disk "
                + "included), or did not pass, or the run database could not record its end; 2: bad input or an "
                + "unusable results folder (one line); 130 / 143: stopped by SIGINT (Ctrl-C) / SIGTERM, after the "
                + "run was recorded INTERRUPTED. Every run is recorded RUNNING when it starts and again when it ends "
                + "(spec/execution.md section 8)."})
final class RunCommand implements Callable<Integer> {

    /** A progress line on stderr every this many seconds of the run. */
    private static final int PROGRESS_EVERY_SECONDS = 10;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG",
            description = "a B.6 configuration file (harness-config/); options given on the command line win")
    Path config;

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @picocli.CommandLine.Mixin
    TransportSelection transportSelection;

    @Option(names = "--sf", paramLabel = "N", description = "scale factor (config: scaleFactor)")
    Integer scaleFactor;

    @Option(names = "--profile", paramLabel = "LENGTH",
            description = "rate profile length: standard (121 min, default), short (12.1 min) or smoke (121 s) "
                    + "(config: profile)")
    String profile;

    @Option(names = "--constant-rate", description = "the basis rate all run long instead of the varying profile "
            + "(not a standard run)")
    boolean constantRate;

    @Option(names = "--flat-out", description = "send as fast as the engine takes ticks (validation only; no latency)")
    boolean flatOut;

    @Option(names = "--rate-factor", defaultValue = "1", paramLabel = "X", converter = RateFactor.class,
            description = "replay X times faster than real time, X from 0.01 to 1000 (not a standard run); default ${DEFAULT-VALUE}")
    double rateFactor;

    @Option(names = "--ticks", paramLabel = "DIR", description = "tick files to replay instead of generating the stream")
    Path ticks;

    @Option(names = "--strategies", paramLabel = "FILE", description = "strategies XML instead of the standard ones")
    Path strategies;

    @Option(names = "--translation", paramLabel = "DIR", description = "deploy this translation (as pairs translate "
            + "wrote it, perhaps edited) instead of the engine's own; recorded with its SHA-256")
    Path translation;

    @Option(names = "--verify", description = "with --ticks: also check the SHA-256 of every tick file against the "
            + "data set's manifest (always done for a run that can give a standard result; sizes and the tick count "
            + "are always checked)")
    boolean verify;

    @Option(names = "--seed", paramLabel = "S",
            description = "seed of the generated stream (config: seed); default " + DatagenParameters.DEFAULT_SEED)
    Long seed;

    @Option(names = "--results", paramLabel = "DIR",
            description = "results folder: run folders and the run database (config: resultsFolder); default "
                    + RunsCommand.DEFAULT_RESULTS)
    Path results;

    @Option(names = "--fincos-log", description = "also write a FINCoS 2.4 sink log (ns) of the answers (config: fincosLog)")
    Boolean fincosLog;

    @Option(names = "--stall-timeout", defaultValue = "" + RunSetup.DEFAULT_STALL_TIMEOUT_SECONDS, paramLabel = "SECONDS",
            description = "fail the run when one engine call takes longer; default ${DEFAULT-VALUE}")
    long stallTimeoutSeconds;

    @Option(names = "--json", description = "print the run's JSON report instead of the summary")
    boolean json;

    @Option(names = "--drivers", paramLabel = "N", description = "with --transport kafka: N driver processes send "
            + "the ticks, each the markets m with 1 + ((m - 1) mod N) = its part, paced on this run's schedule "
            + "('pairs drive --part I/N --stream ID --kafka-bootstrap HOST:PORT', started on this machine once this "
            + "command names the stream); at most the stream's number of markets (spec/execution.md section 14)")
    Integer drivers;

    /**
     * What the stream is: a data set's own manifest when --ticks names one (the options may only agree with it);
     * else the scale factor, profile, seed and constant-rate option of the command line over those of the
     * configuration file over the defaults.
     */
    private DatagenParameters dataParameters(Optional<PairsConfig> file, Path manifestDir) {
        if (manifestDir != null) {
            DatagenParameters p = Manifest.read(manifestDir).datagenParameters();
            if (scaleFactor != null && scaleFactor != p.scaleFactor().value()) {
                throw InvalidInputException.in(ticks, "the data set is SF " + p.scaleFactor().value() + ", not --sf " + scaleFactor);
            }
            OptionalInt sfInFile = file.map(f -> f.positiveInt(ConfigKey.SCALE_FACTOR)).orElse(OptionalInt.empty());
            if (scaleFactor == null && sfInFile.isPresent() && sfInFile.getAsInt() != p.scaleFactor().value()) {
                throw InvalidInputException.in(ticks, "the data set is SF " + p.scaleFactor().value()
                        + ", not scaleFactor " + sfInFile.getAsInt() + " of " + config);
            }
            if (profile != null && ProfileLength.parse(profile) != p.length()) {
                throw InvalidInputException.in(ticks, "the data set has the " + p.length().id() + " profile, not --profile " + profile);
            }
            // The stream on disk is what it is: a data setting given anyway must agree with it, not be dropped.
            requireAgreement(p, overlay(p, file));
            return p;
        }
        ScaleFactor sf = ScaleFactor.of(Optional.ofNullable(scaleFactor)
                .or(() -> file.flatMap(f -> boxed(f.positiveInt(ConfigKey.SCALE_FACTOR))))
                .orElseThrow(() -> new InvalidInputException("no scale factor: give --sf or scaleFactor in a configuration file")));
        return overlay(DatagenParameters.standard(sf), file);
    }

    /** {@code p} with the configuration file's data settings, then the command line's, applied over it. */
    private DatagenParameters overlay(DatagenParameters p, Optional<PairsConfig> file) {
        if (file.isPresent()) {
            p = p.withConfig(file.get());
        }
        if (profile != null) {
            p = p.withLength(ProfileLength.parse(profile));
        }
        if (seed != null) {
            p = p.withSeed(seed);
        }
        if (constantRate) {
            p = p.withConstantRate(true);
        }
        return p;
    }

    private void requireAgreement(DatagenParameters dataSet, DatagenParameters asked) {
        List<String> differences = new ArrayList<>();
        if (asked.seed() != dataSet.seed()) {
            differences.add("seed " + asked.seed() + " (the data set's: " + dataSet.seed() + ")");
        }
        if (asked.length() != dataSet.length()) {
            differences.add("profile " + asked.length().id() + " (the data set's: " + dataSet.length().id() + ")");
        }
        if (asked.constantRate() != dataSet.constantRate()) {
            differences.add("constant rate " + asked.constantRate() + " (the data set's: " + dataSet.constantRate() + ")");
        }
        if (asked.constantInterarrival() != dataSet.constantInterarrival()) {
            differences.add("constant interarrival " + asked.constantInterarrival() + " (the data set's: "
                    + dataSet.constantInterarrival() + ")");
        }
        if (!differences.isEmpty()) {
            throw InvalidInputException.in(ticks, "the settings disagree with the data set's manifest: "
                    + String.join(", ", differences) + "; drop them or generate a matching data set");
        }
    }

    /** The folder of the --ticks data set when it has a manifest, else null. */
    private Path manifestDir() {
        return ticks == null ? null : Workloads.manifestFolder(ticks).orElse(null);
    }

    /**
     * The workload a recorded run ran, from its command line ({@code pairs run ...}) parsed again: relative paths
     * are taken from the current folder, as they were by the run when it was started from here.
     */
    static Workload workloadOf(String command) {
        return recordedWorkload(command).workload();
    }

    /** The workload of a recorded run with the parameters and files it came from ({@link #workloadOf}). */
    static RunWorkload recordedWorkload(String command) {
        String[] words;
        try {
            words = command == null ? new String[0] : ShellWords.split(command).toArray(String[]::new);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("the recorded command `" + command + "` does not parse: " + e.getMessage());
        }
        if (words.length < 2 || !words[0].equals("pairs") || !words[1].equals("run")) {
            throw new InvalidInputException("the recorded command is not a `pairs run`: " + command);
        }
        RunCommand run = new RunCommand();
        try {
            new picocli.CommandLine(run).parseArgs(java.util.Arrays.copyOfRange(words, 2, words.length));
        } catch (picocli.CommandLine.ParameterException e) {
            throw new InvalidInputException("the recorded command `" + command + "` does not parse: " + e.getMessage());
        }
        Optional<PairsConfig> file = Optional.ofNullable(run.config).map(PairsConfig::read);
        Path manifestDir = run.manifestDir();
        // Sizes and count, as for any run: the hashes were checked (or not) when the run was made.
        DatagenParameters data = run.dataParameters(file, manifestDir);
        return new RunWorkload(data, run.ticks, run.strategies,
                Workloads.of(run.ticks, data, run.strategies, Workloads.Verify.SIZES));
    }

    private static Optional<Integer> boxed(OptionalInt value) {
        return value.isPresent() ? Optional.of(value.getAsInt()) : Optional.empty();
    }

    @Override
    public Integer call() throws Exception {
        Optional<PairsConfig> file = Optional.ofNullable(config).map(PairsConfig::read);
        RunSetup setup = setup(file);
        RunSession session = RunSession.prepare(setup);
        PrintWriter err = spec.commandLine().getErr();
        TransportSelection.Chosen transport = (TransportSelection.Chosen) setup.transport();
        if (transport.drivers() != null) {
            int n = drivers;
            String bootstrap = transportSelection.kafkaBootstrap;
            transport.kafka().onOpened(id -> {
                err.println("pairs run: stream " + id + " waits for its " + n + " driver process"
                        + (n == 1 ? "" : "es") + ": pairs drive --part I/" + n + " --stream " + id
                        + " --kafka-bootstrap " + bootstrap + " (I = 1.." + n + ", on this machine)");
                err.flush();
            });
        }
        session.announcement().forEach(line -> err.println("pairs run: " + line));
        err.flush();
        RunReport report = executeAndPrint(session, err);
        boolean good = report.status() == RunStatus.COMPLETED && report.validation().passed();
        return good ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }

    /**
     * The run the options ask for. Each setting: the command line's, else the configuration file's, else the
     * default; a setting out of range or options that contradict each other are one-line errors.
     */
    private RunSetup setup(Optional<PairsConfig> file) {
        EngineSelection.Chosen chosen = engineSelection.choose(file, null);
        Path results = Optional.ofNullable(this.results).or(() -> file.flatMap(f -> f.path(ConfigKey.RESULTS_FOLDER)))
                .orElse(Path.of(RunsCommand.DEFAULT_RESULTS));
        OutputDirectory.requireFolderOrNothing(results);
        boolean fincosLog = Optional.ofNullable(this.fincosLog).or(() -> file.flatMap(f -> f.bool(ConfigKey.FINCOS_LOG)))
                .orElse(false);
        if (flatOut && rateFactor != 1) {
            throw new InvalidInputException("--rate-factor has no meaning with --flat-out: give one or the other");
        }
        if (stallTimeoutSeconds <= 0) {
            throw new InvalidInputException("--stall-timeout must be a positive number of seconds, got " + stallTimeoutSeconds);
        }
        DatagenParameters data = dataParameters(file, manifestDir());
        TransportSelection.Chosen transport = transportSelection.choose(chosen,
                Optional.of(Duration.ofSeconds(stallTimeoutSeconds)), translation != null, driverProcesses(data));
        if (verify && ticks == null) {
            throw new InvalidInputException("--verify checks the tick files of --ticks against their manifest: give --ticks DIR");
        }
        Pacing pacing = flatOut ? Pacing.flatOutPacing() : Pacing.scaled(rateFactor);
        String command = "pairs " + ShellWords.join(spec.commandLine().getParseResult().originalArgs());
        return new RunSetup(chosen.engine(), chosen.options(), translation, data, ticks, strategies,
                RunSetup.verification(verify, pacing, data.length()), pacing, results, fincosLog,
                Duration.ofSeconds(stallTimeoutSeconds), command, KitVersion.version(), transport);
    }

    /** The driver processes --drivers asks for, checked; null without the option. */
    private TransportSelection.DriverProcesses driverProcesses(DatagenParameters data) {
        if (drivers == null) {
            return null;
        }
        if (drivers < 1) {
            throw new InvalidInputException("--drivers must be at least 1, got " + drivers);
        }
        if (drivers > data.markets()) {
            throw new InvalidInputException("--drivers " + drivers + ": the stream of SF " + data.scaleFactor().value()
                    + " has " + data.markets() + " market" + (data.markets() == 1 ? "" : "s")
                    + ", and a driver sends whole markets: at most " + data.markets());
        }
        if (flatOut) {
            throw new InvalidInputException("--drivers paces the stream on the run's schedule: not with --flat-out");
        }
        if (ticks != null) {
            throw new InvalidInputException("--drivers generates the stream in each driver process: not with --ticks");
        }
        return new TransportSelection.DriverProcesses(drivers, data, rateFactor);
    }

    /**
     * Runs the session with a progress line on stderr every {@value #PROGRESS_EVERY_SECONDS} seconds and its phases,
     * then prints the summary (or the JSON report). Ctrl-C ends it cleanly: the JVM waits until it is recorded.
     */
    private RunReport executeAndPrint(RunSession session, PrintWriter err)
            throws java.io.IOException, InterruptedException, java.sql.SQLException {
        ProgressWindow progress = new ProgressWindow(PROGRESS_EVERY_SECONDS, session.plannedDriveSeconds());
        RunListener console = new RunListener() {
            @Override
            public void phase(String line) {
                err.println("pairs run: " + line);
                err.flush();
            }

            @Override
            public void second(SecondStats row) {
                String line = progress.add(row);
                if (line != null) {
                    err.println(line);
                    err.flush();
                }
            }

            @Override
            public ProgressSteps validationProgress() {
                return ProgressDisplay.of("pairs run", err, json, false);
            }
        };
        try (ShutdownGuard guard = new ShutdownGuard(session.drive())) {
            RunReport report = session.execute(console);
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                out.print(org.pairsbench.core.json.Json.write(report));
            } else {
                ConsoleSummary.print(out, report);
            }
            out.flush();
            return report;
        }
    }
}
