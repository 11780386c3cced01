package org.pairsbench.validation.input;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * Parses a chunk of tick lines (spec section 3.2) at byte level, straight into symbol ids, prices and tickTS,
 * with no String or object per tick. It accepts exactly what {@link TickCsv#parse} accepts: a line that leaves
 * the fast path (anything but the canonical form) is handed to it, so errors read the same. A pure function of
 * the chunk: workers parse chunks of one file at once.
 */
final class ChunkParser {

    /** A line this long (its '\n' aside) is refused: the limit of the line-by-line reader, kept. */
    static final int MAX_LINE = 1 << 16;
    /** The shortest tick line, "0,StockTick,A,1,0": so a chunk holds at most length / 17 + 1 ticks. */
    private static final int SHORTEST_LINE = 17;
    private static final byte[] TYPE = (TickCsv.EVENT_TYPE + TickCsv.DELIMITER).getBytes(StandardCharsets.US_ASCII);

    private final byte[] bytes;
    private final int length;
    private final SymbolTable table;
    private final Path file;
    private final int[] symbolIds;
    private final int[] prices;
    private final long[] tickTS;
    private int count;
    /** Why the line at slot {@link #count} cannot be read: set by {@link #slow} when it returns -1. */
    private LineFailure failure;

    private ChunkParser(RawChunk chunk, SymbolTable table, Path file) {
        this.bytes = chunk.bytes();
        this.length = chunk.length();
        this.table = table;
        this.file = file;
        int capacity = length / SHORTEST_LINE + 1;
        this.symbolIds = new int[capacity];
        this.prices = new int[capacity];
        this.tickTS = new long[capacity];
    }

    /** The ticks of {@code chunk}, up to its first line that cannot be read; {@code file} only words errors. */
    static ParsedChunk parse(RawChunk chunk, SymbolTable table, Path file) {
        return new ChunkParser(chunk, table, file).parse(chunk.readFailure());
    }

    private ParsedChunk parse(String readFailure) {
        int pos = 0;
        while (pos < length) {
            int next = fast(pos);
            if (next < 0) {
                next = slow(pos);
                if (next < 0) {
                    return result(failure);
                }
            }
            if (count > 0 && tickTS[count] < tickTS[count - 1]) {
                return result(LineFailure.of("tickTS " + tickTS[count] + " is smaller than the previous line's "
                        + tickTS[count - 1]));
            }
            count++;
            pos = next;
        }
        return result(readFailure == null ? null : LineFailure.of(readFailure));
    }

    private ParsedChunk result(LineFailure lineFailure) {
        return new ParsedChunk(count, symbolIds, prices, tickTS, lineFailure);
    }

    /**
     * Parses a canonical line at {@code from} into slot {@code count}: digits, ",StockTick,", a symbol, digits,
     * digits, then '\n', "\r\n" or the chunk's end. Returns the position after the line, or -1 if anything is
     * unusual (then nothing is decided: {@link #slow} reads the line again).
     */
    private int fast(int from) {
        byte[] b = bytes;
        int i = from;
        long ts = 0;
        int digits = 0;
        while (true) {
            if (i == length) {
                return -1;
            }
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            if (++digits > 18) {
                return -1;
            }
            ts = ts * 10 + d;
            i++;
        }
        if (digits == 0 || b[i] != ',' || length - ++i < TYPE.length) {
            return -1;
        }
        for (byte t : TYPE) {
            if (b[i++] != t) {
                return -1;
            }
        }
        int symbolStart = i;
        while (true) {
            if (i == length || b[i] == '\n') {
                return -1;
            }
            if (b[i] == ',') {
                break;
            }
            i++;
        }
        int symbolEnd = i++;
        if (symbolEnd == symbolStart) {
            return -1;
        }
        long price = 0;
        digits = 0;
        while (true) {
            if (i == length) {
                return -1;
            }
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            if (++digits > 10) {
                return -1;
            }
            price = price * 10 + d;
            i++;
        }
        if (digits == 0 || b[i] != ',' || price < 1 || price > Integer.MAX_VALUE) {
            return -1;
        }
        i++;
        long size = 0;
        digits = 0;
        while (i < length) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            if (++digits > 10) {
                return -1;
            }
            size = size * 10 + d;
            i++;
        }
        if (digits == 0 || size > Integer.MAX_VALUE) {
            return -1;
        }
        // The line end: i is at '\n', at "\r\n", at a last '\r' of the chunk, or at the chunk's end.
        int lineEnd;
        if (i == length) {
            lineEnd = length;
        } else if (b[i] == '\n') {
            lineEnd = i;
        } else if (b[i] == '\r' && (i + 1 == length || b[i + 1] == '\n')) {
            lineEnd = i + 1;
        } else {
            return -1;
        }
        if (lineEnd - from >= MAX_LINE) {
            return -1;
        }
        tickTS[count] = ts;
        prices[count] = (int) price;
        symbolIds[count] = table.idOf(b, symbolStart, symbolEnd);
        return Math.min(lineEnd + 1, length);
    }

    /**
     * Any line the fast path left: core's parser decides, into slot {@code count}. Returns the position after
     * the line, or -1 with {@link #failure} set if the line cannot be read.
     */
    private int slow(int from) {
        int lineEnd = from;
        while (lineEnd < length && bytes[lineEnd] != '\n') {
            lineEnd++;
        }
        if (lineEnd - from >= MAX_LINE) {
            failure = LineFailure.of("line longer than " + MAX_LINE + " bytes");
            return -1;
        }
        int end = lineEnd > from && bytes[lineEnd - 1] == '\r' ? lineEnd - 1 : lineEnd;
        String text = new String(bytes, from, end - from, StandardCharsets.US_ASCII);
        StockTick tick;
        try {
            tick = TickCsv.parse(text, file, 0);
        } catch (InvalidInputException rejected) {
            failure = LineFailure.rejected(text);
            return -1;
        }
        tickTS[count] = tick.tickTS();
        prices[count] = tick.price();
        symbolIds[count] = table.idOf(tick.symbol());
        return Math.min(lineEnd + 1, length);
    }
}
