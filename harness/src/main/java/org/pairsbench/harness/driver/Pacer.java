package org.pairsbench.harness.driver;

/**
 * The open-loop schedule: tick i is due at {@code start + tickTS_i / rateFactor} (tickTS in ms, schedule in
 * ns), whatever happened to the ticks before it. Waiting parks the thread while the due time is far and
 * spins the last {@link #SPIN_NANOS} on the clock, because a park overshoots by tens of microseconds while a
 * spin is accurate to the clock's resolution. A tick that is already due is sent at once: the pacer never
 * drops and never waits longer to "smooth" a burst, so a slow engine cannot slow the offered load down.
 */
public final class Pacer {

    /**
     * How close to the due time the pacer stops parking and starts spinning. Linux parks overshoot by
     * about 50-60 us (timer slack); 100 us leaves a margin.
     */
    public static final long SPIN_NANOS = 100_000;

    private final Clock clock;
    private final long startNanos;
    private final double nanosPerTickMilli;

    /**
     * @param startNanos the clock reading that tickTS 0 maps to
     * @param rateFactor how many times faster than real time the stream is replayed; 1 is real time
     */
    public Pacer(Clock clock, long startNanos, double rateFactor) {
        if (!(rateFactor > 0) || Double.isInfinite(rateFactor)) {
            throw new IllegalArgumentException("rate factor must be a positive number, got " + rateFactor);
        }
        this.clock = clock;
        this.startNanos = startNanos;
        this.nanosPerTickMilli = 1_000_000.0 / rateFactor;
    }

    public long startNanos() {
        return startNanos;
    }

    /** The scheduled send time of a tick: the TS the harness gives it. */
    public long scheduledNanos(long tickTS) {
        return startNanos + Math.round(tickTS * nanosPerTickMilli);
    }

    /**
     * Waits until the clock reaches {@code dueNanos} and returns the reading at which it did (never earlier
     * than the due time; later by the waiting error, or by how far behind schedule the caller already was).
     */
    public long awaitUntil(long dueNanos) {
        long now = clock.nanoTime();
        while (dueNanos - now > SPIN_NANOS) {
            clock.park(dueNanos - now - SPIN_NANOS);
            now = clock.nanoTime();
        }
        while (dueNanos - now > 0) {
            Thread.onSpinWait();
            now = clock.nanoTime();
        }
        return now;
    }
}
