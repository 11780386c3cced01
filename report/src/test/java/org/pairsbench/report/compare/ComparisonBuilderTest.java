package org.pairsbench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.report.chart.CompareCharts;
import org.pairsbench.report.html.ComparePage;
import org.pairsbench.validation.Verdict;

/** The thesis's Table 7.1 (engines X and Y, SF 1 to 5) rebuilt from run records. */
class ComparisonBuilderTest {

    private static RunStore.RunRow run(long id, String engine, int sf, Verdict validation, Double p99Ms, String pScore) {
        return new RunStore.RunRow(id, "2026-01-0" + (id % 9 + 1) + "T00:00:00Z", engine, sf, "standard", PacingMode.PACED,
                RunStatus.COMPLETED, validation, 9_045L * 5_000, 100, p99Ms, pScore == null ? null : new BigDecimal(pScore));
    }

    /** Every run paced at real time with 1,000 MI MarketOrders; standard when its profile is. */
    private static Map<Long, RunFigures> figures(List<RunStore.RunRow> rows) {
        Map<Long, RunFigures> figures = new HashMap<>();
        rows.forEach(r -> figures.put(r.id(), new RunFigures(r.id(), 1_000, 1.0, false, r.profile().equals("standard"))));
        return figures;
    }

    private static Comparison build(List<RunStore.RunRow> rows, List<Long> ids, String engine, String profile) {
        return ComparisonBuilder.build(rows, figures(rows), ids, engine, profile);
    }

    private static final List<RunStore.RunRow> TABLE_7_1 = List.of(
            run(1, "X", 1, Verdict.PASSED, 63.0, "47.62"),
            run(2, "Y", 1, Verdict.PASSED, 22.0, "136.36"),
            run(3, "X", 2, Verdict.PASSED, 175.0, "34.29"),
            run(4, "Y", 2, Verdict.PASSED, 24.0, "250.00"),
            run(5, "X", 3, Verdict.PASSED, 203.0, "44.33"),
            run(6, "X", 4, Verdict.PASSED, 351.0, "34.19"),
            run(7, "X", 5, Verdict.PASSED, 91_862.0, "0.16"),
            run(8, "Y", 3, Verdict.NOT_RUN, null, null));

    @Test
    void rowsPerScaleFactorWithRateStrategiesAndP99AndPScorePerEngine() {
        Comparison c = build(TABLE_7_1, List.of(), null, null);
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
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 63.0, "47.62"),
                run(2, "X", 1, Verdict.PASSED, 60.0, "50.00"), run(3, "X", 1, Verdict.FAILED, 10.0, null));
        Comparison.Cell cell = build(rows, List.of(), null, null).table().get(0).byEngine().get("X");
        assertEquals(2, cell.runId());
        assertEquals(new BigDecimal("50.00"), cell.pScore());
    }

    @Test
    void aNewerRunThatPassedWithoutAScoreDoesNotHideTheScoredOne() {
        // Run 2 was interrupted: validated on the ticks it sent (PASSED) but given no p_score.
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 63.0, "47.62"),
                run(2, "X", 1, Verdict.PASSED, 5.0, null), run(3, "X", 2, Verdict.PASSED, 7.0, null),
                run(4, "X", 2, Verdict.FAILED, 9.0, null));
        Comparison c = build(rows, List.of(), null, null);
        assertEquals(1, c.table().get(0).byEngine().get("X").runId());
        assertEquals(3, c.table().get(1).byEngine().get("X").runId(), "no score at SF 2: the run that passed");
    }

    @Test
    void runsArePickedByIdOrByEngineAndProfile() {
        assertEquals(List.of(1L, 3L), build(TABLE_7_1, List.of(1L, 3L), null, null).runs().stream()
                .map(Comparison.RunEntry::runId).toList());
        assertEquals(List.of(2L, 4L, 8L), build(TABLE_7_1, List.of(), "Y", null).runs().stream()
                .map(Comparison.RunEntry::runId).toList());
        assertTrue(build(TABLE_7_1, List.of(), null, "smoke").runs().isEmpty());
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> build(TABLE_7_1, List.of(42L), null, null));
        assertTrue(e.getMessage().contains("42"));
    }

    @Test
    void thePageShowsTheTableAsTheThesisDoesAndBothCharts() {
        Comparison c = build(TABLE_7_1, List.of(), null, null);
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        List<String> sf1 = doc.select("#comparison-table tbody tr").get(0).select("td").eachText();
        assertEquals(List.of("1", "5,000", "25", "63.000 run 1, 1,000 MOs, standard profile, x1: standard",
                "22.000 run 2, 1,000 MOs, standard profile, x1: standard", "47.62", "136.36"), sf1);
        List<String> sf5 = doc.select("#comparison-table tbody tr").get(4).select("td").eachText();
        assertEquals(List.of("5", "5,000", "125", "91862.000 run 7, 1,000 MOs, standard profile, x1: standard", "-", "0.16", "-"),
                sf5);
        assertEquals(5, doc.select("#comparison-table tbody tr").size());
        assertTrue(doc.getElementById(ComparePage.P_SCORE_CHART).selectFirst("svg") != null);
        assertTrue(doc.getElementById(ComparePage.P99_CHART).selectFirst("svg") != null);
        assertEquals(8, doc.select("#runs-table tbody tr").size());
        assertTrue(doc.select("#mixed-profiles").isEmpty(), "all runs are standard");
    }

    @Test
    void runsOfDifferentProfilesAreFlagged() {
        List<RunStore.RunRow> rows = List.of(TABLE_7_1.get(0), new RunStore.RunRow(9, "2026-01-09T00:00:00Z", "X", 2,
                "smoke", PacingMode.PACED, RunStatus.COMPLETED, Verdict.PASSED, 754_116, 44, 7.5, new BigDecimal("1333.33")));
        Comparison c = build(rows, List.of(), null, null);
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        assertTrue(doc.getElementById("mixed-profiles").text().contains("2 different profiles"));
    }

    @Test
    void aRunReplayedTwiceAsFastIsMarkedNonStandardAndDoesNotHideAStandardOne() {
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 63.0, "47.62"), run(2, "X", 1, Verdict.PASSED, 30.0, "100.00"),
                run(3, "X", 2, Verdict.PASSED, 40.0, "150.00"));
        Map<Long, RunFigures> figures = new HashMap<>(figures(rows));
        figures.put(2L, new RunFigures(2, 1_000, 2.0, false, false));
        figures.put(3L, new RunFigures(3, 1_000, 2.0, false, false));
        Comparison c = ComparisonBuilder.build(rows, figures, List.of(), null, null);
        assertEquals(1, c.table().get(0).byEngine().get("X").runId(), "the standard run, though older");
        Comparison.Cell fast = c.table().get(1).byEngine().get("X");
        assertEquals(3, fast.runId());
        assertEquals(2.0, fast.rateFactor());
        assertFalse(fast.standard());
        assertEquals("non-standard (rate x2)", fast.standing());
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        List<String> sf2 = doc.select("#comparison-table tbody tr").get(1).select("td.nonstandard").eachText();
        assertEquals(List.of("40.000 run 3, 1,000 MOs, standard profile, x2: non-standard (rate x2)", "150.00"), sf2);
        assertTrue(doc.select("#comparison-table tbody tr").get(0).select("td.nonstandard").isEmpty());
    }

    @Test
    void aPScoreFromFewerThanAHundredMarketOrdersIsMarked() {
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 11.28, "265.95"), run(2, "Y", 1, Verdict.PASSED, 63.0, "47.62"));
        Map<Long, RunFigures> figures = new HashMap<>(figures(rows));
        figures.put(1L, new RunFigures(1, 1, 1.0, false, true));
        figures.put(2L, new RunFigures(2, 100, 1.0, false, true));
        Comparison c = ComparisonBuilder.build(rows, figures, List.of(), null, null);
        assertTrue(c.table().get(0).byEngine().get("X").fewMarketOrders());
        assertFalse(c.table().get(0).byEngine().get("Y").fewMarketOrders(), "100 is enough");
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        List<String> sf1 = doc.select("#comparison-table tbody tr").get(0).select("td").eachText();
        assertEquals(List.of("11.280 run 1, 1 MO, standard profile, x1: standard", "63.000 run 2, 100 MOs, standard profile, x1: standard",
                "265.95*", "47.62"), sf1.subList(3, 7));
        assertTrue(doc.getElementById("comparison-legend").text().contains("* p_score from fewer than 100 MI MarketOrders"));
    }

    @Test
    void aPScoreOfARunThatDidNotKeepUpIsMarkedAndTheRunsTableSaysWhich() {
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 6.9, "434.67"), run(2, "X", 2, Verdict.PASSED, 180.0, "600.00"),
                run(3, "X", 3, Verdict.PASSED, 9.0, "900.00"));
        Map<Long, RunFigures> figures = Map.of(1L, new RunFigures(1, 1_000, 1.0, false, true, true),
                2L, new RunFigures(2, 1_000, 1.0, false, true, false), 3L, new RunFigures(3, 1_000, 1.0, false, true));
        Comparison c = ComparisonBuilder.build(rows, figures, List.of(), null, null);
        assertEquals(Boolean.FALSE, c.table().get(1).byEngine().get("X").keptUp());
        Document doc = Jsoup.parse(ComparePage.render(c, CompareCharts.svg(c)));
        List<String> pScores = doc.select("#comparison-table tbody tr").eachText();
        assertTrue(pScores.get(0).endsWith(" 434.67"), pScores.get(0));
        assertTrue(pScores.get(1).endsWith(" 600.00\u00a7"), pScores.get(1));
        assertTrue(pScores.get(2).endsWith(" 900.00"), "not judged: no mark; " + pScores.get(2));
        assertEquals(List.of("yes", "no \u00a7", "-"), doc.select("#runs-table tbody tr td:last-child").eachText());
        assertTrue(doc.getElementById("comparison-legend").text().contains("\u00a7 the run did not keep up"));
    }

    @Test
    void aFlatOutRunShowsNoMarketOrderP99() {
        List<RunStore.RunRow> rows = List.of(new RunStore.RunRow(1, "2026-01-01T00:00:00Z", "X", 1, "standard",
                PacingMode.FLAT_OUT, RunStatus.COMPLETED, Verdict.PASSED, 45_225, 100, 0.9, null));
        Comparison c = ComparisonBuilder.build(rows, Map.of(1L, new RunFigures(1, 40, 1.0, true, false)), List.of(),
                null, null);
        assertNull(c.table().get(0).byEngine().get("X").marketOrderP99Ms());
        assertNull(c.runs().get(0).marketOrderP99Ms());
        assertEquals("flat out", c.table().get(0).byEngine().get("X").standing());
    }

    /**
     * compare.json of a standard run, a rate-factor-2 run and a scored run of one MarketOrder, byte for byte; to
     * accept an intended change run with -Dpairs.golden.update=true and review the diff of the golden file.
     */
    @Test
    void comparisonJsonMatchesTheGoldenFile() throws Exception {
        List<RunStore.RunRow> rows = List.of(run(1, "X", 1, Verdict.PASSED, 63.0, "47.62"), run(2, "X", 2, Verdict.PASSED, 30.0, "200.00"),
                run(3, "Y", 1, Verdict.PASSED, 11.28, "265.95"));
        Map<Long, RunFigures> figures = Map.of(1L, new RunFigures(1, 2_500, 1.0, false, true, true),
                2L, new RunFigures(2, 5_000, 2.0, false, false, false), 3L, new RunFigures(3, 1, 1.0, false, true));
        String json = org.pairsbench.core.json.Json.write(ComparisonBuilder.build(rows, figures, List.of(), null, null));
        String golden = "comparison.json";
        if (Boolean.getBoolean("pairs.golden.update")) {
            java.nio.file.Files.writeString(java.nio.file.Path.of("src/test/resources/org/pairsbench/report/" + golden), json);
        }
        try (java.io.InputStream in = getClass().getResourceAsStream("/org/pairsbench/report/" + golden)) {
            assertEquals(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), json);
        }
    }
}
