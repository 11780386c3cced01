package org.pairsbench.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;

class EngineCatalogTest {

    @TempDir
    Path dir;

    /** A plug-in folder {@code dir/folder} with one jar holding factory {@code test.className}. */
    private Path plugin(String folder, String className, String engineName, String apiVersion, String body) {
        Path plugin = dir.resolve(folder);
        PluginJars.jar(plugin, plugin.getFileName() + ".jar",
                Map.of(className, PluginJars.factory(className, engineName, apiVersion, body)),
                List.of("test." + className));
        return plugin;
    }

    private Path plugin(String folder, String className, String engineName) {
        return plugin(folder, className, engineName, "EngineApi.VERSION", "");
    }

    /** Loads {@code path} expecting a refusal; returns its message after checking it is one line. */
    private static String refusal(List<Path> path) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> EngineCatalog.load(path));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        return e.getMessage();
    }

    @Test
    void loadsAPluginFolderAndAFolderOfPluginFolders() {
        Path alpha = plugin("alpha", "AlphaFactory", "alpha");
        plugin("plugins/beta", "BetaFactory", "beta");
        plugin("plugins/gamma", "GammaFactory", "gamma");

        EngineCatalog catalog = EngineCatalog.load(List.of(alpha, dir.resolve("plugins")));

        assertEquals("alpha, beta, gamma", catalog.names());
        assertEquals(dir.resolve("plugins/beta").toString(), catalog.engine("BETA").origin());
    }

    @Test
    void aPluginFolderWhoseJarsRegisterNoFactoryIsOneLineNamingTheFolder() {
        Path plugin = dir.resolve("empty-handed");
        PluginJars.jar(plugin, "lib.jar", Map.of("Helper", "package test; public class Helper { }"), List.of());

        String message = refusal(List.of(plugin));

        assertEquals("engine plug-in " + plugin + ": registers no engine: none of its jars has "
                + "META-INF/services/org.pairsbench.api.engine.EngineFactory", message);
    }

    @Test
    void twoEnginesWithOneNameAreOneLineNamingBothFolders() {
        Path first = plugin("first", "OneFactory", "twin");
        Path second = plugin("second", "OtherFactory", "twin");

        String message = refusal(List.of(first, second));

        assertEquals("two engines are named 'twin': " + first + " and " + second
                + "; remove one of them from the engine path", message);
    }

    @Test
    void aFactoryBuiltAgainstAnotherApiVersionIsOneLineNamingTheEngineAndBothVersions() {
        Path plugin = plugin("old", "OldFactory", "old", "0", "");

        String message = refusal(List.of(plugin));

        assertEquals("engine plug-in " + plugin + ": engine 'old' was built against engine API version 0; this kit "
                + "has version 1: rebuild the plug-in against it", message);
    }

    @Test
    void aFactoryClassThatCannotBeLoadedIsOneLineNamingTheFolderAndTheClass() {
        Path plugin = dir.resolve("broken");
        PluginJars.jar(plugin, "broken.jar", Map.of(), List.of("test.MissingFactory"));

        String message = refusal(List.of(plugin));

        assertTrue(message.startsWith("engine plug-in " + plugin + ": cannot load its engine factory"), message);
        assertTrue(message.contains("test.MissingFactory"), message);
    }

    @Test
    void aFactoryThatNeedsAClassItsFolderLacksIsOneLineNamingTheFolder() {
        // Compiled against a library, shipped without it: the usual mistake of a hand-assembled plug-in folder.
        Path plugin = dir.resolve("incomplete");
        Path library = dir.resolve("library-only");
        PluginJars.jar(library, "lib.jar", Map.of("Library", "package test; public class Library { }"), List.of());
        String factory = PluginJars.factory("NeedyFactory", "needy", "EngineApi.VERSION",
                "private final Library library = new Library();");
        PluginJars.jar(plugin, "needy.jar", Map.of("NeedyFactory", factory, "Library",
                "package test; public class Library { }"), List.of("test.NeedyFactory"));
        deleteEntry(plugin.resolve("needy.jar"), "test/Library.class");

        String message = refusal(List.of(plugin));

        assertEquals("engine plug-in " + plugin + ": cannot load its engine factory: class test.Library is in none "
                + "of its jars (is a dependency jar missing from the folder?)", message);
    }

    @Test
    void aNameWithIllegalCharactersIsOneLineNamingTheFactoryAndTheRule() {
        Path plugin = plugin("shouty", "ShoutyFactory", "My Engine!");

        String message = refusal(List.of(plugin));

        assertEquals("engine plug-in " + plugin + ": test.ShoutyFactory names its engine 'My Engine!': use lower-case "
                + "letters, digits and '-'", message);
    }

    @Test
    void aPathEntryThatIsNotAFolderIsOneLineNamingIt() throws IOException {
        Path file = Files.writeString(dir.resolve("engines.txt"), "not a folder");
        Path missing = dir.resolve("no-such-folder");

        assertEquals(file + ": engine path entry is not a folder", refusal(List.of(file)));
        assertEquals(missing + ": engine path entry is not a folder", refusal(List.of(missing)));
    }

    @Test
    void aPluginSeesTheEngineApiButNeitherTheKitsClassesNorItsServiceFiles() throws Exception {
        ClassLoader kit = EngineCatalogTest.class.getClassLoader();
        String jaxbServices = "META-INF/services/jakarta.xml.bind.JAXBContextFactory";
        assertTrue(kit.getResources(EnginePlugin.SERVICE_FILE).hasMoreElements(), "precondition: the kit has a "
                + "factory on its class path (ClassPathProbeFactory)");
        assertTrue(kit.getResources(jaxbServices).hasMoreElements(), "precondition: jaxb-runtime on the class path");

        InstalledEngine engine = EngineCatalog.load(List.of(plugin("isolated", "IsolatedFactory", "isolated")))
                .engine("isolated");
        ClassLoader loader = engine.loader();

        assertEquals(Engine.class, loader.loadClass(Engine.class.getName()));
        for (String kitClass : List.of("com.fasterxml.jackson.databind.ObjectMapper", EngineCatalog.class.getName(),
                ClassPathProbeFactory.class.getName())) {
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass(kitClass), kitClass);
        }
        List<URL> factories = Collections.list(loader.getResources(EnginePlugin.SERVICE_FILE));
        assertEquals(1, factories.size(), factories.toString());
        assertTrue(factories.get(0).toString().contains("isolated.jar"), factories.toString());
        assertFalse(loader.getResources(jaxbServices).hasMoreElements());
        assertEquals(List.of("isolated"), EngineCatalog.load(List.of(dir.resolve("isolated"))).engines().stream()
                .map(InstalledEngine::name).toList());
    }

    @Test
    void callsIntoAPluginRunWithItsClassLoaderAsContextLoader() throws Exception {
        // The factory refuses to create an engine unless the context class loader is its own: Esper would fail.
        Path strict = dir.resolve("strict");
        PluginJars.jar(strict, "strict.jar", Map.of("StrictFactory", PluginJars.factory("StrictFactory", "strict",
                "EngineApi.VERSION", "").replace("public Engine create(EngineOptions options) {",
                "public Engine create(EngineOptions options) {\n if (Thread.currentThread().getContextClassLoader() "
                        + "!= getClass().getClassLoader()) throw new IllegalStateException(\"wrong context loader\");")),
                List.of("test.StrictFactory"));
        EngineCatalog catalog = EngineCatalog.load(List.of(strict));
        ClassLoader before = Thread.currentThread().getContextClassLoader();

        try (Engine engine = catalog.engine("strict").create(EngineOptions.none("strict"))) {
            assertEquals("test engine", engine.description());
        }
        assertEquals(before, Thread.currentThread().getContextClassLoader());
    }

    @Test
    void aJarThatIsNotAJarIsOneLineNamingItAloneOrBesideGoodOnes() throws IOException {
        Path alone = dir.resolve("alone");
        Files.createDirectories(alone);
        Files.writeString(alone.resolve("engine.jar"), "<html>404 Not Found</html>");
        Path beside = plugin("beside", "BesideFactory", "beside");
        Files.write(beside.resolve("truncated-dependency.jar"), new byte[] {'P', 'K', 3, 4, 0});

        assertEquals("engine plug-in " + alone + ": engine.jar is not a readable jar (zip END header not found): "
                + "replace or remove it", refusal(List.of(alone)));
        assertEquals("engine plug-in " + beside + ": truncated-dependency.jar is not a readable jar (zip END header "
                + "not found): replace or remove it", refusal(List.of(beside)));
    }

    @Test
    void aFactoryWhoseConstructorBlocksIsOneLineAfterTheTimeOut() {
        Path plugin = plugin("sleepy", "SleepyFactory", "sleepy", "EngineApi.VERSION", """
                public SleepyFactory() throws InterruptedException { Thread.sleep(Long.MAX_VALUE); }
                """);

        long start = System.nanoTime();
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> EnginePlugin.load(plugin, 300));

        assertTrue(System.nanoTime() - start < 5_000_000_000L, "it did not wait for the factory");
        assertEquals("engine plug-in " + plugin + ": did not answer within 0.3 s while the kit loaded it: its factory's "
                + "constructor, name(), apiVersion(), summary(), version() or options() blocks (a factory does no work "
                + "until create)", e.getMessage());
    }

    @Test
    void aFactoryWhoseConstructorOrOptionsThrowIsOneLineNamingWhatThrew() {
        Path angry = plugin("angry", "AngryFactory", "angry", "EngineApi.VERSION",
                "public AngryFactory() { throw new IllegalStateException(\"no config\"); }");
        Path options = plugin("options", "OptionsFactory", "options", "EngineApi.VERSION",
                "public List<EngineOption> options() { throw new IllegalStateException(\"not yet\"); }");
        Path nullSummary = plugin("blank", "BlankFactory", "blank", "EngineApi.VERSION",
                "public String version() { return null; }");

        assertEquals("engine plug-in " + angry + ": cannot load its engine factory: its constructor threw "
                + "IllegalStateException: no config", refusal(List.of(angry)));
        assertEquals("engine 'options' (plug-in " + options + "): options() threw IllegalStateException: not yet",
                refusal(List.of(options)));
        assertEquals("engine 'blank' (plug-in " + nullSummary + "): version() returned null",
                refusal(List.of(nullSummary)));
    }

    @Test
    void whatAPluginSaysIsEscapedToOneLine() {
        Path plugin = plugin("loud", "LoudFactory", "loud", "EngineApi.VERSION", """
                public String version() { return "1.0\\u001b[2J"; }
                public Engine create(EngineOptions o, List<TranslatedFile> t) {
                    throw new IllegalStateException("line one\\nline two\\u001b[31m");
                }
                """);
        InstalledEngine engine = EngineCatalog.load(List.of(plugin)).engine("loud");

        assertEquals("1.0\\u001b[2J", engine.version());
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> engine.create(EngineOptions.none("loud"), List.of()));
        assertEquals("engine 'loud' (plug-in " + plugin + "): create() threw IllegalStateException: line one\\nline "
                + "two\\u001b[31m", e.getMessage());
    }

    private static void deleteEntry(Path jar, String entry) {
        try (java.nio.file.FileSystem zip = java.nio.file.FileSystems.newFileSystem(jar)) {
            Files.delete(zip.getPath(entry));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
