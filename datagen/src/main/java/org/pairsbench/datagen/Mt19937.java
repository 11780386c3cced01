package org.pairsbench.datagen;

import org.apache.commons.math3.util.FastMath;

/**
 * MT19937 (Matsumoto and Nishimura, 1998) giving exactly the numbers of Commons Math's {@code MersenneTwister}
 * seeded with the same {@code long}, for the three draws the generator makes per tick: {@link #nextDouble()},
 * {@link #nextGaussian()} and {@link #nextInt(int)}. It is the hot path of datagen (about six 32-bit words per
 * tick), so it is a final class called directly, and each block of 624 words is twisted and then tempered in two
 * plain loops, where Commons Math tempers one word per call behind an interface.
 *
 * <p>The draws follow Commons Math 3.6 ({@code BitsStreamGenerator}), whose streams the data sets were defined
 * with: {@code next(bits)} is the tempered word's top {@code bits} bits; a double is {@code next(26)} and
 * {@code next(26)} as one 52-bit fraction; a Gaussian is Box-Muller with {@code FastMath}, the pair's second
 * value kept for the next call (NaN meaning none, as there); {@code nextInt(n)} is Apache Harmony's rejection
 * of {@code next(31)}. {@code Mt19937Test} pins all three against Commons Math over many seeds.
 *
 * <p>Not thread-safe: each stream belongs to one market's stage, which one task at a time advances.
 */
final class Mt19937 {

    private static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER = 0x80000000;
    private static final int LOWER = 0x7fffffff;

    /** The generator's state: the last block of words before tempering. */
    private final int[] state = new int[N];
    /** The block's words tempered, handed out in order. */
    private final int[] tempered = new int[N];
    private int next = N;
    /** The second value of the last Box-Muller pair; NaN when it has been used. */
    private double nextGaussian = Double.NaN;

    /**
     * The stream of Commons Math's {@code new MersenneTwister(seed)}: MT19937's {@code init_by_array} with the
     * key (high 32 bits, low 32 bits).
     */
    Mt19937(long seed) {
        initByArray(new int[] {(int) (seed >>> 32), (int) seed});
    }

    private Mt19937() {
    }

    /** Seeded by the reference's {@code init_by_array(key)}: how the reference code's published output is made. */
    static Mt19937 byArray(int... key) {
        Mt19937 generator = new Mt19937();
        generator.initByArray(key);
        return generator;
    }

    /** Seeded by the reference's {@code init_genrand(seed)} (5489 is the reference's default seed). */
    static Mt19937 genrand(int seed) {
        Mt19937 generator = new Mt19937();
        generator.initGenrand(seed);
        return generator;
    }

    /** The reference {@code init_genrand}: a linear congruential fill of the state. */
    private void initGenrand(int seed) {
        state[0] = seed;
        for (int i = 1; i < N; i++) {
            int previous = state[i - 1];
            state[i] = 1812433253 * (previous ^ (previous >>> 30)) + i;
        }
    }

    /** The reference {@code init_by_array} in 32-bit arithmetic (Java's int overflow is the C code's mod 2^32). */
    private void initByArray(int[] key) {
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            int previous = state[i - 1];
            state[i] = (state[i] ^ ((previous ^ (previous >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                state[0] = state[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            int previous = state[i - 1];
            state[i] = (state[i] ^ ((previous ^ (previous >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                state[0] = state[N - 1];
                i = 1;
            }
        }
        state[0] = UPPER; // the most significant bit set: a non-zero state
    }

    /** The next block: the twist of all 624 words, then their tempering. */
    private void refill() {
        int[] mt = state;
        for (int k = 0; k < N - M; k++) {
            int y = (mt[k] & UPPER) | (mt[k + 1] & LOWER);
            mt[k] = mt[k + M] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
        }
        for (int k = N - M; k < N - 1; k++) {
            int y = (mt[k] & UPPER) | (mt[k + 1] & LOWER);
            mt[k] = mt[k + (M - N)] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
        }
        int y = (mt[N - 1] & UPPER) | (mt[0] & LOWER);
        mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
        int[] out = tempered;
        for (int k = 0; k < N; k++) {
            int z = mt[k];
            z ^= z >>> 11;
            z ^= (z << 7) & 0x9d2c5680;
            z ^= (z << 15) & 0xefc60000;
            z ^= z >>> 18;
            out[k] = z;
        }
        next = 0;
    }

    /** The next tempered 32-bit word: MT19937's {@code genrand_int32}, as a Java int. */
    int nextWord() {
        if (next == N) {
            refill();
        }
        return tempered[next++];
    }

    /** Commons Math's {@code nextDouble()}: 52 random bits (26 and 26) as a fraction in [0, 1). */
    double nextDouble() {
        long high = ((long) (nextWord() >>> 6)) << 26;
        int low = nextWord() >>> 6;
        return (high | low) * 0x1.0p-52d;
    }

    /** Commons Math's {@code nextGaussian()}: Box-Muller on two doubles, the second value of the pair kept. */
    double nextGaussian() {
        double random;
        if (Double.isNaN(nextGaussian)) {
            double x = nextDouble();
            double y = nextDouble();
            double alpha = 2 * FastMath.PI * x;
            double r = FastMath.sqrt(-2 * FastMath.log(y));
            random = r * FastMath.cos(alpha);
            nextGaussian = r * FastMath.sin(alpha);
        } else {
            random = nextGaussian;
            nextGaussian = Double.NaN;
        }
        return random;
    }

    /** Commons Math's {@code nextInt(n)}: uniform in [0, n), by rejection of {@code next(31)}; {@code n > 0}. */
    int nextInt(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + n);
        }
        if ((n & -n) == n) {
            return (int) ((n * (long) (nextWord() >>> 1)) >> 31);
        }
        int bits;
        int value;
        do {
            bits = nextWord() >>> 1;
            value = bits % n;
        } while (bits - value + (n - 1) < 0);
        return value;
    }
}
