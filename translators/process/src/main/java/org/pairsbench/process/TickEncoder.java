package org.pairsbench.process;

import java.nio.charset.StandardCharsets;
import org.pairsbench.api.model.StockTick;

/**
 * Writes {@code Tick,symbol,price,size,tickTS,TS\n} (with several driver processes
 * {@code Tick,symbol,price,size,tickTS,TS,position\n}) straight into a byte buffer: the per-tick path of the kit's
 * side, so no String, no StringBuilder and no encoder per tick (symbols are ASCII in every generated data set;
 * any other symbol takes a slower path that allocates).
 */
final class TickEncoder {

    private static final byte[] PREFIX = (Protocol.TICK + ",").getBytes(StandardCharsets.US_ASCII);
    /** A long in decimal is at most 20 characters; five of them (the position too), their commas and the line end. */
    private static final int NUMBERS_BYTES = 5 * 21 + 1;

    private TickEncoder() {
    }

    /** An upper bound on the bytes {@link #encode} writes for {@code tick}. */
    static int maxBytes(StockTick tick) {
        return PREFIX.length + 3 * tick.symbol().length() + 1 + NUMBERS_BYTES;
    }

    /** Writes the record at {@code buf[pos]}, which has room for {@link #maxBytes}; returns the new position. */
    static int encode(StockTick tick, long ts, byte[] buf, int pos) {
        return encode(tick, ts, -1, buf, pos);
    }

    /**
     * As {@link #encode(StockTick, long, byte[], int)}, with the tick's position in the merged stream as a seventh
     * field when {@code position} is not negative (spec/execution.md section 14).
     */
    static int encode(StockTick tick, long ts, long position, byte[] buf, int pos) {
        System.arraycopy(PREFIX, 0, buf, pos, PREFIX.length);
        pos += PREFIX.length;
        pos = symbol(tick.symbol(), buf, pos);
        buf[pos++] = ',';
        pos = decimal(tick.price(), buf, pos);
        buf[pos++] = ',';
        pos = decimal(tick.size(), buf, pos);
        buf[pos++] = ',';
        pos = decimal(tick.tickTS(), buf, pos);
        buf[pos++] = ',';
        pos = decimal(ts, buf, pos);
        if (position >= 0) {
            buf[pos++] = ',';
            pos = decimal(position, buf, pos);
        }
        buf[pos++] = '\n';
        return pos;
    }

    private static int symbol(String symbol, byte[] buf, int pos) {
        int n = symbol.length();
        for (int i = 0; i < n; i++) {
            char c = symbol.charAt(i);
            if (c >= 0x80 || c == ',' || c == '\n' || c == '\r') {
                byte[] bytes = RecordCodec.plain(symbol, "symbol").getBytes(StandardCharsets.UTF_8);
                System.arraycopy(bytes, 0, buf, pos, bytes.length);
                return pos + bytes.length;
            }
        }
        for (int i = 0; i < n; i++) {
            buf[pos + i] = (byte) symbol.charAt(i);
        }
        return pos + n;
    }

    /** {@code value} in decimal, as Long.toString writes it. */
    static int decimal(long value, byte[] buf, int pos) {
        if (value == Long.MIN_VALUE) {
            byte[] min = Long.toString(value).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(min, 0, buf, pos, min.length);
            return pos + min.length;
        }
        if (value < 0) {
            buf[pos++] = '-';
            value = -value;
        }
        int digits = 1;
        for (long v = value / 10; v != 0; v /= 10) {
            digits++;
        }
        int end = pos + digits;
        for (int i = end - 1; i >= pos; i--) {
            buf[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        return end;
    }
}
