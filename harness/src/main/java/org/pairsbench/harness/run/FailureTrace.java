package org.pairsbench.harness.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.harness.record.RunFile;

/**
 * The stack trace behind a failed run, kept in its run folder ({@link RunFile#FAILURE_TRACE}): the console and
 * run.json say what failed in one line; the trace says where, for the engine's developer.
 */
final class FailureTrace {

    private FailureTrace() {
    }

    /**
     * Writes {@code cause}'s stack trace, with its causes, into {@code runDir}; returns whether it was written.
     * A trace that cannot be written (a full disk) takes nothing from the run's record, which has the reason.
     */
    static boolean write(Path runDir, Throwable cause) {
        try {
            PendingFile.write(RunFile.FAILURE_TRACE.in(runDir), out -> {
                PrintStream print = new PrintStream(out, false, StandardCharsets.UTF_8);
                cause.printStackTrace(print);
                if (print.checkError()) { // flushes; a PrintStream keeps its IOException to itself
                    throw new IOException("the stack trace could not be written");
                }
            });
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Where the driver thread was when an engine call stalled: its stack, under the stall's reason. The thread
     * is still in the engine's code, so this is the engine's frame that did not return.
     */
    static Throwable stalledAt(String reason, Thread driver) {
        Stalled stalled = new Stalled(reason + "; the driver thread (" + driver.getName() + ") was here");
        stalled.setStackTrace(driver.getStackTrace());
        return stalled;
    }

    /** The stall, as a throwable to print; it is never thrown. */
    private static final class Stalled extends Exception {
        private static final long serialVersionUID = 1L;

        Stalled(String message) {
            super(message, null, false, true);
        }
    }
}
