package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.core.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.engine.WorkloadTranslator;
import org.pairsbench.core.model.Strategy;
import org.pairsbench.core.workload.StrategiesXml;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "translate", mixinStandardHelpOptions = true,
        description = {"Translate the strategies file (spec/strategies.xsd) into an engine's native workload "
                + "(thesis B.3), e.g. Esper EPL.",
            "With a B.6 configuration file, reads qGenFolder/strategies.xml and writes to translatorFolder for "
                + "the configuration's engine; options win."})
final class TranslateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "B.6 configuration file")
    Path config;

    @Option(names = "--engine", paramLabel = "NAME", description = "target engine, e.g. esper (config: engine)")
    String engine;

    @Option(names = "--strategies", paramLabel = "FILE",
            description = "strategies.xml (config: qGenFolder/" + QuerygenCommand.OUTPUT_NAME + ")")
    Path strategiesFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (config: translatorFolder)")
    Path out;

    @Override
    public Integer call() throws IOException {
        Optional<PairsConfig> file = Optional.ofNullable(config).map(PairsConfig::read);
        WorkloadTranslator translator = Optional.ofNullable(engine).map(WorkloadTranslator::byName)
                .or(() -> file.flatMap(f -> f.string(ConfigKey.ENGINE, WorkloadTranslator::byName)))
                .orElseThrow(() -> new InvalidInputException("no engine: give --engine NAME or engine in a "
                        + "configuration file"));
        Path strategies = Optional.ofNullable(strategiesFile).or(() -> file.flatMap(QuerygenCommand::strategiesIn))
                .orElseThrow(() -> new InvalidInputException("no strategies file: give --strategies FILE or "
                        + "qGenFolder in a configuration file"));
        Path dir = Optional.ofNullable(out).or(() -> file.flatMap(f -> f.path(ConfigKey.TRANSLATOR_FOLDER)))
                .orElseThrow(() -> new InvalidInputException("no output directory: give --out DIR or "
                        + "translatorFolder in a configuration file"));
        List<Strategy> list = StrategiesXml.read(strategies).strategies();
        List<Path> written = translator.write(list, dir);
        spec.commandLine().getOut().println("translate: " + list.size() + " strategies for "
                + translator.name() + " in " + dir + ": " + written.stream()
                        .map(p -> p.getFileName().toString()).reduce((a, b) -> a + ", " + b).orElse("no files"));
        return PairsCli.EXIT_OK;
    }
}
