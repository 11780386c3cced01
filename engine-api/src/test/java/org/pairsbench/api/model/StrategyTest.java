package org.pairsbench.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StrategyTest {

    private static Strategy withPeriod(int seconds) {
        return new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", seconds, 5, 2.0, 0.2);
    }

    @Test
    void periodLengthsThatAreMultiplesOfFiveSecondsAreAccepted() {
        for (int seconds : new int[] {5, 10, 15, 20, 30, 45, 60, 3600}) {
            assertEquals(seconds * 1000L, withPeriod(seconds).periodMillis());
        }
    }

    @Test
    void aPeriodLengthThatIsNotAPositiveMultipleOfFiveSecondsIsRefused() {
        // The harness records triggers only at multiples of 5 s of tickTS: a 7-s period would end between them.
        for (int seconds : new int[] {0, -5, 1, 4, 7, 12, 61}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withPeriod(seconds));
            assertTrue(e.getMessage().contains("periodLength must be a positive multiple of 5 s, not " + seconds),
                    e.getMessage());
        }
    }

    @Test
    void aWindowOfOneToAThousandPeriodsIsAcceptedAndAnyOtherRefused() {
        assertEquals(1, new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 20, 1, 2.0, 0.2).numPeriods());
        assertEquals(1000, new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 20, 1000, 2.0, 0.2).numPeriods());
        for (int n : new int[] {0, -1, 1001, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 20, n, 2.0, 0.2));
            assertEquals("st_00001: numPeriods must be 1 to 1000, not " + n, e.getMessage());
        }
    }
}
