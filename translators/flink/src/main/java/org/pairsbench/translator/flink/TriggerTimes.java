package org.pairsbench.translator.flink;

import java.util.concurrent.ConcurrentHashMap;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.Strategy;

/**
 * The TS of every tick that can be a trigger, so that answers the job delivers on its own threads carry their
 * trigger's TS. A period always ends on a multiple of {@link Strategy#PERIOD_GRANULARITY_SECONDS}, so a trigger is
 * always the first tick past such a multiple: one entry per 5 s of stream. Entries are kept for the whole run
 * (answers of several subtasks arrive in no common order; 121 minutes are 1,452 entries).
 */
final class TriggerTimes {

    private static final long SLOT_MILLIS = Strategy.PERIOD_GRANULARITY_SECONDS * 1000L;

    private final ConcurrentHashMap<Long, Long> tsByTickTS = new ConcurrentHashMap<>();
    private long lastSlot = Long.MIN_VALUE;

    /** Called on the sending thread for every tick, before the job can see it. */
    void tick(long tickTS, long ts) {
        long slot = Math.floorDiv(tickTS, SLOT_MILLIS);
        if (slot > lastSlot) {
            lastSlot = slot;
            tsByTickTS.put(tickTS, ts);
        }
    }

    /** The TS of the trigger with this tickTS, or {@link Indicator#NO_TS} if no tick opened a slot there. */
    long tsOf(long inputTickTS) {
        Long ts = tsByTickTS.get(inputTickTS);
        return ts == null ? Indicator.NO_TS : ts;
    }
}
