package org.pairsbench.process;

import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;

/**
 * What the reader thread learned that the driver thread waits for: the engine's Ready, its Done, or the first
 * failure (which wakes every wait; later failures are consequences and are dropped).
 */
final class EngineState {

    private volatile String failure;
    private volatile String description;
    private boolean greeted;
    private boolean ready;
    private boolean done;

    /**
     * Records the failure unless one came first; true if this one is it. The reason is made one line: it may quote
     * the engine (its Error record's text), and a run's failure is printed and recorded as one line.
     */
    synchronized boolean fail(String reason) {
        if (failure != null) {
            return false;
        }
        failure = InvalidInputException.oneLine(reason);
        notifyAll();
        return true;
    }

    /** The first failure's message, or null; cheap enough for every tick. */
    String failure() {
        return failure;
    }

    /** The engine's handshake: someone speaks the protocol at the other end. */
    synchronized void greeted() {
        greeted = true;
        notifyAll();
    }

    /** Waits for the handshake (or a failure, or Ready); false on timeout. */
    synchronized boolean awaitGreeted(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (failure == null && !greeted && !ready) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    /** The engine's Ready record: its description, made one line as it is printed and recorded. */
    synchronized void ready(String engineDescription) {
        description = InvalidInputException.oneLine(engineDescription);
        ready = true;
        notifyAll();
    }

    synchronized boolean isReady() {
        return ready;
    }

    String description() {
        return description;
    }

    synchronized void done() {
        done = true;
        notifyAll();
    }

    synchronized boolean isDone() {
        return done;
    }

    /** Waits for Ready (or a failure); false on timeout. */
    synchronized boolean awaitReady(long millis) throws InterruptedException {
        return await(millis, true);
    }

    /** Waits for Done (or a failure); false on timeout. */
    synchronized boolean awaitDone(long millis) throws InterruptedException {
        return await(millis, false);
    }

    private boolean await(long millis, boolean forReady) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (failure == null && !(forReady ? ready : done)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }
}
