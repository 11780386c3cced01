package org.pairsbench.validation.input;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * Parses a chunk of tick lines (spec section 3.2) at byte level, straight into symbol ids, prices and tickTS,
 * with no String or object per tick. It accepts exactly what {@link TickCsv#parse} accepts: three paths, each
 * deciding only the lines it is sure of and handing the others on. {@link #wordwise} takes the lines of
 * generated data eight bytes at a time; {@link #bytewise} any canonical line (digits, ",StockTick,", a symbol,
 * digits, digits); a line that leaves both goes to core's parser, so errors read the same. A pure function of
 * the chunk: workers parse chunks of one file at once.
 */
final class ChunkParser {

    /**
     * A line this long (its '\n' aside) is refused, below the 1,048,576 characters of core's line reader: a line
     * must fit a chunk to be parsed, and generated tick lines are under 50 bytes (spec/pairs-1.0.md section 3.2).
     */
    static final int MAX_LINE = 1 << 16;
    /** Why a line of {@link #MAX_LINE} bytes or more is refused, with the limit spelt as the spec spells it. */
    static final String TOO_LONG = String.format(java.util.Locale.ROOT,
            "line longer than %,d bytes, the longest tick line the validator reads", MAX_LINE);
    /**
     * {@link #wordwise} reads at most this many bytes from a line's start (the longest line it takes, 50 bytes,
     * and a word beyond): closer to the chunk's end, the lines go bytewise.
     */
    private static final int WORDWISE_REACH = 64;
    private static final byte[] TYPE = (TickCsv.EVENT_TYPE + TickCsv.DELIMITER).getBytes(StandardCharsets.US_ASCII);
    /** ",StockTick," as two overlapping words: its bytes 0-7 and 3-10. */
    private static final long TYPE_HEAD = Swar.word(",StockTick,".getBytes(StandardCharsets.US_ASCII), 0);
    private static final long TYPE_TAIL = Swar.word(",StockTick,".getBytes(StandardCharsets.US_ASCII), 3);
    private static final long COMMAS = Swar.broadcast(',');
    private static final long NEWLINES = Swar.broadcast('\n');
    /** 10^n for the digits of a tickTS's second word. */
    private static final long[] POWERS_OF_TEN = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000};

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

    private ChunkParser(RawChunk chunk, ChunkBuffers into, SymbolTable table, Path file) {
        this.bytes = chunk.bytes();
        this.length = chunk.length();
        this.table = table;
        this.file = file;
        this.symbolIds = into.symbolIds;
        this.prices = into.prices;
        this.tickTS = into.tickTS;
    }

    /**
     * The ticks of {@code chunk}, up to its first line that cannot be read, parsed into {@code into}'s arrays (the
     * result holds them); {@code file} only words errors.
     */
    static ParsedChunk parse(RawChunk chunk, ChunkBuffers into, SymbolTable table, Path file) {
        return new ChunkParser(chunk, into, table, file).parse(chunk.readFailure());
    }

    private ParsedChunk parse(String readFailure) {
        int pos = 0;
        int wordwiseEnd = length - WORDWISE_REACH;
        while (pos < length) {
            int next = pos <= wordwiseEnd ? wordwise(pos) : -1;
            if (next < 0) {
                next = bytewise(pos);
                if (next < 0) {
                    next = slow(pos);
                    if (next < 0) {
                        return result(failure);
                    }
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
     * Parses a line of the shape generated data has, eight bytes at a time, into slot {@code count}: a tickTS of
     * 1 to 15 digits, ",StockTick,", a symbol of 1 to 7 bytes, a price and a size of 1 to 7 digits each, '\n'.
     * Needs {@value #WORDWISE_REACH} bytes from {@code from} in the chunk. Returns the position after the line,
     * or -1 for any other line (then nothing is decided: {@link #bytewise} reads it again). Every line it takes,
     * {@link #bytewise} takes with the same values.
     */
    private int wordwise(int from) {
        byte[] b = bytes;
        long word = Swar.word(b, from);
        int digits = Swar.leadingDigits(word);
        if (digits == 0) {
            return -1;
        }
        long ts = Swar.digitsValue(word, digits);
        int i = from + digits;
        if (digits == 8) {
            long more = Swar.word(b, i);
            int moreDigits = Swar.leadingDigits(more);
            if (moreDigits == 8) {
                return -1;
            }
            if (moreDigits > 0) {
                ts = ts * POWERS_OF_TEN[moreDigits] + Swar.digitsValue(more, moreDigits);
                i += moreDigits;
            }
        }
        if (Swar.word(b, i) != TYPE_HEAD || Swar.word(b, i + 3) != TYPE_TAIL) {
            return -1;
        }
        i += 11;
        word = Swar.word(b, i);
        int symbolLength = Swar.indexOf(word, COMMAS);
        if (symbolLength == 0 || symbolLength > SymbolTable.PACKED_MAX || Swar.indexOf(word, NEWLINES) < symbolLength) {
            return -1;
        }
        int symbolId = table.idOfPacked(Swar.prefix(word, symbolLength), symbolLength);
        i += symbolLength + 1;
        word = Swar.word(b, i);
        digits = Swar.leadingDigits(word);
        if (digits == 0 || digits == 8 || (byte) (word >>> (digits << 3)) != ',') {
            return -1;
        }
        long price = Swar.digitsValue(word, digits);
        if (price < 1) {
            return -1;
        }
        i += digits + 1;
        word = Swar.word(b, i);
        digits = Swar.leadingDigits(word);
        if (digits == 0 || digits == 8 || (byte) (word >>> (digits << 3)) != '\n') {
            return -1;
        }
        tickTS[count] = ts;
        prices[count] = (int) price;
        symbolIds[count] = symbolId;
        return i + digits + 1;
    }

    /**
     * Parses a canonical line at {@code from} into slot {@code count}: digits, ",StockTick,", a symbol, digits,
     * digits, then '\n', "\r\n" or the chunk's end. Returns the position after the line, or -1 if anything is
     * unusual (then nothing is decided: {@link #slow} reads the line again).
     */
    private int bytewise(int from) {
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
     * Any line the byte-level paths left: core's parser decides, into slot {@code count}. Returns the position after
     * the line, or -1 with {@link #failure} set if the line cannot be read.
     */
    private int slow(int from) {
        int lineEnd = from;
        while (lineEnd < length && bytes[lineEnd] != '\n') {
            lineEnd++;
        }
        if (lineEnd - from >= MAX_LINE) {
            failure = LineFailure.of(TOO_LONG);
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
