package org.pairsbench.core.model;

import java.util.Objects;

/**
 * The parameters of one Pairs strategy (spec section 4.2), as the query generator writes them.
 *
 * @param alias           st_00001, st_00002, ...
 * @param availableFunds  initial balance in cents
 * @param periodLength    length of the price-averaging period, seconds
 * @param numPeriods      size N of the count window over ratios
 * @param bandsMultiplier k in avgRatio +/- k*sd
 * @param stopLossPerc    fraction of the entry ratio that triggers a stop-loss, e.g. 0.2
 */
public record Strategy(String alias, long availableFunds, String symbol1, String symbol2, int periodLength,
                       int numPeriods, double bandsMultiplier, double stopLossPerc) {

    /**
     * Every period length is a whole multiple of this many seconds (spec section 4.2), so every period ends on a
     * multiple of it in tickTS: the only instants at which the harness needs to record trigger ticks.
     */
    public static final int PERIOD_GRANULARITY_SECONDS = 5;

    public Strategy {
        Objects.requireNonNull(alias, "alias");
        Objects.requireNonNull(symbol1, "symbol1");
        Objects.requireNonNull(symbol2, "symbol2");
        if (symbol1.equals(symbol2)) {
            throw new IllegalArgumentException(alias + ": symbol1 and symbol2 are both " + symbol1);
        }
        if (availableFunds < 0) {
            throw new IllegalArgumentException(alias + ": availableFunds < 0");
        }
        if (periodLength <= 0 || periodLength % PERIOD_GRANULARITY_SECONDS != 0) {
            throw new IllegalArgumentException(alias + ": periodLength must be a positive multiple of "
                    + PERIOD_GRANULARITY_SECONDS + " s, not " + periodLength);
        }
        if (numPeriods <= 0) {
            throw new IllegalArgumentException(alias + ": numPeriods must be positive");
        }
        if (!(bandsMultiplier >= 0) || Double.isInfinite(bandsMultiplier)) {
            throw new IllegalArgumentException(alias + ": bandsMultiplier must be a finite number >= 0");
        }
        if (!(stopLossPerc >= 0 && stopLossPerc <= 1)) {
            throw new IllegalArgumentException(alias + ": stopLossPerc must be in [0, 1]");
        }
    }

    /** Period length in the unit of tickTS. */
    public long periodMillis() {
        return periodLength * 1000L;
    }
}
