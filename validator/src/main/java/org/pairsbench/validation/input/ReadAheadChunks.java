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
 * queued, read or being parsed, so memory stays a few MiB per file whatever its length; their buffers go round:
 * the caller hands a chunk's back when it asks for the next one, and the reader reads into them again.
 *
 * <p>The reader thread is the only one that touches the file; a failure of it (an unreadable file) reaches the
 * caller after every chunk read before it, as the same exception. Parsing never waits for anything, so the
 * workers cannot deadlock however many files share them.
 */
final class ReadAheadChunks implements ChunkSource {

    private static final long CLOSE_WAIT_MILLIS = 5_000;

    /** A chunk on its way: its parse (null at the end of the file) and the buffers it is read and parsed into. */
    private record Pending(Future<ParsedChunk> parsed, ChunkBuffers buffers) {
    }

    private final BlockingQueue<Pending> queue;
    /** Buffers free for the reader: those of the chunks the caller is done with. */
    private final BlockingQueue<ChunkBuffers> free;
    /** Buffers there may be: one per queued chunk, the reader's and the caller's. */
    private final int maxBuffers;
    /** Buffers made so far, by the reader (which alone makes them): made when first needed. */
    private int buffersMade;
    private final Thread reader;
    private volatile boolean closed;
    private boolean ended;
    /** The buffers of the chunk the caller holds, handed back on its next call. */
    private ChunkBuffers held;

    /** Starts reading {@code chunks} (whose file is already open) on a daemon thread named {@code threadName}. */
    ReadAheadChunks(ChunkReader chunks, SymbolTable table, Workers workers, int ahead, String threadName) {
        this.queue = new ArrayBlockingQueue<>(ahead);
        this.maxBuffers = ahead + 2;
        this.free = new ArrayBlockingQueue<>(maxBuffers);
        this.reader = new Thread(() -> read(chunks, table, workers), threadName);
        reader.setDaemon(true);
        reader.start();
    }

    private void read(ChunkReader chunks, SymbolTable table, Workers workers) {
        try (chunks) {
            while (!closed) {
                ChunkBuffers buffers = freeBuffers();
                if (buffers == null) {
                    return;   // closed while waiting for buffers
                }
                RawChunk raw = chunks.next(buffers.raw);
                if (raw == null) {
                    put(new Pending(CompletableFuture.completedFuture(null), null));
                    return;
                }
                put(new Pending(workers.submit(() -> ChunkParser.parse(raw, buffers, table, chunks.file())), buffers));
            }
        } catch (RuntimeException | Error e) {
            put(new Pending(CompletableFuture.failedFuture(e), null));
        }
    }

    /** Buffers to read into: free ones, new ones while fewer than the most there may be, else the next freed. */
    private ChunkBuffers freeBuffers() {
        ChunkBuffers buffers = free.poll();
        if (buffers != null) {
            return buffers;
        }
        if (buffersMade < maxBuffers) {
            buffersMade++;
            return new ChunkBuffers();
        }
        try {
            return free.take();
        } catch (InterruptedException e) {
            closed = true;   // only close() interrupts: nobody takes chunks any more
            return null;
        }
    }

    /** Queues a chunk; gives up when the caller closed this source while the queue was full. */
    private void put(Pending chunk) {
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
        if (held != null) {
            free.add(held);   // never full: it has room for every buffer there is
            held = null;
        }
        Pending chunk;
        try {
            chunk = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while reading the tick files");
        }
        ParsedChunk parsed = Workers.join(chunk.parsed());
        if (parsed == null) {
            ended = true;
        }
        held = chunk.buffers();
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
