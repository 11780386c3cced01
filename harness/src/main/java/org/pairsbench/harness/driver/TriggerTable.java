package org.pairsbench.harness.driver;

import java.util.concurrent.ConcurrentHashMap;
import org.pairsbench.api.model.Strategy;

/**
 * The TS of every tick that can be a trigger, by its tickTS, so an answer that carries only inputTickTS can
 * be timed (spec ruling 8). A trigger is the first tick at or after the end of a period; every period length
 * is a whole multiple of 5 s and periods are aligned to tickTS 0, so every period end is a multiple of 5000
 * ms and the candidates are the first tick at or after each 5-second boundary. Ticks with equal tickTS are
 * one trigger: the first of them (ruling 8), so later ticks with the same tickTS never replace it.
 *
 * <p>Written by the driver thread before the tick is sent, read by whichever thread delivers the answer: the
 * engine receives the tick after the entry is published, so the answer's lookup sees it. About 1450
 * entries in a standard run.
 */
public final class TriggerTable {

    /** Every period length is a multiple of this (spec section 4.2; the standard ones are 5, 10, 20, 30, 60 s). */
    public static final long BOUNDARY_MILLIS = Strategy.PERIOD_GRANULARITY_SECONDS * 1000L;

    /** Scheduled and actual send time of one trigger tick, nanoseconds on the harness clock. */
    public record Trigger(long tickTS, long ts, long sentNanos) {
    }

    private final ConcurrentHashMap<Long, Trigger> byTickTS = new ConcurrentHashMap<>();
    /** Driver thread only: the next boundary whose first tick has not been seen. */
    private long nextBoundary = 0;

    /**
     * Called by the driver for every tick in stream order, before sending it; records it if it is the first
     * tick at or after the next 5-second boundary. Returns whether it did.
     */
    public boolean offer(long tickTS, long ts, long sentNanos) {
        if (tickTS < nextBoundary) {
            return false;
        }
        byTickTS.put(tickTS, new Trigger(tickTS, ts, sentNanos));
        nextBoundary = (Math.floorDiv(tickTS, BOUNDARY_MILLIS) + 1) * BOUNDARY_MILLIS;
        return true;
    }

    /** The trigger with this tickTS, or null if no trigger tick had it (a wrong inputTickTS). */
    public Trigger get(long tickTS) {
        return byTickTS.get(tickTS);
    }

    public int size() {
        return byTickTS.size();
    }
}
