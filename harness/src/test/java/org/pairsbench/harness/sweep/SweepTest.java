package org.pairsbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

class SweepTest {

    /** A completed run at {@code sf} with the given verdict, keeping-up figures and p_score. */
    static RunReport run(int sf, Verdict verdict, boolean keptUp, String pScore) {
        LatencySummary orders = new LatencySummary(500, 2.0, 1.5, 9.0, 12.0, 15.0, 9_000_000);
        KeepingUp k = new KeepingUp(1_000_000, keptUp ? 400 : 40_000, 90_000, 0, keptUp);
        return new RunReport(sf, "2026-11-24T05:00:00Z", RunStatus.COMPLETED, null, "siddhi", "Siddhi 5.1", Map.of(), sf,
                25 * sf, "short", 1815, 400, 1400, PacingMode.PACED, 1.0, 1_000_000, 1815, new RunReport.Answers(9, 9, 0, 8, 1,
                0, 0, 1), new RunReport.Lateness(1_000_000, 50, keptUp ? 400 : 40_000, 90_000, k),
                new RunReport.Latency(orders, orders), new RunReport.Latency(orders, orders), 1000L * sf,
                pScore == null ? null : new BigDecimal(pScore), null,
                new RunReport.Validation(verdict, null, List.of()), null, "pairs run", Map.of(), null, List.of(), null);
    }

    @Test
    void theBestIsTheLargestPScoreAmongRunsThatKeptUpNotTheLargestScaleFactor() throws Exception {
        // p_score grows to SF 4, then the p99 grows faster than the load; SF 16 falls behind with the largest score
        Map<Integer, RunReport> runs = Map.of(1, run(1, Verdict.PASSED, true, "400.00"), 2, run(2, Verdict.PASSED, true, "900.00"),
                4, run(4, Verdict.PASSED, true, "1500.00"), 8, run(8, Verdict.PASSED, true, "1200.00"),
                16, run(16, Verdict.PASSED, false, "9000.00"), 12, run(12, Verdict.PASSED, false, "5000.00"),
                10, run(10, Verdict.PASSED, false, "4000.00"), 9, run(9, Verdict.PASSED, true, "1100.00"));
        List<Integer> ran = new ArrayList<>();
        SweepResult result = new Sweep(sf -> runs.get(sf), 20).onPoint(p -> ran.add(p.scaleFactor()))
                .run(ScaleFactorSearch.automatic(1, 1000, 0.1), "siddhi", "short");
        assertEquals(List.of(1, 2, 4, 8, 16, 12, 10, 9), ran);
        assertEquals(4, result.best().scaleFactor());
        assertEquals("the engine keeps up at SF 9 and not at SF 10", result.stoppedBecause());
    }

    @Test
    void aRunWithWrongAnswersEndsTheSweep() throws Exception {
        SweepResult result = new Sweep(sf -> run(sf, sf == 4 ? Verdict.FAILED : Verdict.PASSED, true, sf == 4 ? null : "10.00"), 20)
                .run(ScaleFactorSearch.automatic(1, 1000, 0.1), "esper", "short");
        assertEquals(3, result.points().size());
        assertTrue(result.stoppedBecause().contains("at SF 4 ended COMPLETED with validation FAILED"),
                result.stoppedBecause());
        assertEquals(1, result.best().scaleFactor(), "equal p_scores: the smallest SF");
    }

    @Test
    void theRunBudgetEndsALongSearch() throws Exception {
        SweepResult result = new Sweep(sf -> run(sf, Verdict.PASSED, true, sf + ".00"), 3)
                .run(ScaleFactorSearch.automatic(1, 1000, 0.1), "reference", "short");
        assertEquals(3, result.points().size());
        assertEquals(4, result.best().scaleFactor());
        assertTrue(result.stoppedBecause().startsWith("the run budget (3 runs)"), result.stoppedBecause());
    }

    @Test
    void noRunThatKeptUpMeansNoBest() throws Exception {
        SweepResult result = new Sweep(sf -> run(sf, Verdict.PASSED, false, "50.00"), 5)
                .run(ScaleFactorSearch.automatic(2, 1000, 0.1), "esper", "short");
        assertNull(result.best());
        assertEquals("the engine did not keep up at the first scale factor, SF 2", result.stoppedBecause());
    }
}
