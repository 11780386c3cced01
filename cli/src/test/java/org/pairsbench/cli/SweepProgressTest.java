package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SweepProgressTest {

    @Test
    void theSweepSaysItsMostDrivingFirstThenTheTimeLeftAtThePaceOfItsRuns() {
        SteppedClock clock = new SteppedClock(Instant.parse("2026-11-24T07:00:00Z"));
        StringWriter text = new StringWriter();
        SweepProgress progress = new SweepProgress(new PrintWriter(text), clock, 4);

        progress.started("short", 726);
        clock.advance(Duration.ofMinutes(15));
        progress.runDone();
        clock.advance(Duration.ofMinutes(15));
        progress.runDone();

        // 4 runs of the short profile's 726 s = 2,904 s of driving; after 1 run in 15 min, 3 more take 45 min;
        // after 2 in 30 min, 2 more take 30 min.
        assertEquals(String.join("\n",
                "pairs sweep: at most 4 runs of the short profile, each 0:12:06 of driving (then its validation): "
                        + "at most 0:48:24 of driving",
                "pairs sweep: 1 of at most 4 runs done, 0:15:00 elapsed, 0:45:00 left, ETA 08:00:00",
                "pairs sweep: 2 of at most 4 runs done, 0:30:00 elapsed, 0:30:00 left, ETA 08:00:00", ""),
                text.toString().replace(System.lineSeparator(), "\n"));
    }
}
