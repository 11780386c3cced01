package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairsbench.harness.measure.SecondStats;

class ProgressWindowTest {

    /** One second of a run: 1,000 ticks sent of 1,000 planned, lateness p99 50 us, and the answers given. */
    private static SecondStats second(int start, long answers, long orderP99Nanos) {
        return new SecondStats(start, 1.0, 1000, 1000, answers, answers, 0, 0, 0, orderP99Nanos < 0 ? 0 : 1, 0,
                orderP99Nanos, orderP99Nanos, 0, 50_000, 60_000, 0, 0, 0);
    }

    /** A paced run of the smoke profile's 121 s, its lines made at 07:00:00. */
    private static ProgressWindow paced(int seconds) {
        return new ProgressWindow(seconds, 121, new SteppedClock(java.time.Instant.parse("2026-11-24T07:00:00Z")));
    }

    @Test
    void aWindowShowsTheAnswersOfItsTriggerSecondWhicheverSecondEndsIt() {
        ProgressWindow window = paced(10);
        for (int s = 0; s < 9; s++) {
            // 44 answers in second 5 only, as a paced trigger gives them; its MarketOrder p99 2 ms.
            assertNull(window.add(s == 5 ? second(s, 44, 2_000_000) : second(s, 0, -1)));
        }
        String line = window.add(second(9, 0, -1));
        // 10,000 ticks in 10 s; 44 answers in 10 s = 4.4 a second; the worst second's p99s.
        assertEquals("     10 s      1,000 ticks/s (planned     1,000)       4.4 answers/s  worst second's p99: "
                + "MarketOrder 2 ms, lateness 50 us  0:01:51 left, ETA 07:01:51", line);
    }

    @Test
    void eachWindowStartsAfreshAndNamesOnlyTheP99sItMeasured() {
        ProgressWindow window = paced(2);
        window.add(second(0, 10, 3_000_000));
        window.add(second(1, 0, -1));
        window.add(second(2, 0, -1));
        // no MarketOrder in seconds 2 and 3: no MarketOrder p99, rather than a dash
        assertEquals("      4 s      1,000 ticks/s (planned     1,000)       0.0 answers/s  worst second's p99: "
                + "lateness 50 us  0:01:57 left, ETA 07:01:57", window.add(second(3, 0, -1)));
    }

    @Test
    void aLatenessOfSecondsIsWrittenInSecondsAndOneOfMillisecondsInMilliseconds() {
        ProgressWindow window = paced(1);
        SecondStats late = new SecondStats(0, 1.0, 1000, 1000, 0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 1_086_324_700L,
                1_100_000_000L, 0, 0, 0);
        assertTrue(window.add(late).contains("worst second's p99: lateness 1.09 s "), "1,086,324.7 us");
        SecondStats order = new SecondStats(1, 1.0, 1000, 1000, 1, 1, 0, 0, 0, 1, 0, 12_345_678, 12_345_678, 0,
                250_000, 250_000, 0, 0, 0);
        assertTrue(window.add(order).contains("MarketOrder 12.3 ms, lateness 250 us "), "12,345,678 ns and 250 us");
    }

    @Test
    void aFlatOutRunsLineHasItsRatesAndNoPlanNorLatency() {
        ProgressWindow window = new ProgressWindow(1, Double.NaN);
        // flat out: nothing planned, and the seconds still carry latency figures that mean nothing there
        SecondStats second = new SecondStats(0, 1.0, Double.NaN, 250_000, 40, 40, 0, 0, 0, 1, 0, 9_000_000,
                9_000_000, 0, 0, 0, 0, 0, 0);
        assertEquals("      1 s    250,000 ticks/s      40.0 answers/s", window.add(second));
    }

    @Test
    void aPacedRunsLineEndsWithTheDriveTimeLeftAndItsEnd() {
        // the standard profile's 7,260 s: after second 3,179 (the line at 3,180 s), 4,080 s = 1:08:00 are left,
        // so the drive ends at 08:08:00 when the line is made at 07:00:00
        ProgressWindow window = new ProgressWindow(10, 7260,
                new SteppedClock(java.time.Instant.parse("2026-11-24T07:00:00Z")));
        for (int s = 3170; s < 3179; s++) {
            window.add(second(s, 0, -1));
        }
        String line = window.add(second(3179, 0, -1));
        assertEquals(true, line.endsWith("lateness 50 us  1:08:00 left, ETA 08:08:00"), line);
    }
}
