package org.pairsbench.validation.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * The validator's hot path: reads tick files (spec section 3.2) at byte level, straight into symbol ids,
 * prices and tickTS, with no String or object per tick; a split set is merged by (tickTS, file number) as
 * {@link org.pairsbench.core.ticks.TickFiles} does. It accepts exactly what {@link TickCsv#parse} accepts:
 * a line that leaves the fast path is handed to it, so errors read the same ("file:line: ..."). Optionally
 * feeds each file's raw bytes to a digest while reading, so the inputs are hashed without a second read.
 * ValidateBench (validator/README.md) shows it is several times faster than the String-based reader.
 */
public final class TickScanner {

    /** Receives the ticks in stream order. */
    @FunctionalInterface
    public interface TickSink {
        void onTick(int symbolId, int price, long tickTS);
    }

    private TickScanner() {
    }

    /**
     * Scans {@code files} into {@code sink}. Symbol ids are indexes into {@code symbols}; other symbols get -1.
     *
     * @param digests one per file (raw bytes, before decompression), or null
     * @return the number of ticks
     */
    public static long scan(List<Path> files, String[] symbols, TickSink sink, MessageDigest[] digests) {
        SymbolTable table = new SymbolTable(symbols);
        Cursor[] cursors = new Cursor[files.size()];
        try {
            for (int i = 0; i < cursors.length; i++) {
                cursors[i] = new Cursor(files.get(i), table, digests == null ? null : digests[i]);
            }
            long count = 0;
            if (cursors.length == 1) {
                Cursor c = cursors[0];
                while (c.advance()) {
                    sink.onTick(c.symbolId, c.price, c.tickTS);
                    count++;
                }
                return count;
            }
            int live = 0;
            for (Cursor c : cursors) {
                live += c.advance() ? 1 : 0;
            }
            while (live > 0) {
                Cursor min = null;
                for (Cursor c : cursors) {
                    if (c.has && (min == null || c.tickTS < min.tickTS)) {
                        min = c;   // strict <: on equal tickTS the lower-numbered file wins
                    }
                }
                sink.onTick(min.symbolId, min.price, min.tickTS);
                count++;
                if (!min.advance()) {
                    live--;
                }
            }
            return count;
        } finally {
            for (Cursor c : cursors) {
                if (c != null) {
                    c.close();
                }
            }
        }
    }

    /** One file's reading position and its current tick. */
    private static final class Cursor {
        private static final int BUFFER = 1 << 16;
        private static final byte[] TYPE = (TickCsv.EVENT_TYPE + TickCsv.DELIMITER).getBytes(StandardCharsets.US_ASCII);

        private final Path file;
        private final SymbolTable table;
        private final InputStream in;
        private final byte[] buf = new byte[BUFFER];
        private int pos;
        private int limit;
        private boolean eof;
        private long line;
        private long lastTickTS = Long.MIN_VALUE;

        boolean has;
        int symbolId;
        int price;
        long tickTS;

        Cursor(Path file, SymbolTable table, MessageDigest digest) {
            this.file = file;
            this.table = table;
            try {
                InputStream raw = Files.newInputStream(file);
                if (digest != null) {
                    raw = new DigestInputStream(raw, digest);
                }
                this.in = file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, BUFFER) : raw;
            } catch (NoSuchFileException e) {
                throw InvalidInputException.in(file, "no such tick file");
            } catch (IOException e) {
                throw InvalidInputException.in(file, "cannot read tick file: " + InvalidInputException.reason(e));
            }
        }

        /** Reads the next tick; false at the end of the file. */
        boolean advance() {
            int nl = findLineEnd();
            if (nl < 0) {
                has = false;
                return false;
            }
            line++;
            int end = nl;
            if (end > pos && buf[end - 1] == '\r') {
                end--;
            }
            if (!parse(pos, end)) {
                slowPath(pos, end);
            }
            pos = Math.min(nl + 1, limit);
            if (tickTS < lastTickTS) {
                throw InvalidInputException.at(file, line,
                        "tickTS " + tickTS + " is smaller than the previous line's " + lastTickTS);
            }
            lastTickTS = tickTS;
            has = true;
            return true;
        }

        /** Index of the '\n' ending the next line (or {@code limit} for a last line without one); -1 at EOF. */
        private int findLineEnd() {
            int from = pos;
            while (true) {
                for (int i = from; i < limit; i++) {
                    if (buf[i] == '\n') {
                        return i;
                    }
                }
                if (eof) {
                    return pos < limit ? limit : -1;
                }
                if (pos > 0) {
                    System.arraycopy(buf, pos, buf, 0, limit - pos);
                    limit -= pos;
                    pos = 0;
                } else if (limit == buf.length) {
                    throw InvalidInputException.at(file, line + 1, "line longer than " + BUFFER + " bytes");
                }
                from = limit;
                try {
                    int n = in.read(buf, limit, buf.length - limit);
                    if (n < 0) {
                        eof = true;
                    } else {
                        limit += n;
                    }
                } catch (IOException e) {
                    throw InvalidInputException.at(file, line + 1, "cannot read: " + InvalidInputException.reason(e));
                }
            }
        }

        /** The fast path for a canonical line; false if anything is unusual. */
        private boolean parse(int from, int end) {
            int i = from;
            long ts = 0;
            int digits = 0;
            while (i < end && buf[i] != ',') {
                int d = buf[i++] - '0';
                if (d < 0 || d > 9 || ++digits > 18) {
                    return false;
                }
                ts = ts * 10 + d;
            }
            if (digits == 0 || i == end || end - ++i < TYPE.length) {
                return false;
            }
            for (byte b : TYPE) {
                if (buf[i++] != b) {
                    return false;
                }
            }
            int symbolStart = i;
            while (i < end && buf[i] != ',') {
                i++;
            }
            if (i == symbolStart || i == end) {
                return false;
            }
            int symbolEnd = i++;
            long p = 0;
            digits = 0;
            while (i < end && buf[i] != ',') {
                int d = buf[i++] - '0';
                if (d < 0 || d > 9 || ++digits > 10) {
                    return false;
                }
                p = p * 10 + d;
            }
            if (digits == 0 || i == end || p < 1 || p > Integer.MAX_VALUE) {
                return false;
            }
            i++;
            long size = 0;
            digits = 0;
            while (i < end) {
                int d = buf[i++] - '0';
                if (d < 0 || d > 9 || ++digits > 10) {
                    return false;
                }
                size = size * 10 + d;
            }
            if (digits == 0 || size > Integer.MAX_VALUE) {
                return false;
            }
            tickTS = ts;
            price = (int) p;
            symbolId = table.idOf(buf, symbolStart, symbolEnd);
            return true;
        }

        /** Anything unusual: the reference parser decides, and words the error if there is one. */
        private void slowPath(int from, int end) {
            StockTick tick = TickCsv.parse(new String(buf, from, end - from, StandardCharsets.US_ASCII), file, line);
            tickTS = tick.tickTS();
            price = tick.price();
            symbolId = table.idOf(tick.symbol());
        }

        void close() {
            try {
                in.close();
            } catch (IOException ignored) {
                // read-only: nothing to lose
            }
        }
    }
}
