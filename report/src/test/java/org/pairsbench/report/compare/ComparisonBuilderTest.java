package org.pairsbench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.report.chart.CompareCharts;
import org.pairsbench.report.html.ComparePage;

/** The thesis's Table 7.1 (engines X and Y, SF 1 to 5) rebuilt from run records. */
class ComparisonBuilderTest {

    private static RunStore.RunRow run(long id, String engine, int sf, String validation, Double p99Ms, String pScore) {
        return new RunStore.RunRow(id, "2026-01-0" + (id % 9 + 1) + "T00:00:00Z", engine, sf, "standard", "paced",
                "COMPLETED", validation, 9_045L * 5_000, 100, p99Ms, pScore == null ? null : new BigDecimal(pScore));
    }

    private static final List<RunStore.RunRow> TABLE_7_1 = List.of(
            run(1, "X", 1, "PASSED", 63.0, "47.62"),
            run(2, "Y", 1, "PASSED", 22.0, "136.36"),
            run(3, "X", 2, "PASSED", 175.0, "34.29"),
            run(4, "Y", 2, "PASSED", 24.0, "250.00"),
            run(5, "X", 3, "PASSED", 203.0, "44.33"),
            run(6, "X", 4, "PASSED", 351.0, "34.19"),
            run(7, "X", 5, "PASSED", 91_862.0, "0.16"),
            run(8, "Y", 3, "NOT_RUN", null, null));

    @Test
    void rowsPerScaleFactorWithRateStrategiesAndP99AndPScorePerEngine() {
        Comparison c = ComparisonBuilder.build(TABLE_7_1, List.of(), null, null);
        assertEquals(List.of("X", "Y"), c.engines());
        assertEquals(List.of(1, 2, 3, 4, 5), c.table().stream().map(Comparison.Row::scaleFactor).toList());
        assertEquals(List.of(25, 50, 75, 100, 125), c.table().stream().map(Comparison.Row::strategies).toList());
        assertTrue(c.table().stream().allMatch(r -> r.basisRate() == 5_000));
        Comparison.Row sf2 = c.table().get(1);
        assertEquals(new BigDecimal("250.00"), sf2.byEngine().get("Y").pScore());
        assertEquals(175.0, sf2.byEngine().get("X").marketOrderP99Ms());
        Comparison.Row sf3 = c.table().get(2);
        assertNull(sf3.byEngine().get("Y").pScore(), "Y could not run SF 3");
        assertTrue(c.table().get(3).byEngine().get("Y") == null);
        assertEquals(8, c.runs().size());
    }

    @Test
    void theMostRecentPassingRunRepresentsAnEngineAtAScaleFactor() {
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, "PASSED", 63.0, "47.62"),
                run(2, "X", 1, "PASSED", 60.0, "50.00"), run(3, "X", 1, "FAILED", 10.0, null));
        Comparison.Cell cell = ComparisonBuilder.build(rows, List.of(), null, null).table().get(0).byEngine().get("X");
        assertEquals(2, cell.runId());
        assertEquals(new BigDecimal("50.00"), cell.pScore());
    }

    @Test
    void aNewerRunThatPassedWithoutAScoreDoesNotHideTheScoredOne() {
        // Run 2 was interrupted: validated on the ticks it sent (PASSED) but given no p_score.
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, "PASSED", 63.0, "47.62"),
                run(2, "X", 1, "PASSED", 5.0, null), run(3, "X", 2, "PASSED", 7.0, null),
                run(4, "X", 2, "FAILED", 9.0, null));
        Comparison c = ComparisonBuilder.build(rows, List.of(), null, null);
        assertEquals(1, c.table().get(0).byEngine().get("X").runId());
        assertEquals(3, c.table().get(1).byEngine().get("X").runId(), "no score at SF 2: the run that passed");
    }

    @Test
    void runsArePickedByIdOrByEngineAndProfile() {
        assertEquals(List.of(1L, 3L), ComparisonBuilder.build(TABLE_7_1, List.of(1L, 3L), null, null).runs().stream()
                .map(Comparison.RunEntry::runId).toList());
        assertEquals(List.of(2L, 4L, 8L), ComparisonBuilder.build(TABLE_7_1, List.of(), "Y", null).runs().stream()
                .map(Comparison.RunEntry::runId).toList());
        assertTrue(ComparisonBuilder.build(TABLE_7_1, List.of(), null, "smoke").runs().isEmpty());
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ComparisonBuilder.build(TABLE_7_1, List.of(42L), null, null));
        assertTrue(e.getMessage().contains("42"));
    }

    @Test
    void thePageShowsTheTableAsTheThesisDoesAndBothCharts() {
        Comparison c = ComparisonBuilder.build(TABLE_7_1, List.of(), null, null);
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        List<String> sf1 = doc.select("#comparison-table tbody tr").get(0).select("td").eachText();
        assertEquals(List.of("1", "5,000", "25", "63.000 [1]", "22.000 [2]", "47.62", "136.36"), sf1);
        List<String> sf5 = doc.select("#comparison-table tbody tr").get(4).select("td").eachText();
        assertEquals(List.of("5", "5,000", "125", "91862.000 [7]", "-", "0.16", "-"), sf5);
        assertEquals(5, doc.select("#comparison-table tbody tr").size());
        assertTrue(doc.getElementById(ComparePage.P_SCORE_CHART).selectFirst("svg") != null);
        assertTrue(doc.getElementById(ComparePage.P99_CHART).selectFirst("svg") != null);
        assertEquals(8, doc.select("#runs-table tbody tr").size());
        assertTrue(doc.select("#mixed-profiles").isEmpty(), "all runs are standard");
    }

    @Test
    void runsOfDifferentProfilesAreFlagged() {
        List<RunStore.RunRow> rows = List.of(TABLE_7_1.get(0), new RunStore.RunRow(9, "2026-01-09T00:00:00Z", "X", 2,
                "smoke", "paced", "COMPLETED", "PASSED", 754_116, 44, 7.5, new BigDecimal("1333.33")));
        Comparison c = ComparisonBuilder.build(rows, List.of(), null, null);
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        assertTrue(doc.getElementById("mixed-profiles").text().contains("2 different profiles"));
    }
}
