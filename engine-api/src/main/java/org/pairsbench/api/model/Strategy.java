package org.pairsbench.api.model;

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

    /**
     * The longest window a strategy may keep (spec section 4.2): every engine holds numPeriods ratios per
     * strategy, so the bound keeps a schema-valid file from asking any of them for gigabytes.
     */
    public static final int MAX_NUM_PERIODS = 1000;

    public Strategy {
        Objects.requireNonNull(alias, "alias");
        Objects.requireNonNull(symbol1, "symbol1");
        Objects.requireNonNull(symbol2, "symbol2");
        if (symbol1.equals(symbol2)) {
            throw new IllegalArgumentException(alias + ": symbol1 and symbol2 are both " + symbol1);
        }
        refuse(alias, availableFundsProblem(availableFunds));
        refuse(alias, periodLengthProblem(periodLength));
        refuse(alias, numPeriodsProblem(numPeriods));
        refuse(alias, bandsMultiplierProblem(bandsMultiplier));
        refuse(alias, stopLossPercProblem(stopLossPerc));
    }

    private static void refuse(String alias, String problem) {
        if (problem != null) {
            throw new IllegalArgumentException(alias + ": " + problem);
        }
    }

    // The domain of each parameter (spec section 4.2), once: what is wrong with a value, or null if nothing.
    // The query generator checks its value sets with the same functions.

    public static String availableFundsProblem(long cents) {
        return cents < 0 ? "availableFunds must be >= 0, not " + cents : null;
    }

    public static String periodLengthProblem(int seconds) {
        return seconds <= 0 || seconds % PERIOD_GRANULARITY_SECONDS != 0
                ? "periodLength must be a positive multiple of " + PERIOD_GRANULARITY_SECONDS + " s, not " + seconds
                : null;
    }

    public static String numPeriodsProblem(int n) {
        return n <= 0 || n > MAX_NUM_PERIODS ? "numPeriods must be 1 to " + MAX_NUM_PERIODS + ", not " + n : null;
    }

    public static String bandsMultiplierProblem(double k) {
        return !(k >= 0) || Double.isInfinite(k) ? "bandsMultiplier must be a finite number >= 0, not " + k : null;
    }

    public static String stopLossPercProblem(double fraction) {
        return !(fraction >= 0 && fraction <= 1) ? "stopLossPerc must be in [0, 1], not " + fraction : null;
    }

    /** Period length in the unit of tickTS. */
    public long periodMillis() {
        return periodLength * 1000L;
    }
}
