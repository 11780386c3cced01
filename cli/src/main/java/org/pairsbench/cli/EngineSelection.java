package org.pairsbench.cli;

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
import org.pairsbench.core.engine.EnginePath;
import org.pairsbench.core.engine.InstalledEngine;
import picocli.CommandLine.Option;

/**
 * The options that choose an engine, shared by every command that runs or translates one (a picocli mixin):
 * {@code --engine NAME}, {@code --engine-opt key=value} (repeatable) and {@code --engine-path DIR} (repeatable),
 * each falling back to the configuration file's {@code engine}, {@code engine.NAME.KEY} and {@code enginePath}.
 */
final class EngineSelection {

    /** Overrides where the built-in plug-ins are (default: {@code engines/} beside the kit's jar or classes). */
    static final String ENGINES_DIR_PROPERTY = EnginePath.ENGINES_DIR_PROPERTY;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "engine: one that 'pairs engines' lists, e.g. reference, esper (config: engine)")
    String engine;

    @Option(names = "--engine-opt", paramLabel = "KEY=VALUE",
            description = "an engine option, repeatable, each key once; 'pairs engines' lists each engine's "
                    + "(config: engine.NAME.KEY)")
    List<String> engineOpts = new ArrayList<>();

    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "an engine plug-in folder, or a folder of them, to add; repeatable (also "
                    + EngineCatalog.ENV + "; config: enginePath)")
    List<Path> enginePath = new ArrayList<>();

    /** The engine and its options the user chose; {@code defaultEngine} when neither option nor file names one. */
    Chosen choose(Optional<PairsConfig> file, String defaultEngine) {
        return choose(file, defaultEngine, Map.of());
    }

    /**
     * As {@link #choose(Optional, String)}, with {@code implied} options set unless the user set them: only those the
     * engine declares (a bench command's workload on an engine that has the option).
     */
    Chosen choose(Optional<PairsConfig> file, String defaultEngine, Map<String, String> implied) {
        EngineCatalog catalog = catalog(file);
        // An engine named in the file is reported at its line when unknown.
        InstalledEngine installed = Optional.ofNullable(engine).map(n -> OptionalEngines.lookup(catalog, n))
                .or(() -> file.flatMap(f -> f.string(ConfigKey.ENGINE, n -> OptionalEngines.lookup(catalog, n))))
                .or(() -> Optional.ofNullable(defaultEngine).map(catalog::engine))
                .orElseThrow(() -> new InvalidInputException("no engine: give --engine NAME or engine in a "
                        + "configuration file ('pairs engines' lists them)"));
        Map<String, String> engineOptions = engineOptions();
        Map<String, String> given = new LinkedHashMap<>();
        implied.forEach((key, value) -> {
            if (installed.declaredOptions().stream().anyMatch(o -> o.key().equals(key))) {
                given.put(key, value);
            }
        });
        file.ifPresent(f -> given.putAll(f.engineOptions(installed.name())));
        given.putAll(engineOptions);
        EngineOptions options;
        try {
            options = installed.options(given);
        } catch (InvalidInputException e) {
            String unknown = given.keySet().stream()
                    .filter(k -> installed.declaredOptions().stream().noneMatch(o -> o.key().equals(k)))
                    .findFirst().orElse(null);
            if (unknown != null && !engineOptions.containsKey(unknown) && file.isPresent()) {
                throw file.get().errorAtEngineOption(installed.name(), unknown, e.getMessage());
            }
            throw e;
        }
        return new Chosen(installed, options);
    }

    /**
     * The {@code --engine-opt} pairs by key. A key given twice is refused, as a configuration file refuses a
     * duplicate key: silently taking the last value would run with a setting the user may not have meant.
     */
    Map<String, String> engineOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : engineOpts) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new InvalidInputException("--engine-opt '" + pair + "': expected KEY=VALUE");
            }
            String key = pair.substring(0, eq);
            String previous = options.put(key, pair.substring(eq + 1));
            if (previous != null) {
                throw new InvalidInputException("--engine-opt " + key + " is given twice (" + key + "=" + previous
                        + ", then " + pair + "): give each key once");
            }
        }
        return options;
    }

    /** The engines on the engine path: built-in, then PAIRS_ENGINE_PATH, then the file's, then the options'. */
    EngineCatalog catalog(Optional<PairsConfig> file) {
        return catalog(file, enginePath);
    }

    /** The engines on the built-in folder, PAIRS_ENGINE_PATH, the file's enginePath and {@code given}. */
    static EngineCatalog catalog(Optional<PairsConfig> file, List<Path> given) {
        return EnginePath.catalog(builtInEngines(), file, given);
    }

    /** The built-in plug-ins: {@code engines/} beside the kit's jar or classes folder ({@link EnginePath#builtIn}). */
    static Optional<Path> builtInEngines() {
        return EnginePath.builtIn(PairsCli.class);
    }

    /** An engine and the options it will run with. */
    record Chosen(InstalledEngine engine, EngineOptions options) {
    }
}
