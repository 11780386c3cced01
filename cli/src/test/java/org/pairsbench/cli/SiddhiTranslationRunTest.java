package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;

/**
 * Siddhi deploys a user's edited app ({@code --translation}); what goes wrong inside Siddhi ends the run FAILED
 * in one line, with the answers so far kept and counted and Siddhi's whole stack trace in the run folder.
 */
class SiddhiTranslationRunTest {

    /**
     * Fails on the first tick at or past tickTS 62 500 ms (mid-run in the smoke profile, and not a period's end,
     * so that tick triggers nothing): cast() only asserts a type, and a symbol is no double.
     */
    private static final String FAILING_QUERY = "\nfrom StockTick[tickTS >= 62500L] select math:sqrt(cast(symbol, "
            + "'double')) as x insert into Junk;\n";

    @TempDir
    Path dir;
    private Path strategies;
    private Path translation;
    private Path app;
    private String results;

    @BeforeEach
    void translate() {
        strategies = CliRun.smallDataSet(dir);
        translation = dir.resolve("siddhi");
        CliRun translate = CliRun.of("translate", "--engine", "siddhi", "--strategies", strategies.toString(),
                "--out", translation.toString());
        assertEquals(0, translate.exitCode(), translate.err());
        app = translation.resolve("pairs.siddhi");
        results = dir.resolve("results").toString();
    }

    private CliRun run(String... more) {
        String[] base = {"run", "--engine", "siddhi", "--ticks", dir.resolve("data").toString(), "--strategies",
            strategies.toString(), "--flat-out", "--results", results, "--translation", translation.toString()};
        String[] args = java.util.Arrays.copyOf(base, base.length + more.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        return CliRun.of(args);
    }

    @Test
    void anEditedAppIsDeployedAsItIsAndPasses() throws Exception {
        Files.writeString(app, "-- tuned by hand\n" + Files.readString(app));
        CliRun edited = run("--json");
        assertEquals(0, edited.exitCode(), edited.err());
        JsonNode report = Json.mapper().readTree(edited.out());
        assertEquals("PASSED", report.get("validation").get("verdict").asText());
        assertTrue(report.get("inputs").get("translation").get("sha256").asText().matches("[0-9a-f]{64}"));
    }

    @Test
    void aRuntimeExceptionInsideSiddhiEndsTheRunFailedInOneLineWithItsTraceInTheRunFolder() throws Exception {
        Files.writeString(app, Files.readString(app) + FAILING_QUERY);
        CliRun failed = run();
        assertEquals(1, failed.exitCode(), failed.out() + failed.err());
        String status = failed.out().lines().filter(l -> l.startsWith("  status ")).findFirst().orElseThrow();
        assertTrue(status.contains("FAILED: engine threw in send() of tick #"), status);
        assertTrue(status.contains("Siddhi runtime exception: "), status);
        assertFalse((failed.out() + failed.err()).contains("\tat "), "no stack trace on the console: " + failed.out());

        JsonNode report = Json.mapper().readTree(Files.readString(Path.of(failed.out().lines()
                .filter(l -> l.startsWith("  report ")).findFirst().orElseThrow().substring(14).strip())));
        assertEquals("FAILED", report.get("status").asText());
        JsonNode answers = report.get("answers");
        long received = answers.get("received").asLong();
        assertTrue(received > 0, "the periods closed before tickTS 62 500 were answered: " + answers);
        assertEquals(received, answers.get("written").asLong(), "every answer so far is kept");
        Path runDir = Path.of(report.get("files").get("folder").asText());
        long logged = Files.readAllLines(runDir.resolve("answers.log")).stream()
                .filter(l -> l.startsWith("Indicator,") || l.startsWith("MarketOrder,")).count();
        assertEquals(received, logged, "counted = logged");

        Path trace = Path.of(report.get("files").get("failureTrace").asText());
        assertEquals(runDir.resolve("failure-trace.txt"), trace);
        String text = Files.readString(trace);
        assertTrue(text.contains("Caused by: ") && text.contains("io.siddhi.core."), "Siddhi's own frames: " + text);
        assertTrue(failed.out().contains("  trace       " + trace), failed.out());
    }

    @Test
    void anAppThatDoesNotCompileEndsTheRunFailedBeforeAnyTick() throws Exception {
        Files.writeString(app, Files.readString(app) + "\nfrom NoSuchStream select x insert into Y;\n");
        CliRun failed = run("--json");
        assertEquals(1, failed.exitCode(), failed.err());
        JsonNode report = Json.mapper().readTree(failed.out());
        assertEquals("FAILED", report.get("status").asText());
        String failure = report.get("failure").asText();
        assertTrue(failure.startsWith("engine threw in deploy(): ") && failure.contains("the Siddhi app does not "
                + "compile: ") && failure.contains("NoSuchStream"), failure);
        assertEquals(1, failure.lines().count(), failure);
        assertEquals(0, report.get("ticksSent").asLong());
        assertTrue(Files.isRegularFile(Path.of(report.get("files").get("failureTrace").asText())));
    }

    @Test
    void aTranslationWithoutTheAppIsRefusedInOneLine() throws Exception {
        Files.delete(app);
        assertOneLineError(run(), "the translation has no pairs.siddhi");
    }

    @Test
    void aTranslationWhoseStrategiesAreNotTheRunsFailsTheDeploy() throws Exception {
        Path csv = translation.resolve("strategy-definitions.csv");
        // Drops the first strategy: the header stays, the rest follow it.
        Files.writeString(csv, Files.readString(csv).replaceFirst("\n[^\n]*\n", "\n"));
        CliRun other = run("--json");
        assertEquals(1, other.exitCode(), other.err());
        String failure = Json.mapper().readTree(other.out()).get("failure").asText();
        assertTrue(failure.contains("strategy-definitions.csv is not the run's strategies"), failure);
    }
}
