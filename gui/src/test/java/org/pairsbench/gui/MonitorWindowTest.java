package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableRow;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.gui.monitor.MonitorView;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The performance monitor over a run database holding one hand-made run, headless. */
@ExtendWith(ApplicationExtension.class)
class MonitorWindowTest {

    @TempDir
    Path results;
    private MonitorView view;

    @Start
    void start(Stage stage) {
        view = new MonitorView();
        stage.setScene(Fx.scene(view.root(), 1200, 680));
        stage.show();
    }

    /** Seconds 0..5; order p99 = (s + 1) ms; 1,000 ticks planned, 990 + s sent; CPU half a core; heap s x 10 MB. */
    static SecondStats second(int s) {
        long ms = 1_000_000;
        return new SecondStats(s, 1.0, 1000, 990 + s, 20, 10, ms / 2, ms, 2 * ms, 10, (s + 1) * ms / 2, (s + 1) * ms,
                (s + 2) * ms, 1000, 9000, 90_000, 1_000_000_000L, s * 10_000_000L, 0);
    }

    @BeforeEach
    void oneRecordedRun() throws Exception {
        // The run folder as 'pairs run' records it is relative to its working directory (results/run-...);
        // opened from elsewhere the file is found by its folder's name under the results folder.
        Path hlog = Files.createDirectories(results.resolve("run-1")).resolve("latency.hlog");
        try (PrintStream out = new PrintStream(Files.newOutputStream(hlog))) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLogFormatVersion();
            Histogram orders = LatencySummary.newHistogram();
            orders.setTag("MarketOrder");
            orders.recordValueWithCount(1_500_000, 30);   // 1.5 ms: bucket (1.024, 2.048] ms
            orders.recordValueWithCount(40_000_000, 2);   // 40 ms: bucket (32.768, 65.536] ms
            orders.setStartTimeStamp(0);
            orders.setEndTimeStamp(1000);
            writer.outputIntervalHistogram(orders);
            Histogram indicators = LatencySummary.newHistogram();
            indicators.setTag("Indicator");
            indicators.recordValueWithCount(500_000, 99);
            writer.outputIntervalHistogram(indicators);
        }
        LatencySummary ord = new LatencySummary(32, 3.9, 1.5, 40.0, 40.0, 40.0, 40_000_000);
        RunReport report = new RunReport(0, "2026-11-22T03:00:00Z", RunStatus.COMPLETED, null, "reference",
                "reference engine", java.util.Map.of(), 1, 25, "smoke", 121, 2, 4, PacingMode.PACED, 1.0, 5985, 6.0,
                new RunReport.Answers(120, 120, 0, 60, 60, 0, 0, 3), new RunReport.Lateness(5985, 1, 9, 120),
                new RunReport.Latency(ord, ord), new RunReport.Latency(ord, ord), 5000, new BigDecimal("125000.00"),
                null, new RunReport.Validation(Verdict.PASSED, null, List.of()),
                new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux", "Test CPU"), "pairs run",
                Map.of("folder", "elsewhere/run-1", "latencyHlog", "elsewhere/run-1/latency.hlog"), null, List.of(), null);
        try (RunStore store = RunStore.open(results)) {
            // The last interval of a run is partial: 10 ms here, without a tick.
            SecondStats last = new SecondStats(6, 0.01, 10, 0, 1, 0, -1, -1, -1, 1, 7_000_000, 7_000_000, 7_000_000,
                    -1, -1, -1, 1_000_000, 70_000_000, 0);
            store.insert(report, List.of(second(0), second(1), second(2), second(3), second(4), second(5), last));
        }
    }

    private static XYChart.Series<Number, Number> series(MarkedLineChart chart, String name) {
        return chart.getData().stream().filter(s -> s.getName().equals(name)).findFirst().orElseThrow();
    }

    /** Opens the results folder and waits until its one run, selected, is shown. */
    private void openTheRecordedRun(FxRobot robot) throws Exception {
        robot.interact(() -> view.setResultsDir(results));
        robot.clickOn("#open-results");
        TestFx.awaitTask(() -> view.task(), 60);
        TestFx.awaitTask(() -> view.latencyChart() == null ? null : view.task(), 60);
    }

    @Test
    void showsTheRunsChartsAndSummary(FxRobot robot) throws Exception {
        openTheRecordedRun(robot);

        assertEquals(1, view.runs().getItems().size());
        var p99 = series(view.latencyChart(), "MarketOrder p99").getData();
        assertEquals(7, p99.size());
        for (int s = 0; s < 7; s++) {
            assertEquals(s, p99.get(s).getXValue().intValue());
            assertEquals(s + 1.0, p99.get(s).getYValue().doubleValue(), 1e-12);
        }
        assertEquals(2.0, series(view.latencyChart(), "MarketOrder max").getData().get(0).getYValue().doubleValue());
        // The measurement interval [2, 4) s of a paced run at rate factor 1, shaded on every chart over time.
        assertEquals(2.0, view.latencyChart().bands().get(0).fromX());
        assertEquals(4.0, view.latencyChart().bands().get(0).toX());
        assertEquals(1, view.rateChart().bands().size());

        assertEquals(6, series(view.rateChart(), "actual").getData().size(), "no rate over the 10 ms partial interval");
        assertEquals(1000.0, series(view.rateChart(), "planned").getData().get(3).getYValue().doubleValue());
        assertEquals(993.0, series(view.rateChart(), "actual").getData().get(3).getYValue().doubleValue());
        // One CPU second per second on 2 cores = 50 %.
        assertEquals(50.0, series(view.cpuChart(), "CPU").getData().get(0).getYValue().doubleValue(), 1e-9);
        assertEquals(30.0, series(view.heapChart(), "heap").getData().get(3).getYValue().doubleValue(), 1e-9);

        var buckets = view.histogramChart().getData().get(0).getData();
        assertEquals(32L, buckets.stream().mapToLong(d -> d.getYValue().longValue()).sum(),
                "only the MarketOrder histograms");
        assertEquals(30L, buckets.get(0).getYValue().longValue());
        assertEquals(2L, buckets.get(buckets.size() - 1).getYValue().longValue());

        // 5000 / 0.040 s = 125,000, from the 32 MarketOrders of the MI: fewer than 100, so marked.
        assertEquals("125000.00 (load 5000 / MarketOrder p99 of 32 MI answers); only 32 MI MarketOrders, fewer than "
                + "100: the p99 is their maximum", robot.lookup("#summary-p_score").queryAs(Label.class).getText());
        assertEquals("1 started 2026-11-22 03:00:00 UTC", robot.lookup("#summary-run").queryAs(Label.class).getText());
    }

    @Test
    void aRunIsLoadedFromTheOpenedFolderEvenAfterTheFieldIsEdited(FxRobot robot) throws Exception {
        openTheRecordedRun(robot);
        robot.interact(() -> {
            view.setResultsDir(results.resolve("empty"));
            view.runs().getSelectionModel().clearSelection();
        });
        robot.interact(() -> view.runs().getSelectionModel().selectFirst());
        TestFx.awaitTask(() -> view.task(), 60);
        String status = robot.lookup("#status").queryAs(Label.class).getText();
        assertTrue(status.matches("Run \\d+: reference, SF 1, smoke profile, .*"), status);
    }

    @Test
    void aFolderWithoutARunDatabaseIsSaidSo(FxRobot robot) {
        robot.interact(() -> view.setResultsDir(results.resolve("empty")));
        robot.clickOn("#open-results");
        String status = robot.lookup("#status").queryAs(Label.class).getText();
        assertTrue(status.startsWith("No run database"), status);
    }

    @Test
    void theRunTableShowsWholeHeadersReadableTimesAndMillisecondsWithTheSampleCount(FxRobot robot) throws Exception {
        openTheRecordedRun(robot);
        List<Labeled> headers = robot.lookup("#runs-table .column-header .label").queryAllAs(Labeled.class)
                .stream().toList();
        assertEquals(11, headers.size());
        for (Labeled header : headers) {
            // A header cut short shows its text with an ellipsis in the label's Text node.
            String shown = TestFx.onFx(() -> ((Text) header.lookup(".text")).getText());
            assertEquals(header.getText(), shown, "header cut short");
        }
        assertEquals(List.of("1", "2026-11-22 03:00:00", "reference", "1", "smoke", "paced", "COMPLETED", "PASSED",
                "32", "40.000", "125000.00*"), cells(robot));
    }

    @Test
    void sparseSecondsAreDrawnAsPointsAndNoLineCrossesAnEmptySecond(FxRobot robot) throws Exception {
        // Order answers in seconds 0, 1, 5 and 9 only: a piece of line over 0-1, and two lone points.
        long ms = 1_000_000;
        List<SecondStats> sparse = new java.util.ArrayList<>();
        for (int s = 0; s < 10; s++) {
            boolean answers = s == 0 || s == 1 || s == 5 || s == 9;
            sparse.add(new SecondStats(s, 1.0, 1000, 1000, answers ? 1 : 0, 0, -1, -1, -1, answers ? 1 : 0,
                    answers ? ms : -1, answers ? (s + 1) * ms : -1, answers ? (s + 1) * ms : -1, 1000, 9000, 90_000,
                    1_000_000_000L, 10_000_000L, 0));
        }
        try (RunStore store = RunStore.open(results)) {
            store.insert(store.find(1).orElseThrow().report(), sparse);
        }
        openTheRecordedRun(robot);
        robot.interact(() -> view.runs().getSelectionModel().selectLast());
        TestFx.awaitTask(() -> view.task(), 60);
        WaitForAsyncUtils.waitForFxEvents();
        XYChart.Series<Number, Number> p99 = series(view.latencyChart(), "MarketOrder p99");
        assertEquals(List.of(0, 1, 5, 9), p99.getData().stream().map(d -> d.getXValue().intValue()).toList());
        List<Class<?>> path = TestFx.onFx(() -> ((javafx.scene.shape.Path) p99.getNode()).getElements().stream()
                .<Class<?>>map(Object::getClass).toList());
        assertEquals(List.of(MoveTo.class, LineTo.class, MoveTo.class, MoveTo.class), path);
        List<Boolean> symbols = p99.getData().stream().map(d -> d.getNode() != null).toList();
        assertEquals(List.of(false, false, true, true), symbols, "a point alone has a symbol");
    }

    @Test
    void anInterruptedRunThatPassedSaysItsValidationCoversOnlyTheTicksItSent(FxRobot robot) throws Exception {
        try (RunStore store = RunStore.open(results)) {
            RunReport completed = store.find(1).orElseThrow().report();
            String json = org.pairsbench.core.json.Json.write(completed)
                    .replace("\"status\" : \"COMPLETED\"", "\"status\" : \"INTERRUPTED\"");
            store.insert(org.pairsbench.core.json.Json.mapper().readValue(json, RunReport.class), List.of(second(0)));
        }
        openTheRecordedRun(robot);
        robot.interact(() -> view.runs().getSelectionModel().selectLast());
        TestFx.awaitTask(() -> view.task(), 60);
        // 5,985 ticks sent in a 6.0 s drive at real time: at most the first 6 s of the smoke profile's 121 s.
        assertEquals("PASSED (on the first 5,985 ticks, which lie in at most the first 6 s of the 121 s smoke profile: "
                        + "the run ended early, not the whole stream)",
                robot.lookup("#summary-validation").queryAs(Label.class).getText());
    }

    @Test
    void aRunBehindItsScheduleOnASharedCpuLeadsItsSummaryWithBothCaveats(FxRobot robot) throws Exception {
        String shared = "another Pairs run was running on this machine when this one started (pid 7: esper SF 1): "
                + "both share the CPU, so neither run's latencies are sound";
        try (RunStore store = RunStore.open(results)) {
            RunReport completed = store.find(1).orElseThrow().report();
            var json = (com.fasterxml.jackson.databind.node.ObjectNode) org.pairsbench.core.json.Json.mapper()
                    .valueToTree(completed);
            json.putArray("warnings").add(shared);
            ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("lateness")).set("keepingUp",
                    org.pairsbench.core.json.Json.mapper().valueToTree(
                            new org.pairsbench.harness.measure.KeepingUp(5985, 550_000, 900_000, 0, false)));
            store.insert(org.pairsbench.core.json.Json.mapper().treeToValue(json, RunReport.class), List.of(second(0)));
        }
        openTheRecordedRun(robot);
        robot.interact(() -> view.runs().getSelectionModel().selectLast());
        TestFx.awaitTask(() -> view.task(), 60);

        String caveats = robot.lookup("#summary-caveats").queryAs(Label.class).getText();
        List<String> lines = caveats.lines().toList();
        assertEquals("Warning: " + shared, lines.get(0));
        assertTrue(lines.get(1).startsWith("The run did not keep up with the load: did NOT keep up (lateness over the "
                + "MI p99 550.000 ms"), lines.get(1));
        assertTrue(lines.get(1).contains("with another Pairs run on the CPU"), lines.get(1));
        assertTrue(robot.lookup("#summary-keeping-up").queryAs(Label.class).getText().startsWith("did NOT keep up"));
    }

    /** The texts of the run table's first row, as its cells show them. */
    private static List<String> cells(FxRobot robot) {
        return TestFx.onFx(() -> robot.lookup("#runs-table .table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.getIndex() == 0).findFirst().orElseThrow()
                .getChildrenUnmodifiable().stream().map(c -> ((Labeled) c).getText()).toList());
    }
}
