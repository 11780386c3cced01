package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "engines", mixinStandardHelpOptions = true,
        description = {"List the installed engines: the built-in plug-ins, then those of " + EngineCatalog.ENV
                + " and --engine-path, each with its version, summary, options and the folder it came from; then "
                + "the built-in engines not built yet (./pairs engines --engine NAME builds one).",
            "A broken plug-in (an unreadable jar, no factory, another engine API version, a name taken twice, a "
                + "factory that throws or does not answer within 10 s) is one line and exit 2."})
final class EnginesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "list this engine only; ./pairs builds it first when it is not built yet")
    String engine;

    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "an engine plug-in folder, or a folder of them, to add; repeatable")
    List<Path> enginePath = new ArrayList<>();

    @Mixin
    JsonOption json;

    /**
     * One engine as {@code pairs engines} lists it; also the JSON shape. What the plug-in says is printed with its
     * control characters escaped ({@link InvalidInputException#oneLine}): it must not act on the terminal.
     */
    record Listed(String name, String version, String summary, String origin, boolean shipsReferenceComputation,
                  List<EngineOption> options) {

        static Listed of(InstalledEngine engine) {
            return new Listed(engine.name(), engine.version(), engine.summary(), engine.origin(),
                    engine.shipsReferenceComputation(),
                    engine.declaredOptions().stream().map(o -> new EngineOption(o.key(),
                            InvalidInputException.oneLine(o.defaultValue()),
                            InvalidInputException.oneLine(o.description()))).toList());
        }
    }

    /** The JSON document: the kit's engine API version, the engines by name, and the built-in ones not built yet. */
    record Report(int engineApiVersion, List<Listed> engines, List<String> notBuilt) {
    }

    @Override
    public Integer call() {
        EngineCatalog catalog = EngineSelection.catalog(Optional.empty(), enginePath);
        List<Listed> engines = engine == null ? catalog.engines().stream().map(Listed::of).toList()
                : List.of(Listed.of(OptionalEngines.lookup(catalog, engine)));
        List<String> notBuilt = engine == null ? OptionalEngines.notBuilt(catalog) : List.of();
        PrintWriter out = spec.commandLine().getOut();
        if (json.printed(out, new Report(EngineApi.VERSION, engines, notBuilt))) {
            return PairsCli.EXIT_OK;
        }
        if (engines.isEmpty()) {
            out.println("no engines installed (build the kit with ./mvnw package, or give --engine-path DIR)");
            return PairsCli.EXIT_OK;
        }
        int width = engines.stream().mapToInt(e -> e.name().length()).max().orElse(0);
        String indent = " ".repeat(width + 2);
        for (Listed e : engines) {
            out.printf("%-" + width + "s  %s (version %s)%n", e.name(), e.summary(), e.version());
            out.printf("%sfrom %s%n", indent, e.origin());
            if (e.shipsReferenceComputation()) {
                out.printf("%sWARNING: %s%n", indent, InstalledEngine.SHIPS_REFERENCE_COMPUTATION);
            }
            for (EngineOption o : e.options()) {
                out.printf("%s--engine-opt %s=%s  %s%n", indent, o.key(),
                        o.defaultValue() == null ? "VALUE" : o.defaultValue(), o.description());
            }
        }
        if (!notBuilt.isEmpty()) {
            out.println(OptionalEngines.notBuiltLine(notBuilt));
        }
        out.printf("engine API version %d%n", EngineApi.VERSION);
        return PairsCli.EXIT_OK;
    }
}
