package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

/** The lines `pairs run` prints at the end: the p_score with the sample its p99 rests on. */
class ConsoleSummaryTest {

    /** A passing smoke run at SF 1 (load 3) whose MI held {@code orders} MarketOrders with a p99 of 11.28 ms. */
    private static RunReport run(long orders, BigDecimal pScore) {
        return run(orders, pScore, PacingMode.PACED);
    }

    private static RunReport run(long orders, BigDecimal pScore, PacingMode pacing) {
        return run(orders, pScore, pacing, "Esper 8.9.0");
    }

    private static RunReport run(long orders, BigDecimal pScore, PacingMode pacing, String engineDescription) {
        LatencySummary ind = new LatencySummary(40, 1.5, 1.2, 3.4, 3.9, 4.0, 3_400_000);
        LatencySummary ord = new LatencySummary(orders, 5.0, 4.0, 11.28, 11.28, 11.28, 11_280_000);
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of(
                new RunReport.StreamCounts("Indicator", 40, 40, 40, 0, 0, 0),
                new RunReport.StreamCounts("MarketOrder", orders, orders, orders, 0, 0, 0)));
        return new RunReport(7, "2026-11-22T03:00:00Z", RunStatus.COMPLETED, null, "esper", engineDescription, Map.of(), 1, 25,
                "smoke", 121, 31, 91, pacing, 1.0, 754_116, 121.0,
                new RunReport.Answers(40 + orders, 40 + orders, 0, 40, orders, 0, 0, 3),
                new RunReport.Lateness(754_116, 1.1, 9.5, 120.0), new RunReport.Latency(ind, ord),
                new RunReport.Latency(ind, ord), 3, pScore, "not a standard Pairs result: profile smoke, rate factor 1.0",
                passed, new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux", "Test CPU"),
                "pairs run --engine esper --sf 1 --profile smoke", Map.of("report", "results/run-7/run.json"), null,
                List.of(), null);
    }

    private static String summary(RunReport r) {
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            ConsoleSummary.print(out, r);
        }
        return text.toString();
    }

    private static String pScoreLine(String summary) {
        return summary.lines().filter(l -> l.startsWith("  p_score")).findFirst().orElseThrow();
    }

    @Test
    void aPScoreFromOneMarketOrderSaysSo() {
        // load 3 / 0.01128 s = 265.957... -> 265.96
        assertEquals("  p_score     265.96 (load 3 / MarketOrder p99 of 1 MI answer); only 1 MI MarketOrder, fewer than "
                + "100: the p99 is their maximum; not a standard Pairs result: profile smoke, rate factor 1.0",
                pScoreLine(summary(run(1, new BigDecimal("265.96")))));
    }

    @Test
    void aPScoreFromAHundredMarketOrdersCarriesItsCountAndNoMark() {
        String line = pScoreLine(summary(run(100, new BigDecimal("265.96"))));
        assertTrue(line.contains("MarketOrder p99 of 100 MI answers)"), line);
        assertFalse(line.contains("fewer than"), line);
    }

    @Test
    void aRunStoppedBeforeItsMeasurementIntervalNeitherKeptUpNorPassedAnything() {
        RunReport done = run(1, new BigDecimal("265.96"));
        RunReport.Validation nothingDue = new RunReport.Validation(Verdict.PASSED, null, List.of(
                new RunReport.StreamCounts("Indicator", 0, 0, 0, 0, 0, 0),
                new RunReport.StreamCounts("MarketOrder", 0, 0, 0, 0, 0, 0)));
        RunReport stopped = new RunReport(done.runId(), done.startedAt(), RunStatus.INTERRUPTED, "interrupted (Ctrl-C "
                + "or termination signal) after 25677 ticks", done.engine(), done.engineDescription(),
                done.engineOptions(), done.scaleFactor(), done.strategies(), done.profile(), done.profileSeconds(),
                done.measurementStartSeconds(), done.measurementEndSeconds(), done.pacing(), done.rateFactor(), 25_677,
                4.0, new RunReport.Answers(0, 0, 0, 0, 0, 0, 0, 0), new RunReport.Lateness(25_677, 6.6, 4915.2, 34963.5),
                done.latency(), done.latency(), 3, null, null, nothingDue, done.machine(), done.command(),
                done.files(), null, List.of(), null);

        List<String> lines = summary(stopped).lines().toList();

        assertTrue(lines.contains("  keeping up  not judged: the run ended (INTERRUPTED) before its measurement "
                + "interval"), String.join("\n", lines));
        assertTrue(lines.contains("  validation  PASSED (Indicator 0/0 correct; MarketOrder 0/0 correct), nothing to "
                + "check: no answer was due from the 25,677 ticks sent"), String.join("\n", lines));
    }

    @Test
    void aRunWithoutAnEngineDescriptionNamesItsEngineAlone() {
        String first = summary(run(1, null, PacingMode.PACED, null)).lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("Pairs run 7: esper, SF 1, "), first);
    }

    @Test
    void aFlatOutSummaryPrintsNoLatenessNorLatency() {
        String text = summary(run(1, null, PacingMode.FLAT_OUT));
        assertTrue(text.contains("\n  ticks       754,116 sent in 121.0 s\n"), text);
        assertFalse(text.contains("latency ms"), text);
        assertFalse(text.contains("lateness"), text);
    }

    /** The whole summary, byte for byte; -Dpairs.golden.update=true rewrites the golden file for review. */
    @Test
    void theSummaryMatchesTheGoldenFile() throws Exception {
        String text = summary(run(1, new BigDecimal("265.96")));
        String golden = "console-summary.txt";
        if (Boolean.getBoolean("pairs.golden.update")) {
            Files.writeString(Path.of("src/test/resources/org/pairsbench/harness/" + golden), text);
        }
        try (InputStream in = getClass().getResourceAsStream("/org/pairsbench/harness/" + golden)) {
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), text);
        }
    }
}
