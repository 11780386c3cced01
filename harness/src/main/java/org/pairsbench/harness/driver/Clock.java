package org.pairsbench.harness.driver;

import java.util.concurrent.locks.LockSupport;

/**
 * The harness's one time base: a monotonic nanosecond clock and a way to wait on it. Driver, sink and sampler
 * all read the same clock, so every latency is a difference of two readings of it. Injected so the pacing
 * schedule can be tested with a fake clock (as OpenMessaging Benchmark tests its rate limiter).
 */
public interface Clock {

    /** Monotonic time in nanoseconds; only differences mean anything. */
    long nanoTime();

    /**
     * Blocks the calling thread for about {@code nanos}; it may return early (interrupt, spurious wake-up,
     * {@link LockSupport#unpark}, which is how the sampler is stopped) or late (timer slack). Callers re-read
     * {@link #nanoTime()} afterwards and never rely on its accuracy.
     */
    void park(long nanos);

    /** {@link System#nanoTime()} and {@link LockSupport#parkNanos(long)}. */
    Clock SYSTEM = new Clock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void park(long nanos) {
            LockSupport.parkNanos(nanos);
        }

        @Override
        public String toString() {
            return "System.nanoTime";
        }
    };
}
