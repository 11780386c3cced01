package org.pairsbench.site;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.Range;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.pairsbench.report.chart.ChartStyle;
import org.pairsbench.report.chart.SvgRenderer;

/**
 * The sweep charts: a measure of each run against its scale factor, one line per series, a filled marker where the
 * run kept up and a hollow one where it did not (or was not judged); series of a profile that cannot give Pairs
 * results are dashed. Drawn with the report's style ({@link ChartStyle}) and renderer ({@link SvgRenderer}).
 */
final class SweepCharts {

    static final int WIDTH = 1000;
    static final int HEIGHT = 380;

    /** What a chart draws against the scale factor; values of 0 or none are not drawn (log axis). */
    enum Measure {
        P_SCORE("p-score", "p_score against scale factor", "p_score (log scale)", PublishedRun::pScore),
        MARKET_ORDER_P99("p99", "MarketOrder p99 latency against scale factor", "MarketOrder p99, ms (log scale)",
                PublishedRun::marketOrderP99Ms),
        LATENESS_P99("lateness", "driver lateness p99 against scale factor", "lateness p99, ms (log scale)",
                PublishedRun::latenessP99Ms);

        final String id;
        final String title;
        final String axis;
        final Function<PublishedRun, Double> value;

        Measure(String id, String title, String axis, Function<PublishedRun, Double> value) {
            this.id = id;
            this.title = title;
            this.axis = axis;
            this.value = value;
        }
    }

    /** One drawn chart: its element id, the SVG, and the runs it could not draw (no value, or 0). */
    record Chart(String id, String title, String svg, int notDrawn) {
    }

    private static final double MARGIN = 1.15;
    private static final Shape MARKER = new Ellipse2D.Double(-4.5, -4.5, 9, 9);

    private SweepCharts() {
    }

    /** The three charts of {@code series}, their ids {@code idPrefix}-p-score, -p99 and -lateness. */
    static List<Chart> of(String idPrefix, Map<SeriesKey, List<PublishedRun>> series) {
        SvgRenderer.headless();
        List<Chart> charts = new ArrayList<>();
        for (Measure m : Measure.values()) {
            String id = idPrefix + "-" + m.id;
            int notDrawn = 0;
            XYSeriesCollection data = new XYSeriesCollection();
            List<List<Boolean>> keptUp = new ArrayList<>();
            for (Map.Entry<SeriesKey, List<PublishedRun>> e : series.entrySet()) {
                XYSeries s = new XYSeries(e.getKey().legend(), false, true);
                List<Boolean> kept = new ArrayList<>();
                List<PublishedRun> drawn = new ArrayList<>();
                for (PublishedRun r : e.getValue()) {
                    Double v = m.value.apply(r);
                    if (v == null || v <= 0) {
                        notDrawn++;
                    } else {
                        drawn.add(r);
                    }
                }
                drawn.sort(Comparator.comparingInt(PublishedRun::scaleFactor)
                        .thenComparing(r -> m.value.apply(r)).thenComparing(PublishedRun::path));
                for (PublishedRun r : drawn) {
                    s.add(r.scaleFactor(), m.value.apply(r));
                    kept.add(Boolean.TRUE.equals(r.keptUp()));
                }
                data.addSeries(s);
                keptUp.add(kept);
            }
            charts.add(new Chart(id, m.title, SvgRenderer.render(chart(m, data, keptUp, List.copyOf(series.keySet())),
                    id, WIDTH, HEIGHT), notDrawn));
        }
        return charts;
    }

    private static JFreeChart chart(Measure m, XYSeriesCollection data, List<List<Boolean>> keptUp,
                                    List<SeriesKey> keys) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true) {
            /** True while the legend is drawn: its markers name a series, filled, whatever its first run did. */
            private boolean legend;

            @Override
            public LegendItem getLegendItem(int datasetIndex, int series) {
                legend = true;
                try {
                    return super.getLegendItem(datasetIndex, series);
                } finally {
                    legend = false;
                }
            }

            @Override
            public boolean getItemShapeFilled(int series, int item) {
                List<Boolean> kept = keptUp.get(series);
                return legend || item < kept.size() && kept.get(item);
            }
        };
        r.setDrawOutlines(true);
        r.setUseOutlinePaint(false);
        for (int i = 0; i < keys.size(); i++) {
            r.setSeriesPaint(i, ChartStyle.PALETTE[i % ChartStyle.PALETTE.length]);
            r.setSeriesShape(i, MARKER);
            r.setSeriesOutlineStroke(i, new BasicStroke(1.6f));
            r.setSeriesStroke(i, keys.get(i).standardProfile() ? new BasicStroke(1.8f)
                    : new BasicStroke(1.4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        }
        LogAxis values = ChartStyle.decades(m.axis, data);
        values.setNumberFormatOverride(new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        values.setMinorTickMarksVisible(true);
        LogAxis scaleFactors = scaleFactorAxis(data);
        // A little room beyond the decades, so a marker on a decade is not cut in half by the plot's edge.
        for (LogAxis axis : List.of(values, scaleFactors)) {
            axis.setRange(axis.getLowerBound() / MARGIN, axis.getUpperBound() * MARGIN);
        }
        XYPlot plot = new XYPlot(data, scaleFactors, values, r);
        plot.setNoDataMessage("no run with a value to show");
        JFreeChart chart = ChartStyle.apply(new JFreeChart(m.title, JFreeChart.DEFAULT_TITLE_FONT, plot, true));
        // Room for the last scale factor's label, centred on the plot's right edge.
        chart.setPadding(new RectangleInsets(4, 4, 4, 24));
        return chart;
    }

    /** The scale factor on a log axis from the decade below the smallest to the decade above the largest. */
    private static LogAxis scaleFactorAxis(XYSeriesCollection data) {
        LogAxis axis = new LogAxis("scale factor (log scale)");
        axis.setNumberFormatOverride(new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        axis.setTickUnit(new NumberTickUnit(1.0), false, true);
        axis.setMinorTickMarksVisible(true);
        // Without the interval an XYSeriesCollection adds around its x values, which would widen the axis by decades.
        Range r = DatasetUtils.findDomainBounds(data, false);
        if (r != null && r.getLowerBound() > 0) {
            double low = Math.pow(10, Math.floor(Math.log10(r.getLowerBound())));
            double high = Math.pow(10, Math.ceil(Math.log10(r.getUpperBound())));
            axis.setRange(low / 1.0001, (high > low ? high : low * 10) * 1.0001);
        } else {
            axis.setRange(1 / 1.0001, 10 * 1.0001);
        }
        return axis;
    }
}
