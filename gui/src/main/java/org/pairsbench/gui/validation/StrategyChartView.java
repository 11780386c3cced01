package org.pairsbench.gui.validation;

import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.gui.MarkedLineChart;

/**
 * Thesis Figure 7.5 for one strategy: the ratio of its two averaged prices, the average of the ratio and the
 * upper and lower Bollinger bands over time, the expected orders (filled triangles, up for BUY, down for SELL)
 * and the engine's (hollow), placed on the ratio at their trigger, and the first divergence shaded red.
 * x is the trigger's tickTS in seconds.
 */
public final class StrategyChartView {

    /** Series names, in the chart's order. */
    public static final String RATIO = "ratio (expected)";
    public static final String AVERAGE = "average";
    public static final String UPPER = "upper band";
    public static final String LOWER = "lower band";
    public static final String ENGINE_RATIO = "ratio (engine)";
    public static final String BUY_EXPECTED = "BUY expected";
    public static final String SELL_EXPECTED = "SELL expected";
    public static final String BUY_ENGINE = "BUY engine";
    public static final String SELL_ENGINE = "SELL engine";

    private final MarkedLineChart chart;
    private final BorderPane root = new BorderPane();

    public StrategyChartView(StrategyTrace trace) {
        NumberAxis x = new NumberAxis();
        x.setLabel("trigger tickTS (s)");
        x.setForceZeroInRange(false);
        NumberAxis y = new NumberAxis();
        y.setLabel("ratio of the average prices");
        y.setForceZeroInRange(false);
        chart = new MarkedLineChart(x, y);
        chart.setId("strategy-chart");
        chart.getStyleClass().add("strategy-chart");
        chart.setAnimated(false);
        chart.setCreateSymbols(true);
        chart.setTitle("Strategy " + trace.strategy());

        List<XYChart.Series<Number, Number>> lines = List.of(
                line(RATIO, trace.expectedIndicators(), Indicator::ratio),
                line(AVERAGE, trace.expectedIndicators(), Indicator::avgRatio),
                line(UPPER, trace.expectedIndicators(), Indicator::upperBand),
                line(LOWER, trace.expectedIndicators(), Indicator::lowerBand),
                line(ENGINE_RATIO, trace.engineIndicators(), Indicator::ratio));
        NavigableMap<Long, Double> expectedRatio = ratios(trace.expectedIndicators());
        NavigableMap<Long, Double> engineRatio = ratios(trace.engineIndicators());
        List<XYChart.Series<Number, Number>> markers = List.of(
                markers(BUY_EXPECTED, trace.expectedOrders(), OrderType.BUY, expectedRatio, expectedRatio),
                markers(SELL_EXPECTED, trace.expectedOrders(), OrderType.SELL, expectedRatio, expectedRatio),
                markers(BUY_ENGINE, trace.engineOrders(), OrderType.BUY, engineRatio, expectedRatio),
                markers(SELL_ENGINE, trace.engineOrders(), OrderType.SELL, engineRatio, expectedRatio));
        chart.getData().addAll(lines);
        chart.getData().addAll(markers);
        // Lines without point symbols (thousands of points); orders as symbols without a line.
        for (XYChart.Series<Number, Number> s : lines) {
            s.getData().forEach(d -> d.getNode().setVisible(false));
        }
        for (XYChart.Series<Number, Number> s : markers) {
            s.getNode().setStyle("-fx-stroke: transparent;");
        }
        lines.get(4).getNode().setStyle("-fx-stroke-dash-array: 6 4; -fx-stroke-width: 1.5px;");

        String summary;
        if (trace.firstDivergence().isPresent()) {
            double at = trace.firstDivergence().getAsLong() / 1000.0;
            chart.addBand(at, at, "divergence");
            summary = String.format("First divergence from the expected answers at tickTS %,d ms (red band).",
                    trace.firstDivergence().getAsLong());
        } else {
            summary = "The engine's answers of this strategy agree with the expected ones.";
        }
        Label note = new Label(summary + String.format("  Expected: %d indicators, %d orders; engine: %d indicators, "
                        + "%d orders.", trace.expectedIndicators().size(), trace.expectedOrders().size(),
                trace.engineIndicators().size(), trace.engineOrders().size()));
        note.setId("chart-summary");
        note.setWrapText(true);
        VBox bottom = new VBox(note);
        bottom.setPadding(new Insets(6, 10, 8, 10));
        root.setCenter(chart);
        root.setBottom(bottom);
    }

    public Parent root() {
        return root;
    }

    public MarkedLineChart chart() {
        return chart;
    }

    private static XYChart.Series<Number, Number> line(String name, List<Indicator> indicators,
                                                       ToDoubleFunction<Indicator> value) {
        return MarkedLineChart.series(name, indicators, i -> i.inputTickTS() / 1000.0, value);
    }

    private static Double ratioAt(NavigableMap<Long, Double> own, NavigableMap<Long, Double> expected, long tickTS) {
        for (NavigableMap<Long, Double> m : List.of(own, expected)) {
            if (m.containsKey(tickTS)) {
                return m.get(tickTS);
            }
        }
        NavigableMap<Long, Double> m = own.isEmpty() ? expected : own;
        Map.Entry<Long, Double> near = m.floorEntry(tickTS) != null ? m.floorEntry(tickTS) : m.ceilingEntry(tickTS);
        return near == null ? null : near.getValue();
    }

    private static NavigableMap<Long, Double> ratios(List<Indicator> indicators) {
        NavigableMap<Long, Double> out = new TreeMap<>();
        indicators.forEach(i -> out.putIfAbsent(i.inputTickTS(), i.ratio()));
        return out;
    }

    /**
     * Orders of one type as points on the ratio of their trigger: the side's own ratio at that trigger, else the
     * expected one; an order at a trigger without an indicator (an undue one, say) sits on the last ratio
     * before it (or the first after it) so that it is still seen.
     */
    private static XYChart.Series<Number, Number> markers(String name, List<MarketOrder> orders, OrderType type,
                                                          NavigableMap<Long, Double> ratio,
                                                          NavigableMap<Long, Double> fallback) {
        XYChart.Series<Number, Number> s = new XYChart.Series<>();
        s.setName(name);
        for (MarketOrder o : orders) {
            Double y = ratioAt(ratio, fallback, o.inputTickTS());
            if (o.type() == type && y != null) {
                s.getData().add(new XYChart.Data<>(o.inputTickTS() / 1000.0, y));
            }
        }
        return s;
    }
}
