package org.pairsbench.api.model;

/**
 * The Bollinger-band indicator a strategy emits when one of its periods closes with a full count window
 * (spec section 5.3).
 *
 * @param inputTickTS tickTS of the trigger tick, the first tick at or after the period's end
 * @param inputTS     wall-clock TS of the trigger tick in nanoseconds, or {@link #NO_TS} where unknown
 */
public record Indicator(String strategy, double ratio, double avgRatio, double upperBand, double lowerBand,
                        long inputTickTS, long inputTS) implements Answer {

    /** Marks an answer whose inputTS is not known (expected answers computed offline, for instance). */
    public static final long NO_TS = Long.MIN_VALUE;
}
