package org.pairsbench.harness.sink;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.jctools.queues.MpscChunkedArrayQueue;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.harness.driver.Clock;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.harness.measure.LatencyRecorder;

/**
 * Receives the engine's answers. On the engine's thread it only reads the clock and enqueues (lock-free);
 * a writer thread looks the trigger up, records the latency and writes the logs, so the engine never waits
 * on I/O or on the measurement. The queue grows as needed up to a bound; if the writer falls that far
 * behind, the run fails ("sink queue full") instead of the engine being blocked or answers being dropped
 * unnoticed.
 */
public final class AnswerSink implements AnswerListener {

    /** About 4 million answers (a few hundred MB): minutes of backlog at the standard rates. */
    public static final int DEFAULT_CAPACITY = 1 << 22;
    /**
     * The writer publishes its progress and samples the backlog once every this many answers: often enough to
     * see a period close's burst (a few hundred answers), rarely enough that the engine's thread, which reads
     * the published count, does not feel it. (At 4,096 a run's high-water mark was nearly never sampled.)
     */
    private static final int BATCH = 64;
    /**
     * The queue's chunk: an array of this many slots, linked to the next when full and dropped once read. The
     * engine's thread writes consecutive slots and the writer reads them behind it, so the two share a cache
     * line only where the writer has caught up, not on every answer as a linked node queue does.
     */
    private static final int QUEUE_CHUNK = 1 << 13;
    /** How long the idle writer parks before looking again; answers are already timestamped. */
    private static final long IDLE_PARK_NANOS = 1_000_000;

    private final Clock clock;
    private final TriggerTable triggers;
    private final LatencyRecorder latency;
    private final List<AnswerLog> logs;
    private final long capacity;
    private final MpscChunkedArrayQueue<Arrival> queue;

    private final AtomicLong received = new AtomicLong();
    private final AtomicLong overflowed = new AtomicLong();
    /** Answers the writer has taken off the queue (to within one batch); written by the writer only. */
    private final AtomicLong consumed = new AtomicLong();

    // Writer thread only; read by close() after joining it.
    private long written;
    private long notWrittenByWriter;
    private long unattributed;
    private long inputTsMismatches;
    private long highWater;
    /** The first write error; after it nothing more is written. */
    private String writeError;

    private volatile String failure;
    private volatile boolean closing;
    /** Answers received when close() was called: the writer stops after writing that many. */
    private volatile long closeTarget;
    private Thread writer;

    /** @param latency recorded on the writer thread only (its single writer) */
    public AnswerSink(Clock clock, TriggerTable triggers, LatencyRecorder latency, List<AnswerLog> logs, int capacity) {
        this.clock = clock;
        this.triggers = triggers;
        this.latency = latency;
        this.logs = List.copyOf(logs);
        this.capacity = capacity;
        this.queue = new MpscChunkedArrayQueue<>(QUEUE_CHUNK, queueCapacity(capacity));
    }

    public void start() {
        writer = new Thread(this::writeLoop, "pairs-sink-writer");
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void onIndicator(Indicator indicator) {
        accept(new Arrival(indicator, clock.nanoTime()));
    }

    @Override
    public void onOrder(MarketOrder order) {
        accept(new Arrival(order, clock.nanoTime()));
    }

    private void accept(Arrival arrival) {
        long n = received.incrementAndGet();
        // The queue's own bound lies beyond this check by more than the writer's batch lag, so offer() failing
        // is not expected; either way the answer is counted as overflowed, never dropped unnoticed.
        if (n - consumed.get() > capacity || !queue.offer(arrival)) {
            overflowed.incrementAndGet();
            fail("sink queue full (" + capacity + " answers waiting): the log writer cannot keep up with the engine");
        }
    }

    /** A bound for the queue itself above the sink's {@code capacity}, which the writer's batch lag may exceed. */
    private static int queueCapacity(int capacity) {
        return Math.max(2 * QUEUE_CHUNK, capacity + 2 * BATCH);
    }

    private void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    private void writeLoop() {
        long taken = 0;
        while (true) {
            Arrival a = queue.poll();
            if (a == null) {
                flushLogs();
                if (closing && queue.isEmpty()) {
                    return;
                }
                // Real time, not the injected clock: the idle wait measures nothing (and must not move a fake clock).
                LockSupport.parkNanos(IDLE_PARK_NANOS);
                continue;
            }
            if (taken % BATCH == 0) {
                // Published once a batch: the producers' bound check reads it, and a per-answer store would
                // bounce its cache line between the threads for nothing.
                consumed.lazySet(taken);
                highWater = Math.max(highWater, received.get() - taken);
            }
            try {
                handle(a);
            } catch (RuntimeException e) {
                // An answer the writer cannot take (a null from the engine, say) fails the run; the writer lives
                // on, so every later answer is still accounted for and the failure names the real cause.
                fail("the sink could not take an answer: " + e);
                notWrittenByWriter++;
            }
            taken++;
            if (closing && taken >= closeTarget) {
                // A runaway engine may keep answering after the end; what came later stays counted as not written.
                return;
            }
        }
    }

    private void handle(Arrival a) {
        long inputTickTS = a.answer().inputTickTS();
        TriggerTable.Trigger trigger = triggers.get(inputTickTS);
        long triggerTS = Arrival.NO_TRIGGER;
        if (trigger == null) {
            unattributed++;
        } else {
            triggerTS = trigger.ts();
            long carried = a.answer().inputTS();
            if (carried != Indicator.NO_TS && carried != triggerTS) {
                inputTsMismatches++;
            }
            latency.record(a.stream(), inputTickTS, a.arrivalNanos() - triggerTS);
        }
        if (writeError != null) {
            notWrittenByWriter++;
            return;
        }
        for (AnswerLog log : logs) {
            try {
                log.write(a, triggerTS);
            } catch (IOException | RuntimeException e) {
                writeError = "cannot write " + log.file() + ": " + e.getMessage();
                fail(writeError);
                notWrittenByWriter++;
                return;
            }
        }
        written++;
    }

    private void flushLogs() {
        if (writeError != null) {
            return;
        }
        for (AnswerLog log : logs) {
            try {
                log.flush();
            } catch (IOException e) {
                writeError = "cannot write " + log.file() + ": " + e.getMessage();
                fail(writeError);
                return;
            }
        }
    }

    /** Answers delivered so far (any thread). */
    public long received() {
        return received.get();
    }

    /** Why the sink could not keep every answer, or null; the driver stops when this becomes non-null. */
    public String failure() {
        return failure;
    }

    /**
     * Writes what is queued, closes every log (completing its file) and returns the accounting. Call after
     * the engine has delivered its last answer.
     */
    public SinkReport close() throws InterruptedException {
        closeTarget = received.get();
        closing = true;
        if (writer != null) {
            writer.join();
        }
        for (AnswerLog log : logs) {
            if (writeError != null) {
                log.discard();
                continue;
            }
            try {
                log.close();
            } catch (IOException | RuntimeException e) {
                writeError = "cannot complete " + log.file() + ": " + e.getMessage();
                fail(writeError);
                log.discard();
            }
        }
        // Received but never taken by the writer: delivered after close() (an engine that keeps answering).
        long got = received.get();
        long left = got - written - notWrittenByWriter - overflowed.get();
        highWater = Math.max(highWater, queue.size());
        if (left > 0) {
            fail(left + " answers arrived after the end of the run and were not written");
        }
        String kitLoss = writeError;
        if (writeError != null) {
            // A log the writer could not complete is removed (a cut log would pass the answers lost in its buffer
            // for answers the engine never gave), so none of the answers is in a log.
            notWrittenByWriter += written;
            written = 0;
        } else if (overflowed.get() > 0) {
            kitLoss = "the sink dropped " + overflowed.get() + " answer" + (overflowed.get() == 1 ? "" : "s") + " ("
                    + failure + ")";
        }
        long lost = overflowed.get() + notWrittenByWriter + left;
        return new SinkReport(got, written, lost, (int) Math.min(Integer.MAX_VALUE, highWater), unattributed,
                inputTsMismatches, failure, kitLoss);
    }
}
