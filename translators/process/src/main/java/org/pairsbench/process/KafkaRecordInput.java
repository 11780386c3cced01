package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;

/**
 * One direction of a protocol stream read from a Kafka topic, from its start: the values of its records, in order,
 * as one byte stream, which ends at the record without value that {@link KafkaRecordOutput#close} sends. Each record's
 * sequence number is checked ({@link DeliveryCheck}); a record with an empty value (a heartbeat) adds nothing to the
 * stream but shows that the writer is alive. A thread blocked reading is released by {@link #close} (the consumer's
 * wakeup) with an IOException.
 */
final class KafkaRecordInput extends InputStream {

    private static final Duration POLL = Duration.ofMillis(100);
    /** How long the broker may take to list its topics when the stream went silent, to tell whom to blame. */
    private static final Duration PROBE = Duration.ofSeconds(2);

    private final org.apache.kafka.clients.consumer.Consumer<String, byte[]> consumer;
    private final String topic;
    private final String writer;
    private final long silenceNanos;
    private final Consumer<String> onFault;
    private final DeliveryCheck check;
    private Iterator<ConsumerRecord<String, byte[]>> records = List.<ConsumerRecord<String, byte[]>>of().iterator();
    private byte[] current = new byte[0];
    private int pos;
    private boolean ended;
    private long lastRecordNanos;
    private boolean heard;
    private volatile boolean closed;

    /**
     * @param writer       who writes the topic, for messages: "the engine server", "the kit"
     * @param silenceNanos once the first record came, how long the topic may stay without a record (the writer sends
     *                     a heartbeat every second) before reading fails; 0: no limit
     * @param onFault      told each duplicate or gap, which is then counted and read past (a duplicate's value is
     *                     skipped); null: a duplicate or a gap fails the read with a {@link DeliveryFault}
     */
    KafkaRecordInput(org.apache.kafka.clients.consumer.Consumer<String, byte[]> consumer, String topic, String writer,
                     long silenceNanos, Consumer<String> onFault) {
        this.consumer = consumer;
        this.topic = topic;
        this.writer = writer;
        this.silenceNanos = silenceNanos;
        this.onFault = onFault;
        this.check = new DeliveryCheck(topic);
        TopicPartition partition = new TopicPartition(topic, 0);
        consumer.assign(List.of(partition));
        consumer.seekToBeginning(List.of(partition));
    }

    /** The sequence check of this topic: its counts of records, duplicates and gaps. */
    DeliveryCheck check() {
        return check;
    }

    @Override
    public synchronized int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        while (pos == current.length) {
            if (ended) {
                return -1;
            }
            next();
        }
        int n = Math.min(len, current.length - pos);
        System.arraycopy(current, pos, b, off, n);
        pos += n;
        return n;
    }

    /** What a read returns without waiting: the rest of the current record (records not yet polled are not counted). */
    @Override
    public synchronized int available() {
        return current.length - pos;
    }

    /** Moves to the next record's value, polling the broker when none is at hand. */
    private void next() throws IOException {
        ConsumerRecord<String, byte[]> record;
        do {
            record = poll();
        } while (!inOrder(record));
        byte[] value = record.value();
        if (value == null) {
            ended = true;
            current = new byte[0];
        } else {
            current = value;
        }
        pos = 0;
    }

    /** False for a duplicate, whose value is not read again; a gap is reported or thrown. */
    private boolean inOrder(ConsumerRecord<String, byte[]> record) throws IOException {
        DeliveryCheck.Verdict verdict;
        try {
            verdict = check.check(record);
        } catch (MalformedRecord e) {
            throw new DeliveryFault(e.getMessage());
        }
        if (verdict == DeliveryCheck.Verdict.NEXT) {
            return true;
        }
        if (onFault == null) {
            throw new DeliveryFault(check.lastFault());
        }
        onFault.accept(check.lastFault());
        return verdict == DeliveryCheck.Verdict.GAP;
    }

    private ConsumerRecord<String, byte[]> poll() throws IOException {
        // Silence counts from when this reader began to wait, too: a reader that read nothing for a while (the
        // engine server while it merges the ticks of driver processes) must not blame the writer for it.
        long waitingSince = System.nanoTime();
        while (!records.hasNext()) {
            if (closed) {
                throw new IOException("the stream from topic " + topic + " was closed");
            }
            if (heard && silenceNanos > 0
                    && System.nanoTime() - Math.max(lastRecordNanos, waitingSince) > silenceNanos) {
                throw new IOException("no record from " + writer + " on topic " + topic + " for "
                        + silenceNanos / 1_000_000_000 + " s (it sends one every second): " + whoIsGone());
            }
            try {
                records = consumer.poll(POLL).iterator();
            } catch (WakeupException e) {
                throw new IOException("the stream from topic " + topic + " was closed");
            } catch (RuntimeException e) {
                throw new IOException("reading topic " + topic + " failed: " + e.getMessage(), e);
            }
        }
        heard = true;
        lastRecordNanos = System.nanoTime();
        return records.next();
    }

    /** Whether the broker still answers: if it does, the writer is gone. */
    private String whoIsGone() {
        try {
            consumer.listTopics(PROBE);
            return writer + " is gone (the broker answers)";
        } catch (RuntimeException e) {
            return "the Kafka broker does not answer";
        }
    }

    /** Releases a blocked reader, then closes the consumer (once the reader has let go of it). */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        consumer.wakeup();
        synchronized (this) {
            consumer.close(Duration.ofSeconds(5));
        }
    }
}
