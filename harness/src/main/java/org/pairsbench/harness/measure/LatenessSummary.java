package org.pairsbench.harness.measure;

import org.HdrHistogram.Histogram;

/**
 * The driver's lateness (actual minus scheduled send time of each tick) over some ticks, in microseconds, from an
 * HdrHistogram of nanoseconds: the one place run records, the keeping-up judgement, the floor benchmark and the
 * driver processes read it from. Percentiles are HdrHistogram's {@code getValueAtPercentile}, as in
 * {@link LatencySummary}; no ticks give zeros, not the histogram's undefined extremes.
 *
 * @param ticks the ticks whose lateness was recorded
 * @param p50Us their median lateness
 * @param p99Us their 99th percentile
 * @param maxUs the largest
 */
public record LatenessSummary(long ticks, double p50Us, double p99Us, double maxUs) {

    public static LatenessSummary of(Histogram lateness) {
        if (lateness.getTotalCount() == 0) {
            return new LatenessSummary(0, 0, 0, 0);
        }
        return new LatenessSummary(lateness.getTotalCount(), us(lateness.getValueAtPercentile(50)),
                us(lateness.getValueAtPercentile(99)), us(lateness.getMaxValue()));
    }

    private static double us(long nanos) {
        return nanos / 1e3;
    }
}
