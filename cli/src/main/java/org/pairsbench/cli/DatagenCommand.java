package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DataSetEstimate;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.datagen.PriceModel;
import org.pairsbench.datagen.GeneratorSpeed;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import org.pairsbench.core.progress.Progress;

@Command(name = "datagen", mixinStandardHelpOptions = true,
        description = {"Generate the tick data set (spec/datagen.md): tick files, correlations.json for the query "
                + "generator and manifest.json, written last.",
            "Settings come from a B.6 configuration file (dGenFolder, scaleFactor, fileCount, seed, profile, gzip, "
                + "constantRate, constantInterarrival), from options, or both; options win."})
final class DatagenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "B.6 configuration file")
    Path config;

    @Option(names = "--sf", paramLabel = "N", description = "scale factor (config: scaleFactor)")
    Integer scaleFactor;

    @Option(names = "--profile", paramLabel = "LENGTH",
            description = "standard (121 min, the default), short (12.1 min) or smoke (121 s) (config: profile)")
    String profile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (config: dGenFolder)")
    Path out;

    @Option(names = "--files", paramLabel = "N", description = "number of tick files, 1 to " + DatasetWriter.MAX_FILES + ", default 1 (config: fileCount)")
    Integer fileCount;

    @Option(names = "--seed", paramLabel = "S",
            description = "random seed, default " + DatagenParameters.DEFAULT_SEED + " (config: seed)")
    Long seed;

    @Option(names = "--gzip", description = "gzip the tick files (config: gzip)")
    Boolean gzip;

    @Option(names = "--constant-rate", description = "the basis rate all run long instead of the varying profile "
            + "(config: constantRate); not a standard data set")
    Boolean constantRate;

    @Option(names = "--constant-interarrival", description = "evenly spaced arrivals instead of exponential "
            + "inter-arrival times (config: constantInterarrival); not a standard data set")
    Boolean constantInterarrival;

    @Option(names = "--basis-rate", paramLabel = "R", description = "total basis rate, ticks/s (default 5000 x markets)")
    Double basisRate;

    @Option(names = "--peak-rate", paramLabel = "R", description = "total peak rate, ticks/s (default 1.5 x basis)")
    Double peakRate;

    @Option(names = "--min-price", paramLabel = "CENTS", description = "lowest initial price, default 1000")
    Integer minPrice;

    @Option(names = "--max-price", paramLabel = "CENTS", description = "highest initial price, default 10000")
    Integer maxPrice;

    @Option(names = "--drift", paramLabel = "MU", description = "GBM drift per second, default 0")
    Double drift;

    @Option(names = "--volatility", paramLabel = "SIGMA", description = "GBM volatility per sqrt(second), default 0.0005")
    Double volatility;

    @Option(names = "--rho", paramLabel = "RHO", description = "correlation of a pair's Brownian motions, default 0.9")
    Double rho;

    @Option(names = "--overwrite", description = "replace a data set already in the output directory")
    boolean overwrite;

    @Option(names = "--quiet", description = "no progress (a bar on a terminal, else a line on stderr every "
            + "10 s)")
    boolean quiet;

    @picocli.CommandLine.Mixin
    JsonOption json;

    /** A data set this large gets its size said before it is written. */
    private static final double LARGE_BYTES = 1e9;

    /** What {@code datagen --json} prints. */
    record Written(String folder, long ticks, int files, long bytes, double seconds, double ticksPerSecond, long seed,
                   int scaleFactor, String profile, int threads) {
    }

    /** What {@code datagen --no-files --json} prints; {@code tickByTick}: made by {@code --tick-by-tick}. */
    record Generated(long ticks, double seconds, double ticksPerSecond, long seed, long checksum, int threads,
                     boolean tickByTick) {
    }

    @Option(names = "--no-space-check", description = "write even when the estimated size exceeds the free space")
    boolean noSpaceCheck;

    @Option(names = "--no-files", description = "generate the stream in process and write nothing: measures the "
            + "generator alone (the benchmark's first case)")
    boolean noFiles;

    @Option(names = "--tick-by-tick", description = "with --no-files: generate tick by tick on one thread, as pairs "
            + "run generates the stream it drives and its validation regenerates it, instead of in blocks on --threads "
            + "threads (the same ticks and checksum)")
    boolean tickByTick;

    @Option(names = "--threads", paramLabel = "N", description = "threads in all, default one per processor: "
            + "the calling one (merges, hashes, writes, and helps) and N - 1 workers that generate and format the "
            + "ticks; 1: everything on one thread. The files are byte-identical for any N")
    Integer threads;

    @Override
    public Integer call() {
        if (spec.commandLine().getParseResult().matchedArgs().isEmpty() && GuiCommand.desktop()) {
            // Thesis B.1: without a configuration file the data generator starts in graphical mode.
            return GuiCommand.open(List.of("datagen"), spec.commandLine().getErr());
        }
        PairsConfig file = config == null ? null : PairsConfig.read(config);
        Integer sfValue = scaleFactor != null ? scaleFactor
                : file != null && file.has(ConfigKey.SCALE_FACTOR) ? file.positiveInt(ConfigKey.SCALE_FACTOR).getAsInt() : null;
        if (sfValue == null) {
            throw new InvalidInputException("no scale factor: give --sf or scaleFactor in a configuration file");
        }
        ScaleFactor sf = ScaleFactor.of(sfValue);
        int workers = threads == null ? Workers.defaultThreads() : threads;
        if (workers < 1) {
            throw new InvalidInputException("--threads must be a positive integer, got " + workers);
        }
        if (tickByTick && !noFiles) {
            throw new InvalidInputException("--tick-by-tick measures the generator alone: it needs --no-files");
        }
        if (tickByTick && threads != null) {
            throw new InvalidInputException("--tick-by-tick runs on one thread: drop --threads");
        }
        if (noFiles) {
            return generateOnly(parameters(sf, file), workers);
        }
        Path dir = out != null ? out : file == null ? null : file.path(ConfigKey.D_GEN_FOLDER).orElse(null);
        if (dir == null) {
            throw new InvalidInputException("no output directory: give --out or dGenFolder in a configuration file");
        }
        int files = fileCount != null ? fileCount : file == null ? 1 : file.positiveInt(ConfigKey.FILE_COUNT).orElse(1);
        if (files < 1 || files > DatasetWriter.MAX_FILES) {
            throw new InvalidInputException("--files must be a positive integer up to " + DatasetWriter.MAX_FILES
                    + ", got " + files);
        }
        DatagenParameters parameters = parameters(sf, file);
        boolean compress = flag(gzip, file, ConfigKey.GZIP);
        DatasetWriter.Options options = new DatasetWriter.Options(dir, files, compress, overwrite, workers);
        checkSpace(DataSetEstimate.of(parameters, compress), dir);

        // Ctrl-C or a kill (SIGTERM) ends the JVM without the writer's finally blocks: delete the partial files then.
        PendingFile.discardUnfinishedOnExit();
        DatasetWriter.Result result;
        // The total is the profile's expected count, corrected to the count written at the end.
        try (Progress progress = ProgressDisplay.of("datagen", spec.commandLine().getErr(), json.enabled, quiet)
                .start("writing the ticks", Math.round(parameters.expectedTicks()), "ticks")) {
            result = DatasetWriter.write(parameters, options, progress::stepTo);
            progress.total(result.manifest().totalTicks());
        }
        PrintWriter printer = spec.commandLine().getOut();
        if (!result.staleRemoved().isEmpty()) {
            spec.commandLine().getErr().println("datagen: " + PendingFile.Stale.describe(result.staleRemoved(), dir,
                    "datagen"));
        }
        if (json.printed(printer, new Written(dir.toString(), result.manifest().totalTicks(), files, result.bytes(),
                result.nanos() / 1e9, result.ticksPerSecond(), parameters.seed(), parameters.scaleFactor().value(),
                parameters.length().id(), workers))) {
            return PairsCli.EXIT_OK;
        }
        printer.printf("datagen: %,d ticks in %d file%s (%,.1f MB) in %.2f s (%,.0f ticks/s, %d thread%s), seed %d "
                + "-> %s%n", result.manifest().totalTicks(), files, files == 1 ? "" : "s", result.bytes() / 1e6,
                result.nanos() / 1e9, result.ticksPerSecond(), workers, workers == 1 ? "" : "s", parameters.seed(),
                dir);
        return PairsCli.EXIT_OK;
    }

    /**
     * Says how big the data set will be, and refuses one the disk cannot hold (a large SF runs for hours before
     * the disk fills), unless --no-space-check.
     */
    private void checkSpace(DataSetEstimate estimate, Path dir) {
        long free = FreeSpace.usableBytes(dir);
        // Files are written beside their final names and renamed: the estimate and its margin must fit.
        boolean fits = noSpaceCheck || free < 0 || estimate.bytesToReserve() <= free;
        if (fits && estimate.bytes() >= LARGE_BYTES) {
            spec.commandLine().getErr().printf("datagen: about %,.0f ticks, %s%s into %s (%s free there)%n",
                    estimate.ticks(), FreeSpace.describe(estimate.bytes()), estimate.gzip() ? " gzipped" : "", dir,
                    free < 0 ? "unknown" : FreeSpace.describe(free));
        }
        if (!fits) {
            throw InvalidInputException.in(dir, String.format("the data set needs about %s and %s is free there: "
                    + "free space, choose another --out, --gzip, or --no-space-check to write anyway",
                    FreeSpace.describe(estimate.bytes()), FreeSpace.describe(free)));
        }
    }

    private int generateOnly(DatagenParameters parameters, int workers) {
        GeneratorSpeed.Result r = tickByTick ? GeneratorSpeed.measureTickByTick(parameters)
                : GeneratorSpeed.measure(parameters, workers);
        if (json.printed(spec.commandLine().getOut(), new Generated(r.ticks(), r.seconds(), r.ticksPerSecond(),
                parameters.seed(), r.checksum(), r.threads(), tickByTick))) {
            return PairsCli.EXIT_OK;
        }
        spec.commandLine().getOut().printf(
                "datagen: %,d ticks generated in process, no files, in %.2f s (%,.0f ticks/s, %s), seed %d, "
                        + "checksum %d%n",
                r.ticks(), r.seconds(), r.ticksPerSecond(), tickByTick ? "tick by tick, 1 thread"
                        : r.threads() + (r.threads() == 1 ? " thread" : " threads"), parameters.seed(), r.checksum());
        return PairsCli.EXIT_OK;
    }

    /** The spec's defaults, then what the configuration file sets, then the options. */
    private DatagenParameters parameters(ScaleFactor sf, PairsConfig file) {
        DatagenParameters p = DatagenParameters.standard(sf);
        if (file != null) {
            p = p.withConfig(file);
        }
        if (profile != null) {
            p = p.withLength(ProfileLength.parse(profile));
        }
        if (constantRate != null) {
            p = p.withConstantRate(constantRate);
        }
        if (constantInterarrival != null) {
            p = p.withConstantInterarrival(constantInterarrival);
        }
        if (seed != null) {
            p = p.withSeed(seed);
        }
        try {
            double basis = basisRate != null ? basisRate : p.basisRate();
            double peak = peakRate != null ? peakRate
                    : basisRate != null ? basis * ScaleFactor.PEAK_TO_BASIS : p.peakRate();
            PriceModel m = PriceModel.STANDARD;
            m = new PriceModel(minPrice != null ? minPrice : m.minInitialCents(),
                    maxPrice != null ? maxPrice : m.maxInitialCents(), drift != null ? drift : m.drift(),
                    volatility != null ? volatility : m.volatility(), rho != null ? rho : m.rho());
            return p.withRates(basis, peak).withPrices(m);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    private static boolean flag(Boolean option, PairsConfig file, ConfigKey key) {
        if (option != null) {
            return option;
        }
        return file != null && file.bool(key).orElse(false);
    }

    static Optional<Path> configPath(PairsConfig file, ConfigKey key) {
        return file == null ? Optional.empty() : file.path(key);
    }
}
