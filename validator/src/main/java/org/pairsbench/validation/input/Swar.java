package org.pairsbench.validation.input;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes of a line at once ("SIMD within a register"): the tick parser's fast path reads a field with one
 * load and a few arithmetic steps instead of a branch per byte. Words are little-endian, so byte k of a word is
 * the k-th byte in the file: the first digit of a number is the word's lowest byte.
 */
final class Swar {

    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long HIGH_NIBBLES = 0xF0F0F0F0F0F0F0F0L;
    private static final long LOW_NIBBLES = 0x0F0F0F0F0F0F0F0FL;
    private static final long ZEROS = 0x3030303030303030L;

    private Swar() {
    }

    /** The 8 bytes {@code b[at, at + 8)} as a word, byte {@code at} lowest. */
    static long word(byte[] b, int at) {
        return (long) LONG.get(b, at);
    }

    /** {@code c} in every byte of a word, for {@link #indexOf}. */
    static long broadcast(char c) {
        return ONES * (c & 0xFF);
    }

    /** How many ASCII digits {@code word} starts with: 0 to 8. */
    static int leadingDigits(long word) {
        long a = word ^ ZEROS;   // a digit byte becomes 0..9: high nibble 0, and low nibble + 6 stays below 16
        long nonDigits = (a & HIGH_NIBBLES) | (((a & LOW_NIBBLES) + 0x0606060606060606L) & HIGH_NIBBLES);
        return Long.numberOfTrailingZeros(nonDigits) >>> 3;
    }

    /**
     * The value of the first {@code n} bytes of {@code word}, 1 <= n <= 8, which must be ASCII digits (see
     * {@link #leadingDigits}); at most 99,999,999.
     */
    static long digitsValue(long word, int n) {
        // Shifting the digits to the word's top drops the bytes after them and puts zero digits before them.
        long d = (word ^ ZEROS) << ((8 - n) << 3);
        d = d * 10 + (d >>> 8);   // bytes 0, 2, 4, 6: two-digit numbers (d0d1, d2d3, d4d5, d6d7); at most 99
        return (((d & 0x000000FF000000FFL) * 0x000F424000000064L)              // d0d1 * 10^6 + d4d5 * 100
                + (((d >>> 16) & 0x000000FF000000FFL) * 0x0000271000000001L))  // d2d3 * 10^4 + d6d7
                >>> 32;
    }

    /** The index of the first byte of {@code word} equal to the byte {@code pattern} broadcasts; 8 if none. */
    static int indexOf(long word, long pattern) {
        long x = word ^ pattern;
        // The lowest flagged byte is exact: a false flag can only follow a true one (a borrow moving up).
        return Long.numberOfTrailingZeros((x - ONES) & ~x & HIGH_BITS) >>> 3;
    }

    /** The first {@code n} bytes of {@code word}, 0 <= n < 8, the others zeroed. */
    static long prefix(long word, int n) {
        return word & ((1L << (n << 3)) - 1);
    }
}
