package org.pairsbench.harness.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.Correlations;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.querygen.QueryGenerator;

/** The workloads {@code pairs run} can drive: generated on the fly, or read from a data set's files. */
public final class Workloads {

    /** How far {@link #files} checks tick files against their data set's manifest (spec/datagen.md section 7.3). */
    public enum Verify {
        /** Sizes, count and SHA-256 of every file. */
        SHA256,
        /** Sizes and count; SHA-256 too when the workload is standard (a run that would claim a standard result). */
        SHA256_IF_STANDARD,
        /** Sizes and count only. */
        SIZES
    }

    private Workloads() {
    }

    /**
     * The folder of {@code ticks} (a tick file or a data set folder) when it holds the data set's manifest, whose
     * parameters then decide the run's (spec/execution.md section 6); empty for tick files without one.
     */
    public static Optional<Path> manifestFolder(Path ticks) {
        Path dir = TickFiles.folderOf(ticks);
        return dir != null && Files.exists(dir.resolve(Manifest.NAME)) ? Optional.of(dir) : Optional.empty();
    }

    /**
     * The workload of a run: the tick files of {@code ticks} ({@link #files}; their parameters are the manifest's
     * when the folder has one), or, when {@code ticks} is null, the stream of {@code parameters} generated in
     * process ({@link #generated}).
     */
    public static Workload of(Path ticks, DatagenParameters parameters, Path strategiesFile, Verify verify) {
        return ticks != null ? files(ticks, parameters, manifestFolder(ticks).isPresent(), strategiesFile, verify)
                : generated(parameters, strategiesFile);
    }

    /**
     * The stream of {@code parameters} generated in process (byte-identical to {@code pairs datagen}'s files with
     * the same parameters), with the standard strategies for it, or those of {@code strategiesFile}.
     */
    public static Workload generated(DatagenParameters parameters, Path strategiesFile) {
        Correlations correlations = TickGenerator.open(parameters).correlations();
        StrategySet set;
        if (strategiesFile != null) {
            set = StrategiesXml.read(strategiesFile);
            requireSymbols(set, correlations, strategiesFile);
        } else {
            set = QueryGenerator.standard(correlations);
        }
        String from = "generated in process (SF " + parameters.scaleFactor().value() + ", " + parameters.length().id()
                + (parameters.constantRate() ? ", constant rate" : "") + ", seed " + parameters.seed() + ")"
                + (strategiesFile != null ? ", strategies " + strategiesFile : ", standard strategies");
        return new Fixed(() -> TickGenerator.open(parameters), set.strategies(), parameters.profile(), from,
                parameters.standardModel() && set.standard(), Optional.empty(), Optional.ofNullable(strategiesFile),
                strategiesFile == null ? null : Sha256.of(strategiesFile));
    }

    /**
     * The tick files in {@code ticks} (a file or a data set folder), generated with {@code parameters} (which
     * give the rate profile). Strategies come from {@code strategiesFile}, or are the standard ones generated
     * from the data set's correlations.json. {@code fromManifest}: the parameters are the data set's own, read
     * from its manifest; files without one cannot be shown to follow the standard model, so their workload is
     * never standard. Files with a manifest are checked against it as {@code verify} says, and their stream
     * fails when it does not hold the manifest's tick count; files that hold no tick are refused.
     */
    public static Workload files(Path ticks, DatagenParameters parameters, boolean fromManifest, Path strategiesFile,
                                 Verify verify) {
        List<Path> files = TickFiles.resolve(ticks);
        Optional<DataSetCheck.Identity> dataSet = DataSetCheck.check(ticks, files, verify == Verify.SHA256);
        TickFiles.requireTicks(ticks, files);
        StrategySet set;
        Path correlations = TickFiles.folderOf(ticks).resolve(CorrelationsFile.NAME);
        if (strategiesFile != null) {
            set = StrategiesXml.read(strategiesFile);
            if (Files.exists(correlations)) {
                requireSymbols(set, CorrelationsFile.read(correlations), strategiesFile);
            }
        } else {
            if (!Files.exists(correlations)) {
                throw InvalidInputException.in(ticks, "no " + CorrelationsFile.NAME
                        + " next to the tick files to generate strategies from; give --strategies FILE");
            }
            set = QueryGenerator.standard(CorrelationsFile.read(correlations));
        }
        boolean standard = fromManifest && parameters.standardModel() && set.standard();
        if (standard && verify == Verify.SHA256_IF_STANDARD) {
            // A result that may be published as standard must name exactly the bytes it ran on.
            dataSet = DataSetCheck.check(ticks, files, true);
        }
        String from = ticks + (strategiesFile != null ? ", strategies " + strategiesFile : ", standard strategies");
        Optional<DataSetCheck.Identity> checked = dataSet;
        Supplier<TickSource> source = checked.isPresent()
                ? () -> DataSetCheck.counted(TickFiles.open(files), checked.get()) : () -> TickFiles.open(files);
        return new Fixed(source, set.strategies(), parameters.profile(), from + (fromManifest ? "" : " (no manifest)"),
                standard, checked, Optional.ofNullable(strategiesFile),
                strategiesFile == null ? null : Sha256.of(strategiesFile));
    }

    /**
     * Refuses, before a run starts, strategies that trade symbols the ticks do not have: they were generated for
     * other data, and the run would pass validation having answered nothing for them.
     */
    private static void requireSymbols(StrategySet set, Correlations correlations, Path strategiesFile) {
        Set<String> symbols = new HashSet<>();
        for (Correlations.Market market : correlations.markets()) {
            symbols.addAll(market.symbols());
        }
        for (Strategy s : set.strategies()) {
            for (String symbol : List.of(s.symbol1(), s.symbol2())) {
                if (!symbols.contains(symbol)) {
                    throw InvalidInputException.in(strategiesFile, s.alias() + " trades " + symbol + ", a symbol the "
                            + "ticks do not have: the strategies were generated for other data");
                }
            }
        }
    }

    private record Fixed(Supplier<TickSource> ticks, List<Strategy> strategies, RateProfile profile, String describe,
                         boolean standard, Optional<DataSetCheck.Identity> dataSet, Optional<Path> strategiesFile,
                         String strategiesSha256)
            implements Workload {
        @Override
        public TickSource openTicks() {
            return ticks.get();
        }
    }
}
