package org.pairsbench.template;

import java.util.concurrent.ConcurrentSkipListMap;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.Strategy;

/**
 * The TS of every tick that can be a trigger, so that answers an engine emits on its own thread still carry their
 * trigger's TS. A period always ends on a multiple of {@link Strategy#PERIOD_GRANULARITY_SECONDS}, so a trigger is
 * always the first tick past such a multiple: one entry per 5 s of stream, not one per tick.
 *
 * <p>An engine that answers synchronously inside {@code send} needs none of this: it stamps answers with the TS of
 * the tick being sent (see the Esper adapter). An engine that cannot tell at all may answer with
 * {@link Indicator#NO_TS}, and the harness derives the TS from inputTickTS.
 */
final class TriggerTimes {

    private static final long SLOT_MILLIS = Strategy.PERIOD_GRANULARITY_SECONDS * 1000L;

    private final ConcurrentSkipListMap<Long, Long> tsByTickTS = new ConcurrentSkipListMap<>();
    private long lastSlot = Long.MIN_VALUE;

    /** Called on the sending thread for a tick that advances the clock to {@code tickTS}. */
    void clockAdvanced(long tickTS, long ts) {
        long slot = Math.floorDiv(tickTS, SLOT_MILLIS);
        if (slot > lastSlot) {
            lastSlot = slot;
            tsByTickTS.put(tickTS, ts);
        }
    }

    /**
     * The TS of the trigger with this tickTS, called on the engine's thread as it delivers. Engines deliver in
     * stream order, so earlier entries are no longer needed and are dropped.
     */
    long tsOf(long inputTickTS) {
        tsByTickTS.headMap(inputTickTS).clear();
        Long ts = tsByTickTS.get(inputTickTS);
        return ts == null ? Indicator.NO_TS : ts;
    }
}
