package org.pairsbench.api.model;

/**
 * An output tuple of a strategy: an {@link Indicator} or a {@link MarketOrder} (spec section 6). Both carry the
 * strategy and the trigger's tickTS and TS, which is all that validation and latency need in common.
 */
public sealed interface Answer permits Indicator, MarketOrder {

    String strategy();

    /** tickTS of the trigger tick. */
    long inputTickTS();

    /** TS of the trigger tick in nanoseconds, or {@link Indicator#NO_TS}. */
    long inputTS();
}
