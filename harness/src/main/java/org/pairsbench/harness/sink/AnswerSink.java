package org.pairsbench.harness.sink;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.pairsbench.core.engine.AnswerListener;
import org.pairsbench.core.model.Indicator;
import org.pairsbench.core.model.MarketOrder;
import org.pairsbench.harness.driver.Clock;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.harness.measure.AnswerStream;
import org.pairsbench.harness.measure.LatencyRecorder;

/**
 * Receives the engine's answers. On the engine's thread it only reads the clock, looks the trigger up,
 * records the latency (wait-free) and enqueues; a writer thread writes the logs, so the engine never waits
 * on I/O. The queue grows as needed up to a bound; if the writer falls that far behind, the run fails
 * ("sink queue full") instead of the engine being blocked or answers being dropped unnoticed.
 */
public final class AnswerSink implements AnswerListener {

    /** About 4 million answers (a few hundred MB): minutes of backlog at the standard rates. */
    public static final int DEFAULT_CAPACITY = 1 << 22;
    private static final int BATCH = 4096;
    private static final long IDLE_POLL_MILLIS = 10;

    private final Clock clock;
    private final TriggerTable triggers;
    private final LatencyRecorder latency;
    private final List<AnswerLog> logs;
    private final int capacity;
    private final LinkedBlockingQueue<Arrival> queue;

    private final AtomicLong received = new AtomicLong();
    private final AtomicLong overflowed = new AtomicLong();
    private final AtomicLong unattributed = new AtomicLong();
    private final AtomicLong inputTsMismatches = new AtomicLong();
    private final AtomicInteger highWater = new AtomicInteger();
    /** Writer thread only, read after it ended. */
    private long written;
    private long notWrittenByWriter;
    /** Writer thread only: the first write error; after it nothing more is written. */
    private String writeError;

    private volatile String failure;
    private volatile boolean closing;
    private Thread writer;

    public AnswerSink(Clock clock, TriggerTable triggers, LatencyRecorder latency, List<AnswerLog> logs, int capacity) {
        this.clock = clock;
        this.triggers = triggers;
        this.latency = latency;
        this.logs = List.copyOf(logs);
        this.capacity = capacity;
        this.queue = new LinkedBlockingQueue<>(capacity);
    }

    public void start() {
        writer = new Thread(this::writeLoop, "pairs-sink-writer");
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void onIndicator(Indicator indicator) {
        long now = clock.nanoTime();
        accept(Arrival.of(indicator, now, time(AnswerStream.INDICATOR, indicator.inputTickTS(), indicator.inputTS(), now)));
    }

    @Override
    public void onOrder(MarketOrder order) {
        long now = clock.nanoTime();
        accept(Arrival.of(order, now, time(AnswerStream.MARKET_ORDER, order.inputTickTS(), order.inputTS(), now)));
    }

    /** Records the latency from the trigger's TS and returns that TS ({@link Arrival#NO_TRIGGER} if none). */
    private long time(AnswerStream stream, long inputTickTS, long carriedInputTS, long arrival) {
        TriggerTable.Trigger trigger = triggers.get(inputTickTS);
        if (trigger == null) {
            unattributed.incrementAndGet();
            return Arrival.NO_TRIGGER;
        }
        if (carriedInputTS != Indicator.NO_TS && carriedInputTS != trigger.ts()) {
            inputTsMismatches.incrementAndGet();
        }
        latency.record(stream, inputTickTS, arrival - trigger.ts());
        return trigger.ts();
    }

    private void accept(Arrival arrival) {
        received.incrementAndGet();
        if (!queue.offer(arrival)) {
            overflowed.incrementAndGet();
            fail("sink queue full (" + capacity + " answers waiting): the log writer cannot keep up with the engine");
            return;
        }
        int size = queue.size();
        int high = highWater.get();
        while (size > high && !highWater.compareAndSet(high, size)) {
            high = highWater.get();
        }
    }

    private void fail(String reason) {
        if (failure == null) {
            failure = reason;
        }
    }

    private void writeLoop() {
        List<Arrival> batch = new ArrayList<>(BATCH);
        try {
            while (true) {
                Arrival first = queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (first == null) {
                    flushLogs();
                    if (closing && queue.isEmpty()) {
                        return;
                    }
                    continue;
                }
                batch.add(first);
                queue.drainTo(batch, BATCH - 1);
                for (Arrival a : batch) {
                    writeOne(a);
                }
                batch.clear();
            }
        } catch (InterruptedException e) {
            fail("sink writer interrupted");
            Thread.currentThread().interrupt();
        }
    }

    private void writeOne(Arrival a) {
        if (writeError != null) {
            notWrittenByWriter++;
            return;
        }
        for (AnswerLog log : logs) {
            try {
                log.write(a);
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
        closing = true;
        if (writer != null) {
            writer.join();
        }
        for (AnswerLog log : logs) {
            try {
                log.close();
            } catch (IOException e) {
                fail("cannot complete " + log.file() + ": " + e.getMessage());
            }
        }
        long got = received.get();
        long lost = overflowed.get() + notWrittenByWriter + queue.size();
        if (got != written + lost) {
            fail("answer accounting does not balance: received " + got + ", written " + written + ", not written " + lost);
        } else if (!queue.isEmpty()) {
            fail(queue.size() + " answers arrived after the end of the run and were not written");
        }
        return new SinkReport(got, written, lost, highWater.get(), unattributed.get(), inputTsMismatches.get(), failure);
    }
}
