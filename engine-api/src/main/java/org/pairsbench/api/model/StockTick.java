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

    /**
     * What is wrong with a tick's numbers (spec section 3.1), or null if nothing: one rule for every reader of
     * ticks (tick files, the engine protocol), checked where ticks enter rather than in this constructor, which
     * the generator's hot path calls with values that are right by construction.
     */
    public static String problem(long price, long size, long tickTS) {
        if (tickTS < 0) {
            return "tickTS must be >= 0, got " + tickTS;
        }
        if (price < 1 || price > Integer.MAX_VALUE) {
            return "price must be a positive 32-bit integer (cents), got " + price;
        }
        if (size < 0 || size > Integer.MAX_VALUE) {
            return "size must be a non-negative 32-bit integer, got " + size;
        }
        return null;
    }
}
