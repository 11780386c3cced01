package org.pairsbench.gui.run;

import java.util.List;
import javafx.scene.Parent;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.units.Durations;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.MarkedLineChart;
import org.pairsbench.gui.monitor.RunTexts;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.RunCaveats;

/**
 * The Run window's right side: the run as it drives ({@link LiveFigures}: time gone and left, input rate,
 * answers, lateness, and the MarketOrder p99 of each second with the measurement interval shaded), then its
 * result (status and verdict, the p_score with its sample).
 */
final class LivePanel {

    private final Label elapsed = value("elapsed");
    private final Label remaining = value("remaining");
    private final Label inputRate = value("input-rate");
    private final Label answers = value("answers");
    private final Label lateness = value("lateness");
    private final Label verdict = value("verdict");
    private final Label pScore = value("p-score");
    private final Label caveats = value("caveats");
    private final MarkedLineChart latencyChart;
    private final XYChart.Series<Number, Number> orderP99 = new XYChart.Series<>();
    private final VBox root;
    private LiveFigures live;

    LivePanel() {
        GridPane figures = new GridPane();
        figures.setHgap(14);
        figures.setVgap(4);
        figures.getColumnConstraints().add(Fx.labelColumn());
        int row = 0;
        figures.addRow(row++, new Label("Time"), elapsed);
        figures.addRow(row++, new Label("Left"), remaining);
        figures.addRow(row++, new Label("Input rate"), inputRate);
        figures.addRow(row++, new Label("Answers"), answers);
        figures.addRow(row++, new Label("Lateness"), lateness);
        NumberAxis x = new NumberAxis();
        x.setLabel("seconds since the start of the run");
        NumberAxis y = new NumberAxis();
        y.setLabel("p99 (ms)");
        latencyChart = new MarkedLineChart(x, y);
        latencyChart.setId("order-latency-chart");
        latencyChart.setTitle("MarketOrder latency per second");
        latencyChart.setAnimated(false);
        latencyChart.setLegendVisible(false);
        // A second without MarketOrders has no latency: no line across it (as in the monitor).
        latencyChart.joinOnlyWithin(1);
        orderP99.setName("MarketOrder p99");
        latencyChart.getData().add(orderP99);
        verdict.setWrapText(true);
        pScore.setWrapText(true);
        caveats.setWrapText(true);
        caveats.getStyleClass().add("caveat");
        root = new VBox(8, Fx.heading("Live"), figures, latencyChart, Fx.heading("Result"), verdict, caveats, pScore);
        VBox.setVgrow(latencyChart, Priority.ALWAYS);
        clear();
    }

    Parent root() {
        return root;
    }

    MarkedLineChart latencyChart() {
        return latencyChart;
    }

    /**
     * Clears the last run and readies the panel for a paced run of {@code profile} at {@code rateFactor}: the
     * drive's planned time, the measurement interval in the run's seconds.
     */
    void start(RateProfile profile, double rateFactor) {
        clear();
        latencyChart.addBand(profile.measurementStartSeconds() / rateFactor,
                profile.measurementEndSeconds() / rateFactor, "measurement-interval");
        live = new LiveFigures(profile.durationSeconds() / rateFactor);
        remaining.setText(LiveFigures.clock(live.remainingSeconds()));
    }

    /** One more second of the drive. */
    void second(SecondStats row) {
        if (live == null) {
            return;
        }
        LiveFigures.OrderLatency point = live.add(row);
        elapsed.setText(LiveFigures.clock(live.elapsedSeconds()));
        remaining.setText(LiveFigures.clock(live.remainingSeconds()));
        inputRate.setText(Double.isNaN(live.plannedRate()) ? String.format("%,.0f ticks/s", live.inputRate())
                : String.format("%,.0f ticks/s (planned %,.0f)", live.inputRate(), live.plannedRate()));
        answers.setText(String.format("%,d (%,d ticks sent)", live.answers(), live.ticksSent()));
        lateness.setText(live.latenessP99Us() < 0 ? "-" : "p99 " + Durations.format(live.latenessP99Us() / 1e3));
        if (point != null) {
            orderP99.getData().add(new XYChart.Data<>(point.second(), point.p99Ms()));
        }
    }

    /**
     * The recorded run's status and verdict (what part of the stream, when it ended early), what may have spoiled
     * it (its warnings, not keeping up: as the console and the report say them) and p_score.
     */
    void result(RunReport r) {
        verdict.getStyleClass().setAll("label", r.validation().passed() ? "verdict-passed" : "verdict-failed");
        verdict.setText(r.status() + ", validation " + RunTexts.validation(r));
        List<String> spoilers = RunCaveats.of(r);
        caveats.setText(String.join("\n", spoilers));
        caveats.setVisible(!spoilers.isEmpty());
        caveats.setManaged(!spoilers.isEmpty());
        pScore.setText("p_score " + RunTexts.pScore(r));
    }

    private void clear() {
        for (Label l : List.of(elapsed, remaining, inputRate, answers, lateness)) {
            l.setText("-");
        }
        verdict.getStyleClass().setAll("label");
        verdict.setText("-");
        pScore.setText("-");
        caveats.setText("");
        caveats.setVisible(false);
        caveats.setManaged(false);
        orderP99.getData().clear();
        latencyChart.clearBands();
        live = null;
    }

    private static Label value(String id) {
        Label label = new Label();
        label.setId(id);
        return label;
    }
}
