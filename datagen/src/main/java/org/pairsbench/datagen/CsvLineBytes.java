package org.pairsbench.datagen;

import java.nio.charset.StandardCharsets;
import org.pairsbench.core.ticks.TickCsv;

/**
 * A tick's line of core's {@link TickCsv} format, written as bytes straight into an array: the hot path of
 * {@code pairs datagen}, which formats tens of millions of lines a second where a StringBuilder, the decimal
 * conversions of Long.toString and a char-to-byte copy per line would cost more than the generation. TickCsv
 * remains the definition of the format; CsvLineBytesTest pins that both give the same bytes.
 */
final class CsvLineBytes {

    private static final byte DELIMITER = (byte) TickCsv.DELIMITER;
    /** ",StockTick,": what follows tickTS in every line. */
    private static final byte[] TYPE = (TickCsv.DELIMITER + TickCsv.EVENT_TYPE + TickCsv.DELIMITER)
            .getBytes(StandardCharsets.US_ASCII);

    /** "00", "01", .. "99": the two digits of n at 2n and 2n + 1. */
    private static final byte[] DIGIT_PAIRS = new byte[200];

    static {
        for (int n = 0; n < 100; n++) {
            DIGIT_PAIRS[2 * n] = (byte) ('0' + n / 10);
            DIGIT_PAIRS[2 * n + 1] = (byte) ('0' + n % 10);
        }
    }

    private CsvLineBytes() {
    }

    /** The most bytes a line with a symbol of {@code symbolLength} bytes takes, its '\n' included. */
    static int maxLength(int symbolLength) {
        // 20 (a long with its sign), ",StockTick," (11), the symbol, 2 x (',' + 11 for an int with its sign), '\n'
        return 20 + TYPE.length + symbolLength + 2 * 12 + 1;
    }

    /**
     * Writes the line of a tick and its '\n' into {@code out} at {@code pos} (which has room for
     * {@link #maxLength}); returns the position after it.
     */
    static int write(byte[] out, int pos, long tickTS, byte[] symbol, int price, int size) {
        pos = putLong(out, pos, tickTS);
        System.arraycopy(TYPE, 0, out, pos, TYPE.length);
        pos += TYPE.length;
        System.arraycopy(symbol, 0, out, pos, symbol.length);
        pos += symbol.length;
        out[pos++] = DELIMITER;
        pos = putInt(out, pos, price);
        out[pos++] = DELIMITER;
        pos = putInt(out, pos, size);
        out[pos++] = '\n';
        return pos;
    }

    /** Decimal digits of {@code value} as Long.toString writes them. */
    private static int putLong(byte[] out, int pos, long value) {
        if (value < 0) {
            return putText(out, pos, Long.toString(value)); // never generated: tickTS is not negative
        }
        if (value <= Integer.MAX_VALUE) {
            return putInt(out, pos, (int) value); // every tickTS of a run shorter than 24 days: cheaper arithmetic
        }
        int end = pos + digits(value);
        int i = end;
        do {
            long quotient = value / 10;
            out[--i] = (byte) ('0' + (int) (value - quotient * 10));
            value = quotient;
        } while (value != 0);
        return end;
    }

    /** Decimal digits of {@code value} as Integer.toString writes them (in int arithmetic, cheaper). */
    private static int putInt(byte[] out, int pos, int value) {
        if (value < 0) {
            return putText(out, pos, Integer.toString(value)); // never generated: prices and sizes are positive
        }
        int end = pos + digits(value);
        int i = end;
        // Two digits per division: a line has about 17 digits, and each division is a multiply and shifts.
        while (value >= 100) {
            int quotient = value / 100;
            int pair = 2 * (value - quotient * 100);
            out[--i] = DIGIT_PAIRS[pair + 1];
            out[--i] = DIGIT_PAIRS[pair];
            value = quotient;
        }
        if (value >= 10) {
            out[--i] = DIGIT_PAIRS[2 * value + 1];
            out[--i] = DIGIT_PAIRS[2 * value];
        } else {
            out[--i] = (byte) ('0' + value);
        }
        return end;
    }

    private static int putText(byte[] out, int pos, String text) {
        for (int i = 0; i < text.length(); i++) {
            out[pos++] = (byte) text.charAt(i);
        }
        return pos;
    }

    /** Number of decimal digits of a value >= 0 (a long has at most 19). */
    private static int digits(long value) {
        int n = 1;
        for (long limit = 10; n < 19 && value >= limit; limit *= 10) {
            n++;
        }
        return n;
    }

    /** Number of decimal digits of a value >= 0 (an int has at most 10). */
    private static int digits(int value) {
        int n = 1;
        for (int limit = 10; n < 10 && value >= limit; limit *= 10) {
            n++;
        }
        return n;
    }
}
