package org.pairsbench.report.model;

import java.util.List;

/**
 * The run over time, in bins of {@code binSeconds} run seconds, and where the profile's phases and the measurement
 * interval fall on that time axis (run seconds: the profile's seconds divided by the rate factor). A run of up to
 * {@link TimelineBins#MAX_POINTS} seconds keeps one point per second; a longer one is binned
 * ({@link TimelineBins}), so that a 121-minute run's page and JSON stay small.
 *
 * @param phases              empty for a flat-out run, which follows no schedule
 * @param measurementInterval null for a flat-out run
 * @param binSeconds          how many run seconds each point covers (1: one point per second)
 * @param seconds             the points, one per bin, in time order (named as when every point was one second, so
 *                            readers of earlier report JSON read it alike)
 */
public record Timeline(List<PhaseSpan> phases, PhaseSpan measurementInterval, int binSeconds,
                       List<SecondPoint> seconds) {

    /** A named span of run seconds [fromSecond, toSecond). */
    public record PhaseSpan(String name, double fromSecond, double toSecond) {
    }

    /**
     * One bin of the run: one second, or {@code binSeconds} of them (how each figure of a bin is made from its
     * seconds: {@link TimelineBins}). Latencies in ms, null where the bin timed no answer of the stream.
     *
     * @param second        the bin's first run second
     * @param lengthSeconds the time the bin's seconds cover (less than {@code binSeconds} in a last, partial bin)
     * @param cpuCores      process CPU time used per wall second (1.0 = one core busy); null if unknown
     * @param heapMb        heap in use at the end of the second (of a bin: the most at the end of any of its
     *                      seconds), MiB
     * @param gcMs          collector (pause) time accumulated in the second (in the bin)
     */
    public record SecondPoint(int second, double lengthSeconds, Double plannedRate, double inputRate,
                              double answerRate, Double indicatorP50Ms, Double indicatorP99Ms, Double indicatorMaxMs,
                              Double orderP50Ms, Double orderP99Ms, Double orderMaxMs, Double cpuCores,
                              double heapMb, long gcMs) {
    }
}
