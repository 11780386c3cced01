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

    public static final long IDLE = Long.MIN_VALUE;

    public long ticksSent() {
        return ticksSent.get();
    }

    void sent(long count) {
        ticksSent.lazySet(count);
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
