package org.pairsbench.harness.measure;

/**
 * One row of the per-second series: the interval [startSecond, startSecond + lengthSeconds) after the run
 * start (the last row may be shorter). Latencies and lateness in ns; -1 where there was no sample.
 *
 * @param plannedTicks ticks the rate profile plans for this interval (scaled by the rate factor); NaN flat out
 * @param ticksSent    ticks sent in the interval
 * @param answers      answers that arrived in the interval, both streams
 * @param cpuNanos     process CPU time used in the interval, all threads (-1 if unknown)
 * @param heapUsedBytes heap in use at the end of the interval
 * @param gcMillis     collector time accumulated in the interval
 */
public record SecondStats(int startSecond, double lengthSeconds, double plannedTicks, long ticksSent, long answers,
                          long indicatorCount, long indicatorP50, long indicatorP99, long indicatorMax,
                          long orderCount, long orderP50, long orderP99, long orderMax,
                          long latenessP50, long latenessP99, long latenessMax,
                          long cpuNanos, long heapUsedBytes, long gcMillis) {

    public double inputRate() {
        return ticksSent / lengthSeconds;
    }

    public double plannedRate() {
        return plannedTicks / lengthSeconds;
    }

    public double answerRate() {
        return answers / lengthSeconds;
    }
}
