package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.engine.TranslationWriter;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;
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

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @Option(names = "--strategies", paramLabel = "FILE",
            description = "strategies.xml (config: qGenFolder/" + QuerygenCommand.OUTPUT_NAME + ")")
    Path strategiesFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (config: translatorFolder)")
    Path out;

    @Override
    public Integer call() throws IOException {
        // Ctrl-C or SIGTERM ends the JVM without the writers' finally blocks: delete the partial files then.
        PendingFile.discardUnfinishedOnExit();
        Optional<PairsConfig> file = Optional.ofNullable(config).map(PairsConfig::read);
        EngineSelection.Chosen chosen = engineSelection.choose(file, null);
        String engine = chosen.engine().name();
        WorkloadTranslator translator = chosen.engine().translator().orElseThrow(() -> new InvalidInputException(
                "engine '" + engine + "' has no workload translator: it runs the strategies as the kit sends them"));
        Path strategies = Optional.ofNullable(strategiesFile).or(() -> file.flatMap(QuerygenCommand::strategiesIn))
                .orElseThrow(() -> new InvalidInputException("no strategies file: give --strategies FILE or "
                        + "qGenFolder in a configuration file"));
        Path dir = Optional.ofNullable(out).or(() -> file.flatMap(f -> f.path(ConfigKey.TRANSLATOR_FOLDER)))
                .orElseThrow(() -> new InvalidInputException("no output directory: give --out DIR or "
                        + "translatorFolder in a configuration file"));
        List<Strategy> list = StrategiesXml.read(strategies).strategies();
        List<Path> written = TranslationWriter.write(translator.translate(list, chosen.options()), dir);
        spec.commandLine().getOut().println("translate: " + list.size() + " strategies for "
                + engine + " in " + dir + ": " + written.stream()
                        .map(p -> p.getFileName().toString()).reduce((a, b) -> a + ", " + b).orElse("no files"));
        return PairsCli.EXIT_OK;
    }
}
