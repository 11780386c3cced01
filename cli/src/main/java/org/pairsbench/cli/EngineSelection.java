package org.pairsbench.cli;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import picocli.CommandLine.Option;

/**
 * The options that choose an engine, shared by every command that runs or translates one (a picocli mixin):
 * {@code --engine NAME}, {@code --engine-opt key=value} (repeatable) and {@code --engine-path DIR} (repeatable),
 * each falling back to the configuration file's {@code engine}, {@code engine.NAME.KEY} and {@code enginePath}.
 */
final class EngineSelection {

    /** Overrides where the built-in plug-ins are (default: {@code engines/} beside the kit's jar or classes). */
    static final String ENGINES_DIR_PROPERTY = "pairs.engines.dir";

    @Option(names = "--engine", paramLabel = "NAME",
            description = "engine: one that 'pairs engines' lists, e.g. reference, esper (config: engine)")
    String engine;

    @Option(names = "--engine-opt", paramLabel = "KEY=VALUE",
            description = "an engine option, repeatable; 'pairs engines' lists each engine's (config: engine.NAME.KEY)")
    Map<String, String> engineOptions = new LinkedHashMap<>();

    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "an engine plug-in folder, or a folder of them, to add; repeatable (also "
                    + EngineCatalog.ENV + "; config: enginePath)")
    List<Path> enginePath = new ArrayList<>();

    /** The engine and its options the user chose; {@code defaultEngine} when neither option nor file names one. */
    Chosen choose(Optional<PairsConfig> file, String defaultEngine) {
        EngineCatalog catalog = catalog(file);
        // An engine named in the file is reported at its line when unknown.
        InstalledEngine installed = Optional.ofNullable(engine).map(catalog::engine)
                .or(() -> file.flatMap(f -> f.string(ConfigKey.ENGINE, catalog::engine)))
                .or(() -> Optional.ofNullable(defaultEngine).map(catalog::engine))
                .orElseThrow(() -> new InvalidInputException("no engine: give --engine NAME or engine in a "
                        + "configuration file ('pairs engines' lists them)"));
        Map<String, String> given = new LinkedHashMap<>();
        file.ifPresent(f -> given.putAll(f.engineOptions(installed.name())));
        given.putAll(engineOptions);
        EngineOptions options;
        try {
            options = installed.options(given);
        } catch (InvalidInputException e) {
            String unknown = given.keySet().stream()
                    .filter(k -> installed.factory().options().stream().noneMatch(o -> o.key().equals(k)))
                    .findFirst().orElse(null);
            if (unknown != null && !engineOptions.containsKey(unknown) && file.isPresent()) {
                throw file.get().errorAtEngineOption(installed.name(), unknown, e.getMessage());
            }
            throw e;
        }
        return new Chosen(installed, options);
    }

    /** The engines on the engine path: built-in, then PAIRS_ENGINE_PATH, then the file's, then the options'. */
    EngineCatalog catalog(Optional<PairsConfig> file) {
        return catalog(file, enginePath);
    }

    /** The engines on the built-in folder, PAIRS_ENGINE_PATH, the file's enginePath and {@code given}. */
    static EngineCatalog catalog(Optional<PairsConfig> file, List<Path> given) {
        List<Path> path = new ArrayList<>();
        builtInEngines().ifPresent(path::add);
        String env = System.getenv(EngineCatalog.ENV);
        if (env != null) {
            splitPath(env).forEach(path::add);
        }
        file.flatMap(f -> f.string(ConfigKey.ENGINE_PATH)).ifPresent(v -> splitPath(v).forEach(path::add));
        path.addAll(given);
        return EngineCatalog.load(path);
    }

    private static List<Path> splitPath(String value) {
        List<Path> out = new ArrayList<>();
        for (String part : value.split(File.pathSeparator)) {
            if (!part.isBlank()) {
                out.add(Path.of(part.strip()));
            }
        }
        return out;
    }

    /**
     * The built-in plug-ins: {@code engines/} beside the kit's jar ({@code cli/target/pairs-cli.jar}) or classes
     * folder ({@code cli/target/classes}, in the build's tests), where the build unpacks them.
     */
    static Optional<Path> builtInEngines() {
        String override = System.getProperty(ENGINES_DIR_PROPERTY);
        if (override != null) {
            return Optional.of(Path.of(override));
        }
        try {
            Path code = Path.of(PairsCli.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path dir = code.getParent().resolve("engines");
            return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return Optional.empty();
        }
    }

    /** An engine and the options it will run with. */
    record Chosen(InstalledEngine engine, EngineOptions options) {
    }
}
