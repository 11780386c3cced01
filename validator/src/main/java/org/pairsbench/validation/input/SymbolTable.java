package org.pairsbench.validation.input;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Finds a symbol's id from its bytes in a tick line without making a String: open addressing over the symbols
 * the strategies use. Symbols it does not hold map to -1.
 */
final class SymbolTable {

    static final int ABSENT = -1;

    private final byte[][] keys;
    private final int[] ids;
    private final int mask;

    SymbolTable(String[] symbols) {
        int capacity = Integer.highestOneBit(Math.max(4, symbols.length * 4) - 1) << 1;
        keys = new byte[capacity][];
        ids = new int[capacity];
        mask = capacity - 1;
        for (int id = 0; id < symbols.length; id++) {
            byte[] key = symbols[id].getBytes(StandardCharsets.US_ASCII);
            int slot = hash(key, 0, key.length) & mask;
            while (keys[slot] != null) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = key;
            ids[slot] = id;
        }
    }

    static int hash(byte[] b, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) {
            h = 31 * h + b[i];
        }
        return h ^ (h >>> 16);
    }

    int idOf(byte[] b, int from, int to) {
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

    int idOf(String symbol) {
        byte[] b = symbol.getBytes(StandardCharsets.US_ASCII);
        return idOf(b, 0, b.length);
    }
}
