package org.pairsbench.harness.measure;

import org.HdrHistogram.Histogram;

/**
 * Latency statistics of one stream, in milliseconds, from an HdrHistogram of nanoseconds (3 significant
 * digits). Percentiles are HdrHistogram's {@code getValueAtPercentile}: the highest value equivalent to the
 * smallest recorded value that at least that percentage of the samples does not exceed.
 */
public record LatencySummary(long count, double avgMs, double p50Ms, double p99Ms, double p999Ms, double maxMs,
                             long p99Nanos) {

    public static final int SIGNIFICANT_DIGITS = 3;

    public static LatencySummary of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0, 0);
        }
        return new LatencySummary(h.getTotalCount(), h.getMean() / 1e6, ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(99)), ms(h.getValueAtPercentile(99.9)), ms(h.getMaxValue()),
                h.getValueAtPercentile(99));
    }

    /** A fresh auto-resizing histogram of nanoseconds at the kit's precision. */
    public static Histogram newHistogram() {
        Histogram h = new Histogram(SIGNIFICANT_DIGITS);
        h.setAutoResize(true);
        return h;
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
