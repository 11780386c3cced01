package org.pairsbench.datagen;

import org.apache.commons.math3.random.MersenneTwister;
import org.apache.commons.math3.random.RandomGenerator;

/**
 * Independent random streams derived from one seed, so each market (and each purpose within it) draws from
 * its own generator: a market's ticks do not depend on how many other markets there are, and markets could
 * be generated in any order or in parallel with the same result.
 *
 * <p>Stream {@code (market, purpose)} is a Mersenne Twister (MT19937, Commons Math's {@link MersenneTwister},
 * seeded through its {@code long} constructor) with seed {@code splitmix64(seed XOR splitmix64(16 * market +
 * purpose))}; market 0 holds the global streams.
 */
public final class Seeds {

    /** Global: the symbols of all markets. */
    public static final int SYMBOLS = 1;
    /** Global: the query generator's strategy parameters. */
    public static final int STRATEGIES = 2;
    /** Per market: arrival times. */
    public static final int ARRIVALS = 1;
    /** Per market: initial prices and the Brownian increments. */
    public static final int PRICES = 2;
    /** Per market: trade sizes. */
    public static final int SIZES = 3;

    private Seeds() {
    }

    public static RandomGenerator stream(long seed, int market, int purpose) {
        return new MersenneTwister(derive(seed, market, purpose));
    }

    /** The same stream as {@link #stream}, drawn by the generator's own fast MT19937: the per-tick draws. */
    static Mt19937 fastStream(long seed, int market, int purpose) {
        return new Mt19937(derive(seed, market, purpose));
    }

    static long derive(long seed, int market, int purpose) {
        return splitmix64(seed ^ splitmix64(16L * market + purpose));
    }

    /** The finalizer of Steele, Lea and Flood's SplitMix64 (the increment included): a strong 64-bit mix. */
    static long splitmix64(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
