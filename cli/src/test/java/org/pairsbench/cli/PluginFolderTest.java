package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Done-when of "engines as plug-ins": a plug-in folder the kit was not built with, copied anywhere and named with
 * --engine-path, runs without rebuilding the kit. The folder is the template's plug-in zip as a vendor gets it
 * (the build unpacks it into target/test-engines/, never into target/engines/).
 */
class PluginFolderTest {

    @TempDir
    Path dir;

    private Path plugin;

    @BeforeEach
    void copyTheTemplatesPluginFolderOutsideTheBuild() throws IOException {
        Path built = Path.of(System.getProperty("pairs.test.engines", "target/test-engines"), "template");
        assertTrue(Files.isDirectory(built), built + " is made by the build (mvn process-test-resources)");
        plugin = dir.resolve("vendor/template");
        Files.createDirectories(plugin);
        try (Stream<Path> jars = Files.list(built)) {
            jars.forEach(jar -> copy(jar, plugin.resolve(jar.getFileName())));
        }
    }

    private static void copy(Path from, Path to) {
        try {
            Files.copy(from, to);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A small SF 1 data set in data/ and its strategies in queries/; returns the strategies file. */
    private Path generate() {
        return CliRun.smallDataSet(dir);
    }

    @Test
    void theTemplateIsNotOneOfTheKitsEngines() {
        CliRun run = CliRun.of("translate", "--engine", "template", "--strategies", "x.xml", "--out", "out");
        CliRun.assertOneLineError(run, "unknown engine 'template'");
    }

    @Test
    void aPluginFolderNamedWithEnginePathRunsAndAnswersCorrectly() {
        Path strategies = generate();

        CliRun run = CliRun.of("throughput", "--engine", "template", "--engine-path", plugin.toString(),
                "--data", dir.resolve("data").toString(), "--strategies", strategies.toString(), "--validate");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("throughput: Pairs engine template (stand-in engine 1.0), 25 strategies"),
                run.out());
        assertTrue(run.out().contains("Validation result: PASSED"), run.out());
    }

    @Test
    void theTemplateKeepsTheAdapterContractThatConformanceChecks() {
        // What a vendor inherits from the template and the suite checks for every engine (spec/conformance.md).
        CliRun run = CliRun.of("conformance", "--engine", "template", "--engine-path", plugin.toString(),
                "--scenario", "refuses-tick-going-back", "--scenario", "listener-failure-surfaces",
                "--scenario", "every-transition");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("PASSED  3 of 3 scenarios passed"), run.out());
    }

    @Test
    void aPluginFolderNamedWithEnginePathTranslatesAndTakesItsOptions() throws IOException {
        Path strategies = generate();
        Path out = dir.resolve("impl/template");

        CliRun run = CliRun.of("translate", "--engine", "template", "--engine-path", plugin.getParent().toString(),
                "--engine-opt", "queueCapacity=16", "--strategies", strategies.toString(), "--out", out.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("25 strategies for template"), run.out());
        assertEquals(26, Files.readAllLines(out.resolve("pairs.rules")).size());
        CliRun.assertOneLineError(CliRun.of("translate", "--engine", "template", "--engine-path", plugin.toString(),
                "--engine-opt", "threads=2", "--strategies", strategies.toString(), "--out", out.toString()),
                "engine 'template' has no option 'threads'; its options: queueCapacity");
    }

    @Test
    void aPluginThatShipsTheReferenceComputationIsFlaggedWhereItIsListedAndTheKitsReferenceIsNot() {
        CliRun engines = CliRun.of("engines", "--engine-path", plugin.toString());

        assertEquals(0, engines.exitCode(), engines.err());
        List<String> lines = engines.out().lines().toList();
        int template = lines.indexOf(lines.stream().filter(l -> l.startsWith("template ")).findFirst().orElseThrow());
        assertEquals("from " + plugin, lines.get(template + 1).strip());
        assertEquals("WARNING: ships the reference computation: not an engine under test",
                lines.get(template + 2).strip());
        assertEquals(1, engines.out().split("ships the reference computation", -1).length - 1,
                "the kit's own reference engine is not flagged: " + engines.out());
    }

    @Test
    void aRunOfAPluginThatShipsTheReferenceComputationIsRecordedAsNoEngineUnderTest() throws IOException {
        Path strategies = generate();
        Path results = dir.resolve("results");

        CliRun run = CliRun.of("run", "--engine", "template", "--engine-path", plugin.toString(), "--sf", "1",
                "--profile", "smoke", "--rate-factor", "60", "--ticks", dir.resolve("data").toString(),
                "--strategies", strategies.toString(), "--results", results.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        String warning = "engine 'template' (plug-in " + plugin + ") ships the reference computation: not an engine "
                + "under test: its answers are the oracle's, so its validation and p_score say nothing of an engine";
        assertTrue(run.err().contains("pairs run: WARNING: " + warning + "\n"), run.err());
        assertTrue(run.out().contains("\n  WARNING     " + warning + "\n"), run.out());
        Path published = dir.resolve("published");
        CliRun report = CliRun.of("report", "1", "--results", results.toString(), "--out", published.toString());
        assertEquals(0, report.exitCode(), report.err());
        String page = Files.readString(published.resolve("run-1.html"));
        assertTrue(page.contains("Warning: " + warning.replace("'", "&#x27;")) || page.contains("Warning: " + warning),
                "the report leads with it");
    }

    @Test
    void aBadOptionValueIsRefusedBeforeAnyDataIsGenerated() {
        CliRun run = CliRun.of("throughput", "--engine", "template", "--engine-path", plugin.toString(),
                "--engine-opt", "queueCapacity=0", "--sf", "1", "--profile", "smoke");
        CliRun.assertOneLineError(run, "engine 'template' option queueCapacity='0': expected a positive integer");
        assertFalse(run.out().contains("load:"), "refused before the ticks were generated: " + run.out());
    }
}
