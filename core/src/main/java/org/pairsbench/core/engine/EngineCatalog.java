package org.pairsbench.core.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;

/**
 * The engines installed in the kit: the plug-in folders on the engine path (the built-in ones of the build, then
 * {@code PAIRS_ENGINE_PATH}, the {@code enginePath} configuration key and {@code --engine-path}), each loaded in
 * its own class loader. An entry of the path is a plug-in folder (it holds jars) or a folder of plug-in folders.
 */
public final class EngineCatalog {

    /** The environment variable that adds plug-in folders, separated like PATH. */
    public static final String ENV = "PAIRS_ENGINE_PATH";

    private final Map<String, InstalledEngine> engines;

    private EngineCatalog(Map<String, InstalledEngine> engines) {
        this.engines = engines;
    }

    /**
     * Loads every plug-in on {@code path}.
     *
     * @throws InvalidInputException a path entry that is not a folder, a broken plug-in, or two engines with one
     *                               name, in one line
     */
    public static EngineCatalog load(List<Path> path) {
        List<InstalledEngine> all = new ArrayList<>();
        // The same folder named twice (say in PAIRS_ENGINE_PATH and --engine-path) is one plug-in, loaded once.
        java.util.Set<Path> loaded = new java.util.HashSet<>();
        for (Path entry : path) {
            for (Path plugin : pluginsIn(entry)) {
                if (loaded.add(realPath(plugin))) {
                    all.addAll(EnginePlugin.load(plugin));
                }
            }
        }
        return of(all);
    }

    /** A catalog of the given engines, e.g. factories on the class path in tests. */
    public static EngineCatalog of(Collection<InstalledEngine> installed) {
        Map<String, InstalledEngine> byName = new TreeMap<>();
        for (InstalledEngine engine : installed) {
            InstalledEngine other = byName.putIfAbsent(engine.name(), engine);
            if (other != null) {
                throw new InvalidInputException("two engines are named '" + engine.name() + "': " + other.origin()
                        + " and " + engine.origin() + "; remove one of them from the engine path");
            }
        }
        return new EngineCatalog(byName);
    }

    private static Path realPath(Path dir) {
        try {
            return dir.toRealPath();
        } catch (IOException e) {
            return dir.toAbsolutePath().normalize();
        }
    }

    private static List<Path> pluginsIn(Path entry) {
        if (!Files.isDirectory(entry)) {
            throw InvalidInputException.in(entry, "engine path entry is not a folder");
        }
        if (EnginePlugin.isPlugin(entry)) {
            return List.of(entry);
        }
        try (Stream<Path> children = Files.list(entry)) {
            return children.filter(Files::isDirectory).sorted().filter(EnginePlugin::isPlugin).toList();
        } catch (IOException e) {
            throw InvalidInputException.in(entry, "cannot list the engine path folder: " + InvalidInputException.reason(e));
        }
    }

    /** Every installed engine, by name. */
    public List<InstalledEngine> engines() {
        return List.copyOf(engines.values());
    }

    /** The engine named {@code name} (any case), or an {@link InvalidInputException} listing the installed ones. */
    public InstalledEngine engine(String name) {
        InstalledEngine engine = engines.get(name.toLowerCase(java.util.Locale.ROOT));
        if (engine == null) {
            throw new InvalidInputException("unknown engine '" + name + "'; installed engines: "
                    + (engines.isEmpty() ? "none" : String.join(", ", engines.keySet()))
                    + " (pairs engines lists them; --engine-path DIR adds a plug-in)");
        }
        return engine;
    }

    /** The names, for {@code --help} texts. */
    public String names() {
        return engines.keySet().stream().collect(Collectors.joining(", "));
    }
}
