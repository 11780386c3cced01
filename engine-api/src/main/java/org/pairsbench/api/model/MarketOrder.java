package org.pairsbench.api.model;

/**
 * A BUY or SELL order a strategy emits when it changes position (spec section 5.5).
 *
 * @param price       last traded price of {@code symbol} in the closed period, in cents
 * @param size        number of shares; a 64-bit integer, see spec erratum E7
 * @param inputTickTS tickTS of the trigger tick
 * @param inputTS     wall-clock TS of the trigger tick in nanoseconds, or {@link Indicator#NO_TS}
 */
public record MarketOrder(String strategy, OrderType type, String symbol, int price, long size,
                          long inputTickTS, long inputTS) implements Answer {
}
