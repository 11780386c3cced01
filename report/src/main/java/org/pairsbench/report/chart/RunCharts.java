package org.pairsbench.report.chart;

import java.awt.BasicStroke;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.pairsbench.core.units.Durations;
import org.pairsbench.report.model.HistogramBin;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.Timeline;

/**
 * The charts of a run report, as JFreeChart charts, keyed by the id of the page section that shows them.
 * Time runs in seconds since the run start; the measurement interval is shaded and phase starts are marked.
 */
public final class RunCharts {

    public static final String HISTOGRAM = "chart-latency-histogram";
    public static final String LATENCY_OVER_TIME = "chart-latency-over-time";
    public static final String INPUT_RATE = "chart-input-rate";
    public static final String ANSWER_RATE = "chart-answer-rate";
    public static final String RESOURCES = "chart-resources";

    private static final String TIME_AXIS = "seconds since the run start";

    private RunCharts() {
    }

    /** Every chart of the report as an inline SVG element, by id, in page order. */
    public static Map<String, String> svg(Report report) {
        SvgRenderer.headless();
        Map<String, String> svg = new LinkedHashMap<>();
        svg.put(HISTOGRAM, SvgRenderer.render(histogram(report.histogram()), HISTOGRAM, 1000, 330));
        svg.put(LATENCY_OVER_TIME, SvgRenderer.render(latencyOverTime(report.timeline()), LATENCY_OVER_TIME, 1000, 500));
        svg.put(INPUT_RATE, SvgRenderer.render(inputRate(report.timeline()), INPUT_RATE, 1000, 300));
        svg.put(ANSWER_RATE, SvgRenderer.render(answerRate(report.timeline()), ANSWER_RATE, 1000, 260));
        svg.put(RESOURCES, SvgRenderer.render(resources(report.timeline()), RESOURCES, 1000, 540));
        return svg;
    }

    static JFreeChart histogram(List<HistogramBin> bins) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (HistogramBin b : bins) {
            data.addValue(b.count(), b.stream(), "\u2264 " + Durations.format(b.toMs()));
        }
        JFreeChart chart = ChartFactory.createBarChart("Latency histogram, answers triggered in the measurement interval",
                "latency (bins double in width)", "answers", data, PlotOrientation.VERTICAL, true, false, false);
        ChartStyle.apply(chart);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.getDomainAxis().setCategoryMargin(0.1);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        ChartStyle.useIntegerTicks((NumberAxis) plot.getRangeAxis());
        for (int i = 0; i < data.getRowCount(); i++) {
            plot.getRenderer().setSeriesPaint(i, ChartStyle.PALETTE[i]);
        }
        if (bins.isEmpty()) {
            plot.setNoDataMessage("no answer was triggered in the measurement interval");
        }
        return chart;
    }

    static JFreeChart latencyOverTime(Timeline t) {
        NumberAxis time = ChartStyle.numberAxis(TIME_AXIS);
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(time);
        combined.setGap(12);
        combined.add(latencyPlot(t, "Indicator", Timeline.SecondPoint::indicatorP50Ms,
                Timeline.SecondPoint::indicatorP99Ms, Timeline.SecondPoint::indicatorMaxMs, true), 1);
        combined.add(latencyPlot(t, "MarketOrder", Timeline.SecondPoint::orderP50Ms,
                Timeline.SecondPoint::orderP99Ms, Timeline.SecondPoint::orderMaxMs, false), 1);
        String per = t.binSeconds() == 1 ? "Latency per second (answers timed in that second)"
                : "Latency per " + t.binSeconds() + "-second bin (its worst second; answers timed in that second)";
        return ChartStyle.apply(new JFreeChart(per, JFreeChart.DEFAULT_TITLE_FONT, combined, true));
    }

    private static XYPlot latencyPlot(Timeline t, String stream, Function<Timeline.SecondPoint, Double> p50,
                                      Function<Timeline.SecondPoint, Double> p99,
                                      Function<Timeline.SecondPoint, Double> max, boolean labelled) {
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(series(t, stream + " p50", p50));
        data.addSeries(series(t, stream + " p99", p99));
        data.addSeries(series(t, stream + " max", max));
        LogAxis ms = ChartStyle.decades(stream + " latency (ms)", data);
        // Seconds without answers leave gaps, and Pairs answers are sparse (every 5 s at most): a point between
        // two gaps would draw no line, so it gets a dot.
        XYLineAndShapeRenderer renderer = new IsolatedPointRenderer();
        style(renderer, 3, stream.equals("MarketOrder") ? 3 : 0);
        for (int i = 0; i < 3; i++) {
            // 6 px unoutlined: as large as the outlined 5 px dots were.
            renderer.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-3, -3, 6, 6));
        }
        XYPlot plot = new XYPlot(data, null, ms, renderer);
        ChartStyle.markPhases(plot, t, labelled);
        return plot;
    }

    static JFreeChart inputRate(Timeline t) {
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(series(t, "planned ticks/s", Timeline.SecondPoint::plannedRate));
        data.addSeries(series(t, "actual ticks/s", p -> p.inputRate()));
        return timeChart("Input rate: planned (rate profile) and actual", "ticks per second", data, t, lines(2, 0));
    }

    static JFreeChart answerRate(Timeline t) {
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(series(t, "answers/s (both streams)", p -> p.answerRate()));
        return timeChart("Answers per second", "answers per second", data, t, bars(2));
    }

    static JFreeChart resources(Timeline t) {
        NumberAxis time = ChartStyle.numberAxis(TIME_AXIS);
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(time);
        combined.setGap(12);
        combined.add(subplot(t, "CPU (cores busy)", series(t, "process CPU, cores", Timeline.SecondPoint::cpuCores),
                lines(1, 4), true), 1);
        combined.add(subplot(t, "heap (MiB)", series(t, "heap in use, MiB", p -> p.heapMb()), lines(1, 5), false), 1);
        // A bin's GC time spread over its seconds, so the axis reads alike whatever the bin width.
        combined.add(subplot(t, "GC (ms per s)", series(t, "GC pause time, ms per second",
                        p -> p.lengthSeconds() > 0 ? p.gcMs() / p.lengthSeconds() : (double) p.gcMs()),
                bars(6), false), 1);
        return ChartStyle.apply(new JFreeChart("CPU, heap and GC pauses of the harness's JVM (engine included)",
                JFreeChart.DEFAULT_TITLE_FONT, combined, true));
    }

    private static XYPlot subplot(Timeline t, String axis, XYSeries series, XYItemRenderer renderer, boolean labelled) {
        NumberAxis range = ChartStyle.numberAxis(axis);
        range.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(new XYSeriesCollection(series), null, range, renderer);
        ChartStyle.markPhases(plot, t, labelled);
        return plot;
    }

    private static JFreeChart timeChart(String title, String axis, XYSeriesCollection data, Timeline t,
                                        XYItemRenderer renderer) {
        NumberAxis range = ChartStyle.numberAxis(axis);
        range.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(data, ChartStyle.numberAxis(TIME_AXIS), range, renderer);
        ChartStyle.markPhases(plot, t, true);
        return ChartStyle.apply(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true));
    }

    /**
     * A series over the run's bins (seconds, unbinned), each at the middle of its bin; a null value leaves a gap.
     * The nominal middle, also for a last bin cut short, so the bars of the bins keep one width.
     */
    private static XYSeries series(Timeline t, String name, Function<Timeline.SecondPoint, Double> value) {
        XYSeries s = new XYSeries(name, false, true);
        for (Timeline.SecondPoint p : t.seconds()) {
            s.add(p.second() + t.binSeconds() / 2.0, value.apply(p));
        }
        return s;
    }

    private static XYLineAndShapeRenderer lines(int series, int firstColour) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        style(r, series, firstColour);
        return r;
    }

    /**
     * Palette colours and strokes; each series drawn as one SVG path, not one line element per pair of points,
     * which for a long run is most of the page's size.
     */
    private static void style(XYLineAndShapeRenderer r, int series, int firstColour) {
        r.setDrawSeriesLineAsPath(true);
        for (int i = 0; i < series; i++) {
            r.setSeriesPaint(i, ChartStyle.PALETTE[(firstColour + i) % ChartStyle.PALETTE.length]);
            r.setSeriesStroke(i, new BasicStroke(1.4f));
        }
    }

    private static XYBarRenderer bars(int colour) {
        XYBarRenderer r = new XYBarRenderer(0.1);
        r.setSeriesPaint(0, ChartStyle.PALETTE[colour]);
        r.setShadowVisible(false);
        r.setDrawBarOutline(false);
        r.setBarPainter(new org.jfree.chart.renderer.xy.StandardXYBarPainter());
        return r;
    }
}
