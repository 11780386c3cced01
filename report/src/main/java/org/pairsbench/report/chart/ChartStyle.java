package org.pairsbench.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.pairsbench.report.model.Timeline;

/** The one look of the kit's charts: plain white plots, light grid, a fixed palette; phase and MI markers. */
final class ChartStyle {

    static final Color[] PALETTE = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e), new Color(0x9467bd),
        new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)
    };
    private static final Color GRID = new Color(0xdddddd);
    private static final Color MI_SHADE = new Color(0x2ca02c);
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private ChartStyle() {
    }

    static JFreeChart apply(JFreeChart chart) {
        StandardChartTheme theme = (StandardChartTheme) StandardChartTheme.createJFreeTheme();
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(GRID);
        theme.setRangeGridlinePaint(GRID);
        theme.setExtraLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        theme.setBarPainter(new org.jfree.chart.renderer.category.StandardBarPainter());
        theme.setXYBarPainter(new org.jfree.chart.renderer.xy.StandardXYBarPainter());
        theme.setShadowVisible(false);
        theme.apply(chart);
        return chart;
    }

    /** Shades the MI and draws a line at the start of each phase, labelled on {@code labelled} plots only. */
    static void markPhases(XYPlot plot, Timeline timeline, boolean labelled) {
        Timeline.PhaseSpan mi = timeline.measurementInterval();
        if (mi != null) {
            IntervalMarker shade = new IntervalMarker(mi.fromSecond(), mi.toSecond());
            shade.setPaint(MI_SHADE);
            shade.setAlpha(0.10f);
            if (labelled && timeline.phases().isEmpty()) {
                shade.setLabel("measurement interval");
                shade.setLabelFont(LABEL_FONT);
                shade.setLabelAnchor(RectangleAnchor.TOP);
                shade.setLabelTextAnchor(TextAnchor.TOP_CENTER);
            }
            plot.addDomainMarker(shade, Layer.BACKGROUND);
        }
        for (Timeline.PhaseSpan phase : timeline.phases()) {
            if (phase.fromSecond() <= 0) {
                continue;
            }
            ValueMarker line = new ValueMarker(phase.fromSecond());
            line.setPaint(Color.GRAY);
            line.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f}, 0f));
            if (labelled) {
                line.setLabel(phase.name());
                line.setLabelFont(LABEL_FONT);
                line.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
                line.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            }
            plot.addDomainMarker(line, Layer.FOREGROUND);
        }
    }
}
