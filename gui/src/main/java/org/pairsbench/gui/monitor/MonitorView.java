package org.pairsbench.gui.monitor;

import java.nio.file.Path;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.units.Durations;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.MarkedLineChart;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFiles;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.RunCaveats;

/**
 * The performance monitor: the runs recorded in a results folder's run database, and for the chosen run its
 * latency over time (p50, p99, max per second) with the measurement interval shaded (thesis Figure 7.13), the
 * latency histogram (Figure 3.3), the planned and actual input rate (Figure 7.9), CPU and heap over time
 * (Figure 7.12) and the summary with p_score. x is seconds since the run's start.
 */
public final class MonitorView {

    /** Intervals shorter than this (the run's last, partial one) are left out of the rate charts. */
    static final double MIN_RATE_SECONDS = 0.5;

    private final TextField resultsDir = new TextField("results");
    private final TableView<RunTableRow> runs = new TableView<>();
    private final TabPane tabs = new TabPane();
    private final Label status = new Label("Open a results folder (the run database runs.mv.db is in it).");
    private final BorderPane root = new BorderPane();
    private MarkedLineChart latencyChart;
    private BarChart<String, Number> histogramChart;
    private MarkedLineChart rateChart;
    private MarkedLineChart cpuChart;
    private MarkedLineChart heapChart;
    private Task<?> running;
    /** The newest run load; an older one still running is cancelled and its result dropped. */
    private Task<?> loading;
    /** The folder the run list came from: a run is loaded from it even if the field has been edited since. */
    private Path opened;

    public MonitorView() {
        resultsDir.setId("results-dir");
        resultsDir.setPrefColumnCount(40);
        Button open = new Button("Open");
        open.setId("open-results");
        open.setOnAction(e -> openResults());
        status.setId("status");
        runs.setId("runs-table");
        runs.setPlaceholder(new Label("no runs recorded"));
        runs.getColumns().add(column("id", 40, RunTableRow::id, String::valueOf));
        runs.getColumns().add(column("started (UTC)", 140, RunTableRow::started, String::valueOf));
        runs.getColumns().add(column("engine", 90, r -> r.run().engine(), String::valueOf));
        runs.getColumns().add(column("SF", 40, r -> r.run().scaleFactor(), String::valueOf));
        runs.getColumns().add(column("profile", 70, r -> r.run().profile(), String::valueOf));
        runs.getColumns().add(column("pacing", 80, RunTableRow::pacing, String::valueOf));
        TableColumn<RunTableRow, RunStatus> runStatus = column("status", 90, r -> r.run().status(), String::valueOf);
        runs.getColumns().add(runStatus);
        runs.getColumns().add(column("validation", 80, r -> r.run().validation(), String::valueOf));
        runs.getColumns().add(column("MI MarketOrders", 90, RunTableRow::miMarketOrders,
                n -> n == null ? "-" : String.format("%,d", n)));
        runs.getColumns().add(column("MarketOrder p99 (ms)", 110, RunTableRow::orderP99Ms, RunTableRow::ms));
        TableColumn<RunTableRow, BigDecimal> pScore = column("p_score", 80, RunTableRow::pScore, p -> "-");
        pScore.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(BigDecimal item, boolean empty) {
                super.updateItem(item, empty);
                RunTableRow row = empty || getTableRow() == null ? null : getTableRow().getItem();
                setText(row == null ? null : row.pScoreText());
                setTooltip(row != null && row.pScore() != null && row.figures().fewMarketOrders()
                        ? new Tooltip(PScore.fewMarketOrdersMark(row.figures().marketOrders())) : null);
            }
        });
        runs.getColumns().add(pScore);
        Fx.fitHeaders(runs);
        // Wide enough for the longest status, so that none is cut ("INTERRUPT...").
        Fx.fitValues(runStatus, java.util.Arrays.stream(RunStatus.values()).map(Enum::name).toList());
        runs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) {
                openRun(now.id());
            }
        });
        tabs.setId("run-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        HBox top = new HBox(8, new Label("Results folder"), Fx.pathField(resultsDir, true, "Results folder"), open);
        HBox.setHgrow(top.getChildren().get(1), Priority.ALWAYS);
        top.setAlignment(Pos.CENTER_LEFT);
        VBox header = new VBox(6, top, status);
        header.setPadding(new Insets(10));
        SplitPane split = new SplitPane(runs, tabs);
        split.setOrientation(javafx.geometry.Orientation.VERTICAL);
        split.setDividerPositions(0.25);
        root.setTop(header);
        root.setCenter(split);
    }

    public Parent root() {
        return root;
    }

    public TableView<RunTableRow> runs() {
        return runs;
    }

    public Task<?> task() {
        return running;
    }

    public MarkedLineChart latencyChart() {
        return latencyChart;
    }

    public BarChart<String, Number> histogramChart() {
        return histogramChart;
    }

    public MarkedLineChart rateChart() {
        return rateChart;
    }

    public MarkedLineChart cpuChart() {
        return cpuChart;
    }

    public MarkedLineChart heapChart() {
        return heapChart;
    }

    public void setResultsDir(Path dir) {
        resultsDir.setText(dir.toString());
    }

    /**
     * Lists the runs of the results folder if it has a run database: the window then opens on the recorded runs,
     * not on an empty list waiting for Open.
     */
    public void openResultsIfRecorded() {
        try {
            Path dir = Fx.path(resultsDir, "results folder");
            if (dir != null && RunStore.exists(dir)) {
                openResults();
            }
        } catch (InvalidInputException e) {
            // the field's default is a plain folder name: nothing to say until the user opens one
        }
    }

    /** Lists the runs of the results folder, in the background, and selects the newest. */
    public void openResults() {
        openResults(null);
    }

    /** Lists the runs of the results folder, in the background, and selects run {@code runId} (null: the newest). */
    public void openResults(Long runId) {
        Path dir;
        try {
            dir = Fx.path(resultsDir, "results folder");
        } catch (InvalidInputException e) {
            Fx.showError(status, e.getMessage());
            return;
        }
        if (dir == null || !RunStore.exists(dir)) {
            Fx.showInfo(status, "No run database (runs.mv.db) in " + (dir == null ? "the results folder" : dir)
                    + ": 'pairs run' records its runs there.");
            return;
        }
        Task<List<RunTableRow>> task = new Task<>() {
            @Override
            protected List<RunTableRow> call() throws Exception {
                try (RunStore store = RunStore.openReadOnly(dir)) {
                    // Rows first: a run recorded in between then has figures but no row, never the reverse.
                    List<RunStore.RunRow> rows = store.list();
                    Map<Long, RunFigures> figures = store.figures();
                    return rows.stream().map(r -> new RunTableRow(r, figures.get(r.id()))).toList();
                }
            }
        };
        task.setOnSucceeded(e -> {
            opened = dir;
            runs.getItems().setAll(task.getValue());
            int n = task.getValue().size();
            Fx.showInfo(status, n + (n == 1 ? " run in " : " runs in ") + dir.toAbsolutePath()
                    + (task.getValue().isEmpty() ? "" : ". Choose one."));
            if (!task.getValue().isEmpty()) {
                int index = runId == null ? -1 : runs.getItems().stream().map(RunTableRow::id).toList().indexOf(runId);
                if (index < 0) {
                    runs.getSelectionModel().selectLast();
                } else {
                    runs.getSelectionModel().select(index);
                    runs.scrollTo(index);
                }
            }
        });
        task.setOnFailed(e -> Fx.showFailure(status, task));
        running = Fx.start(task, "pairs-runs");
    }

    /** A stored run and its MarketOrder latency histogram, both read off the JavaFX thread. */
    private record LoadedRun(RunStore.StoredRun run, List<LatencyHistogram.Bucket> buckets, String noHistogram) {
    }

    private void openRun(long id) {
        Path dir = opened;
        if (loading != null) {
            loading.cancel();
        }
        Task<LoadedRun> task = new Task<>() {
            @Override
            protected LoadedRun call() throws Exception {
                RunStore.StoredRun run;
                try (RunStore store = RunStore.openReadOnly(dir)) {
                    run = store.find(id).orElseThrow(() -> new IllegalArgumentException("run " + id + " is gone"));
                }
                if (!RunFiles.isRecorded(run.report(), RunFile.LATENCY_HLOG)) {
                    return new LoadedRun(run, List.of(), "This run has no latency log.");
                }
                Optional<Path> hlog = RunFiles.file(run.report(), dir, RunFile.LATENCY_HLOG);
                if (hlog.isEmpty()) {
                    return new LoadedRun(run, List.of(), "The latency log "
                            + RunFiles.recorded(run.report(), RunFile.LATENCY_HLOG.key())
                            + " is not there, nor in its run folder under " + dir + ".");
                }
                try {
                    return new LoadedRun(run, LatencyHistogram.buckets(
                            LatencyHistogram.read(hlog.get(), "MarketOrder")), null);
                } catch (RuntimeException e) {
                    return new LoadedRun(run, List.of(), Fx.describe(e));
                }
            }
        };
        Fx.showInfo(status, "Loading run " + id + "...");
        // Only the newest selection is shown: a slower, earlier load that ends later is dropped.
        task.setOnSucceeded(e -> {
            if (loading == task) {
                show(task.getValue());
            }
        });
        task.setOnFailed(e -> {
            if (loading == task) {
                Fx.showFailure(status, task);
            }
        });
        loading = task;
        running = Fx.start(task, "pairs-run");
    }

    private void show(LoadedRun loaded) {
        RunStore.StoredRun run = loaded.run();
        RunReport r = run.report();
        List<SecondStats> seconds = run.seconds();
        Fx.showInfo(status, String.format("Run %d: %s, SF %d, %s profile, %s, %d seconds recorded.", r.runId(),
                r.engine(), r.scaleFactor(), r.profile(), r.pacing(), seconds.size()));

        latencyChart = chart("latency-chart", "Order latency per second", "latency (ms)");
        // Seconds without an answer have no latency: a line never crosses them, and a second alone is a point.
        latencyChart.joinOnlyWithin(1);
        latencyChart.getData().add(series("MarketOrder p50", seconds, s -> ms(s.orderP50())));
        latencyChart.getData().add(series("MarketOrder p99", seconds, s -> ms(s.orderP99())));
        latencyChart.getData().add(series("MarketOrder max", seconds, s -> ms(s.orderMax())));
        latencyChart.getData().add(series("Indicator p99", seconds, s -> ms(s.indicatorP99())));
        // A rate over the last, partial second of a few milliseconds is noise: rates use whole-enough seconds.
        List<SecondStats> whole = seconds.stream().filter(s -> s.lengthSeconds() >= MIN_RATE_SECONDS).toList();
        rateChart = chart("rate-chart", "Input rate", "ticks/s");
        rateChart.getData().add(series("planned", whole, SecondStats::plannedRate));
        rateChart.getData().add(series("actual", whole, SecondStats::inputRate));
        int cores = r.machine() == null ? 1 : Math.max(1, r.machine().cores());
        cpuChart = chart("cpu-chart", "CPU (process, % of " + cores + " cores)", "CPU %");
        cpuChart.getData().add(series("CPU", whole,
                s -> s.cpuNanos() < 0 ? Double.NaN : 100.0 * s.cpuNanos() / (s.lengthSeconds() * 1e9 * cores)));
        heapChart = chart("heap-chart", "Heap in use", "MB");
        heapChart.getData().add(series("heap", seconds, s -> s.heapUsedBytes() / 1e6));
        cpuChart.setLegendVisible(false);
        heapChart.setLegendVisible(false);
        if (r.pacing() != PacingMode.FLAT_OUT) {
            double from = r.measurementStartSeconds() / r.rateFactor();
            double to = r.measurementEndSeconds() / r.rateFactor();
            for (MarkedLineChart c : List.of(latencyChart, rateChart, cpuChart, heapChart)) {
                c.addBand(from, to, "measurement-interval");
            }
        }

        Node histogram = loaded.noHistogram() != null
                ? new Label(loaded.noHistogram()) : histogram(loaded.buckets());
        VBox resources = new VBox(4, cpuChart, heapChart);
        VBox.setVgrow(cpuChart, Priority.ALWAYS);
        VBox.setVgrow(heapChart, Priority.ALWAYS);
        tabs.getTabs().setAll(tab("Summary", summary(r)), tab("Latency", latencyChart),
                tab("Histogram", histogram), tab("Input rate", rateChart), tab("CPU and heap", resources));
    }

    private Node histogram(List<LatencyHistogram.Bucket> buckets) {
        CategoryAxis x = new CategoryAxis();
        x.setLabel("latency of MarketOrder answers, whole run (buckets double)");
        NumberAxis y = new NumberAxis();
        y.setLabel("answers");
        histogramChart = new BarChart<>(x, y);
        histogramChart.setId("histogram-chart");
        histogramChart.setAnimated(false);
        histogramChart.setLegendVisible(false);
        histogramChart.setBarGap(0);
        histogramChart.setCategoryGap(2);
        XYChart.Series<String, Number> s = new XYChart.Series<>();
        s.setName("MarketOrder");
        buckets.forEach(b -> s.getData().add(new XYChart.Data<>(b.label(), b.count())));
        histogramChart.getData().add(s);
        return histogramChart;
    }

    private static Node summary(RunReport r) {
        GridPane grid = new GridPane();
        grid.setId("run-summary");
        grid.setHgap(16);
        grid.setVgap(5);
        grid.setPadding(new Insets(12));
        grid.getColumnConstraints().add(Fx.labelColumn()); // keys whole: "MarketOrder latency (MI)", not cut
        RunReport.Latency mi = r.latency();
        Object[][] rows = {
            {"run", r.runId() + " started " + RunTableRow.started(r.startedAt()) + " UTC"},
            {"engine", r.engine() + (r.engineDescription() == null ? "" : " (" + r.engineDescription() + ")")},
            {"scale factor", r.scaleFactor() + " (" + r.strategies() + " strategies), load " + r.load()},
            {"profile", String.format("%s, measurement interval [%.0f, %.0f) s", r.profile(),
                    r.measurementStartSeconds(), r.measurementEndSeconds())},
            {"pacing", r.pacing() + (r.rateFactor() != 1 ? " (rate factor " + r.rateFactor() + ")" : "")},
            {"status", r.status() + (r.failure() == null ? "" : ": " + r.failure())},
            {"ticks sent", String.format("%,d in %.1f s", r.ticksSent(), r.driveSeconds())},
            {"answers", String.format("%,d (%,d indicators, %,d orders)", r.answers().received(),
                    r.answers().indicators(), r.answers().marketOrders())},
            {"validation", RunTexts.validation(r)},
            {"MarketOrder latency (MI)", r.pacing() == PacingMode.FLAT_OUT
                    ? "not measured: a flat-out run sends on no schedule" : latency(mi.marketOrder())},
            {"Indicator latency (MI)", latency(mi.indicator())},
            {"lateness", r.pacing() == PacingMode.FLAT_OUT ? "none: a flat-out run sends on no schedule"
                    : String.format("p50 %s, p99 %s, max %s", Durations.format(r.lateness().p50Us() / 1e3),
                    Durations.format(r.lateness().p99Us() / 1e3), Durations.format(r.lateness().maxUs() / 1e3))},
            {"keeping up", r.lateness() == null || r.lateness().keepingUp() == null ? "not judged (flat out, or not "
                    + "driven)" : r.lateness().keepingUp().describe()},
            {"p_score", RunTexts.pScore(r)},
        };
        for (int i = 0; i < rows.length; i++) {
            Label key = Fx.heading(rows[i][0].toString());
            Label value = new Label(String.valueOf(rows[i][1]));
            value.setId("summary-" + rows[i][0].toString().replaceAll("[^A-Za-z_]+", "-"));
            value.setWrapText(true);
            grid.addRow(i, key, value);
        }
        // What spoiled the run leads, as on its report page: a green verdict alone would hide it.
        List<String> caveats = RunCaveats.of(r);
        if (caveats.isEmpty()) {
            return grid;
        }
        Label lead = new Label(String.join("\n", caveats));
        lead.setId("summary-caveats");
        lead.setWrapText(true);
        lead.getStyleClass().add("caveat");
        lead.setPadding(new Insets(12, 12, 0, 12));
        return new VBox(lead, grid);
    }

    private static String latency(org.pairsbench.harness.measure.LatencySummary l) {
        return l.count() == 0 ? "no answers" : String.format(Locale.ROOT, "%,d answer%s: avg %.3f ms, p50 %.3f ms, "
                + "p99 %.3f ms, p99.9 %.3f ms, max %.3f ms", l.count(), l.count() == 1 ? "" : "s", l.avgMs(), l.p50Ms(),
                l.p99Ms(), l.p999Ms(), l.maxMs());
    }

    static double ms(long nanos) {
        return nanos < 0 ? Double.NaN : nanos / 1e6;
    }

    private static MarkedLineChart chart(String id, String title, String yLabel) {
        NumberAxis x = new NumberAxis();
        x.setLabel("seconds since the start of the run");
        NumberAxis y = new NumberAxis();
        y.setLabel(yLabel);
        MarkedLineChart c = new MarkedLineChart(x, y);
        c.setId(id);
        c.setTitle(title);
        c.setAnimated(false);
        c.setCreateSymbols(false);
        return c;
    }

    /** One point per second; seconds without a value (no answer timed, flat out) are left out. */
    private static XYChart.Series<Number, Number> series(String name, List<SecondStats> seconds,
                                                         ToDoubleFunction<SecondStats> value) {
        return MarkedLineChart.series(name, seconds, SecondStats::startSecond, value);
    }

    private static Tab tab(String name, Node content) {
        Tab tab = new Tab(name, content);
        tab.setId("tab-" + name.replace(' ', '-'));
        return tab;
    }

    /** A column of typed values (so it sorts by value) shown through {@code format}. */
    private static <T> TableColumn<RunTableRow, T> column(String name, double width, Function<RunTableRow, T> value,
                                                         Function<T, String> format) {
        TableColumn<RunTableRow, T> c = new TableColumn<>(name);
        c.setId("col-" + name.replaceAll("[^A-Za-z0-9_]+", "-"));
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : format.apply(item));
            }
        });
        return c;
    }

}
