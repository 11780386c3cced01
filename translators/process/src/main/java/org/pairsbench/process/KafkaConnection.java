package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * The kit's end of a protocol stream carried by Kafka: creates the stream's two topics, announces it on
 * {@link KafkaTopics#CONTROL} for an engine server ({@code pairs serve --kafka}) to take, then writes the kit's
 * records to {@code pairs-ID-in} and reads the engine's from {@code pairs-ID-out}. The topics are deleted when the
 * run ends.
 */
final class KafkaConnection implements Connection {

    private final String bootstrap;
    private final String id;
    private final int timeoutMillis;
    private final Producer<String, byte[]> producer;
    private final KafkaRecordOutput output;
    private final KafkaRecordInput input;

    private KafkaConnection(String bootstrap, String id, int timeoutMillis) {
        this.bootstrap = bootstrap;
        this.id = id;
        this.timeoutMillis = timeoutMillis;
        this.producer = new KafkaProducer<>(KafkaTopics.producer(bootstrap, timeoutMillis));
        this.output = new KafkaRecordOutput(producer, KafkaTopics.in(id));
        this.input = new KafkaRecordInput(new KafkaConsumer<>(KafkaTopics.streamConsumer(bootstrap)),
                KafkaTopics.out(id));
    }

    /**
     * Creates the stream's topics and announces it.
     *
     * @throws IOException no broker at {@code bootstrap} answered within {@code timeoutMillis}, or it refused
     */
    static KafkaConnection open(String bootstrap, int timeoutMillis) throws IOException {
        String id = UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            KafkaTopics.create(admin, List.of(KafkaTopics.CONTROL), true, timeoutMillis);
            KafkaTopics.create(admin, List.of(KafkaTopics.in(id), KafkaTopics.out(id)), false, timeoutMillis);
        }
        KafkaConnection connection = new KafkaConnection(bootstrap, id, timeoutMillis);
        try {
            connection.producer.send(new ProducerRecord<>(KafkaTopics.CONTROL, id,
                    (Protocol.STREAM + "," + id).getBytes(StandardCharsets.UTF_8)))
                    .get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            connection.abort();
            throw new IOException("cannot announce the stream on topic " + KafkaTopics.CONTROL + ": "
                    + (e instanceof ExecutionException ? e.getCause().getMessage() : "no answer within "
                    + timeoutMillis / 1000 + " s"));
        } catch (InterruptedException e) {
            connection.abort();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while announcing the stream");
        }
        return connection;
    }

    @Override
    public InputStream input() {
        return input;
    }

    @Override
    public OutputStream output() {
        return output;
    }

    @Override
    public String lostReason(String when) {
        return "the engine server ended stream " + id + " on Kafka " + bootstrap + " " + when;
    }

    @Override
    public void abort() {
        input.close();
        output.abort();
        deleteTopics();
    }

    /** The output is closed already (the kit's end of input); the engine's Done has been read or waited for. */
    @Override
    public void close(long millis) {
        input.close();
        output.abort();
        deleteTopics();
    }

    /** A run's topics are of no use after it: the answers are in the kit's answer log. */
    private void deleteTopics() {
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            admin.deleteTopics(List.of(KafkaTopics.in(id), KafkaTopics.out(id))).all()
                    .get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // Left behind on a broker that went away: named by the stream id, they are never reused.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
