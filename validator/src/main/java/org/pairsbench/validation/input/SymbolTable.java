package org.pairsbench.validation.input;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Finds a symbol's id from its bytes in a tick line without making a String: open addressing over the symbols
 * the strategies use. Symbols it does not hold map to -1. A symbol of 1 to 7 bytes (generated data has 6) is
 * looked up as one word, its bytes packed as {@link Swar#word} packs them, so the parser's fast path needs
 * no loop over it; longer ones by their bytes.
 */
final class SymbolTable {

    static final int ABSENT = -1;
    /** Symbols up to this long are packed in a word (a byte less than a word: its length check stays cheap). */
    static final int PACKED_MAX = 7;

    private final byte[][] keys;
    private final int[] ids;
    private final int mask;

    /**
     * The packed symbols, each tagged with its length in the top byte (a packed symbol leaves it zero), so one
     * comparison checks both; an empty slot holds 0, which no tagged key is.
     */
    private final long[] packedKeys;
    private final int[] packedIds;
    private final int packedShift;

    SymbolTable(String[] symbols) {
        int capacity = Integer.highestOneBit(Math.max(4, symbols.length * 4) - 1) << 1;
        keys = new byte[capacity][];
        ids = new int[capacity];
        mask = capacity - 1;
        packedKeys = new long[capacity];
        packedIds = new int[capacity];
        packedShift = 64 - Integer.numberOfTrailingZeros(capacity);
        for (int id = 0; id < symbols.length; id++) {
            byte[] key = symbols[id].getBytes(StandardCharsets.US_ASCII);
            if (key.length >= 1 && key.length <= PACKED_MAX) {
                long tagged = tagged(pack(key, 0, key.length), key.length);
                int slot = packedSlot(tagged);
                while (packedKeys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                packedKeys[slot] = tagged;
                packedIds[slot] = id;
            } else {
                int slot = hash(key, 0, key.length) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = key;
                ids[slot] = id;
            }
        }
    }

    static int hash(byte[] b, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) {
            h = 31 * h + b[i];
        }
        return h ^ (h >>> 16);
    }

    /** {@code b[from, to)}, at most 8 bytes, as {@link Swar#word} would read it with the bytes after zeroed. */
    static long pack(byte[] b, int from, int to) {
        long packed = 0;
        for (int i = to - 1; i >= from; i--) {
            packed = (packed << 8) | (b[i] & 0xFF);
        }
        return packed;
    }

    private static long tagged(long packed, int length) {
        return packed | ((long) length << 56);
    }

    private int packedSlot(long tagged) {
        return (int) ((tagged * 0x9E3779B97F4A7C15L) >>> packedShift);
    }

    int idOf(byte[] b, int from, int to) {
        int length = to - from;
        if (length >= 1 && length <= PACKED_MAX) {
            return idOfPacked(pack(b, from, to), length);
        }
        int slot = hash(b, from, to) & mask;
        while (true) {
            byte[] key = keys[slot];
            if (key == null) {
                return ABSENT;
            }
            if (Arrays.equals(key, 0, key.length, b, from, to)) {
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
    }

    /**
     * The id of the symbol of {@code length} bytes (1 to {@value #PACKED_MAX}) packed in {@code packed} (bytes
     * beyond {@code length} zero). The length counts: a symbol may end in a zero byte.
     */
    int idOfPacked(long packed, int length) {
        long tagged = tagged(packed, length);
        int slot = packedSlot(tagged);
        while (true) {
            long key = packedKeys[slot];
            if (key == tagged) {
                return packedIds[slot];
            }
            if (key == 0) {
                return ABSENT;
            }
            slot = (slot + 1) & mask;
        }
    }

    int idOf(String symbol) {
        byte[] b = symbol.getBytes(StandardCharsets.US_ASCII);
        return idOf(b, 0, b.length);
    }
}
