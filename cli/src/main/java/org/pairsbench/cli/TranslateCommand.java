package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairsbench.core.engine.WorkloadTranslator;
import org.pairsbench.core.model.Strategy;
import org.pairsbench.core.workload.StrategiesXml;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "translate", mixinStandardHelpOptions = true,
        description = "Translate the strategies file (spec/strategies.xsd) into an engine's native workload "
                + "(thesis B.3), e.g. Esper EPL.")
final class TranslateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "NAME", description = "target engine, e.g. esper")
    String engine;

    @Option(names = "--strategies", required = true, paramLabel = "FILE", description = "strategies.xml")
    Path strategiesFile;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "output directory")
    Path out;

    @Override
    public Integer call() throws IOException {
        WorkloadTranslator translator = WorkloadTranslator.byName(engine);
        List<Strategy> strategies = StrategiesXml.read(strategiesFile).strategies();
        List<Path> written = translator.write(strategies, out);
        spec.commandLine().getOut().println("translate: " + strategies.size() + " strategies for "
                + translator.name() + " in " + out + ": " + written.stream()
                        .map(p -> p.getFileName().toString()).reduce((a, b) -> a + ", " + b).orElse("no files"));
        return PairsCli.EXIT_OK;
    }
}
