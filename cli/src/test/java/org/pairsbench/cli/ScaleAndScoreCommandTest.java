package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pairsbench.core.json.Json;

class ScaleAndScoreCommandTest {

    @Test
    void helpListsTheCommands() {
        CliRun run = CliRun.of("--help");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("scale"), run.out());
        assertTrue(run.out().contains("score"), run.out());
    }

    @ParameterizedTest(name = "SF {0} at {1} ms")
    @CsvSource({"1, 63, 3, 47.62", "2, 24, 6, 250.00", "4, 351, 12, 34.19", "5, 91862, 15, 0.16"})
    void scoreReproducesThesisTable71(String sf, String p99, String load, String pScore) {
        CliRun run = CliRun.of("score", "--sf", sf, "--p99-ms", p99);
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("SF " + sf + ": load " + load + " work/s, p99 " + p99 + " ms, p_score " + pScore + "\n",
                run.out().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void scoreJsonCarriesLoadAndTwoDecimalScore() throws Exception {
        CliRun run = CliRun.of("score", "--sf", "2", "--p99-ms", "24", "--json");
        JsonNode json = Json.mapper().readTree(run.out());
        assertEquals(6, json.get("load").asLong());
        assertEquals(250.0, json.get("pScore").asDouble());
        assertTrue(run.out().contains("\"pScore\" : 250.00"), run.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "score --sf 0 --p99-ms 5     | pairs score: scale factor must be an integer from 1 to 1000000, got 0",
            "score --sf -3 --p99-ms 5    | pairs score: scale factor must be an integer from 1 to 1000000, got -3",
            "score --sf 1 --p99-ms 0     | pairs score: 99th-percentile latency must be a positive number of ms, got 0.0",
            "score --sf 1 --p99-ms -2    | pairs score: 99th-percentile latency must be a positive number of ms, got -2.0",
            "score --sf one --p99-ms 5   | pairs score: Invalid value for option '--sf': 'one' is not an int (see 'pairs score --help')",
            "score --sf 1 --p99-ms fast  | pairs score: Invalid value for option '--p99-ms': 'fast' is not a double (see 'pairs score --help')",
            "score --sf 1                | pairs score: Missing required option: '--p99-ms=X' (see 'pairs score --help')",
            "scale --sf 0                | pairs scale: scale factor must be an integer from 1 to 1000000, got 0",
            "scale --sf 5000000          | pairs scale: scale factor must be an integer from 1 to 1000000, got 5000000",
            "frobnicate                  | pairs: Unmatched argument at index 0: 'frobnicate' (see 'pairs --help')"
    })
    void badUsageExitsTwoWithOneLine(String args, String message) {
        CliRun run = CliRun.of(args.trim().split(" +"));
        assertEquals(2, run.exitCode());
        assertEquals(message, run.err().strip());
        assertEquals(1, run.err().strip().lines().count());
    }

    @Test
    void scaleReportsTheWorkloadOfATwoMarketScaleFactor() throws Exception {
        CliRun run = CliRun.of("scale", "--sf", "15", "--json");
        assertEquals(0, run.exitCode(), run.err());
        JsonNode json = Json.mapper().readTree(run.out());
        assertEquals(2, json.get("markets").asInt());
        assertEquals(200, json.get("symbols").asInt());
        assertEquals(50, json.get("correlatedPairs").asInt());
        assertEquals(75, json.get("users").asInt());
        assertEquals(375, json.get("strategies").asInt());
        assertEquals("[10,5]", json.get("strategiesPerPairByMarket").toString());
        assertEquals(10000, json.get("basisRate").asInt());
        assertEquals(15000, json.get("peakRate").asDouble());
        // 9045 x basis over the 121-minute profile; a tenth and a sixtieth of it for short and smoke
        assertEquals(90_450_000, json.get("expectedTicksByProfile").get("standard").asLong());
        assertEquals(9_045_000, json.get("expectedTicksByProfile").get("short").asLong());
        assertEquals(1_507_500, json.get("expectedTicksByProfile").get("smoke").asLong());
        assertEquals(60, json.get("load").asLong());
    }

    @Test
    void scaleTextNamesEveryFigure() {
        CliRun run = CliRun.of("scale", "--sf", "10");
        assertEquals(0, run.exitCode(), run.err());
        for (String expected : new String[] {"markets                    1", "strategies                 250",
                "strategies per pair        market 1: 10", "basis rate (ticks/s)       5000",
                "expected ticks, standard   45,225,000", "load (work/s)              30"}) {
            assertTrue(run.out().contains(expected), () -> "missing '" + expected + "' in\n" + run.out());
        }
    }
}
