package org.pairsbench.api.model;

/**
 * One trade in the simulated market (spec section 3.1). The harness adds the wall-clock send time TS when
 * it submits the tick; that field is not part of the data set and so not part of this record.
 *
 * @param symbol six upper-case letters
 * @param price  trade price in integer cents, at least 1
 * @param size   number of shares, a multiple of 10 in [100, 1000] in generated data
 * @param tickTS simulation time in milliseconds since the start of the run; non-decreasing in stream order
 */
public record StockTick(String symbol, int price, int size, long tickTS) {
}
