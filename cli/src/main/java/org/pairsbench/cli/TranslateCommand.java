package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.harness.run.PairsWorkloadOnly;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.engine.TranslationWriter;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.fincos.FincosWorkspace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "translate", mixinStandardHelpOptions = true,
        description = {"Translate the strategies file (spec/strategies.xsd) into an engine's native workload "
                + "(thesis B.3), e.g. Esper EPL.",
            "With a B.6 configuration file, reads qGenFolder/strategies.xml and writes to translatorFolder for "
                + "the configuration's engine; options win.",
            "With --engine esper --target fincos --ticks DIR, writes a FINCoS 2.4 workspace instead (spec/fincos.md): "
                + "config/Connections.fcf, pairs-test.xml, queries/esper/Stream_Set.xml and Query_Set.xml (Esper 4.9), "
                + "data/strategy-definitions.csv."})
final class TranslateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    JsonOption json;

    /** What {@code translate --json} prints: the files written, relative to the folder. */
    record Written(String engine, String target, int strategies, String folder, List<String> files) {
    }

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "B.6 configuration file")
    Path config;

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @Option(names = "--strategies", paramLabel = "FILE",
            description = "strategies.xml (config: qGenFolder/" + QuerygenCommand.OUTPUT_NAME + ")")
    Path strategiesFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (config: translatorFolder)")
    Path out;

    @Option(names = "--target", paramLabel = "TARGET", defaultValue = "engine",
            description = "what to write: 'engine' (default), the engine's own translation; or 'fincos', a "
                    + "FINCoS 2.4 workspace that runs the workload on FINCoS's adapter for the engine (esper: "
                    + "Esper 4.9), replaying --ticks")
    String target;

    @Option(names = "--ticks", paramLabel = "DIR",
            description = "with --target fincos: the data set (one plain ticks.csv) FINCoS replays")
    Path ticks;

    /** The engine whose FINCoS adapter the fincos target writes for: FINCoS 2.4's Esper adapter. */
    static final String FINCOS_ENGINE = "esper";

    @Override
    public Integer call() throws IOException {
        // Ctrl-C or SIGTERM ends the JVM without the writers' finally blocks: delete the partial files then.
        PendingFile.discardUnfinishedOnExit();
        Optional<PairsConfig> file = Optional.ofNullable(config).map(PairsConfig::read);
        EngineSelection.Chosen chosen = engineSelection.choose(file, null);
        PairsWorkloadOnly.require(chosen.engine().name(), chosen.options());
        String engine = chosen.engine().name();
        boolean fincos = switch (target) {
            case "engine" -> false;
            case "fincos" -> true;
            default -> throw new InvalidInputException("--target must be 'engine' or 'fincos', got '" + target + "'");
        };
        if (fincos && !engine.equals(FINCOS_ENGINE)) {
            throw new InvalidInputException("--target fincos writes for FINCoS's Esper adapter: use --engine "
                    + FINCOS_ENGINE + ", not '" + engine + "'");
        }
        if (fincos != (ticks != null)) {
            throw new InvalidInputException(fincos ? "--target fincos needs --ticks DIR (the data set FINCoS replays)"
                    : "--ticks is for --target fincos only");
        }
        if (fincos) {
            return writeFincosWorkspace(file);
        }
        WorkloadTranslator translator = chosen.engine().translator().orElseThrow(() -> new InvalidInputException(
                "engine '" + engine + "' has no workload translator: it runs the strategies as the kit sends them"));
        Path strategies = strategiesPath(file);
        Path dir = outPath(file);
        List<Strategy> list = StrategiesXml.read(strategies).strategies();
        List<Path> written = TranslationWriter.write(translator.translate(list, chosen.options()), dir);
        if (json.printed(spec.commandLine().getOut(), new Written(engine, "engine", list.size(), dir.toString(),
                written.stream().map(p -> dir.relativize(p).toString()).toList()))) {
            return PairsCli.EXIT_OK;
        }
        spec.commandLine().getOut().println("translate: " + list.size() + " strategies for "
                + engine + " in " + dir + ": " + written.stream()
                        .map(p -> p.getFileName().toString()).reduce((a, b) -> a + ", " + b).orElse("no files"));
        return PairsCli.EXIT_OK;
    }

    private Path strategiesPath(Optional<PairsConfig> file) {
        return Optional.ofNullable(strategiesFile).or(() -> file.flatMap(QuerygenCommand::strategiesIn))
                .orElseThrow(() -> new InvalidInputException("no strategies file: give --strategies FILE or "
                        + "qGenFolder in a configuration file"));
    }

    private Path outPath(Optional<PairsConfig> file) {
        return Optional.ofNullable(out).or(() -> file.flatMap(f -> f.path(ConfigKey.TRANSLATOR_FOLDER)))
                .orElseThrow(() -> new InvalidInputException("no output directory: give --out DIR or "
                        + "translatorFolder in a configuration file"));
    }

    private int writeFincosWorkspace(Optional<PairsConfig> file) {
        Path tickFile = FincosWorkspace.replayableTickFile(ticks);
        Path dir = outPath(file);
        List<Strategy> list = StrategiesXml.read(strategiesPath(file)).strategies();
        List<Path> written = TranslationWriter.write(FincosWorkspace.files(list, tickFile, dir), dir);
        if (json.printed(spec.commandLine().getOut(), new Written(FINCOS_ENGINE, "fincos", list.size(), dir.toString(),
                written.stream().map(p -> dir.relativize(p).toString()).toList()))) {
            return PairsCli.EXIT_OK;
        }
        spec.commandLine().getOut().println("translate: " + list.size() + " strategies as a FINCoS 2.4 workspace "
                + "for Esper 4.9 in " + dir + ": " + written.stream().map(p -> dir.relativize(p).toString())
                        .reduce((a, b) -> a + ", " + b).orElse("no files"));
        return PairsCli.EXIT_OK;
    }
}
