package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BenchFloorCommandTest {

    private static final Pattern OWED = Pattern.compile("^answers owed: ([\\d,]+) Indicators \\(one per strategy "
            + "whose period each trigger closes\\): all given, none other$");
    private static final Pattern ANSWERS = Pattern.compile("^floor answers over the MI \\(([\\d,]+) Indicators\\): "
            + "p50 .* us, p99 .* us, p99\\.9 .* us, max .* us \\(([\\d,]+) answers in all\\)$");

    private static long number(String digits) {
        return Long.parseLong(digits.replace(",", ""));
    }

    @Test
    void floorOfAShortenedSmokeRunPrintsItsBlockWithAnswersInTheMeasurementInterval() {
        // The SF 1 smoke stream at ten times real time: 12.1 s of drive.
        CliRun run = CliRun.of("bench", "floor", "--sf", "1", "--profile", "smoke", "--rate-factor", "10");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().strip().lines().toList();
        assertEquals(7, lines.size(), run.out());
        assertTrue(lines.get(0).startsWith("floor: harness floor ("), lines.get(0));
        assertTrue(lines.get(1).startsWith("stream: SF 1, profile smoke, seed 2013, rate factor 10, "), lines.get(1));
        assertTrue(lines.get(2).startsWith("machine: "), lines.get(2));
        // SF 1's peak is 7,500 ticks/s; ten times faster, 75,000 per second of the drive.
        assertTrue(lines.get(3).contains("planned peak rate 75,000 ticks/s"), lines.get(3));
        assertTrue(lines.get(4).startsWith("driver lateness over the MI ("), lines.get(4));
        Matcher answers = ANSWERS.matcher(lines.get(5));
        assertTrue(answers.matches(), lines.get(5));
        long inMi = number(answers.group(1));
        long all = number(answers.group(2));
        assertTrue(inMi > 0, lines.get(5));
        assertTrue(all > inMi, "closes before and after the MI answer too: " + lines.get(5));
        Matcher owed = OWED.matcher(lines.get(6));
        assertTrue(owed.matches(), lines.get(6));
        assertEquals(all, number(owed.group(1)), "the harness floor gives every answer owed");
    }

    @Test
    void anEnginesFloorGivesTheAnswersTheHarnessFloorOwesTheSameStream() {
        // A hundred times real time: 1.21 s of drive. The workload option is implied.
        CliRun run = CliRun.of("bench", "floor", "--engine", "esper", "--sf", "1", "--profile", "smoke",
                "--rate-factor", "100");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().strip().lines().toList();
        assertEquals("floor: Esper 8.9.0, floor workload", lines.get(0));
        Matcher answers = ANSWERS.matcher(lines.get(5));
        assertTrue(answers.matches(), lines.get(5));
        Matcher owed = OWED.matcher(lines.get(6));
        assertTrue(owed.matches(), lines.get(6));
        assertEquals(number(answers.group(2)), number(owed.group(1)));
        assertTrue(number(owed.group(1)) > 0, lines.get(6));
    }

    @Test
    void aFloorThatAnswersOtherwiseIsReportedAndExits1() {
        // The reference's Pairs workload behind engine process: real Indicators and orders, not a floor's.
        CliRun run = CliRun.of("bench", "floor", "--engine", "process", "--engine-opt", "command=exec "
                + CliRun.pairsCommand() + " serve --engine reference", "--sf", "1", "--profile", "smoke",
                "--rate-factor", "100");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("): NOT as owed ("), run.out());
        assertTrue(run.err().contains("pairs bench floor: the floor did not answer as a floor must: "), run.err());
    }

    @Test
    void floorRefusesARateFactorThatIsNotPositiveInOneLine() {
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--sf", "1", "--rate-factor", "0"),
                "--rate-factor': must be a number from 0.01 to 1000");
    }

    @Test
    void anEngineWithoutAFloorIsRefusedInOneLine() {
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--engine", "null", "--sf", "1"),
                "engine 'null' has no floor workload (no engine option workload): 'pairs engines' lists the "
                        + "engines whose options include it");
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--engine", "null", "--engine-opt",
                "workload=floor", "--sf", "1"), "engine 'null' has no option 'workload': it runs the Pairs "
                + "workload only");
    }

    @Test
    void anotherWorkloadThanTheFloorIsRefusedInOneLine() {
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--engine", "esper", "--engine-opt", "workload=ingest",
                "--sf", "1"), "pairs bench floor --engine esper drives the engine's floor workload: --engine-opt "
                + "workload must be floor (or left out), not 'ingest'");
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--engine", "esper", "--engine-opt", "workload=idle",
                "--sf", "1"), "engine 'esper' option workload='idle': expected pairs, floor or ingest");
    }

    @Test
    void engineOptionsWithoutAnEngineAreRefusedInOneLine() {
        CliRun.assertOneLineError(CliRun.of("bench", "floor", "--engine-opt", "workload=floor", "--sf", "1"),
                "--engine-opt and --engine-path choose an engine's floor: give --engine NAME too");
    }

    @Test
    void aPairsCommandRefusesAFloorInOneLine() {
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "esper", "--engine-opt", "workload=floor", "--sf", "1",
                "--profile", "smoke"), "--engine-opt workload=floor is an engine floor, not the Pairs workload: it is "
                + "measured by pairs bench floor --engine esper and is not a Pairs result");
        CliRun.assertOneLineError(CliRun.of("conformance", "--engine", "reference", "--engine-opt",
                "workload=ingest"), "it is measured by pairs throughput --engine reference --engine-opt "
                + "workload=ingest");
        CliRun.assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--engine-opt", "workload=ingest",
                "--sf", "1", "--validate"), "--validate compares Pairs answers with the reference engine's");
    }
}
