package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code ./pairs} (bash), sourced for its functions: which optional parts a command needs, and which
 * sources its staleness check watches. No build, no network.
 */
class LauncherTest {

    private static final Path LAUNCHER = Path.of("..", "pairs").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /** The output of {@code script} run in bash after sourcing the launcher, with {@code env} added. */
    private static String bash(String script, Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", "source \"$0\"; " + script, LAUNCHER.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().putAll(env);
        Process bash = builder.start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bash.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, bash.exitValue(), out);
        return out.strip();
    }

    private static String wanted(Map<String, String> env, String... args) throws Exception {
        return bash("wanted_parts \"$@\"; echo ${wanted[@]+\"${wanted[@]}\"}", env, args);
    }

    private static String wanted(String... args) throws Exception {
        return wanted(Map.of(), args);
    }

    @Test
    void aCommandNeedsTheOptionalEngineItNamesAndNothingElse() throws Exception {
        assertEquals("esper", wanted("run", "--engine", "esper", "--sf", "1", "--profile", "smoke"));
        assertEquals("siddhi", wanted("throughput", "--engine=Siddhi", "--sf", "1"));
        assertEquals("flink", wanted("conformance", "--engine", "flink"));
        assertEquals("", wanted("run", "--engine", "reference", "--sf", "1"), "reference is always built");
        assertEquals("", wanted("run", "--engine", "mine", "--engine-path", "plugins"), "not a built-in engine");
        assertEquals("", wanted("run", "--engine", "esper", "--help"));
        assertEquals("", wanted("--version"));
        assertEquals("", wanted("scale", "--sf", "1"));
        assertEquals("", wanted("engines"));
        assertEquals("flink", wanted("engines", "--engine", "flink"));
    }

    @Test
    void runAndTranslateNeedTheEngineOfTheirConfigurationFile() throws Exception {
        Path config = Files.writeString(dir.resolve("pairs.properties"),
                "# B.6\nscaleFactor=1\nengine.esper.x=1\n  engine : Flink\r\n");
        assertEquals("flink", wanted("run", config.toString()));
        assertEquals("flink", wanted("translate", config.toString(), "--out", dir.toString()));
        assertEquals("esper", wanted("run", config.toString(), "--engine", "esper"), "the option wins");
        assertEquals("", wanted("datagen", config.toString()), "datagen runs no engine");
        Path none = Files.writeString(dir.resolve("none.properties"), "enginePath=plugins\nengine.siddhi.k=v\n");
        assertEquals("", wanted("run", none.toString()));
    }

    @Test
    void theGuiIsBuiltForPairsGuiAndABareDatagenOnADesktop() throws Exception {
        assertEquals("gui", wanted(Map.of("DISPLAY", ":0"), "gui"));
        assertEquals("gui", wanted(Map.of("DISPLAY", ":0"), "datagen"));
        if (System.getProperty("os.name").equals("Linux")) {
            assertEquals("", wanted("gui"), "no display: pairs gui only says so");
            assertEquals("", wanted("datagen"));
        }
        assertEquals("", wanted(Map.of("DISPLAY", ":0"), "datagen", "--sf", "1", "--out", "x"));
    }

    @Test
    void theOptionalEnginesAreCliPomsAndOnlyThoseBuiltAreWatched() throws Exception {
        assertEquals(String.join(" ", OptionalEngines.names()), bash("optional_engines", Map.of()));
        String sources = bash("parts=(esper); list_sources; printf '%s\\n' \"${sources[@]}\"", Map.of());
        Path root = LAUNCHER.getParent();
        List<String> watched = sources.lines().map(s -> root.relativize(Path.of(s)).toString()).toList();
        assertTrue(watched.containsAll(List.of("pom.xml", "spec/strategies.xsd", "core/src", "cli/pom.xml",
                "translators/reference/src", "translators/esper/src")), sources);
        for (String left : List.of("translators/siddhi/src", "translators/flink/src", "gui/src", "translators/template/src")) {
            assertTrue(!watched.contains(left), left + " in " + sources);
        }
    }
}
