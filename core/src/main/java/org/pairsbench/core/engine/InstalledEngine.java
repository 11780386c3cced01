package org.pairsbench.core.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;

/**
 * An engine the kit can run: its factory, the plug-in folder it came from and that folder's class loader. Every
 * call into the engine runs with the plug-in's loader as the thread's context class loader, which engines such
 * as Esper and Flink consult to find their own classes.
 *
 * @param source the plug-in folder, or null for a factory on the caller's class path (tests)
 */
public record InstalledEngine(EngineFactory factory, Path source, ClassLoader loader) {

    /** An engine whose factory is on the caller's own class path: tests and embedded use, no isolation. */
    public static InstalledEngine onClassPath(EngineFactory factory) {
        return new InstalledEngine(factory, null, factory.getClass().getClassLoader());
    }

    public String name() {
        return factory.name();
    }

    /** Where the engine came from, for {@code pairs engines} and run records. */
    public String origin() {
        return source == null ? "class path" : source.toString();
    }

    /**
     * The engine's options from the user's {@code key=value} pairs: keys the engine does not know, and values its
     * factory's {@link org.pairsbench.api.engine.EngineFactory#checkOptions} refuses, are InvalidInputExceptions.
     */
    public EngineOptions options(Map<String, String> given) {
        EngineOptions options = EngineOptions.resolve(name(), factory.options(), given);
        ContextLoader.run(loader, () -> factory.checkOptions(options));
        return options;
    }

    /** A new engine; its calls run with the plug-in's context class loader. */
    public Engine create(EngineOptions options) throws Exception {
        return new PluginEngine(ContextLoader.call(loader, () -> factory.create(options)), loader);
    }

    /** A new engine that deploys a given translation (see {@link EngineFactory#create(EngineOptions, List)}). */
    public Engine create(EngineOptions options, List<TranslatedFile> translation) throws Exception {
        return new PluginEngine(ContextLoader.call(loader, () -> factory.create(options, translation)), loader);
    }

    public Optional<WorkloadTranslator> translator() {
        return factory.translator();
    }
}
