package org.pairsbench.validation.input;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import org.pairsbench.core.concurrent.Workers;

/**
 * A file's chunks read ahead on a thread of its own (which also hashes the file's bytes as it reads them) and
 * parsed on the workers, several at once; the caller takes them in file order. At most {@code ahead} chunks are
 * queued, read or being parsed, so memory stays a few MiB per file whatever its length.
 *
 * <p>The reader thread is the only one that touches the file; a failure of it (an unreadable file) reaches the
 * caller after every chunk read before it, as the same exception. Parsing never waits for anything, so the
 * workers cannot deadlock however many files share them.
 */
final class ReadAheadChunks implements ChunkSource {

    private static final long CLOSE_WAIT_MILLIS = 5_000;

    private final BlockingQueue<Future<ParsedChunk>> queue;
    private final Thread reader;
    private volatile boolean closed;
    private boolean ended;

    /** Starts reading {@code chunks} (whose file is already open) on a daemon thread named {@code threadName}. */
    ReadAheadChunks(ChunkReader chunks, SymbolTable table, Workers workers, int ahead, String threadName) {
        this.queue = new ArrayBlockingQueue<>(ahead);
        this.reader = new Thread(() -> read(chunks, table, workers), threadName);
        reader.setDaemon(true);
        reader.start();
    }

    private void read(ChunkReader chunks, SymbolTable table, Workers workers) {
        try (chunks) {
            while (!closed) {
                RawChunk raw = chunks.next();
                if (raw == null) {
                    put(CompletableFuture.completedFuture(null));
                    return;
                }
                put(workers.submit(() -> ChunkParser.parse(raw, table, chunks.file())));
            }
        } catch (RuntimeException | Error e) {
            put(CompletableFuture.failedFuture(e));
        }
    }

    /** Queues a chunk; gives up when the caller closed this source while the queue was full. */
    private void put(Future<ParsedChunk> chunk) {
        try {
            queue.put(chunk);
        } catch (InterruptedException e) {
            closed = true;
        }
    }

    @Override
    public ParsedChunk next() {
        if (ended) {
            return null;
        }
        Future<ParsedChunk> chunk;
        try {
            chunk = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while reading the tick files");
        }
        ParsedChunk parsed = Workers.join(chunk);
        if (parsed == null) {
            ended = true;
        }
        return parsed;
    }

    /** Stops the reader (interrupting a wait for room in the queue) and waits a little for it to close the file. */
    @Override
    public void close() {
        closed = true;
        reader.interrupt();
        try {
            reader.join(CLOSE_WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
