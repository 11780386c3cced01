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
import javafx.stage.Stage;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.gui.monitor.MonitorView;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

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
        RunReport report = new RunReport(0, "2026-11-22T03:00:00Z", "COMPLETED", null, "reference",
                "reference engine", java.util.Map.of(), 1, 25, "smoke", 121, 2, 4, "paced", 1.0, 5985, 6.0,
                new RunReport.Answers(120, 120, 0, 60, 60, 0, 0, 3), new RunReport.Lateness(5985, 1, 9, 120),
                new RunReport.Latency(ord, ord), new RunReport.Latency(ord, ord), 5000, new BigDecimal("125000.00"),
                null, new RunReport.Validation("PASSED", null, List.of()),
                new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux"), "pairs run",
                Map.of("folder", "elsewhere/run-1", "latencyHlog", "elsewhere/run-1/latency.hlog"), null, List.of());
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

        assertEquals("125000.00", robot.lookup("#summary-p_score").queryAs(Label.class).getText());
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
}
