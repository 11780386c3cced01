package org.pairsbench.harness.driver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the driver thread publishes for the per-second sampler and the stall watchdog. Written with
 * release stores (no fence on the hot path), read with plain volatile loads from other threads.
 */
public final class DriverProgress {

    private final AtomicLong ticksSent = new AtomicLong();
    /** Clock reading when the current engine call started, or {@link #IDLE}. */
    private final AtomicLong engineCallSince = new AtomicLong(IDLE);
    private volatile String engineCall = "";
    /** Scheduled send time of the tick being sent or waited for, or {@link #IDLE} before the first. */
    private final AtomicLong due = new AtomicLong(IDLE);

    public static final long IDLE = Long.MIN_VALUE;

    public long ticksSent() {
        return ticksSent.get();
    }

    /** Ticks sent so far: by the driver as it sends, or as driver processes report them. */
    public void sent(long count) {
        ticksSent.lazySet(count);
    }

    /** The driver has taken the tick scheduled at clock reading {@code scheduledNanos} and waits for or sends it. */
    void due(long scheduledNanos) {
        due.lazySet(scheduledNanos);
    }

    /**
     * How far behind its schedule the driver is at clock reading {@code now}: how long ago the tick it is sending
     * (or about to send) was due; 0 while it waits for a tick that is not due yet, or before the first. Within
     * one gap between ticks of the backlog the next tick would meet.
     */
    public long behindNanos(long now) {
        long d = due.get();
        return d == IDLE ? 0 : Math.max(0, now - d);
    }

    /** Marks the start of an engine call (deploy, send, finish) at clock reading {@code now}. */
    public void enter(String call, long now) {
        if (!call.equals(engineCall)) {
            engineCall = call;
        }
        engineCallSince.lazySet(now);
    }

    public void leave() {
        engineCallSince.lazySet(IDLE);
    }

    /** Clock reading at which the engine call in progress started, or {@link #IDLE}. */
    public long engineCallSince() {
        return engineCallSince.get();
    }

    /** Name of the engine call in progress or last made. */
    public String engineCall() {
        return engineCall;
    }
}
