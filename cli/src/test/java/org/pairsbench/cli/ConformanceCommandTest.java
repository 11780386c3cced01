package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.conformance.ConformanceSuite;

/** {@code pairs conformance} on the built-in plug-ins, loaded from cli/target/engines in their own class loaders. */
class ConformanceCommandTest {

    private static final int SCENARIOS = ConformanceSuite.standard().scenarios().size();

    private static void assertAllPassed(CliRun run, String engine) {
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(SCENARIOS + 1, lines.size(), run.out());
        assertTrue(lines.subList(0, SCENARIOS).stream().allMatch(l -> l.startsWith("PASS  ")), run.out());
        assertTrue(lines.get(SCENARIOS).startsWith("PASSED  " + SCENARIOS + " of " + SCENARIOS
                + " scenarios passed, 0 failed: engine " + engine + " ("), lines.get(SCENARIOS));
    }

    @Test
    void theReferenceEnginePassesTheSuite() {
        assertAllPassed(CliRun.of("conformance", "--engine", "reference"), "reference");
    }

    @Test
    void esperPassesTheSuite() {
        assertAllPassed(CliRun.of("conformance", "--engine", "esper"), "esper");
    }

    @Test
    void siddhiPassesTheSuite() {
        assertAllPassed(CliRun.of("conformance", "--engine", "siddhi"), "siddhi");
    }

    /** Flink in its plug-in class loader: the MiniCluster runs the job's classes from the plug-in's jars. */
    @Test
    void flinkPassesTheSuite() {
        assertAllPassed(CliRun.of("conformance", "--engine", "flink"), "flink");
    }

    /** The out-of-process path: the reference engine served by {@code pairs serve} in a second JVM. */
    @Test
    void theReferenceBehindTheEngineProtocolInAnotherJvmPassesTheSuite() {
        assertAllPassed(CliRun.of("conformance", "--engine", "process", "--engine-opt",
                "command=exec " + CliRun.pairsCommand() + " serve --engine reference"), "process");
    }

    @Test
    void anEngineThatAnswersNothingFailsWithExit1AndTheFirstMissingAnswer() {
        CliRun run = CliRun.of("conformance", "--engine", "null", "--scenario", "trigger-ts");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        // trigger-ts: the first expected answer is st_00001's indicator at 10,000, triggered by tick 2.
        assertTrue(run.out().startsWith("FAIL  trigger-ts                      expected 2 answers, got 0, 2 incorrect; "
                + "first: MISSING st_00001 inputTickTS 10000: the engine did not produce it; expected Indicator "
                + "st_00001 ratio=1.0 avgRatio=1.0 upperBand=1.0 lowerBand=1.0 inputTickTS=10000 inputTS=2 ("),
                run.out());
        assertTrue(run.out().contains("\nFAILED  0 of 1 scenarios passed, 1 failed: engine null ("), run.out());
    }

    @Test
    void jsonGivesTheVerdictAndOneObjectPerScenario() {
        CliRun run = CliRun.of("conformance", "--engine", "reference", "--json", "--scenario", "funds-long-max",
                "--scenario", "trigger-ts");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("{\n  \"engine\" : \"reference\",\n"), run.out());
        assertTrue(run.out().contains("\"passed\" : true,\n  \"scenarios\" : 2,"), run.out());
        assertTrue(run.out().indexOf("\"scenario\" : \"trigger-ts\"")
                < run.out().indexOf("\"scenario\" : \"funds-long-max\""), "suite order: " + run.out());
    }

    @Test
    void listNamesEveryScenarioWithWhatItChecksAndNeedsNoEngine() {
        CliRun run = CliRun.of("conformance", "--list");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(SCENARIOS, run.out().lines().count());
        assertTrue(run.out().contains("\nfunds-beyond-2-53               balances, sizes and price * size are exact "
                + "64-bit integers"), run.out());
    }

    @Test
    void badInputIsOneLineAndExit2() {
        CliRun.assertOneLineError(CliRun.of("conformance", "--engine", "reference", "--scenario", "nope"),
                "no scenario named 'nope'");
        CliRun.assertOneLineError(CliRun.of("conformance"), "no engine: give --engine NAME");
        CliRun.assertOneLineError(CliRun.of("conformance", "--engine", "no-such-engine"), "no-such-engine");
    }
}
