package org.pairsbench.report.model;

import java.util.List;

/**
 * The run second by second, and where the profile's phases and the measurement interval fall on that time
 * axis (run seconds: the profile's seconds divided by the rate factor).
 *
 * @param phases              empty for a flat-out run, which follows no schedule
 * @param measurementInterval null for a flat-out run
 */
public record Timeline(List<PhaseSpan> phases, PhaseSpan measurementInterval, List<SecondPoint> seconds) {

    /** A named span of run seconds [fromSecond, toSecond). */
    public record PhaseSpan(String name, double fromSecond, double toSecond) {
    }

    /**
     * One second of the run. Latencies in ms, null where the second timed no answer of the stream.
     *
     * @param cpuCores  process CPU time used per wall second (1.0 = one core busy); null if unknown
     * @param heapMb    heap in use at the end of the second, MiB
     * @param gcMs      collector (pause) time accumulated in the second
     */
    public record SecondPoint(int second, double lengthSeconds, Double plannedRate, double inputRate,
                              double answerRate, Double indicatorP50Ms, Double indicatorP99Ms, Double indicatorMaxMs,
                              Double orderP50Ms, Double orderP99Ms, Double orderMaxMs, Double cpuCores,
                              double heapMb, long gcMs) {
    }
}
