package org.pairsbench.report.chart;

import java.awt.BasicStroke;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.pairsbench.report.compare.Comparison;

/** The charts of a comparison: p_score and MarketOrder p99 against the scale factor, one line per engine. */
public final class CompareCharts {

    public static final String P_SCORE = "chart-p-score-vs-sf";
    public static final String P99 = "chart-p99-vs-sf";

    private CompareCharts() {
    }

    public static Map<String, String> svg(Comparison c) {
        SvgRenderer.headless();
        Map<String, String> svg = new LinkedHashMap<>();
        NumberAxis score = ChartStyle.numberAxis("p_score");
        score.setAutoRangeIncludesZero(true);
        svg.put(P_SCORE, SvgRenderer.render(chart("p_score against scale factor", c, score,
                cell -> cell.pScore() == null ? null : cell.pScore().doubleValue()), P_SCORE, 1000, 380));
        svg.put(P99, SvgRenderer.render(chart("MarketOrder p99 latency against scale factor", c, null,
                Comparison.Cell::marketOrderP99Ms), P99, 1000, 380));
        return svg;
    }

    /** @param range the value axis, or null for a log axis of decades around the data */
    static JFreeChart chart(String title, Comparison c, ValueAxis range, Function<Comparison.Cell, Double> value) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (String engine : c.engines()) {
            XYSeries s = new XYSeries(engine, true, false);
            for (Comparison.Row row : c.table()) {
                Comparison.Cell cell = row.byEngine().get(engine);
                Double v = cell == null ? null : value.apply(cell);
                if (v != null && v > 0) {
                    s.add(row.scaleFactor(), v);
                }
            }
            data.addSeries(s);
        }
        NumberAxis sf = ChartStyle.integerAxis("scale factor");
        sf.setAutoRangeIncludesZero(false);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < c.engines().size(); i++) {
            r.setSeriesPaint(i, ChartStyle.PALETTE[i % ChartStyle.PALETTE.length]);
            r.setSeriesStroke(i, new BasicStroke(1.6f));
        }
        XYPlot plot = new XYPlot(data, sf, range != null ? range
                : ChartStyle.decades("MarketOrder p99 (ms, log scale)", data), r);
        plot.setNoDataMessage("no run to show");
        return ChartStyle.apply(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true));
    }
}
