package org.pairsbench.api.engine;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairsbench.api.model.Strategy;

/**
 * Which strategies' periods a tick closes, as the floor workload answers them ({@link EngineWorkload#FLOOR},
 * spec/execution.md "Engine floors"): periods are aligned to tickTS 0, and a strategy's period closes at the first
 * tick whose tickTS lies in a later period than the previous tick's. A silence over several periods closes them at
 * one trigger, once; the first tick closes nothing (no tick came before it). Every period length is a multiple of
 * 5 s, so only the first tick past a 5-second boundary can close anything, and most ticks cost one comparison.
 *
 * <p>Feed it every tick's tickTS in stream order with {@link #next}; after a {@code true}, {@link #closes} and
 * {@link #count} say what the tick closed. One thread.
 */
public final class PeriodCloses {

    private static final long BOUNDARY_MILLIS = Strategy.PERIOD_GRANULARITY_SECONDS * 1000L;

    private final long[] periodMillis;
    /** Strategies per period length, so {@link #count} costs one step per length, not per strategy. */
    private final long[] lengths;
    private final int[] strategiesOfLength;
    private boolean anyTick;
    private long previous;
    private long current;

    public PeriodCloses(List<Strategy> strategies) {
        periodMillis = new long[strategies.size()];
        Map<Long, Integer> byLength = new TreeMap<>();
        for (int i = 0; i < periodMillis.length; i++) {
            periodMillis[i] = strategies.get(i).periodMillis();
            byLength.merge(periodMillis[i], 1, Integer::sum);
        }
        lengths = byLength.keySet().stream().mapToLong(Long::longValue).toArray();
        strategiesOfLength = byLength.values().stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Takes the next tick's tickTS (non-decreasing); true when it is a trigger: the first tick past a 5-second
     * boundary, not the stream's first tick. Only then can {@link #closes} be true for any strategy.
     */
    public boolean next(long tickTS) {
        boolean first = !anyTick;
        anyTick = true;
        previous = current;
        current = tickTS;
        return !first && Math.floorDiv(previous, BOUNDARY_MILLIS) != Math.floorDiv(tickTS, BOUNDARY_MILLIS);
    }

    /** After {@link #next} returned true: whether the tick closes strategy {@code index}'s period (list order). */
    public boolean closes(int index) {
        return closes(periodMillis[index]);
    }

    /** After {@link #next} returned true: how many strategies' periods the tick closes. */
    public int count() {
        int count = 0;
        for (int i = 0; i < lengths.length; i++) {
            if (closes(lengths[i])) {
                count += strategiesOfLength[i];
            }
        }
        return count;
    }

    private boolean closes(long period) {
        return Math.floorDiv(previous, period) != Math.floorDiv(current, period);
    }
}
