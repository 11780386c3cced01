package org.pairsbench.core.engine;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.jar.JarFile;
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
    /**
     * How long a plug-in may take to load: instantiating its factories and answering name(), apiVersion(),
     * summary(), version() and options(), which must do no work. One that blocks would hang every command.
     */
    static final long LOAD_TIMEOUT_MILLIS = 10_000;

    private EnginePlugin() {
    }

    /** Whether {@code dir} is a plug-in folder: it holds jars directly. */
    static boolean isPlugin(Path dir) {
        return !jars(dir).isEmpty();
    }

    /**
     * The engines of the plug-in in {@code dir}.
     *
     * @throws InvalidInputException one line naming the folder when a jar is not a readable jar, it registers no
     *                               factory, a factory cannot be loaded, throws, does not answer within
     *                               {@value #LOAD_TIMEOUT_MILLIS} ms, was built against another engine API or has
     *                               an unusable name
     */
    static List<InstalledEngine> load(Path dir) {
        return load(dir, LOAD_TIMEOUT_MILLIS);
    }

    static List<InstalledEngine> load(Path dir, long timeoutMillis) {
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars(dir)) {
            // A class loader skips a jar it cannot read, silently: the plug-in would then register no engine, or
            // miss a dependency only when the engine first needs it.
            try (JarFile readable = new JarFile(jar.toFile())) {
                urls.add(jar.toUri().toURL());
            } catch (IOException e) {
                throw plugin(dir, jar.getFileName() + " is not a readable jar (" + InvalidInputException.reason(e)
                        + "): replace or remove it");
            }
        }
        ClassLoader parent = new ApiOnlyClassLoader(EngineFactory.class.getClassLoader());
        URLClassLoader loader = new URLClassLoader("engine-plugin:" + dir.getFileName(), urls.toArray(new URL[0]),
                parent);
        // On a thread of its own, so a factory that blocks costs the time-out, not the command.
        FutureTask<List<InstalledEngine>> loading = new FutureTask<>(() -> factories(dir, loader, urls.isEmpty()));
        Thread thread = new Thread(loading, "pairs-plugin-load-" + dir.getFileName());
        thread.setDaemon(true);
        thread.setContextClassLoader(loader);
        thread.start();
        try {
            return loading.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            thread.interrupt();
            String seconds = timeoutMillis % 1000 == 0 ? Long.toString(timeoutMillis / 1000)
                    : Double.toString(timeoutMillis / 1000.0);
            throw plugin(dir, "did not answer within " + seconds + " s while the kit loaded it: its factory's "
                    + "constructor, name(), apiVersion(), summary(), version() or options() blocks (a factory does "
                    + "no work until create)");
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw plugin(dir, "interrupted while loading it");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static List<InstalledEngine> factories(Path dir, ClassLoader loader, boolean noJars) {
        List<InstalledEngine> engines = new ArrayList<>();
        Iterator<EngineFactory> factories = ServiceLoader.load(EngineFactory.class, loader).iterator();
        while (true) {
            EngineFactory factory;
            try {
                if (!factories.hasNext()) {
                    break;
                }
                factory = factories.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                throw plugin(dir, "cannot load its engine factory: " + loadProblem(e));
            } catch (RuntimeException e) {
                throw plugin(dir, "its engine factory failed to start: " + rootMessage(e));
            }
            engines.add(checked(factory, dir, loader));
        }
        if (engines.isEmpty()) {
            throw plugin(dir, "registers no engine: none of its jars has " + SERVICE_FILE
                    + (noJars ? " (the folder holds no jar)" : ""));
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
        } catch (RuntimeException e) {
            throw plugin(dir, factory.getClass().getName() + "'s name() or apiVersion() " + threw(e));
        }
        if (version != EngineApi.VERSION) {
            throw plugin(dir, "engine '" + name + "' was built against engine API version " + version
                    + "; this kit has version " + EngineApi.VERSION + ": rebuild the plug-in against it");
        }
        if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
            throw plugin(dir, factory.getClass().getName() + " names its engine '" + name
                    + "': use lower-case letters, digits and '-'");
        }
        InstalledEngine engine = new InstalledEngine(factory, dir, loader);
        // What listings show, asked here within the time-out: one that throws or answers null is refused now.
        engine.summary();
        engine.version();
        engine.declaredOptions();
        return engine;
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
        Throwable root = InvalidInputException.rootCause(e);
        if (root instanceof Exception && !(root instanceof ClassNotFoundException)) {
            return "its constructor threw " + rootMessage(root);
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

    /**
     * What a call into a plug-in did when it threw, for a one-line message: the class a jar of its folder lacks,
     * or the root exception with its message ("threw IllegalStateException: ...").
     */
    static String threw(Throwable e) {
        Throwable root = InvalidInputException.rootCause(e);
        if ((root instanceof ClassNotFoundException || root instanceof NoClassDefFoundError)
                && root.getMessage() != null) {
            return "needs class " + root.getMessage().replace('/', '.') + ", which is in none of its jars (is a "
                    + "dependency jar missing from the folder?)";
        }
        return "threw " + rootMessage(e);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = InvalidInputException.rootCause(e);
        // One line whatever the message holds: InvalidInputException escapes its control characters.
        return root.getMessage() == null ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
