package org.pairsbench.core.engine;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;

/**
 * One engine plug-in: a folder of jars (the adapter and its engine's dependencies, never the engine API) loaded
 * through a class loader of its own whose parent shows only the engine API and the JDK ({@link ApiOnlyClassLoader}).
 */
final class EnginePlugin {

    static final String SERVICE_FILE = "META-INF/services/" + EngineFactory.class.getName();

    private EnginePlugin() {
    }

    /** Whether {@code dir} is a plug-in folder: it holds jars directly. */
    static boolean isPlugin(Path dir) {
        return !jars(dir).isEmpty();
    }

    /**
     * The engines of the plug-in in {@code dir}.
     *
     * @throws InvalidInputException one line naming the folder when it registers no factory, a factory cannot be
     *                               loaded, was built against another engine API or has an unusable name
     */
    static List<InstalledEngine> load(Path dir) {
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars(dir)) {
            try {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw InvalidInputException.in(jar, "not a loadable jar path: " + e.getMessage());
            }
        }
        ClassLoader parent = new ApiOnlyClassLoader(EngineFactory.class.getClassLoader());
        URLClassLoader loader = new URLClassLoader("engine-plugin:" + dir.getFileName(), urls.toArray(new URL[0]),
                parent);
        List<InstalledEngine> engines = new ArrayList<>();
        Iterator<EngineFactory> factories = ServiceLoader.load(EngineFactory.class, loader).iterator();
        while (true) {
            EngineFactory factory;
            try {
                if (!factories.hasNext()) {
                    break;
                }
                factory = ContextLoader.call(loader, factories::next);
            } catch (ServiceConfigurationError | LinkageError e) {
                throw plugin(dir, "cannot load its engine factory: " + loadProblem(e));
            } catch (Exception e) {
                throw plugin(dir, "its engine factory failed to start: " + rootMessage(e));
            }
            engines.add(checked(factory, dir, loader));
        }
        if (engines.isEmpty()) {
            throw plugin(dir, "registers no engine: none of its jars has " + SERVICE_FILE
                    + (urls.isEmpty() ? " (the folder holds no jar)" : ""));
        }
        return engines;
    }

    private static InstalledEngine checked(EngineFactory factory, Path dir, ClassLoader loader) {
        int version;
        String name;
        try {
            version = factory.apiVersion();
            name = factory.name();
        } catch (LinkageError e) {
            throw plugin(dir, factory.getClass().getName() + " was built against another engine API (this kit has "
                    + "version " + EngineApi.VERSION + "): " + rootMessage(e));
        }
        if (version != EngineApi.VERSION) {
            throw plugin(dir, "engine '" + name + "' was built against engine API version " + version
                    + "; this kit has version " + EngineApi.VERSION + ": rebuild the plug-in against it");
        }
        if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
            throw plugin(dir, factory.getClass().getName() + " names its engine '" + name
                    + "': use lower-case letters, digits and '-'");
        }
        return new InstalledEngine(factory, dir, loader);
    }

    private static List<Path> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".jar") && Files.isRegularFile(p)).sorted()
                    .toList();
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot list the engine plug-in folder: "
                    + InvalidInputException.reason(e));
        }
    }

    private static InvalidInputException plugin(Path dir, String problem) {
        return new InvalidInputException("engine plug-in " + dir + ": " + problem);
    }

    /**
     * Why a factory class did not load, in the words that lead to the fix: a class missing from the folder is a
     * missing dependency jar far more often than an API mismatch, unless the class is the API's own.
     */
    private static String loadProblem(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if ((root instanceof ClassNotFoundException || root instanceof NoClassDefFoundError)
                && root.getMessage() != null) {
            String missing = root.getMessage().replace('/', '.');
            return missing.startsWith(ApiOnlyClassLoader.API_PACKAGE)
                    ? "it needs " + missing + ", which engine API version " + EngineApi.VERSION + " of this kit lacks: "
                    + "rebuild the plug-in against it"
                    : "class " + missing + " is in none of its jars (is a dependency jar missing from the folder?)";
        }
        return "it may be built against another engine API (this kit has version " + EngineApi.VERSION
                + ") or a newer Java: " + rootMessage(e);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + root.getMessage();
        return message.replace('\n', ' ');
    }
}
