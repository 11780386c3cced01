package org.pairsbench.api.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Strategy;

class PeriodClosesTest {

    /** Periods of 5, 10 and 10 s. */
    private static final List<Strategy> STRATEGIES = List.of(
            new Strategy("s5", 100_000, "AAA", "BBB", 5, 2, 2.0, 0.2),
            new Strategy("s10a", 100_000, "AAA", "BBB", 10, 2, 2.0, 0.2),
            new Strategy("s10b", 100_000, "CCC", "DDD", 10, 2, 2.0, 0.2));

    @Test
    void theFirstTickClosesNothingEvenPastSeveralPeriods() {
        PeriodCloses closes = new PeriodCloses(STRATEGIES);
        assertFalse(closes.next(25_000));
    }

    @Test
    void aTickInsideTheBucketOfThePreviousOneClosesNothing() {
        PeriodCloses closes = new PeriodCloses(STRATEGIES);
        closes.next(1_000);
        assertFalse(closes.next(4_999));
        assertFalse(closes.next(4_999));
    }

    @Test
    void theFirstTickPastABoundaryClosesThePeriodsEndingThere() {
        PeriodCloses closes = new PeriodCloses(STRATEGIES);
        closes.next(1_000);
        assertTrue(closes.next(5_000), "5 s ends the 5-s period [0, 5)");
        assertTrue(closes.closes(0));
        assertFalse(closes.closes(1), "the 10-s periods run to 10 s");
        assertEquals(1, closes.count());
        assertFalse(closes.next(9_999));
        assertTrue(closes.next(10_000));
        assertEquals(3, closes.count(), "10 s ends every period");
    }

    @Test
    void aSilenceOverSeveralPeriodsClosesEachStrategyOnce() {
        PeriodCloses closes = new PeriodCloses(STRATEGIES);
        closes.next(6_000);
        assertTrue(closes.next(31_000), "from [5, 10) to [30, 35)");
        assertEquals(3, closes.count());
        assertTrue(closes.closes(0) && closes.closes(1) && closes.closes(2));
    }
}
