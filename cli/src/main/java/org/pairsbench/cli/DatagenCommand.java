package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.pairsbench.core.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.datagen.PriceModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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

    @Option(names = "--files", paramLabel = "N", description = "number of tick files, default 1 (config: fileCount)")
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

    @Option(names = "--quiet", description = "no progress bar")
    boolean quiet;

    @Override
    public Integer call() {
        PairsConfig file = config == null ? null : PairsConfig.read(config);
        ScaleFactor sf = ScaleFactor.of(setting(scaleFactor, file, ConfigKey.SCALE_FACTOR,
                () -> "no scale factor: give --sf or scaleFactor in a configuration file"));
        Path dir = out != null ? out : file == null ? null : file.path(ConfigKey.D_GEN_FOLDER).orElse(null);
        if (dir == null) {
            throw new InvalidInputException("no output directory: give --out or dGenFolder in a configuration file");
        }
        int files = fileCount != null ? fileCount : file == null ? 1 : file.positiveInt(ConfigKey.FILE_COUNT).orElse(1);
        if (files < 1) {
            throw new InvalidInputException("--files must be a positive integer, got " + files);
        }
        DatagenParameters parameters = parameters(sf, file);
        boolean compress = flag(gzip, file, ConfigKey.GZIP);
        DatasetWriter.Options options = new DatasetWriter.Options(dir, files, compress, overwrite);

        DatasetWriter.Result result;
        if (!quiet && System.console() != null) {
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName("datagen")
                    .setInitialMax(Math.round(parameters.expectedTicks())).setUnit(" M ticks", 1_000_000)
                    .setUpdateIntervalMillis(250).continuousUpdate().build()) {
                result = DatasetWriter.write(parameters, options, bar::stepTo);
                bar.maxHint(result.manifest().totalTicks());
            }
        } else {
            result = DatasetWriter.write(parameters, options, DatasetWriter.Progress.NONE);
        }
        PrintWriter printer = spec.commandLine().getOut();
        printer.printf("datagen: %,d ticks in %d file%s (%,.1f MB) in %.2f s (%,.0f ticks/s), seed %d -> %s%n",
                result.manifest().totalTicks(), files, files == 1 ? "" : "s", result.bytes() / 1e6,
                result.nanos() / 1e9, result.ticksPerSecond(), parameters.seed(), dir);
        return PairsCli.EXIT_OK;
    }

    private DatagenParameters parameters(ScaleFactor sf, PairsConfig file) {
        String length = profile != null ? profile : file == null ? null : file.string(ConfigKey.PROFILE).orElse(null);
        DatagenParameters p = DatagenParameters.standard(sf)
                .withLength(length == null ? ProfileLength.STANDARD : ProfileLength.parse(length))
                .withConstantRate(flag(constantRate, file, ConfigKey.CONSTANT_RATE))
                .withConstantInterarrival(flag(constantInterarrival, file, ConfigKey.CONSTANT_INTERARRIVAL));
        Long s = seed != null ? seed : file == null || !file.has(ConfigKey.SEED) ? null
                : file.longValue(ConfigKey.SEED).getAsLong();
        if (s != null) {
            p = p.withSeed(s);
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

    private static int setting(Integer option, PairsConfig file, ConfigKey key, java.util.function.Supplier<String> missing) {
        if (option != null) {
            return option;
        }
        if (file != null && file.has(key)) {
            return file.positiveInt(key).getAsInt();
        }
        throw new InvalidInputException(missing.get());
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
