package org.pairsbench.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * One direction of a protocol stream written into a Kafka topic: each {@link #flush} sends the whole lines written
 * since the last one as one record (so a paced tick is a record of its own, and flat out the lines of one write
 * travel together); {@link #close} sends what is left and then a record without value, the end of the stream,
 * and closes the producer, which belongs to this stream.
 */
final class KafkaRecordOutput extends OutputStream {

    private final Producer<String, byte[]> producer;
    private final String topic;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private volatile Exception failure;
    private boolean closed;

    KafkaRecordOutput(Producer<String, byte[]> producer, String topic) {
        this.producer = producer;
        this.topic = topic;
    }

    @Override
    public synchronized void write(int b) throws IOException {
        checkOpen();
        pending.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        checkOpen();
        pending.write(b, off, len);
    }

    /** Sends the complete lines written so far; a partial last line waits for its end. */
    @Override
    public synchronized void flush() throws IOException {
        checkOpen();
        byte[] bytes = pending.toByteArray();
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        if (end == 0) {
            return;
        }
        send(Arrays.copyOf(bytes, end));
        pending.reset();
        pending.write(bytes, end, bytes.length - end);
    }

    /** Sends the rest and the end-of-stream record, and waits until the broker has them. */
    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        checkOpen();
        if (pending.size() > 0) {
            send(pending.toByteArray());
            pending.reset();
        }
        send(null);
        closed = true;
        try {
            producer.flush();
            throwIfFailed();
        } finally {
            producer.close();
        }
    }

    /** Drops what is unsent: the run failed. */
    synchronized void abort() {
        closed = true;
        producer.close(java.time.Duration.ZERO);
    }

    private void send(byte[] value) throws IOException {
        try {
            producer.send(new ProducerRecord<>(topic, value), (metadata, e) -> {
                if (e != null && failure == null) {
                    failure = e;
                }
            });
        } catch (RuntimeException e) {
            throw new IOException("Kafka refused a record for topic " + topic + ": " + e.getMessage(), e);
        }
        throwIfFailed();
    }

    private void checkOpen() throws IOException {
        if (closed) {
            throw new IOException("the stream to topic " + topic + " is closed");
        }
        throwIfFailed();
    }

    private void throwIfFailed() throws IOException {
        Exception e = failure;
        if (e != null) {
            throw new IOException("Kafka did not take a record for topic " + topic + ": " + e.getMessage(), e);
        }
    }
}
