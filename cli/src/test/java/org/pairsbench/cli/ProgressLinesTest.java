package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.pairsbench.core.progress.Progress;

class ProgressLinesTest {

    private final SteppedClock clock = new SteppedClock(Instant.parse("2026-11-24T07:00:00Z"));
    private final StringWriter text = new StringWriter();
    private final ProgressDisplay display = new ProgressDisplay("pairs throughput", ProgressDisplay.Form.LINES,
            new PrintWriter(text), clock, Duration.ofSeconds(10));

    @Test
    void aLineEveryTenSecondsAtMostWithTheTimeLeftAtTheRateSoFarThenADoneLine() {
        Progress p = display.start("loading the ticks", 1000, "ticks");
        clock.advance(Duration.ofSeconds(5));
        p.stepTo(100);
        assertEquals("", text.toString(), "not before 10 s");
        clock.advance(Duration.ofSeconds(5));
        p.stepTo(250);
        clock.advance(Duration.ofSeconds(5));
        p.stepTo(400);
        clock.advance(Duration.ofSeconds(5));
        p.stepTo(1000);
        p.close();

        // 250 of 1,000 in 10 s: 750 more take 30 s, ending at 07:00:40; at 20 s, 1,000 of 1,000: nothing left.
        assertEquals(String.join("\n",
                "pairs throughput: loading the ticks: 250 of 1,000 ticks (25.0%), 0:00:10 elapsed, 0:00:30 left, "
                        + "ETA 07:00:40",
                "pairs throughput: loading the ticks: 1,000 of 1,000 ticks (100.0%), 0:00:20 elapsed, 0:00:00 left, "
                        + "ETA 07:00:20",
                "pairs throughput: loading the ticks: done, 1,000 ticks in 0:00:20", ""),
                text.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aStepShorterThanTheIntervalPrintsNothingAtAll() {
        try (Progress p = display.start("sending the ticks", 1000, "ticks")) {
            clock.advance(Duration.ofSeconds(9));
            p.stepTo(1000);
        }
        assertEquals("", text.toString());
    }

    @Test
    void anUnknownTotalIsCountedWithoutAnEnd() {
        Progress p = display.start("reading answers", -1, "answers");
        clock.advance(Duration.ofSeconds(12));
        p.stepTo(16_384);
        assertEquals("pairs throughput: reading answers: 16,384 answers, 0:00:12 elapsed",
                text.toString().strip());
    }

    @Test
    void aTotalLearntLateCorrectsTheEstimate() {
        // datagen starts from the profile's expected count and learns the exact one.
        Progress p = display.start("writing the ticks", 1000, "ticks");
        p.total(500);
        clock.advance(Duration.ofSeconds(10));
        p.stepTo(250);
        assertEquals("pairs throughput: writing the ticks: 250 of 500 ticks (50.0%), 0:00:10 elapsed, 0:00:10 left, "
                + "ETA 07:00:20", text.toString().strip());
    }

    @Test
    void quietShowsNothingAndJsonOutputGetsLinesNotABar() {
        PrintWriter err = new PrintWriter(new StringWriter());
        assertSame(Progress.NONE, ProgressDisplay.of("datagen", err, false, true).start("x", 1, "ticks"));
        assertEquals(ProgressDisplay.Form.LINES, ProgressDisplay.of("datagen", err, true, false).form());
    }
}
