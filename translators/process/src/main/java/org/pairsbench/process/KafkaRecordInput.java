package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;

/**
 * One direction of a protocol stream read from a Kafka topic, from its start: the values of its records, in order,
 * as one byte stream, which ends at the record without value that {@link KafkaRecordOutput#close} sends. A thread
 * blocked reading is released by {@link #close} (the consumer's wakeup) with an IOException.
 */
final class KafkaRecordInput extends InputStream {

    private static final Duration POLL = Duration.ofMillis(100);

    private final Consumer<String, byte[]> consumer;
    private final String topic;
    private Iterator<ConsumerRecord<String, byte[]>> records = List.<ConsumerRecord<String, byte[]>>of().iterator();
    private byte[] current = new byte[0];
    private int pos;
    private boolean ended;
    private volatile boolean closed;

    KafkaRecordInput(Consumer<String, byte[]> consumer, String topic) {
        this.consumer = consumer;
        this.topic = topic;
        TopicPartition partition = new TopicPartition(topic, 0);
        consumer.assign(List.of(partition));
        consumer.seekToBeginning(List.of(partition));
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
        while (!records.hasNext()) {
            if (closed) {
                throw new IOException("the stream from topic " + topic + " was closed");
            }
            try {
                records = consumer.poll(POLL).iterator();
            } catch (WakeupException e) {
                throw new IOException("the stream from topic " + topic + " was closed");
            } catch (RuntimeException e) {
                throw new IOException("reading topic " + topic + " failed: " + e.getMessage(), e);
            }
        }
        byte[] value = records.next().value();
        if (value == null) {
            ended = true;
            current = new byte[0];
        } else {
            current = value;
        }
        pos = 0;
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
