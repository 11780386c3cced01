package org.pairsbench.harness.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns Ctrl-C (SIGINT, SIGTERM) into a clean ending: the hook asks the drive to stop, then holds the JVM
 * open until the run has flushed its logs, validated and recorded what it has (at most {@link #GRACE_SECONDS}).
 */
public final class ShutdownGuard implements AutoCloseable {

    /** How long the JVM waits for the interrupted run to end cleanly. */
    public static final long GRACE_SECONDS = 300;

    private final CountDownLatch ended = new CountDownLatch(1);
    private final Thread hook;

    public ShutdownGuard(EngineDrive drive) {
        this.hook = new Thread(() -> {
            drive.requestStop("interrupted (Ctrl-C or termination signal)");
            try {
                ended.await(GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "pairs-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The run has ended and everything is written: the JVM may exit. */
    @Override
    public void close() {
        ended.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Shutdown in progress: the hook is running and now returns.
        }
    }
}
