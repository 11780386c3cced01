package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The tests run with java.awt.headless=true (cli/pom.xml), as on a machine without a display. */
class GuiCommandTest {

    private static void assertNoDisplay(CliRun run) {
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("pairs gui: no display"), run.err());
    }

    @Test
    void withoutADisplayGuiSaysSoInOneLineAndExits2() {
        assertNoDisplay(CliRun.of("gui"));
        assertNoDisplay(CliRun.of("gui", "validator", "--answers", "answers.log"));
    }

    @Test
    void withoutADisplayBareDatagenStaysACommandLineTool() {
        CliRun run = CliRun.of("datagen");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("no scale factor"), run.err());
    }

    @Test
    void guiHelpNamesTheWindows() {
        CliRun run = CliRun.of("gui", "--help");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("datagen, run, validator or monitor"), run.out());
        assertTrue(run.out().contains("--screenshot"), run.out());
    }
}
