package org.pairsbench.harness.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {

    private static final long MS = 1_000_000;

    @Test
    void p99IsTheSmallestLatencyThatNinetyNinePercentDoNotExceedAtThreeDigits() {
        Histogram h = LatencySummary.newHistogram();
        for (long ms = 1; ms <= 1000; ms++) {
            h.recordValue(ms * MS);
        }
        LatencySummary s = LatencySummary.of(h);
        assertEquals(1000, s.count());
        // 990 of 1000 samples are <= 990 ms; HdrHistogram reports the top of 990 ms's bucket (< 0.1 % above)
        assertEquals(990, s.p99Ms(), 990 * 1e-3);
        assertEquals(500, s.p50Ms(), 500 * 1e-3);
        assertEquals(999, s.p999Ms(), 999 * 1e-3);
        assertEquals(1000, s.maxMs(), 1000 * 1e-3);
        assertEquals(500.5, s.avgMs(), 500.5 * 1e-3);
        assertEquals(s.p99Ms(), s.p99Nanos() / 1e6);
    }

    @Test
    void oneSlowAnswerInAHundredIsNotThePercentileButTwoAre() {
        Histogram h = LatencySummary.newHistogram();
        for (int i = 0; i < 99; i++) {
            h.recordValue(2 * MS);
        }
        h.recordValue(5000 * MS);
        assertEquals(2, LatencySummary.of(h).p99Ms(), 2e-3);
        h.reset();
        for (int i = 0; i < 98; i++) {
            h.recordValue(2 * MS);
        }
        h.recordValue(5000 * MS);
        h.recordValue(5000 * MS);
        assertEquals(5000, LatencySummary.of(h).p99Ms(), 5);
    }

    @Test
    void anEmptyHistogramSummarisesAsZeroSamples() {
        assertEquals(0, LatencySummary.of(LatencySummary.newHistogram()).count());
    }

    @Test
    void belowAHundredAnswersTheP99IsTheSlowestOne() {
        // The reason for PScore.MIN_MARKET_ORDERS: 98 answers of 2 ms and one of 5 s (99 answers): the p99 is
        // the 99th smallest (ceil(0.99 * 99) = 99), the 5 s one.
        Histogram h = LatencySummary.newHistogram();
        for (int i = 0; i < 98; i++) {
            h.recordValue(2 * MS);
        }
        h.recordValue(5000 * MS);
        assertEquals(5000, LatencySummary.of(h).p99Ms(), 5);
    }
}
