package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.engine.EngineApi;

/** `pairs engines` and the options that choose an engine, on the plug-ins the build unpacked into target/engines. */
class EngineSelectionTest {

    @TempDir
    Path dir;

    @Test
    void enginesListsTheBuiltInPluginsWithTheFolderEachCameFrom() throws Exception {
        CliRun run = CliRun.of("engines", "--json");
        assertEquals(0, run.exitCode(), run.err());
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertEquals(EngineApi.VERSION, report.get("engineApiVersion").asInt());
        List<String> names = new ArrayList<>();
        for (JsonNode engine : report.get("engines")) {
            names.add(engine.get("name").asText());
            Path origin = Path.of(engine.get("origin").asText());
            assertEquals("engines", origin.getParent().getFileName().toString(), "a built-in plug-in: " + origin);
        }
        assertEquals(List.of("esper", "flink", "null", "process", "reference", "siddhi"), names);
        assertEquals("8.9.0", report.get("engines").get(0).get("version").asText(), "Esper reports its own version");

        CliRun text = CliRun.of("engines");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("esper ") && l.contains("version 8.9.0")), text.out());
        assertEquals("5.1.30", report.get("engines").get(5).get("version").asText(), "Siddhi reports its own version");
        assertEquals("2.3.0", report.get("engines").get(1).get("version").asText(), "Flink reports its own version");
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("siddhi ") && l.contains("version 5.1.30")), text.out());
        // The default build builds every engine: none is missing.
        assertEquals(0, report.get("notBuilt").size(), run.out());
        assertTrue(text.out().lines().noneMatch(l -> l.startsWith("not built yet")), text.out());

        CliRun one = CliRun.of("engines", "--engine", "Siddhi");
        assertEquals(0, one.exitCode(), one.err());
        assertTrue(one.out().startsWith("siddhi "), one.out());
        assertTrue(one.out().lines().noneMatch(l -> l.startsWith("esper ")), one.out());
        assertOneLineError(CliRun.of("engines", "--engine", "nosuch"), "unknown engine 'nosuch'");
    }

    @Test
    void theKitsClassPathHoldsNoEngineDependencies() {
        // Esper is only in its plug-in folder: the kit (and its tests) cannot see it, so its tree never meets ours.
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.espertech.esper.runtime.client.EPRuntime"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.pairsbench.translator.esper.EsperEngine"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("io.siddhi.core.SiddhiManager"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.pairsbench.translator.siddhi.SiddhiEngine"));
        assertThrows(ClassNotFoundException.class,
                () -> Class.forName("org.apache.flink.streaming.api.environment.StreamExecutionEnvironment"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.flink.table.api.TableEnvironment"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("scala.Option"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.pairsbench.translator.flink.FlinkEngine"));
    }

    @Test
    void anOptionTheEngineDoesNotKnowIsOneLineListingItsOptions() {
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--engine-opt", "threads=4", "--strategies",
                "x.xml", "--out", dir.toString()), "engine 'esper' has no option 'threads'; its options: workload");
        assertOneLineError(CliRun.of("run", "--engine", "reference", "--engine-opt", "x=1", "--sf", "1",
                "--results", dir.toString()), "engine 'reference' has no option 'x'");
    }

    @Test
    void anEngineOptionGivenTwiceIsOneLineNamingTheKey() {
        CliRun run = CliRun.of("translate", "--engine", "esper", "--engine-opt", "a=1", "--engine-opt", "a=2",
                "--strategies", "x.xml", "--out", dir.toString());
        assertOneLineError(run, "--engine-opt a is given twice (a=1, then a=2): give each key once");
    }

    @Test
    void anEngineOptionInTheConfigurationIsCheckedAtItsLine() throws Exception {
        Path config = Files.writeString(dir.resolve("pairs.properties"),
                "# B.6\nengine=esper\nengine.esper.threads=4\nengine.other.key=ignored\n");
        assertOneLineError(CliRun.of("run", config.toString(), "--results", dir.toString()),
                config + ":3: engine 'esper' has no option 'threads'");
    }

    @Test
    void aMalformedEngineOptionKeyInTheConfigurationIsOneLine() throws Exception {
        Path config = Files.writeString(dir.resolve("pairs.properties"), "engine=esper\nengine.esper=1\n");
        assertOneLineError(CliRun.of("run", config.toString(), "--results", dir.toString()),
                config + ":2: engine option key 'engine.esper' must have the form engine.NAME.KEY");
    }

    @Test
    void anEnginePathEntryThatIsNotAFolderIsOneLine() {
        Path missing = dir.resolve("no-such-plugins");
        assertOneLineError(CliRun.of("engines", "--engine-path", missing.toString()),
                missing + ": engine path entry is not a folder");
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--engine-path", missing.toString(),
                "--strategies", "x.xml", "--out", dir.toString()), "engine path entry is not a folder");
    }

    @Test
    void aCopyOfABuiltInPluginOnTheEnginePathIsTwoEnginesWithOneName() throws Exception {
        Path builtIn = EngineSelection.builtInEngines().orElseThrow().resolve("reference");
        Path copy = Files.createDirectories(dir.resolve("plugins/reference-copy"));
        try (var jars = Files.list(builtIn)) {
            for (Path jar : jars.toList()) {
                Files.copy(jar, copy.resolve(jar.getFileName()));
            }
        }
        assertOneLineError(CliRun.of("engines", "--engine-path", dir.resolve("plugins").toString()),
                "two engines are named 'reference': " + builtIn + " and " + copy);
    }

    @Test
    void theSameFolderNamedTwiceIsOnePlugin() {
        Path builtIn = EngineSelection.builtInEngines().orElseThrow();
        CliRun run = CliRun.of("engines", "--engine-path", builtIn.resolve("reference").toString(),
                "--engine-path", builtIn.toString());
        assertEquals(0, run.exitCode(), run.err());
    }
}
