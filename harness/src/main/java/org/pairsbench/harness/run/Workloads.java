package org.pairsbench.harness.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pairsbench.core.InvalidInputException;
import org.pairsbench.core.model.Strategy;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.querygen.QueryGenerator;

/** The workloads {@code pairs run} can drive: generated on the fly, or read from a data set's files. */
public final class Workloads {

    private Workloads() {
    }

    /**
     * The rate profile of a stream, total over its markets: the standard shape between the basis and peak
     * rates, or the basis rate all run long (datagen's constant-rate option).
     */
    public static RateProfile profile(DatagenParameters p) {
        double duration = p.length().durationSeconds();
        return p.constantRate() ? RateProfile.constant(p.length().id() + "-constant", duration, p.basisRate())
                : RateProfile.varying(p.length().id(), duration, p.basisRate(), p.peakRate());
    }

    /**
     * The stream of {@code parameters} generated in process (byte-identical to {@code pairs datagen}'s files with
     * the same parameters), with the standard strategies for it, or those of {@code strategiesFile}.
     */
    public static Workload generated(DatagenParameters parameters, Path strategiesFile) {
        List<Strategy> strategies = strategiesFile != null ? StrategiesXml.read(strategiesFile).strategies()
                : QueryGenerator.standard(TickGenerator.open(parameters).correlations()).strategies();
        String from = "generated in process (SF " + parameters.scaleFactor().value() + ", " + parameters.length().id()
                + (parameters.constantRate() ? ", constant rate" : "") + ", seed " + parameters.seed() + ")"
                + (strategiesFile != null ? ", strategies " + strategiesFile : ", standard strategies");
        return new Fixed(() -> TickGenerator.open(parameters), strategies, profile(parameters), from);
    }

    /**
     * The tick files in {@code ticks} (a file or a data set folder), generated with {@code parameters} (which
     * give the rate profile). Strategies come from {@code strategiesFile}, or are the standard ones generated
     * from the data set's correlations.json.
     */
    public static Workload files(Path ticks, DatagenParameters parameters, Path strategiesFile) {
        List<Path> files = TickFiles.resolve(ticks);
        List<Strategy> strategies;
        if (strategiesFile != null) {
            strategies = StrategiesXml.read(strategiesFile).strategies();
        } else {
            Path folder = Files.isDirectory(ticks) ? ticks : ticks.toAbsolutePath().getParent();
            Path correlations = folder.resolve(CorrelationsFile.NAME);
            if (!Files.exists(correlations)) {
                throw InvalidInputException.in(ticks, "no " + CorrelationsFile.NAME
                        + " next to the tick files to generate strategies from; give --strategies FILE");
            }
            strategies = QueryGenerator.standard(CorrelationsFile.read(correlations)).strategies();
        }
        String from = ticks + (strategiesFile != null ? ", strategies " + strategiesFile : ", standard strategies");
        return new Fixed(() -> TickFiles.open(files), strategies, profile(parameters), from);
    }

    private record Fixed(java.util.function.Supplier<TickSource> ticks, List<Strategy> strategies,
                         RateProfile profile, String describe) implements Workload {
        @Override
        public TickSource openTicks() {
            return ticks.get();
        }
    }
}
