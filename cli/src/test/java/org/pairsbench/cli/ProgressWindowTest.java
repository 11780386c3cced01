package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.pairsbench.harness.measure.SecondStats;

class ProgressWindowTest {

    /** One second of a run: 1,000 ticks sent of 1,000 planned, lateness p99 50 us, and the answers given. */
    private static SecondStats second(int start, long answers, long orderP99Nanos) {
        return new SecondStats(start, 1.0, 1000, 1000, answers, answers, 0, 0, 0, orderP99Nanos < 0 ? 0 : 1, 0,
                orderP99Nanos, orderP99Nanos, 0, 50_000, 60_000, 0, 0, 0);
    }

    @Test
    void aWindowShowsTheAnswersOfItsTriggerSecondWhicheverSecondEndsIt() {
        ProgressWindow window = new ProgressWindow(10, Double.NaN);
        for (int s = 0; s < 9; s++) {
            // 44 answers in second 5 only, as a paced trigger gives them; its MarketOrder p99 2 ms.
            assertNull(window.add(s == 5 ? second(s, 44, 2_000_000) : second(s, 0, -1)));
        }
        String line = window.add(second(9, 0, -1));
        // 10,000 ticks in 10 s; 44 answers in 10 s = 4.4 a second; the worst second's p99s.
        assertEquals("     10 s      1,000 ticks/s (planned     1,000)       4.4 answers/s  worst second's p99: "
                + "MarketOrder 2.000 ms, lateness 50.0 us", line);
    }

    @Test
    void eachWindowStartsAfresh() {
        ProgressWindow window = new ProgressWindow(2, Double.NaN);
        window.add(second(0, 10, 3_000_000));
        window.add(second(1, 0, -1));
        window.add(second(2, 0, -1));
        assertEquals("      4 s      1,000 ticks/s (planned     1,000)       0.0 answers/s  worst second's p99: "
                + "MarketOrder -, lateness 50.0 us", window.add(second(3, 0, -1)));
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
        assertEquals(true, line.endsWith("lateness 50.0 us  1:08:00 left, ETA 08:08:00"), line);
    }
}
