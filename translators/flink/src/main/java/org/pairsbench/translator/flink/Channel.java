package org.pairsbench.translator.flink;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.engine.AnswerListener;

/**
 * The way between one engine and its job on the embedded MiniCluster, which runs in the engine's JVM: the ticks
 * the adapter sends, in order, and the listener the job's sink delivers answers to. The job's source and sink find
 * it by id in a registry of this class loader (the MiniCluster's tasks load the job's classes from the plug-in's
 * class loader, so they see the same registry). A job on a cluster in other processes reaches it through the
 * adapter's {@link WireServer} instead; with option {@code kafka} the ticks go to Kafka instead of the queue
 * ({@link KafkaDeployment}), and answers reach the listener from the answers topic.
 */
final class Channel {

    /** Marks the end of the input in the tick queue. */
    static final Object END = new Object();

    private static final Map<String, Channel> OPEN = new ConcurrentHashMap<>();

    final String id = UUID.randomUUID().toString();
    /** TickRow elements, then END. Bounded, so a job that falls behind holds the sender back. */
    final BlockingQueue<Object> ticks;
    final AnswerListener listener;
    final TriggerTimes triggers = new TriggerTimes();
    /** Counted down by the job's source when it runs and by each sink subtask when it opens. */
    final CountDownLatch started;

    private Channel(int capacity, AnswerListener listener, int tasksToStart) {
        this.ticks = new ArrayBlockingQueue<>(capacity);
        this.listener = listener;
        this.started = new CountDownLatch(tasksToStart);
    }

    /** A channel whose job has {@code tasksToStart} source and sink subtasks. */
    static Channel open(int capacity, AnswerListener listener, int tasksToStart) {
        Channel channel = new Channel(capacity, listener, tasksToStart);
        OPEN.put(channel.id, channel);
        return channel;
    }

    /** The open channel {@code id}; a task of a job whose engine has been closed fails here. */
    static Channel get(String id) {
        Channel channel = OPEN.get(id);
        if (channel == null) {
            throw new IllegalStateException("the engine of channel " + id + " is closed");
        }
        return channel;
    }

    /** Queues a tick (or {@link #END}), waiting at most {@code waitMillis} for room; false if there was none. */
    boolean offer(Object element, long waitMillis) throws InterruptedException {
        return ticks.offer(element, waitMillis, TimeUnit.MILLISECONDS);
    }

    /** Hands an answer of the job to the listener, with the TS of its trigger. */
    void deliver(AnswerRow answer) {
        long ts = triggers.tsOf(answer.inputTickTS);
        if (answer.kind == AnswerRow.INDICATOR) {
            listener.onIndicator(answer.toIndicator(ts));
        } else {
            listener.onOrder(answer.toOrder(ts));
        }
    }

    void close() {
        OPEN.remove(id);
    }
}
