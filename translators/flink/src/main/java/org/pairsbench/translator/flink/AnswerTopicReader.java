package org.pairsbench.translator.flink;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;

/**
 * The adapter's reader of the answers topic with option {@code kafka}: a thread that hands each sink subtask's
 * answers to the channel's listener (stamped with their trigger's TS on arrival, as from the wire), checks every
 * subtask's sequence numbers (a lost or doubled answer fails the run, naming the topic), and counts the subtasks'
 * done records. The first fault stops it ({@link #failure}).
 */
final class AnswerTopicReader implements AutoCloseable {

    private static final Duration POLL = Duration.ofMillis(100);

    private final Channel channel;
    private final String topic;
    private final KafkaConsumer<byte[], byte[]> consumer;
    private final SequenceCheck[] sequences;
    /** The sink subtasks whose done record has been read. */
    private final Set<Integer> done = ConcurrentHashMap.newKeySet();
    private final CountDownLatch sinksDone;
    private final Thread thread;
    private volatile String failure;
    private volatile boolean closing;

    /** Starts reading {@code topic} from its start, for a job of {@code sinks} sink subtasks. */
    AnswerTopicReader(Channel channel, String bootstrap, String topic, int sinks) {
        this.channel = channel;
        this.topic = topic;
        this.sequences = new SequenceCheck[sinks];
        for (int i = 0; i < sinks; i++) {
            sequences[i] = new SequenceCheck(sink(i) + " on topic " + topic);
        }
        this.sinksDone = new CountDownLatch(sinks);
        this.consumer = new KafkaConsumer<>(KafkaClients.consumer(bootstrap));
        TopicPartition partition = new TopicPartition(topic, 0);
        consumer.assign(List.of(partition));
        consumer.seekToBeginning(List.of(partition));
        this.thread = new Thread(this::read, "pairs-flink-kafka-answers");
        thread.setDaemon(true);
        thread.start();
    }

    private String sink(int subtask) {
        return "answer sink " + (subtask + 1) + "/" + sequences.length;
    }

    /** What went wrong with the answers, or null while nothing did. */
    String failure() {
        return failure;
    }

    /** Waits until every sink subtask's done record, and so every answer before it, has been read. */
    boolean awaitDone(long millis) throws InterruptedException {
        return sinksDone.await(millis, TimeUnit.MILLISECONDS);
    }

    /** The sink subtasks whose done record has not come, e.g. "answer sink 2/2", for messages. */
    String notDone() {
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < sequences.length; i++) {
            if (!done.contains(i)) {
                missing.add(sink(i));
            }
        }
        return String.join(", ", missing);
    }

    private void read() {
        try {
            while (!closing && failure == null) {
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(POLL)) {
                    if (!take(record)) {
                        return;
                    }
                }
            }
        } catch (WakeupException e) {
            // closed
        } catch (KafkaException e) {
            fail("reading topic " + topic + " failed: " + FlinkEngine.rootCause(e));
        } finally {
            consumer.close(Duration.ZERO);
        }
    }

    /** Takes one record; false after a fault. */
    private boolean take(ConsumerRecord<byte[], byte[]> record) {
        AnswerRecord.Decoded decoded;
        try {
            decoded = AnswerRecord.read(record.value());
        } catch (IOException e) {
            fail("the record at offset " + record.offset() + " of topic " + topic + " is not an answer record: "
                    + e.getMessage());
            return false;
        }
        int subtask = decoded.subtask();
        if (decoded.subtasks() != sequences.length || subtask < 0 || subtask >= sequences.length) {
            fail("the record at offset " + record.offset() + " of topic " + topic + " comes from sink subtask "
                    + (subtask + 1) + "/" + decoded.subtasks() + ", the job has " + sequences.length);
            return false;
        }
        String fault = sequences[subtask].check(decoded.sequence());
        if (fault != null) {
            fail(fault);
            return false;
        }
        if (decoded.answer() == null) {
            if (done.add(subtask)) {
                sinksDone.countDown();
            }
            return true;
        }
        try {
            channel.deliver(decoded.answer());
        } catch (RuntimeException e) {
            fail("an answer of " + sink(subtask) + " was refused: " + FlinkEngine.rootCause(e));
            return false;
        }
        return true;
    }

    private void fail(String reason) {
        if (!closing && failure == null) {
            failure = reason;
        }
    }

    @Override
    public void close() {
        closing = true;
        try {
            consumer.wakeup();
        } catch (RuntimeException e) {
            // the reader has stopped and closed the consumer already
        }
        try {
            thread.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
