package org.pairsbench.datagen;

import org.pairsbench.core.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * Formats ticks straight into ASCII bytes, the same text as {@link TickCsv#format(StockTick)} plus '\n'.
 * The one hand-written hot path of the generator: formatting through a StringBuilder and a charset encoder
 * cost a third of the generator's time (datagen/README.md).
 */
final class TickLineEncoder {

    /** Longest line: 19-digit tickTS, 32-char symbol, 10-digit price and size, separators and event type. */
    static final int MAX_LINE = 19 + 1 + TickCsv.EVENT_TYPE.length() + 1 + 64 + 1 + 11 + 1 + 11 + 1;

    private static final byte[] TYPE = (TickCsv.DELIMITER + TickCsv.EVENT_TYPE + TickCsv.DELIMITER)
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private TickLineEncoder() {
    }

    /** Writes the line of {@code tick} at {@code pos}; returns the position after its '\n'. */
    static int encode(StockTick tick, byte[] buf, int pos) {
        pos = digits(tick.tickTS(), buf, pos);
        System.arraycopy(TYPE, 0, buf, pos, TYPE.length);
        pos += TYPE.length;
        String symbol = tick.symbol();
        for (int i = 0; i < symbol.length(); i++) {
            buf[pos++] = (byte) symbol.charAt(i);
        }
        buf[pos++] = TickCsv.DELIMITER;
        pos = digits(tick.price(), buf, pos);
        buf[pos++] = TickCsv.DELIMITER;
        pos = digits(tick.size(), buf, pos);
        buf[pos++] = '\n';
        return pos;
    }

    /** Decimal digits of a non-negative number (all generated fields are). */
    private static int digits(long value, byte[] buf, int pos) {
        if (value < 0) {
            throw new IllegalArgumentException("negative field " + value);
        }
        int end = pos + length(value);
        int i = end;
        do {
            buf[--i] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value != 0);
        return end;
    }

    private static int length(long value) {
        int n = 1;
        while (value >= 10) {
            value /= 10;
            n++;
        }
        return n;
    }
}
