package org.pairsbench.validation.input;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.ticks.TickCsv;

/**
 * The validator's hot path: reads tick files (spec section 3.2) at byte level, straight into symbol ids,
 * prices and tickTS, with no String or object per tick; a split set is merged by (tickTS, file number) as
 * {@link org.pairsbench.core.ticks.TickFiles} does. It accepts exactly what {@link TickCsv#parse} accepts,
 * and its errors read the same ("file:line: ...").
 *
 * <p>In parallel: each file is read in chunks of whole lines by a thread of its own, which also feeds the file's
 * raw bytes to its digest (so the inputs are hashed without a second read, while the chunks are parsed); the
 * chunks are parsed on worker threads, several at once; the calling thread takes them in file order, numbers the
 * lines, merges the files and hands the ticks to the sink in stream order, a run of them at a time (a chunk's,
 * or a batch of the merge's), so that the sink's own loop, not a call per tick, feeds the computation. So the
 * ticks, the errors and the digests are the same for any number of threads. ValidateBench (validator/README.md)
 * gives its speed.
 */
public final class TickScanner {

    /**
     * Chunks read ahead at most (about 0.5 MiB each, raw and parsed): enough to keep 7 workers busy, and a bound
     * on memory however many processors there are.
     */
    private static final int MAX_AHEAD = 16;
    /** Ticks the merge of a split set hands over at once. */
    private static final int MERGE_RUN = 4096;

    /** Receives the ticks in stream order, one at a time. */
    @FunctionalInterface
    public interface TickSink {
        void onTick(int symbolId, int price, long tickTS);
    }

    /**
     * Receives the ticks in stream order, a run at a time: ticks {@code [0, count)} of the arrays (count >= 1),
     * which are reused once the call returns.
     */
    @FunctionalInterface
    public interface TickRunSink {
        void onTicks(int[] symbolIds, int[] prices, long[] tickTS, int count);
    }

    private TickScanner() {
    }

    /** As {@link #scan(List, String[], TickSink, MessageDigest[], int)} with one worker thread per processor. */
    public static long scan(List<Path> files, String[] symbols, TickSink sink, MessageDigest[] digests) {
        return scan(files, symbols, sink, digests, Workers.defaultThreads());
    }

    /** As {@link #scanRuns}, one tick at a time. */
    public static long scan(List<Path> files, String[] symbols, TickSink sink, MessageDigest[] digests, int threads) {
        return scanRuns(files, symbols, (symbolIds, prices, tickTS, count) -> {
            for (int i = 0; i < count; i++) {
                sink.onTick(symbolIds[i], prices[i], tickTS[i]);
            }
        }, digests, threads);
    }

    /**
     * Scans {@code files} into {@code sink}. Symbol ids are indexes into {@code symbols}; other symbols get -1.
     *
     * @param digests one per file (raw bytes, before decompression), or null
     * @param threads threads that parse; 1: everything (reading and hashing too) on the calling thread
     * @return the number of ticks
     */
    public static long scanRuns(List<Path> files, String[] symbols, TickRunSink sink, MessageDigest[] digests,
                                int threads) {
        SymbolTable table = new SymbolTable(symbols);
        FileCursor[] cursors = new FileCursor[files.size()];
        // The files of a split set are read side by side: they share the read-ahead, two chunks each at least.
        int ahead = Math.max(2, Math.min(2 * threads + 2, MAX_AHEAD) / Math.max(1, files.size()));
        try (Workers workers = Workers.start(threads, "pairs-scan")) {
            try {
                for (int i = 0; i < cursors.length; i++) {
                    ChunkReader reader = new ChunkReader(files.get(i), digests == null ? null : digests[i]);
                    ChunkSource source = threads == 1 ? new InlineChunks(reader, table)
                            : new ReadAheadChunks(reader, table, workers, ahead, "pairs-scan-read-" + (i + 1));
                    cursors[i] = new FileCursor(files.get(i), source);
                }
                return cursors.length == 1 ? scanOne(cursors[0], sink) : merge(cursors, sink);
            } finally {
                for (FileCursor c : cursors) {
                    if (c != null) {
                        c.source.close();
                    }
                }
            }
        }
    }

    /** One file: its chunks' ticks in order, a chunk at a time. */
    private static long scanOne(FileCursor cursor, TickRunSink sink) {
        long count = 0;
        for (ParsedChunk chunk = cursor.nextChunk(); chunk != null; chunk = cursor.nextChunk()) {
            if (chunk.count() > 0) {
                sink.onTicks(chunk.symbolIds(), chunk.prices(), chunk.tickTS(), chunk.count());
                count += chunk.count();
            }
        }
        return count;
    }

    /**
     * A split set: always the smallest tickTS next, the lower-numbered file first on equal ones; handed over
     * {@value #MERGE_RUN} at a time, and the ticks before a file's bad line before its error.
     */
    private static long merge(FileCursor[] cursors, TickRunSink sink) {
        int[] symbolIds = new int[MERGE_RUN];
        int[] prices = new int[MERGE_RUN];
        long[] tickTS = new long[MERGE_RUN];
        int pending = 0;
        long count = 0;
        try {
            int live = 0;
            for (FileCursor c : cursors) {
                live += c.advance() ? 1 : 0;
            }
            while (live > 0) {
                FileCursor min = null;
                for (FileCursor c : cursors) {
                    if (c.has && (min == null || c.tickTS < min.tickTS)) {
                        min = c;   // strict <: on equal tickTS the lower-numbered file wins
                    }
                }
                symbolIds[pending] = min.symbolId;
                prices[pending] = min.price;
                tickTS[pending] = min.tickTS;
                count++;
                if (++pending == MERGE_RUN) {
                    sink.onTicks(symbolIds, prices, tickTS, pending);
                    pending = 0;
                }
                if (!min.advance()) {
                    live--;
                }
            }
        } catch (RuntimeException e) {
            if (pending > 0) {
                sink.onTicks(symbolIds, prices, tickTS, pending);
            }
            throw e;
        }
        if (pending > 0) {
            sink.onTicks(symbolIds, prices, tickTS, pending);
        }
        return count;
    }

    /**
     * One file's position: its current chunk and tick, the number of lines before the chunk (for errors), and
     * the checks that span chunks (tickTS never decreasing from one chunk to the next).
     */
    private static final class FileCursor {
        final Path file;
        final ChunkSource source;
        private ParsedChunk chunk;
        private int at;
        private boolean ended;
        /** Lines of the file before the current chunk. */
        private long linesBefore;
        private long lastTickTS = Long.MIN_VALUE;

        boolean has;
        int symbolId;
        int price;
        long tickTS;

        FileCursor(Path file, ChunkSource source) {
            this.file = file;
            this.source = source;
        }

        /**
         * The next chunk; null at the end of the file. The failure a chunk ends with, if any, is thrown when the
         * chunk after it is asked for: after the ticks before it are used, as a line-by-line reader would.
         */
        ParsedChunk nextChunk() {
            if (ended) {
                return null;
            }
            if (chunk != null) {
                if (chunk.failure() != null) {
                    throw chunk.failure().at(file, linesBefore + chunk.count() + 1);
                }
                linesBefore += chunk.count();
                if (chunk.count() > 0) {
                    lastTickTS = chunk.tickTS()[chunk.count() - 1];
                }
            }
            chunk = source.next();
            at = 0;
            if (chunk == null) {
                ended = true;
                return null;
            }
            if (chunk.count() > 0 && chunk.tickTS()[0] < lastTickTS) {
                throw InvalidInputException.at(file, linesBefore + 1,
                        "tickTS " + chunk.tickTS()[0] + " is smaller than the previous line's " + lastTickTS);
            }
            return chunk;
        }

        /** Moves to the next tick; false at the end of the file. */
        boolean advance() {
            while (chunk == null || at == chunk.count()) {
                if (nextChunk() == null) {
                    has = false;
                    return false;
                }
            }
            symbolId = chunk.symbolIds()[at];
            price = chunk.prices()[at];
            tickTS = chunk.tickTS()[at];
            at++;
            has = true;
            return true;
        }
    }
}
