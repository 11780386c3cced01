package org.pairsbench.core.ticks;

import java.util.Arrays;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.model.StockTick;

/**
 * A tick stream produced ahead of its reader on a thread of its own: the source (the generator, or tick files)
 * fills chunks of {@value #CHUNK_TICKS} ticks into a queue of at most {@value #QUEUED_CHUNKS}, and the reader
 * takes a chunk at a time. Memory is bounded by the queue (a few MiB), whatever the stream's length, and the
 * reader's cost per tick is an array read: the hand-off is per chunk, not per tick.
 *
 * <p>The ticks and their order are the source's, unchanged. A failure of the source (a malformed tick file, an
 * unreadable one) reaches the reader after every tick read before it, at the point of the stream where it
 * happened, as the same exception. When the source falls behind, {@link #hasNext()} waits for it: a paced
 * reader then sends late, and its lateness shows it.
 *
 * <p>Not thread-safe for readers: one thread reads. {@link #close()} stops the producer and closes the source
 * on the producer's thread, which is the only thread that ever touches the source.
 */
public final class TickReadAhead implements TickSource {

    /** 4 K ticks a chunk: a chunk's hand-off costs well under a nanosecond per tick. */
    public static final int CHUNK_TICKS = 4096;
    /** 16 chunks ahead: 64 K ticks, about 4 MiB of StockTick objects, 10 ms of SF 1000's peak rate. */
    public static final int QUEUED_CHUNKS = 16;

    private static final StockTick[] NONE = new StockTick[0];
    private static final long CLOSE_WAIT_MILLIS = 5_000;

    /** The last element the producer queues: the end of the stream, or why it ended early. */
    private record End(Throwable failure) {
    }

    private final BlockingQueue<Object> queue;
    private final Thread producer;
    private volatile boolean closed;
    private StockTick[] chunk = NONE;
    private int at;
    private End end;

    private TickReadAhead(TickSource source, int chunkTicks, int queuedChunks, String threadName) {
        this.queue = new ArrayBlockingQueue<>(queuedChunks);
        this.producer = new Thread(() -> produce(source, chunkTicks), threadName);
        producer.setDaemon(true);
    }

    /** Starts reading {@code source} ahead on a daemon thread named {@code threadName}; takes ownership of it. */
    public static TickReadAhead start(TickSource source, String threadName) {
        return start(source, CHUNK_TICKS, QUEUED_CHUNKS, threadName);
    }

    /** As {@link #start(TickSource, String)} with other chunk and queue sizes (tests pin the chunk seams). */
    static TickReadAhead start(TickSource source, int chunkTicks, int queuedChunks, String threadName) {
        if (chunkTicks < 1 || queuedChunks < 1) {
            throw new IllegalArgumentException("chunk and queue sizes must be positive");
        }
        TickReadAhead readAhead = new TickReadAhead(source, chunkTicks, queuedChunks, threadName);
        readAhead.producer.start();
        return readAhead;
    }

    private void produce(TickSource source, int chunkTicks) {
        try (source) {
            StockTick[] filling = new StockTick[chunkTicks];
            int n = 0;
            try {
                while (!closed) {
                    n = 0;
                    while (n < chunkTicks && source.hasNext()) {
                        // Not filling[n++] = source.next(): the index is taken before next() runs, even if it throws.
                        StockTick tick = source.next();
                        filling[n++] = tick;
                    }
                    if (n == chunkTicks) {
                        put(filling);
                        filling = new StockTick[chunkTicks];
                        n = 0;
                    } else {
                        if (n > 0) {
                            put(Arrays.copyOf(filling, n));
                        }
                        put(new End(null));
                        return;
                    }
                }
            } catch (RuntimeException | Error e) {
                // The ticks read before the failure come first, as a reader of the source itself would see them.
                if (n > 0) {
                    put(Arrays.copyOf(filling, n));
                }
                put(new End(e));
            }
        } catch (InterruptedException e) {
            // close() stopped the producer: nobody reads any more.
        } catch (RuntimeException e) {
            // The source's close() failed after the stream was handed over, or on close(): nothing reads it now.
        }
    }

    private void put(Object item) throws InterruptedException {
        while (!closed) {
            if (queue.offer(item, 100, TimeUnit.MILLISECONDS)) {
                return;
            }
        }
        throw new InterruptedException("closed");
    }

    @Override
    public boolean hasNext() {
        return at < chunk.length || fill();
    }

    @Override
    public StockTick next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return chunk[at++];
    }

    /** Takes the next chunk; false at the end of the stream; throws the source's failure where it happened. */
    private boolean fill() {
        if (end != null) {
            return rethrowOrEnd();
        }
        Object item;
        try {
            item = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for ticks", e);
        }
        if (item instanceof End e) {
            end = e;
            chunk = NONE;
            at = 0;
            return rethrowOrEnd();
        }
        chunk = (StockTick[]) item;
        at = 0;
        return true;
    }

    private boolean rethrowOrEnd() {
        Throwable failure = end.failure();
        if (failure instanceof RuntimeException r) {
            throw r;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return false;
    }

    /** Stops the producer and waits (briefly) until it has closed the source. */
    @Override
    public void close() {
        closed = true;
        queue.clear();
        producer.interrupt();
        try {
            producer.join(CLOSE_WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
