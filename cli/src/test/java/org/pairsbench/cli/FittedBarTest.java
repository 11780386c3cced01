package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;

/** The progress bar's line at the widths of real terminals. */
class FittedBarTest {

    private static final ZonedDateTime NOW = ZonedDateTime.parse("2026-11-24T07:00:00Z");

    /** 12.3 of 27.1 million ticks in 12 s: 45%, and at that rate 14 s left (27.1 / 12.3 x 12 - 12 = 14.4). */
    private static String validating(String task, int width) {
        return FittedBar.line(task, 12_300_000, 27_100_000, "ticks", Duration.ofSeconds(12), NOW, width);
    }

    @Test
    void aWideTerminalShowsEveryPart() {
        String line = validating("expected answers", 120);
        assertEquals(120, line.length());
        assertTrue(line.startsWith("expected answers  45% \u2502"), line);
        assertTrue(line.endsWith("\u2502 12.3/27.1 M ticks 0:00:12 gone 0:00:14 left ETA 07:00:14"), line);
    }

    @Test
    void atEightyColumnsTheBarKeepsTenCellsAndTheEtaIsWhole() {
        for (String task : new String[] {"expected answers", "regenerating the data set"}) {
            String line = validating(task, 80);
            assertTrue(line.length() <= 80, line);
            assertTrue(line.endsWith("ETA 07:00:14"), line);
            int bar = line.lastIndexOf('\u2502') - line.indexOf('\u2502') - 1;
            assertTrue(bar >= FittedBar.MIN_BAR, bar + " cells: " + line);
        }
        // 80 columns: the time gone gives way first, the counts and the task stay
        // 12 cells 45.4% full: 43 eighths, 5 whole cells and a cell 3/8 full
        assertEquals("expected answers  45% \u2502" + "\u2588".repeat(5) + "\u258d" + " ".repeat(6)
                + "\u2502 12.3/27.1 M ticks 0:00:14 left ETA 07:00:14", validating("expected answers", 80));
    }

    @Test
    void aNarrowTerminalKeepsTheShareAndTheEta() {
        // with the time left the bar would have 7 cells: it goes too; 20 cells 45.4% full are 72 eighths, 9 cells
        assertEquals(" 45% \u2502" + "\u2588".repeat(9) + " ".repeat(11) + "\u2502 ETA 07:00:14",
                validating("regenerating the data set", 40));
    }

    @Test
    void anUnknownTotalCountsWhatWasDone() {
        assertEquals("reading answers  1,234 answers  0:00:03 gone",
                FittedBar.line("reading answers", 1234, -1, "answers", Duration.ofSeconds(3), NOW, 80));
    }
}
