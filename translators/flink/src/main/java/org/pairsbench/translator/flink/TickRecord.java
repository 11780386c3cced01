package org.pairsbench.translator.flink;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A record of the ticks topic with option {@code kafka} (the module README, "Through Kafka"): fixed-size, 46 bytes,
 * big-endian. A tick is byte 1, long index (its place in the stream, from 0), long tickTS (ms), long TS (ns, the
 * kit's send time), int price (cents), byte symbol length, 16 bytes of symbol (UTF-8, zero-padded). The end record
 * is byte 9 and long index (= the number of ticks), then zeros. Binary, because both ends are this module and
 * text would cost the job a parse per tick; fixed-size, because the job reads it without a length field.
 */
final class TickRecord {

    static final byte TICK = 1;
    static final byte END = 9;
    /** The longest symbol a record holds, in UTF-8 bytes (generated symbols have 6). */
    static final int SYMBOL_BYTES = 16;
    static final int SIZE = 1 + 8 + 8 + 8 + 4 + 1 + SYMBOL_BYTES;

    private TickRecord() {
    }

    /** The record of the tick at {@code index} of the stream, sent at {@code ts}. */
    static byte[] tick(long index, TickRow tick, long ts) {
        byte[] symbol = tick.symbol.getBytes(StandardCharsets.UTF_8);
        if (symbol.length > SYMBOL_BYTES) {
            throw new IllegalArgumentException("symbol '" + tick.symbol + "' has " + symbol.length + " bytes in UTF-8;"
                    + " a tick record through Kafka holds at most " + SYMBOL_BYTES);
        }
        return ByteBuffer.allocate(SIZE).put(TICK).putLong(index).putLong(tick.tickTS).putLong(ts)
                .putInt(tick.price).put((byte) symbol.length).put(symbol).array();
    }

    /** The record after the last tick: {@code count} ticks came before it. */
    static byte[] end(long count) {
        return ByteBuffer.allocate(SIZE).put(END).putLong(count).array();
    }

    /** What the job takes from a record: its index, and the tick, or null for the end record. */
    record Decoded(long index, TickRow tick) {
    }

    /** Decodes {@code value}; {@code where} names the record in the message if it is malformed. */
    static Decoded read(byte[] value, String where) throws IOException {
        if (value == null || value.length != SIZE) {
            throw new IOException(where + " is not a tick record: " + (value == null ? "no value"
                    : value.length + " bytes, not " + SIZE));
        }
        ByteBuffer in = ByteBuffer.wrap(value);
        byte kind = in.get();
        long index = in.getLong();
        if (kind == END) {
            return new Decoded(index, null);
        }
        long tickTS = in.getLong();
        in.getLong(); // TS: the topic's record of when the kit sent the tick; the adapter times answers itself
        int price = in.getInt();
        int length = in.get();
        if (kind != TICK || length < 1 || length > SYMBOL_BYTES) {
            throw new IOException(where + " is not a tick record: kind " + kind + ", symbol length " + length);
        }
        return new Decoded(index, new TickRow(new String(value, in.position(), length, StandardCharsets.UTF_8), price,
                tickTS));
    }

    /** The row the job's source passes on for the end record, which {@link TickTopicSource} ends the input at. */
    static TickRow endMarker(long count) {
        return new TickRow(null, 0, count);
    }

    /** Whether {@code row} is the end marker: every tick has a symbol. */
    static boolean isEnd(TickRow row) {
        return row.symbol == null;
    }
}
