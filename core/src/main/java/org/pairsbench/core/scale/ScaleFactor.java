package org.pairsbench.core.scale;

import org.pairsbench.api.InvalidInputException;

/**
 * The benchmark scale factor SF and every workload size derived from it (spec section 6, thesis 7.3.5 and
 * Appendix A). All sizes are exact integers; only {@link #peakRate()} is stated as 1.5 x basis, which is an
 * integer too because the basis rate is a multiple of 5000.
 */
public record ScaleFactor(int value) {

    /** Scale factors that share one market; the 11th starts a new market with its own 100 symbols. */
    public static final int SCALE_FACTORS_PER_MARKET = 10;
    public static final int SYMBOLS_PER_MARKET = 100;
    public static final int PAIRS_PER_MARKET = 25;
    public static final int USERS_PER_SCALE_FACTOR = 5;
    public static final int STRATEGIES_PER_USER = 5;
    public static final int BASIS_RATE_PER_MARKET = 5000;
    /** Peak rate over basis rate in the standard rate profile (thesis 7.3.7: "amplitude ... is 1.5"). */
    public static final double PEAK_TO_BASIS = 1.5;

    /** The largest SF the kit takes (spec 6.1): every size derived from it stays an exact 32-bit integer. */
    public static final int MAX = 1_000_000;

    public ScaleFactor {
        if (value < 1 || value > MAX) {
            throw new InvalidInputException("scale factor must be an integer from 1 to " + MAX + ", got " + value);
        }
    }

    public static ScaleFactor of(int value) {
        return new ScaleFactor(value);
    }

    /** Parses a user-typed scale factor; anything but an integer from 1 to {@link #MAX} is an InvalidInputException. */
    public static ScaleFactor parse(String text) {
        try {
            return new ScaleFactor(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            throw new InvalidInputException(
                    "scale factor must be an integer from 1 to " + MAX + ", got '" + text + "'");
        }
    }

    /** M = ceil(SF / 10). */
    public int markets() {
        return (value + SCALE_FACTORS_PER_MARKET - 1) / SCALE_FACTORS_PER_MARKET;
    }

    public int symbols() {
        return SYMBOLS_PER_MARKET * markets();
    }

    public int correlatedPairs() {
        return PAIRS_PER_MARKET * markets();
    }

    public int users() {
        return USERS_PER_SCALE_FACTOR * value;
    }

    public int strategies() {
        return USERS_PER_SCALE_FACTOR * STRATEGIES_PER_USER * value;
    }

    /**
     * Strategies on each correlated pair of market {@code market} (1-based): 10 in every full market, and
     * (SF - 1) mod 10 + 1 in the last one. Each scale-factor step adds one group of 5 users, who put one
     * strategy on each of the 25 pairs of the market that group belongs to.
     */
    public int strategiesPerPair(int market) {
        if (market < 1 || market > markets()) {
            throw new IllegalArgumentException("market " + market + " outside 1.." + markets());
        }
        return market < markets() ? SCALE_FACTORS_PER_MARKET : (value - 1) % SCALE_FACTORS_PER_MARKET + 1;
    }

    /** Basis input rate in ticks per second: 5000 x M. */
    public int basisRate() {
        return BASIS_RATE_PER_MARKET * markets();
    }

    /** Peak input rate in ticks per second: 1.5 x basis. */
    public double peakRate() {
        return PEAK_TO_BASIS * basisRate();
    }

    /**
     * The work per second the benchmark poses (Appendix A, final form):
     * load = SF * M + 2 * (10 * (M - 1) + (SF - 1) mod 10 + 1), in integer arithmetic.
     */
    public long load() {
        long m = markets();
        return value * m + 2L * (SCALE_FACTORS_PER_MARKET * (m - 1) + (value - 1) % SCALE_FACTORS_PER_MARKET + 1);
    }

    @Override
    public String toString() {
        return "SF " + value;
    }
}
