package org.pairsbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.run.ShutdownGuard;

/**
 * The `pairs run` processes a command starts one after another (`pairs sweep`), stopped with it: a child is its
 * own JVM, which a SIGTERM to the parent does not reach, so without this it would drive on and record its run after
 * the sweep was stopped. When the parent's JVM shuts down (Ctrl-C, SIGTERM), its hook sends the running child a
 * SIGTERM, which the child takes as its own Ctrl-C (it records the run INTERRUPTED), and holds the parent until the
 * child has ended; no child starts after that.
 */
final class ChildRuns {

    /** How long the parent waits for a stopped child: the child's own grace to record its run, and a margin. */
    static final long STOP_WAIT_SECONDS = ShutdownGuard.GRACE_SECONDS + 30;

    private Process running;
    private boolean stopped;

    /**
     * Starts {@code child} and waits for it to end; returns its exit code.
     *
     * @throws InvalidInputException when the parent is being stopped, before or while the child runs
     */
    int run(ProcessBuilder child, String what, PrintWriter err) throws IOException, InterruptedException {
        Process p;
        synchronized (this) {
            if (stopped) {
                throw new InvalidInputException("stopped before " + what);
            }
            p = child.start();
            running = p;
        }
        Thread hook = new Thread(() -> stop(what, err), "pairs-stop-child-run");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            int code = p.waitFor();
            synchronized (this) {
                running = null;
                if (stopped) {
                    throw new InvalidInputException("stopped during " + what + ", which recorded itself as it ended");
                }
            }
            return code;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutdown in progress: the hook is running.
            }
        }
    }

    private void stop(String what, PrintWriter err) {
        Process p;
        synchronized (this) {
            stopped = true;
            p = running;
        }
        if (p == null || !p.isAlive()) {
            return;
        }
        err.println("pairs: stopped: stopping " + what + " (it records its run as INTERRUPTED)");
        err.flush();
        p.destroy();
        try {
            if (!p.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
        }
    }
}
