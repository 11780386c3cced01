package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.workload.Correlations;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.querygen.ValueSets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "querygen", mixinStandardHelpOptions = true,
        description = {"Write the strategies file (strategies.xml, spec/strategies.xsd) from the data generator's "
                + "correlations.json (spec/datagen.md).",
            "With a B.6 configuration file, reads dGenFolder/correlations.json and writes to qGenFolder; "
                + "options win. Overriding a count or a value set makes a custom, non-standard workload."})
final class QuerygenCommand implements Callable<Integer> {

    static final String OUTPUT_NAME = "strategies.xml";

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    JsonOption json;

    /** What {@code querygen --json} prints. */
    record Written(String file, int strategies, boolean standard, int scaleFactor, long seed) {
    }

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "B.6 configuration file")
    Path config;

    @Option(names = "--aux", paramLabel = "FILE", description = "the data generator's " + CorrelationsFile.NAME)
    Path aux;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (config: qGenFolder)")
    Path out;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the parameter draws (default: the data's seed)")
    Long seed;

    @Option(names = "--strategies", paramLabel = "N", description = "number of strategies (default 25 x SF)")
    Integer strategies;

    @Option(names = "--funds", split = ",", paramLabel = "CENTS", description = "availableFunds values")
    List<Long> funds;

    @Option(names = "--period-lengths", split = ",", paramLabel = "S", description = "periodLength values, seconds")
    List<Integer> periodLengths;

    @Option(names = "--num-periods", split = ",", paramLabel = "N", description = "numPeriods values")
    List<Integer> numPeriods;

    @Option(names = "--bands", split = ",", paramLabel = "K", description = "bandsMultiplier values")
    List<Double> bands;

    @Option(names = "--stop-loss", split = ",", paramLabel = "F", description = "stopLossPerc values (fractions)")
    List<Double> stopLoss;

    @Option(names = "--overwrite", description = "replace a strategies.xml in the output directory that differs from "
            + "the one this writes (an edited one, say); without it that is refused")
    boolean overwrite;

    @Override
    public Integer call() {
        // Ctrl-C or SIGTERM ends the JVM without the writers' finally blocks: delete the partial files then.
        PendingFile.discardUnfinishedOnExit();
        PairsConfig file = config == null ? null : PairsConfig.read(config);
        Path auxFile = aux != null ? aux : DatagenCommand.configPath(file, ConfigKey.D_GEN_FOLDER)
                .map(d -> d.resolve(CorrelationsFile.NAME)).orElseThrow(() -> new InvalidInputException(
                        "no auxiliary file: give --aux FILE or dGenFolder in a configuration file"));
        Path dir = out != null ? out : DatagenCommand.configPath(file, ConfigKey.Q_GEN_FOLDER).orElseThrow(() ->
                new InvalidInputException("no output directory: give --out or qGenFolder in a configuration file"));
        Correlations correlations = CorrelationsFile.read(auxFile);
        StrategySet set;
        try {
            ValueSets values = ValueSets.STANDARD;
            values = funds == null ? values : values.withAvailableFunds(funds);
            values = periodLengths == null ? values : values.withPeriodLength(periodLengths);
            values = numPeriods == null ? values : values.withNumPeriods(numPeriods);
            values = bands == null ? values : values.withBandsMultiplier(bands);
            values = stopLoss == null ? values : values.withStopLossPerc(stopLoss);
            set = QueryGenerator.generate(correlations, values,
                    strategies != null ? strategies : correlations.strategies(),
                    seed != null ? seed : correlations.seed());
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
        OutputDirectory.create(dir);
        Path target = dir.resolve(OUTPUT_NAME);
        if (!overwrite && Files.exists(target) && !sameBytes(target, StrategiesXml.bytes(set))) {
            throw InvalidInputException.in(target, "exists and differs from the strategies this writes (edited?): "
                    + "give --overwrite to replace it, or another --out");
        }
        StrategiesXml.write(set, target);
        if (json.printed(spec.commandLine().getOut(), new Written(target.toString(), set.size(), set.standard(),
                correlations.scaleFactor(), set.seed().getAsLong()))) {
            return PairsCli.EXIT_OK;
        }
        spec.commandLine().getOut().printf("querygen: %d strategies (%s) at SF %d, seed %d -> %s%n", set.size(),
                set.standard() ? "standard" : "custom, non-standard", correlations.scaleFactor(),
                set.seed().getAsLong(), target);
        return PairsCli.EXIT_OK;
    }

    /** Whether {@code file} holds exactly {@code bytes}; a folder or an unreadable file does not. */
    private static boolean sameBytes(Path file, byte[] bytes) {
        try {
            return Files.isRegularFile(file) && Files.size(file) == bytes.length
                    && Arrays.equals(Files.readAllBytes(file), bytes);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
    }

    /** Where a configuration file puts the strategies: qGenFolder/strategies.xml, this command's output. */
    static Optional<Path> strategiesIn(PairsConfig file) {
        return DatagenCommand.configPath(file, ConfigKey.Q_GEN_FOLDER).map(d -> d.resolve(OUTPUT_NAME));
    }
}
