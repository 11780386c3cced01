package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.cli.plugins.MisbehavingFactory;
import org.pairsbench.core.json.Json;

/**
 * A plug-in that misbehaves is the user's input, not a kit bug: one line naming the plug-in and what it did, exit 2
 * (or, once a run exists, a FAILED run with that reason), never exit 70 and a stack trace.
 */
class PluginMisbehaviourTest {

    @TempDir
    Path dir;

    private Path plugin(Class<? extends MisbehavingFactory> factory) {
        return TestPlugins.folder(dir.resolve(factory.getSimpleName()), factory, MisbehavingFactory.class,
                MisbehavingFactory.Quiet.class);
    }

    @Test
    void aFactoryWhoseCreateThrowsIsOneLineAndARunIsRecordedFailedWithThatReason() throws Exception {
        Path plugin = plugin(MisbehavingFactory.ThrowsOnCreate.class);
        Path strategies = CliRun.smallDataSet(dir);
        String reason = "engine 'throws-on-create' (plug-in " + plugin + "): create() threw IllegalStateException: "
                + "cannot reach the licence server\\n\tat somewhere";
        assertOneLineError(CliRun.of("throughput", "--engine", "throws-on-create", "--engine-path", plugin.toString(),
                "--data", dir.resolve("data").toString(), "--strategies", strategies.toString()), reason);

        // A run that exists when the engine is created: recorded FAILED with the reason, which is the last line.
        String results = dir.resolve("results").toString();
        CliRun run = CliRun.of("run", "--engine", "throws-on-create", "--engine-path", plugin.toString(),
                "--ticks", dir.resolve("data").toString(), "--flat-out", "--results", results);
        assertEquals(2, run.exitCode(), run.out() + run.err());
        List<String> lines = run.err().strip().lines().toList();
        assertEquals("pairs run: " + reason, lines.get(lines.size() - 1), run.err());
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + run.err());
        JsonNode report = Json.mapper().readTree(CliRun.of("runs", "show", "1", "--results", results, "--json").out());
        assertEquals("FAILED", report.get("status").asText());
        assertEquals(reason, report.get("failure").asText());
    }

    @Test
    void aDependencyMissingFromThePluginFolderIsOneLineNamingTheClass() {
        Path plugin = plugin(MisbehavingFactory.NeedsDependency.class);
        CliRun run = CliRun.of("conformance", "--engine", "needs-dependency", "--engine-path", plugin.toString(),
                "--scenario", "trigger-ts");
        assertOneLineError(run, "engine 'needs-dependency' (plug-in " + plugin + "): create() needs class "
                + MisbehavingFactory.Dependency.class.getName() + ", which is in none of its jars");
    }

    @Test
    void anEngineWhoseDescriptionIsNullIsOneLine() {
        Path plugin = plugin(MisbehavingFactory.NullDescription.class);
        CliRun run = CliRun.of("conformance", "--engine", "null-description", "--engine-path", plugin.toString(),
                "--scenario", "trigger-ts");
        assertOneLineError(run, "engine 'null-description' (plug-in " + plugin + "): description() returned null");
    }

    @Test
    void aFactoryWhoseOptionsThrowIsOneLineInTheListing() {
        Path plugin = plugin(MisbehavingFactory.ThrowsOnOptions.class);
        assertOneLineError(CliRun.of("engines", "--engine-path", plugin.toString()), "engine 'throws-on-options' "
                + "(plug-in " + plugin + "): options() threw UnsupportedOperationException: options are not ready");
    }
}
