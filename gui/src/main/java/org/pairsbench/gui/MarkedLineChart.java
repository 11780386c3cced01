package org.pairsbench.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;
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
    /** Points further apart in x are not joined; infinite: every point is joined to the next (a plain line chart). */
    private double joinWithin = Double.POSITIVE_INFINITY;

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

    /** Removes every band (a chart that shows one run after another). */
    public void clearBands() {
        bands.forEach(b -> getPlotChildren().remove(b.rectangle()));
        bands.clear();
        requestChartLayout();
    }

    /**
     * Joins two neighbouring points of a series only when their x differ by at most {@code dx}: a series with gaps
     * (seconds without a value) is drawn as separate line pieces, and a point with no neighbour that close gets a
     * symbol, so sparse points show as points instead of lines across the gaps. Call before adding series.
     */
    public void joinOnlyWithin(double dx) {
        this.joinWithin = dx;
    }

    @Override
    protected void seriesAdded(Series<Number, Number> series, int seriesIndex) {
        if (Double.isFinite(joinWithin)) {
            List<Data<Number, Number>> data = series.getData();
            for (int i = 0; i < data.size(); i++) {
                boolean joinedBefore = i > 0 && joined(data.get(i - 1), data.get(i));
                boolean joinedAfter = i + 1 < data.size() && joined(data.get(i), data.get(i + 1));
                if (!joinedBefore && !joinedAfter && data.get(i).getNode() == null) {
                    // LineChart styles a point's own node as a symbol of its series (chart-line-symbol, colour).
                    data.get(i).setNode(new StackPane());
                }
            }
        }
        super.seriesAdded(series, seriesIndex);
    }

    private boolean joined(Data<Number, Number> a, Data<Number, Number> b) {
        return Math.abs(b.getXValue().doubleValue() - a.getXValue().doubleValue()) <= joinWithin;
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
        if (Double.isFinite(joinWithin)) {
            for (Series<Number, Number> series : getData()) {
                breakAtGaps(series, x, (NumberAxis) getYAxis());
            }
        }
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

    /** Redraws the series' line with a move, not a line, to each point too far from the one before it. */
    private void breakAtGaps(Series<Number, Number> series, NumberAxis x, NumberAxis y) {
        if (!(series.getNode() instanceof Path path)) {
            return;
        }
        List<PathElement> elements = new ArrayList<>();
        Data<Number, Number> previous = null;
        for (Data<Number, Number> d : series.getData()) {
            double px = x.getDisplayPosition(d.getXValue());
            double py = y.getDisplayPosition(d.getYValue());
            elements.add(previous != null && joined(previous, d) ? new LineTo(px, py) : new MoveTo(px, py));
            previous = d;
        }
        path.getElements().setAll(elements);
    }
}
