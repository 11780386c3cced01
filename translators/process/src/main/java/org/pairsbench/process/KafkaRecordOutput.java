package org.pairsbench.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * One direction of a protocol stream written into a Kafka topic: each {@link #flush} sends the whole lines written
 * since the last one as one record (so a paced tick is a record of its own, and flat out the lines of one write
 * travel together); {@link #close} sends what is left and then a record without value, the end of the stream,
 * and closes the producer, which belongs to this stream. Every record carries its sequence number (0, 1, 2, ...)
 * in the {@link KafkaTopics#SEQUENCE_HEADER} header, so that the reader sees a duplicate or a gap. While the
 * stream is open, a thread sends a record with an empty value (a heartbeat) whenever nothing was sent for a
 * second, so that the reader can tell a quiet writer from a dead one.
 */
final class KafkaRecordOutput extends OutputStream {

    static final long HEARTBEAT_MILLIS = 1_000;

    private final Producer<String, byte[]> producer;
    private final String topic;
    /** The partition every record goes to; null: the topic's one partition, chosen by Kafka. */
    private final Integer partition;
    private final String broker;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final Thread heartbeat;
    private volatile Exception failure;
    private volatile long sent;
    private long lastSendNanos = System.nanoTime();
    private volatile boolean closed;

    /** @param broker the bootstrap address, for messages */
    KafkaRecordOutput(Producer<String, byte[]> producer, String topic, String broker) {
        this(producer, topic, null, broker);
    }

    /**
     * Writes partition {@code partition} of {@code topic} only: one of several writers of a topic with a partition
     * each (the driver processes), each partition keeping its writer's order and its own sequence numbers.
     */
    KafkaRecordOutput(Producer<String, byte[]> producer, String topic, Integer partition, String broker) {
        this.producer = producer;
        this.topic = topic;
        this.partition = partition;
        this.broker = broker;
        this.heartbeat = new Thread(this::beat, "pairs-kafka-heartbeat-" + topic);
        heartbeat.setDaemon(true);
        heartbeat.start();
    }

    /** Records sent so far, heartbeats and the end of the stream included. */
    long recordsSent() {
        return sent;
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

    /**
     * Sends the rest and the end-of-stream record, and waits until the broker has them (at most the producer's
     * delivery timeout). The producer is closed whatever happens; after a failure without waiting.
     */
    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        boolean delivered = false;
        try {
            checkOpen();
            if (pending.size() > 0) {
                send(pending.toByteArray());
                pending.reset();
            }
            send(null);
            producer.flush();
            throwIfFailed();
            delivered = true;
        } finally {
            closed = true;
            heartbeat.interrupt();
            if (delivered) {
                producer.close();
            } else {
                producer.close(java.time.Duration.ZERO);
            }
        }
    }

    /**
     * Drops what is unsent: the run failed. Not synchronized: it also releases a {@link #close} that waits for a
     * broker that is gone.
     */
    void abort() {
        closed = true;
        heartbeat.interrupt();
        producer.close(java.time.Duration.ZERO);
    }

    /**
     * A heartbeat after each second without a record. An empty record between two records of lines is harmless
     * even when a line is half written: the half stays pending until its end is flushed.
     */
    private void beat() {
        try {
            while (true) {
                TimeUnit.MILLISECONDS.sleep(HEARTBEAT_MILLIS / 4);
                synchronized (this) {
                    if (closed || failure != null) {
                        return;
                    }
                    if (System.nanoTime() - lastSendNanos >= TimeUnit.MILLISECONDS.toNanos(HEARTBEAT_MILLIS)) {
                        send(new byte[0]);
                    }
                }
            }
        } catch (InterruptedException | IOException e) {
            // closed, or the producer failed: the next write reports it
        }
    }

    private void send(byte[] value) throws IOException {
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, partition, null, value);
        record.headers().add(KafkaTopics.SEQUENCE_HEADER, Long.toString(sent).getBytes(StandardCharsets.US_ASCII));
        try {
            producer.send(record, (metadata, e) -> {
                if (e != null && failure == null) {
                    failure = e;
                }
            });
        } catch (RuntimeException e) {
            throw new IOException("Kafka " + broker + " refused a record for topic " + topic + ": " + e.getMessage(), e);
        }
        sent++;
        lastSendNanos = System.nanoTime();
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
            throw new IOException("Kafka " + broker + " did not take a record for topic " + topic + ": "
                    + e.getMessage(), e);
        }
    }
}
