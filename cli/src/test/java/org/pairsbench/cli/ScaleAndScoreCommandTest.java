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
            "score --sf 1                | pairs score: give either --p99-ms X or --fincos-log FILE",
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

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path dir;

    /** A FINCoS sink log (END_TO_END, ms) with MarketOrders whose triggers are at {@code tickTS} and latencies. */
    private java.nio.file.Path fincosLog(long[][] tickTsAndLatencyMs) throws java.io.IOException {
        StringBuilder log = new StringBuilder("FINCoS Sink Log File.\n Sink Alias: SINK01\n Sink Address: 127.0.0.1\n"
                + " Connection: Pairs (Esper 4.9)\n Start time: Thu Jan 01 00:00:00 UTC 2026\n"
                + " Response Time Mode: END_TO_END\n Response Time Resolution: milliseconds\n Log Sampling rate: 1.0\n");
        long epoch = 1_700_000_000_000L;
        for (long[] o : tickTsAndLatencyMs) {
            long ts = epoch + o[0];
            log.append(ts + o[1]).append(",MarketOrder,st_00001,BUY,ABCDEF,1000,10,").append(o[0]).append(',')
                    .append(ts).append(',').append(ts + o[1]).append('\n');
        }
        return java.nio.file.Files.writeString(dir.resolve("SINK01.log"), log);
    }

    @Test
    void scoreTakesP99FromTheMarketOrdersOfAFincosSinkLogInTheProfilesMeasurementInterval() throws Exception {
        // Smoke profile (the standard one over 60): MI [1860 s, 5460 s) / 60 = [31 s, 91 s). 99 orders at 10 ms and one at 500 ms inside it: p99 is 10 ms, reported
        // as the top of its 3-digit histogram bucket, [1220 * 8192, 1221 * 8192) ns: 10.002431 ms; SF 1 has load 3,
        // so p_score = 3 / 0.010002431 = 299.93. The 900 ms order outside the MI (trigger at 5 s) must not count.
        long[][] orders = new long[101][];
        for (int i = 0; i < 99; i++) {
            orders[i] = new long[] {35_000 + i * 100L, 10};
        }
        orders[99] = new long[] {50_000, 500};
        orders[100] = new long[] {5_000, 900};
        CliRun run = CliRun.of("score", "--sf", "1", "--fincos-log", fincosLog(orders).toString(), "--profile", "smoke");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("100 MarketOrders in the measurement interval [31 s, 91 s) of the smoke profile "
                + "(1 outside it)"), run.out());
        assertTrue(run.out().contains("SF 1: load 3 work/s, p99 10.002431 ms, p_score 299.93"), run.out());
    }

    @Test
    void scoreNeedsOneSourceOfP99AndAMarketOrderInTheInterval() throws Exception {
        CliRun both = CliRun.of("score", "--sf", "1", "--p99-ms", "3", "--fincos-log", "x.log");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("give either --p99-ms X or --fincos-log FILE"), both.err());
        java.nio.file.Path early = fincosLog(new long[][] {{5_000, 10}});
        CliRun none = CliRun.of("score", "--sf", "1", "--fincos-log", early.toString(), "--profile", "smoke");
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains(early + ": no MarketOrder whose trigger lies in the measurement interval"),
                none.err());
    }

    @Test
    void marketsWithTheSameValueAreToldOnceSoALargeScaleFactorFitsOnALine() {
        assertEquals("market 1: 10", ScaleCommand.runs(java.util.List.of(10)));
        assertEquals("markets 1-3: 2, market 4: 3, markets 5-6: 2",
                ScaleCommand.runs(java.util.List.of(2, 2, 2, 3, 2, 2)));
        CliRun scale = CliRun.of("scale", "--sf", "1000000");
        assertEquals(0, scale.exitCode(), scale.err());
        assertTrue(scale.out().lines().allMatch(l -> l.length() < 200), "no 1.8 MB line");
    }
}
