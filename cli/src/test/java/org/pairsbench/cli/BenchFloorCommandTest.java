package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BenchFloorCommandTest {

    @Test
    void floorOfAShortenedSmokeRunPrintsItsBlockWithAnswersInTheMeasurementInterval() {
        // The SF 1 smoke stream at ten times real time: 12.1 s of drive.
        CliRun run = CliRun.of("bench", "floor", "--sf", "1", "--profile", "smoke", "--rate-factor", "10");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().strip().lines().toList();
        assertEquals(5, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith("floor: SF 1, profile smoke, seed 2013, rate factor 10, "), lines.get(0));
        assertTrue(lines.get(1).startsWith("machine: "), lines.get(1));
        // SF 1's peak is 7,500 ticks/s; ten times faster, 75,000 per second of the drive.
        assertTrue(lines.get(2).contains("planned peak rate 75,000 ticks/s"), lines.get(2));
        assertTrue(lines.get(3).startsWith("driver lateness over the MI ("), lines.get(3));
        Matcher answers = Pattern.compile("^floor answers over the MI \\(([\\d,]+) Indicators\\): p50 .* us, p99 .* us, "
                + "p99\\.9 .* us, max .* us \\(([\\d,]+) answers in all\\)$").matcher(lines.get(4));
        assertTrue(answers.matches(), lines.get(4));
        long inMi = Long.parseLong(answers.group(1).replace(",", ""));
        long all = Long.parseLong(answers.group(2).replace(",", ""));
        assertTrue(inMi > 0, lines.get(4));
        assertTrue(all > inMi, "closes before and after the MI answer too: " + lines.get(4));
    }

    @Test
    void floorRefusesARateFactorThatIsNotPositiveInOneLine() {
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--sf", "1", "--rate-factor", "0"),
                "--rate-factor': must be a number from 0.01 to 1000");
    }
}
