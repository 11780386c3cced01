package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;

class RunStoreTest {

    @TempDir
    Path results;

    static RunReport report(String status, BigDecimal pScore, RunReport.Validation validation) {
        return report(status, status.equals("COMPLETED") ? null : "engine stalled", pScore, validation);
    }

    static RunReport report(String status, String failure, BigDecimal pScore, RunReport.Validation validation) {
        LatencySummary ind = new LatencySummary(10, 1.5, 1.2, 3.4, 3.9, 4.0, 3_400_000);
        LatencySummary ord = new LatencySummary(4, 2.5, 2.2, 63.0, 63.0, 63.0, 63_000_000);
        return new RunReport(0, "2026-11-22T03:00:00Z", status, failure,
                "reference", "reference engine 1.0", java.util.Map.of(), 1, 25, "smoke", 121, 31, 91, "paced", 1.0,
                600_000, 121.2, new RunReport.Answers(14, 14, 0, 10, 4, 0, 0, 3),
                new RunReport.Lateness(600_000, 1.1, 9.5, 120.0), new RunReport.Latency(ind, ord),
                new RunReport.Latency(ind, ord), 3, pScore, pScore == null ? "no p_score: validation FAILED" : null,
                validation, new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux"),
                "pairs run --engine reference --sf 1 --profile smoke", Map.of("answers", "answers.log"));
    }

    static SecondStats second(int s, double planned) {
        return new SecondStats(s, 1.0, planned, 5000 + s, 7, 5, 1_000_000, 2_000_000, 3_000_000, 2, -1, -1, -1,
                900, 9_000, 90_000, 450_000_000, 123_456_789, 3);
    }

    @Test
    void aStoredRunReadsBackWithItsSeriesAndValidationCounts() throws Exception {
        RunReport.Validation passed = new RunReport.Validation("PASSED", null, List.of(
                new RunReport.StreamCounts("Indicator", 10, 10, 10, 0, 0, 0),
                new RunReport.StreamCounts("MarketOrder", 4, 4, 4, 0, 0, 0)));
        RunReport report = report("COMPLETED", new BigDecimal("47.62"), passed);
        List<SecondStats> seconds = List.of(second(0, 2500.5), second(1, Double.NaN), second(2, 7000));
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.insert(report, seconds);
        }
        assertTrue(RunStore.exists(results));
        try (RunStore store = RunStore.open(results)) {
            RunStore.StoredRun stored = store.find(id).orElseThrow();
            assertEquals(report.withRunId(id), stored.report());
            assertEquals(3, stored.seconds().size());
            assertEquals(seconds.get(0), stored.seconds().get(0));
            assertTrue(Double.isNaN(stored.seconds().get(1).plannedTicks()), "flat-out seconds plan nothing");
            assertEquals(seconds.get(2), stored.seconds().get(2));
            assertFalse(store.find(id + 1).isPresent());
        }
    }

    @Test
    void aFailureLongerThanItsColumnIsStoredAndKeptWholeInTheReport() throws Exception {
        // A failure quoting a huge input field once made H2 refuse the insert, and the run record was lost.
        String failure = "cannot read ticks: " + "x".repeat(RunStore.FAILURE_CHARS);
        RunReport report = report("FAILED", failure, null, RunReport.Validation.notRun("engine failed"));
        try (RunStore store = RunStore.open(results)) {
            long id = store.insert(report, List.of());
            assertEquals(failure, store.find(id).orElseThrow().report().failure());
        }
    }

    @Test
    void listShowsEveryRunInOrderWithItsHeadlineFigures() throws Exception {
        try (RunStore store = RunStore.open(results)) {
            store.insert(report("COMPLETED", new BigDecimal("47.62"),
                    new RunReport.Validation("PASSED", null, List.of())), List.of());
            store.insert(report("FAILED", null, RunReport.Validation.notRun("engine failed")), List.of(second(0, 1)));
            List<RunStore.RunRow> rows = store.list();
            assertEquals(2, rows.size());
            assertTrue(rows.get(0).id() < rows.get(1).id());
            assertEquals(new BigDecimal("47.62"), rows.get(0).pScore());
            assertEquals(63.0, rows.get(0).orderP99Ms());
            assertEquals("PASSED", rows.get(0).validation());
            assertEquals("FAILED", rows.get(1).status());
            assertEquals("NOT_RUN", rows.get(1).validation());
            assertNull(rows.get(1).pScore());
        }
    }
}
