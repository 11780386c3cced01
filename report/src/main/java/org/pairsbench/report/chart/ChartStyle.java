package org.pairsbench.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.NumberTickUnitSource;
import org.jfree.data.Range;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.XYDataset;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.pairsbench.report.model.Timeline;

/**
 * The one look of the kit's charts: plain white plots, light grid, a fixed palette; phase and MI markers. Public for
 * the results site (site/), whose sweep charts share it.
 */
public final class ChartStyle {

    public static final Color[] PALETTE = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e), new Color(0x9467bd),
        new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)
    };
    private static final Color GRID = new Color(0xdddddd);
    private static final Color MI_SHADE = new Color(0x2ca02c);
    private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private ChartStyle() {
    }

    /**
     * White background and light grid on every plot of the chart. Set directly rather than through a
     * ChartTheme, which would clear the series colours the charts choose.
     */
    public static JFreeChart apply(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(TITLE_FONT);
        Plot plot = chart.getPlot();
        if (plot instanceof CombinedDomainXYPlot combined) {
            combined.getSubplots().forEach(ChartStyle::style);
        } else if (plot instanceof XYPlot xy) {
            style(xy);
        } else if (plot instanceof CategoryPlot category) {
            category.setBackgroundPaint(Color.WHITE);
            category.setRangeGridlinePaint(GRID);
            if (category.getRenderer() instanceof BarRenderer bars) {
                bars.setBarPainter(new StandardBarPainter());
                bars.setShadowVisible(false);
            }
        }
        return chart;
    }

    private static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
    }

    /**
     * A value axis whose tick labels read the same whatever the JVM's default locale: JFreeChart's own tick
     * units format with it, so a German default would label 1,000 ticks/s "1.000".
     */
    public static NumberAxis numberAxis(String label) {
        NumberAxis axis = new NumberAxis(label);
        // Any tick size, as JFreeChart's default source allows (createStandardTickUnits(Locale) stops at 3 decimals).
        NumberFormat format = NumberFormat.getNumberInstance(Locale.ROOT);
        format.setMaximumFractionDigits(10);
        axis.setStandardTickUnits(new NumberTickUnitSource(false, format));
        return axis;
    }

    /** {@link #numberAxis} with whole-number ticks only (counts, scale factors). */
    public static NumberAxis integerAxis(String label) {
        NumberAxis axis = new NumberAxis(label);
        useIntegerTicks(axis);
        return axis;
    }

    static void useIntegerTicks(NumberAxis axis) {
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
    }

    /**
     * A log axis from the decade below the data's smallest value to the decade above its largest, labelled once a
     * decade: a range inside one decade would otherwise carry no label at all.
     */
    public static LogAxis decades(String label, XYDataset data) {
        LogAxis axis = new LogAxis(label);
        axis.setNumberFormatOverride(new DecimalFormat("0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)));
        axis.setTickUnit(new NumberTickUnit(1.0), false, true);
        Range r = DatasetUtils.findRangeBounds(data);
        if (r != null && r.getLowerBound() > 0) {
            double low = Math.pow(10, Math.floor(Math.log10(r.getLowerBound())));
            double high = Math.pow(10, Math.ceil(Math.log10(r.getUpperBound())));
            // A hair beyond the decades, so rounding in the axis's logarithms cannot drop the end labels.
            axis.setRange(low / 1.0001, (high > low ? high : low * 10) * 1.0001);
        } else {
            axis.setSmallestValue(1e-3);
        }
        return axis;
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
