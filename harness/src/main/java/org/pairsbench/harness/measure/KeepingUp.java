package org.pairsbench.harness.measure;

import org.HdrHistogram.Histogram;

/**
 * Whether the system under test kept up with a paced run's schedule over the measurement interval, judged from the
 * driver's lateness alone (actual minus scheduled send time of every tick), so that every engine, embedded or
 * behind a process or a broker, is judged alike (spec/execution.md section 11). An engine that cannot keep up
 * holds the driver back, directly or through a full input buffer, and its backlog shows as lateness; its
 * p99 then measures the queue, not the engine, and its p_score says little.
 *
 * @param ticks           ticks sent in the seconds of the measurement interval
 * @param latenessP99Us   their lateness p99, microseconds
 * @param latenessMaxUs   their largest lateness, microseconds
 * @param backlogAtEndUs  how far behind its schedule the driver was at the end of the interval's last second
 *                        (how long ago the tick it was sending or about to send was due), microseconds
 * @param keptUp          the p99 and the backlog at most {@link #LATENESS_LIMIT_US}
 */
public record KeepingUp(long ticks, double latenessP99Us, double latenessMaxUs, double backlogAtEndUs,
                        boolean keptUp) {

    /**
     * The most lateness a run that keeps up may show at its 99th percentile, and as backlog at the end of the
     * interval: 10 ms. A driver that falls further behind than this is queueing ticks; one still that far behind
     * at the end carries a backlog out of the interval (a tick held up there records its lateness only when it
     * leaves, perhaps after the interval, so the p99 alone could miss it).
     */
    public static final double LATENESS_LIMIT_US = 10_000;

    /**
     * @param measurementInterval the lateness of every tick sent in the interval's seconds
     * @param backlogAtEndNanos   how far behind its schedule the driver was at the end of the last of them
     * @return the judgement, or null when no tick was sent in the interval (a run stopped before it): there is
     *         nothing to judge, and "kept up" would claim what was never measured
     */
    public static KeepingUp judge(Histogram measurementInterval, long backlogAtEndNanos) {
        if (measurementInterval.getTotalCount() == 0) {
            return null;
        }
        LatenessSummary late = LatenessSummary.of(measurementInterval);
        double backlog = backlogAtEndNanos / 1e3;
        return new KeepingUp(late.ticks(), late.p99Us(), late.maxUs(), backlog,
                late.p99Us() <= LATENESS_LIMIT_US && backlog <= LATENESS_LIMIT_US);
    }

    /** "kept up" or what failed, with the figures, for the console and reports. */
    public String describe() {
        String figures = String.format("lateness over the MI p99 %.3f ms, max %.3f ms; backlog at its end %.3f ms",
                latenessP99Us / 1e3, latenessMaxUs / 1e3, backlogAtEndUs / 1e3);
        return (keptUp ? "kept up (" : "did NOT keep up (") + figures + "; limit "
                + String.format("%.0f ms", LATENESS_LIMIT_US / 1e3) + ")";
    }
}
