package org.pairsbench.process;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.pairsbench.api.model.StockTick;

/**
 * The kit's side of the engine's input: the driver thread encodes records into a bounded buffer, a writer thread
 * moves them to the engine. Why a thread: the driver must never block on the engine's pipe for long, and its
 * flushes must cost nothing. The writer takes everything buffered in one write, so the flush rule is "as soon as
 * the writer is free": a paced tick goes out at once (the writer was idle), while flat out the ticks that pile up
 * during one write leave together in the next, a few thousand per system call.
 *
 * <p>Back-pressure: the buffer holds {@link #BUFFER_BYTES} twice over (one filling, one being written). When both
 * are full the driver waits, as it would for a slow in-process engine, but at most the stall timeout: then
 * {@link #tick} throws {@link TimeoutException} and the engine fails, instead of the driver hanging on a pipe.
 */
final class TickPipe {

    static final int BUFFER_BYTES = 1 << 16;

    private final OutputStream out;
    private final long stallNanos;
    private final Consumer<IOException> onBroken;
    private final Thread writer;

    // Guarded by this.
    private byte[] filling = new byte[BUFFER_BYTES];
    private byte[] spare = new byte[BUFFER_BYTES];
    private int fill;
    private boolean writerWaiting;
    private boolean driverWaiting;
    private boolean closing;
    private boolean broken;

    /**
     * @param onBroken told, on the writer thread, why a write failed (before {@link #tick} reports it), so the
     *                 failure can be named after the engine's exit rather than after the broken pipe
     */
    TickPipe(OutputStream out, long stallNanos, Consumer<IOException> onBroken) {
        this.out = out;
        this.stallNanos = stallNanos;
        this.onBroken = onBroken;
        this.writer = new Thread(this::writeLoop, "pairs-process-writer");
        writer.setDaemon(true);
        writer.start();
    }

    /**
     * Queues one tick record.
     *
     * @return false when the pipe is broken (the writer could not write; the reason went to {@code onBroken})
     * @throws TimeoutException the engine took none of the buffered input within the stall timeout
     */
    synchronized boolean tick(StockTick tick, long ts) throws InterruptedException, TimeoutException {
        return tick(tick, ts, -1);
    }

    /** As {@link #tick(StockTick, long)}, the record carrying the tick's position in the merged stream if >= 0. */
    synchronized boolean tick(StockTick tick, long ts, long position) throws InterruptedException, TimeoutException {
        if (!room(TickEncoder.maxBytes(tick))) {
            return false;
        }
        fill = TickEncoder.encode(tick, ts, position, filling, fill);
        wakeWriter();
        return true;
    }

    /** Queues one record that is not a tick (strategy, Deploy, End); {@code text} without line end. */
    synchronized boolean line(String text) throws InterruptedException, TimeoutException {
        byte[] bytes = (text + "\n").getBytes(StandardCharsets.UTF_8);
        if (bytes.length > Protocol.MAX_LINE_BYTES) {
            throw new IllegalArgumentException("record longer than " + Protocol.MAX_LINE_BYTES + " bytes: '"
                    + RecordCodec.quote(text) + "'");
        }
        if (!room(bytes.length)) {
            return false;
        }
        System.arraycopy(bytes, 0, filling, fill, bytes.length);
        fill += bytes.length;
        wakeWriter();
        return true;
    }

    private void wakeWriter() {
        if (writerWaiting) {
            // Only when the writer sleeps: flat out it is busy and finds the ticks when it comes back.
            notifyAll();
        }
    }

    /** Waits, up to the stall timeout, until {@code bytes} fit; false if the pipe broke. */
    private boolean room(int bytes) throws InterruptedException, TimeoutException {
        if (broken) {
            return false;
        }
        if (BUFFER_BYTES - fill >= bytes) {
            return true;
        }
        long deadline = System.nanoTime() + stallNanos;
        driverWaiting = true;
        try {
            while (!broken && BUFFER_BYTES - fill < bytes) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(left / 1_000_000, (int) (left % 1_000_000));
            }
        } finally {
            driverWaiting = false;
        }
        return !broken;
    }

    /** Ends the input after what is queued: the writer writes it, then closes the stream (EOF to the engine). */
    synchronized void close() {
        closing = true;
        notifyAll();
    }

    /** Waits for the writer to end after {@link #close}; false if it is still stuck in a write. */
    boolean awaitClosed(long millis) throws InterruptedException {
        writer.join(millis);
        return !writer.isAlive();
    }

    private void writeLoop() {
        try {
            while (true) {
                byte[] chunk;
                int length;
                synchronized (this) {
                    while (fill == 0 && !closing) {
                        writerWaiting = true;
                        wait();
                    }
                    writerWaiting = false;
                    if (fill == 0) {
                        break;
                    }
                    chunk = filling;
                    length = fill;
                    filling = spare;
                    spare = chunk;
                    fill = 0;
                    if (driverWaiting) {
                        notifyAll();
                    }
                }
                out.write(chunk, 0, length);
                out.flush();
            }
            out.close();
        } catch (IOException e) {
            onBroken.accept(e);
            synchronized (this) {
                broken = true;
                notifyAll();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
