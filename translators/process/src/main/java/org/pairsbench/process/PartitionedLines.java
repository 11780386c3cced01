package org.pairsbench.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;

/**
 * A topic with one writer per partition (the driver processes: partition I - 1 is driver I's), read from its start
 * by one consumer: each record's sequence number is checked per partition ({@link DeliveryCheck}), its value is
 * split into its lines, and a record without value ends its partition. Each writer sends a heartbeat (an empty
 * record) after a second without a record, so a partition that stays silent once heard from means its writer is
 * gone. A partition can be paused, so that a reader that buffers one partition's lines bounds its memory.
 * Used by one thread.
 */
final class PartitionedLines implements AutoCloseable {

    /** Receives the lines of each partition in order. */
    interface Handler {
        void line(int partition, String line) throws IOException, MalformedRecord;
    }

    private static final Duration POLL = Duration.ofMillis(100);
    /** A line of this topic is at most this long (a driver's report holds histograms): refused beyond. */
    static final int MAX_LINE_CHARS = 1 << 20;

    private final Consumer<String, byte[]> consumer;
    private final String topic;
    private final List<TopicPartition> partitions = new ArrayList<>();
    private final DeliveryCheck[] checks;
    private final long[] lastRecordNanos;
    private final boolean[] heard;
    private final boolean[] ended;
    private final boolean[] paused;
    private volatile boolean closed;

    PartitionedLines(Consumer<String, byte[]> consumer, String topic, int count) {
        this.consumer = consumer;
        this.topic = topic;
        this.checks = new DeliveryCheck[count];
        this.lastRecordNanos = new long[count];
        this.heard = new boolean[count];
        this.ended = new boolean[count];
        this.paused = new boolean[count];
        for (int p = 0; p < count; p++) {
            partitions.add(new TopicPartition(topic, p));
            checks[p] = new DeliveryCheck(topic + " partition " + p);
        }
        consumer.assign(partitions);
        consumer.seekToBeginning(partitions);
    }

    String topic() {
        return topic;
    }

    int partitionCount() {
        return checks.length;
    }

    /** The partition's writer has closed it (a record without value). */
    boolean ended(int partition) {
        return ended[partition];
    }

    /** A record has come on the partition. */
    boolean heard(int partition) {
        return heard[partition];
    }

    /** Nanoseconds since the partition's last record (heartbeats included); 0 before its first. */
    long silentNanos(int partition, long now) {
        return heard[partition] ? now - lastRecordNanos[partition] : 0;
    }

    /** Stops or restarts fetching the partition (records already fetched still come). */
    void pause(int partition, boolean pause) {
        if (pause != paused[partition]) {
            TopicPartition tp = partitions.get(partition);
            if (pause) {
                consumer.pause(List.of(tp));
            } else {
                consumer.resume(List.of(tp));
            }
            paused[partition] = pause;
        }
    }

    /**
     * Polls once (up to 100 ms) and hands every line of the records that came to {@code handler}.
     *
     * @throws DeliveryFault a duplicate or a gap in a partition's sequence numbers, a record without one
     * @throws IOException   the reader was closed, or Kafka failed
     */
    void poll(Handler handler) throws IOException, MalformedRecord {
        if (closed) {
            throw new IOException("the stream from topic " + topic + " was closed");
        }
        Iterable<ConsumerRecord<String, byte[]>> records;
        try {
            records = consumer.poll(POLL);
        } catch (WakeupException e) {
            throw new IOException("the stream from topic " + topic + " was closed");
        } catch (RuntimeException e) {
            throw new IOException("reading topic " + topic + " failed: " + e.getMessage(), e);
        }
        long now = System.nanoTime();
        for (ConsumerRecord<String, byte[]> record : records) {
            int p = record.partition();
            if (p < 0 || p >= checks.length) {
                throw new DeliveryFault("a record on partition " + p + " of topic " + topic + ", which has "
                        + checks.length);
            }
            heard[p] = true;
            lastRecordNanos[p] = now;
            if (checks[p].check(record) != DeliveryCheck.Verdict.NEXT) {
                throw new DeliveryFault(checks[p].lastFault());
            }
            byte[] value = record.value();
            if (value == null) {
                ended[p] = true;
                continue;
            }
            if (ended[p]) {
                throw new DeliveryFault("a record on partition " + p + " of topic " + topic + " after its end");
            }
            lines(p, new String(value, StandardCharsets.UTF_8), handler);
        }
    }

    /** A record's value is whole lines ({@link KafkaRecordOutput#flush}); an empty one is a heartbeat. */
    private static void lines(int partition, String value, Handler handler) throws IOException, MalformedRecord {
        int from = 0;
        while (from < value.length()) {
            int end = value.indexOf('\n', from);
            if (end < 0) {
                throw new MalformedRecord("a record of partition " + partition + " ends without a line end: '"
                        + RecordCodec.quote(value.substring(from)) + "'");
            }
            if (end - from > MAX_LINE_CHARS) {
                throw new MalformedRecord("a line of partition " + partition + " is longer than " + MAX_LINE_CHARS
                        + " characters");
            }
            String line = value.substring(from, end > from && value.charAt(end - 1) == '\r' ? end - 1 : end);
            if (!Protocol.isComment(line)) {
                handler.line(partition, line);
            }
            from = end + 1;
        }
    }

    /** Releases a thread blocked in {@link #poll}. */
    void wakeup() {
        closed = true;
        consumer.wakeup();
    }

    @Override
    public void close() {
        closed = true;
        consumer.close(Duration.ofSeconds(5));
    }
}
