package org.pairsbench.report.model;

import org.HdrHistogram.Histogram;
import org.pairsbench.harness.measure.LatencySummary;

/**
 * One row of the latency table, in ms. Percentiles as the harness defines them (HdrHistogram
 * {@code getValueAtPercentile}); p90 is null when only the stored summary was available.
 *
 * @param scope {@link #MEASUREMENT_INTERVAL} or {@link #WHOLE_RUN}
 */
public record LatencyStats(String stream, String scope, long count, double avgMs, double p50Ms, Double p90Ms,
                           double p99Ms, double p999Ms, double maxMs) {

    public static final String MEASUREMENT_INTERVAL = "measurement interval";
    public static final String WHOLE_RUN = "whole run";

    /** From a histogram of nanoseconds. */
    public static LatencyStats of(String stream, String scope, Histogram h) {
        if (h.getTotalCount() == 0) {
            return new LatencyStats(stream, scope, 0, 0, 0, 0.0, 0, 0, 0);
        }
        return new LatencyStats(stream, scope, h.getTotalCount(), h.getMean() / 1e6, ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(90)), ms(h.getValueAtPercentile(99)), ms(h.getValueAtPercentile(99.9)),
                ms(h.getMaxValue()));
    }

    /** From the summary stored in the run record, which has no p90. */
    public static LatencyStats of(String stream, String scope, LatencySummary s) {
        return new LatencyStats(stream, scope, s.count(), s.avgMs(), s.p50Ms(), null, s.p99Ms(), s.p999Ms(), s.maxMs());
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
