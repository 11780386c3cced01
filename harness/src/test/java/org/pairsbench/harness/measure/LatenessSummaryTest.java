package org.pairsbench.harness.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatenessSummaryTest {

    private static final long US = 1_000;

    @Test
    void percentilesAndMaximumAreInMicroseconds() {
        // 100 ticks late by 1, 2, ..., 100 us: the median is the 50th (50 us), the p99 the 99th (99 us), the
        // largest 100 us; HdrHistogram at 3 digits is within 0.1 % of each.
        Histogram h = LatencySummary.newHistogram();
        for (long us = 1; us <= 100; us++) {
            h.recordValue(us * US);
        }
        LatenessSummary s = LatenessSummary.of(h);
        assertEquals(100, s.ticks());
        assertEquals(50, s.p50Us(), 50 * 1e-3);
        assertEquals(99, s.p99Us(), 99 * 1e-3);
        assertEquals(100, s.maxUs(), 100 * 1e-3);
    }

    @Test
    void aSecondLateTickAmongAHundredOnTimeIsTheMaximumNotTheP99() {
        Histogram h = LatencySummary.newHistogram();
        for (int i = 0; i < 99; i++) {
            h.recordValue(0);
        }
        h.recordValue(1_000_000_000L);
        LatenessSummary s = LatenessSummary.of(h);
        assertEquals(0, s.p99Us());
        assertEquals(1_000_000, s.maxUs(), 1_000);
    }

    @Test
    void noTicksSummariseAsZerosNotTheHistogramsUndefinedExtremes() {
        assertEquals(new LatenessSummary(0, 0, 0, 0), LatenessSummary.of(LatencySummary.newHistogram()));
    }
}
