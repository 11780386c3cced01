package org.pairsbench.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.shape.Rectangle;

/**
 * A line chart over numbers that can shade ranges of x behind its lines: the measurement interval of a run
 * (thesis Figure 7.13) or the first divergence of an engine from the expected answers.
 */
public final class MarkedLineChart extends LineChart<Number, Number> {

    /** A shaded x range; {@code rectangle} carries the style class that colours it. */
    public record Band(double fromX, double toX, Rectangle rectangle) {
    }

    /** Narrower bands are widened to this, in pixels, so that a single instant stays visible. */
    private static final double MIN_BAND_PIXELS = 4;

    private final List<Band> bands = new ArrayList<>();

    public MarkedLineChart(NumberAxis xAxis, NumberAxis yAxis) {
        super(xAxis, yAxis);
    }

    /** Shades [fromX, toX] behind the lines with the CSS class {@code styleClass}. */
    public Band addBand(double fromX, double toX, String styleClass) {
        Rectangle rectangle = new Rectangle();
        rectangle.getStyleClass().addAll("chart-band", styleClass);
        rectangle.setMouseTransparent(true);
        Band band = new Band(fromX, toX, rectangle);
        bands.add(band);
        getPlotChildren().add(0, rectangle);
        requestChartLayout();
        return band;
    }

    public List<Band> bands() {
        return List.copyOf(bands);
    }

    /** A series of one point per item; points whose x or y is NaN or infinite (no value) are left out. */
    public static <T> XYChart.Series<Number, Number> series(String name, List<T> items, ToDoubleFunction<T> x,
                                                            ToDoubleFunction<T> y) {
        XYChart.Series<Number, Number> s = new XYChart.Series<>();
        s.setName(name);
        for (T item : items) {
            double xv = x.applyAsDouble(item);
            double yv = y.applyAsDouble(item);
            if (Double.isFinite(xv) && Double.isFinite(yv)) {
                s.getData().add(new XYChart.Data<>(xv, yv));
            }
        }
        return s;
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        NumberAxis x = (NumberAxis) getXAxis();
        double height = getYAxis().getHeight();
        for (Band band : bands) {
            double from = x.getDisplayPosition(band.fromX());
            double to = x.getDisplayPosition(band.toX());
            double width = Math.max(MIN_BAND_PIXELS, to - from);
            band.rectangle().setX(width > to - from ? (from + to - width) / 2 : from);
            band.rectangle().setY(0);
            band.rectangle().setWidth(width);
            band.rectangle().setHeight(height);
        }
    }
}
