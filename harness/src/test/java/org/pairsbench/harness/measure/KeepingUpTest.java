package org.pairsbench.harness.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class KeepingUpTest {

    private static final long US = 1_000;
    private static final long MS = 1_000_000;

    /** 1000 ticks: {@code late} of them {@code lateNanos} late, the others 50 us. */
    private static Histogram lateness(int late, long lateNanos) {
        Histogram h = LatencySummary.newHistogram();
        h.recordValueWithCount(50 * US, 1000 - late);
        if (late > 0) {
            h.recordValueWithCount(lateNanos, late);
        }
        return h;
    }

    @Test
    void aRunWhoseLatenessStaysUnderTenMillisecondsKeptUp() {
        KeepingUp k = KeepingUp.judge(lateness(0, 0), 0);
        assertTrue(k.keptUp());
        assertEquals(1000, k.ticks());
        assertEquals(50, k.latenessP99Us(), 0.05);
        assertTrue(k.describe().startsWith("kept up (lateness over the MI p99 0.050 ms"), k.describe());
    }

    @Test
    void anIntervalWithNoTickIsNotJudgedAtAll() {
        // A run stopped before its measurement interval: "kept up" would claim what was never measured.
        assertNull(KeepingUp.judge(org.pairsbench.harness.measure.LatencySummary.newHistogram(), 0));
    }

    @Test
    void onePercentOfLateTicksIsTolerated() {
        // 10 of 1000 ticks 2 s late: the 99th percentile is the 990th value, still 50 us.
        KeepingUp k = KeepingUp.judge(lateness(10, 2_000 * MS), 0);
        assertTrue(k.keptUp(), k.describe());
        assertEquals(2_000_000, k.latenessMaxUs(), 2_000);
    }

    @Test
    void moreThanOnePercentOfTicksLaterThanTheLimitDidNotKeepUp() {
        // 11 of 1000 ticks 11 ms late: the 990th value is one of them.
        KeepingUp k = KeepingUp.judge(lateness(11, 11 * MS), 0);
        assertFalse(k.keptUp());
        assertEquals(11_000, k.latenessP99Us(), 11);
        assertTrue(k.describe().startsWith("did NOT keep up"), k.describe());
    }

    @Test
    void aBacklogAtTheEndOfTheIntervalDidNotKeepUpEvenWithAGoodP99() {
        // The driver is stuck in one engine call at the end: the held-up ticks record their lateness only later.
        KeepingUp k = KeepingUp.judge(lateness(0, 0), 20 * MS);
        assertFalse(k.keptUp());
        assertEquals(20_000, k.backlogAtEndUs());
    }

    @Test
    void aBacklogOfTenMillisecondsIsStillWithinTheLimit() {
        assertTrue(KeepingUp.judge(lateness(0, 0), 10 * MS).keptUp());
        assertFalse(KeepingUp.judge(lateness(0, 0), 10 * MS + 1_000).keptUp());
    }
}
