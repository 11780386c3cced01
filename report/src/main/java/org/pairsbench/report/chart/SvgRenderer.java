package org.pairsbench.report.chart;

import java.awt.Rectangle;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * Draws a JFreeChart into an SVG element (JFreeSVG), headless, for inlining into an HTML page. Each chart gets
 * its own id and prefix for its clip paths and gradients, so several charts can share one page; the element has
 * a viewBox and no fixed size, so it scales to the page's width.
 */
public final class SvgRenderer {

    static {
        // Charts are drawn off screen, on servers and in CI: never touch a display.
        System.setProperty("java.awt.headless", "true");
    }

    private SvgRenderer() {
    }

    /** Loads this class, so headless mode is set before a chart touches AWT (call before building charts). */
    public static void headless() {
        // The static initialiser did the work.
    }

    private static String hundredths(double v) {
        return Double.toString(Math.round(v * 100) / 100.0);
    }

    /** The chart as an {@code <svg id="id" viewBox="0 0 width height">} element. */
    public static String render(JFreeChart chart, String id, int width, int height) {
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        g2.setDefsKeyPrefix(id + "-");
        // Hundredths of a pixel are finer than any screen; the default 17 digits triple the page's size.
        g2.setGeomDoubleConverter(SvgRenderer::hundredths);
        g2.setTransformDoubleConverter(SvgRenderer::hundredths);
        chart.draw(g2, new Rectangle(0, 0, width, height));
        return g2.getSVGElement(id, false, new ViewBox(0, 0, width, height), null, null);
    }
}
