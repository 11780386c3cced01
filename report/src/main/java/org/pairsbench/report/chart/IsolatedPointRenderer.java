package org.pairsbench.report.chart;

import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.HashSet;
import java.util.Set;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.xy.XYDataset;

/**
 * Lines through a series's points, and a dot on each point with no neighbour to draw a line to (a second with
 * answers between two without), so every point stays visible. The dots of a series are filled as one shape: in SVG
 * one path element, not a group and a path per dot, which is what keeps a page of a run whose answers are sparse
 * under 1 MB (the lines are one path per series too, {@link #setDrawSeriesLineAsPath}).
 */
final class IsolatedPointRenderer extends XYLineAndShapeRenderer {

    private static final long serialVersionUID = 1L;

    /** The series whose dots this drawing of the plot has filled. */
    private final transient Set<Integer> dotted = new HashSet<>();

    IsolatedPointRenderer() {
        super(true, true);
    }

    @Override
    public XYItemRendererState initialise(Graphics2D g2, Rectangle2D dataArea, XYPlot plot, XYDataset data,
                                          PlotRenderingInfo info) {
        dotted.clear();
        return super.initialise(g2, dataArea, plot, data, info);
    }

    /** The shapes' pass, called per item: fills all of the series's dots at its first item, once. */
    @Override
    protected void drawSecondaryPass(Graphics2D g2, XYPlot plot, XYDataset data, int pass, int series, int item,
                                     ValueAxis domainAxis, Rectangle2D dataArea, ValueAxis rangeAxis,
                                     CrosshairState crosshair, EntityCollection entities) {
        if (!dotted.add(series)) {
            return;
        }
        Path2D dots = new Path2D.Double();
        for (int i = 0; i < data.getItemCount(series); i++) {
            if (present(data, series, i) && !present(data, series, i - 1) && !present(data, series, i + 1)) {
                double x = domainAxis.valueToJava2D(data.getXValue(series, i), dataArea, plot.getDomainAxisEdge());
                double y = rangeAxis.valueToJava2D(data.getYValue(series, i), dataArea, plot.getRangeAxisEdge());
                dots.append(ShapeUtils.createTranslatedShape(getItemShape(series, i), x, y), false);
            }
        }
        if (dots.getCurrentPoint() != null) {
            g2.setPaint(getItemPaint(series, item));
            g2.fill(dots);
        }
    }

    private static boolean present(XYDataset data, int series, int item) {
        return item >= 0 && item < data.getItemCount(series) && !Double.isNaN(data.getYValue(series, item));
    }
}
