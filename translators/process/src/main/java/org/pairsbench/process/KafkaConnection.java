package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * The kit's end of a protocol stream carried by Kafka: creates the stream's two topics, announces it on
 * {@link KafkaTopics#CONTROL} for an engine server ({@code pairs serve --kafka}) to take, then writes the kit's
 * records to {@code pairs-ID-in} and reads the engine's from {@code pairs-ID-out}, checking their sequence numbers
 * ({@link DeliveryCheck}). The topics are deleted when the run ends.
 */
final class KafkaConnection implements Connection {

    private final String bootstrap;
    private final String id;
    private final int timeoutMillis;
    private final Map<String, Object> producerConfig;
    private final Map<String, Object> consumerConfig;
    private final Producer<String, byte[]> producer;
    private final KafkaRecordOutput output;
    private final KafkaRecordInput input;
    /** The driver processes that send the ticks, or null when this process sends them on {@code pairs-ID-in}. */
    private KafkaDrivers drivers;
    /** Whether the stream has the topics of driver processes, to delete with it. */
    private boolean driverTopics;
    private volatile Consumer<String> onFault = fault -> { };

    private KafkaConnection(String bootstrap, String id, int timeoutMillis, long stallMillis) {
        this.bootstrap = bootstrap;
        this.id = id;
        this.timeoutMillis = timeoutMillis;
        this.producerConfig = KafkaTopics.producer(bootstrap, timeoutMillis, stallMillis);
        // As Kafka resolves it: never a producer that could double a record on retry.
        KafkaTopics.producerSettings(producerConfig);
        this.consumerConfig = KafkaTopics.streamConsumer(bootstrap);
        this.producer = new KafkaProducer<>(producerConfig);
        this.output = new KafkaRecordOutput(producer, KafkaTopics.in(id), bootstrap);
        this.input = new KafkaRecordInput(new KafkaConsumer<>(consumerConfig), KafkaTopics.out(id),
                "the engine server", TimeUnit.MILLISECONDS.toNanos(stallMillis), fault -> onFault.accept(fault));
    }

    /**
     * Creates the stream's topics and announces it.
     *
     * @param stallMillis how long a record may wait for the broker, and how long the engine server's topic may stay
     *                    silent once it has written, before the stream fails
     * @param engine      the engine the server must run, or null for any
     * @param options     that engine's options (ignored without an engine)
     * @throws IOException no broker at {@code bootstrap} answered within {@code timeoutMillis}, or it refused
     */
    static KafkaConnection open(String bootstrap, int timeoutMillis, long stallMillis, String engine,
                                Map<String, String> options) throws IOException {
        return open(bootstrap, timeoutMillis, stallMillis, engine, options, null);
    }

    /**
     * As {@link #open(String, int, long, String, Map)}; with {@code drivers}, the ticks come from that many driver
     * processes: their topics are created too, the announcement says {@code Drivers,N}, and the plan for the
     * drivers is written at once, so that they can join while the engine deploys.
     */
    static KafkaConnection open(String bootstrap, int timeoutMillis, long stallMillis, String engine,
                                Map<String, String> options, KafkaTransport.Drivers drivers) throws IOException {
        String id = UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            KafkaTopics.create(admin, List.of(KafkaTopics.CONTROL), true, timeoutMillis);
            // Never an existing topic: a stream's topics hold that stream's records only.
            KafkaTopics.create(admin, List.of(KafkaTopics.in(id), KafkaTopics.out(id)), false, timeoutMillis);
            if (drivers != null) {
                // A partition per driver: each keeps its driver's order and sequence numbers.
                KafkaTopics.create(admin, KafkaTopics.ticks(id), drivers.count(), false, timeoutMillis);
                KafkaTopics.create(admin, KafkaTopics.drivers(id), drivers.count(), false, timeoutMillis);
                KafkaTopics.create(admin, KafkaTopics.plan(id), 1, false, timeoutMillis);
            }
        }
        KafkaConnection connection = new KafkaConnection(bootstrap, id, timeoutMillis, stallMillis);
        connection.driverTopics = drivers != null;
        if (drivers != null) {
            try {
                connection.drivers = KafkaDrivers.open(bootstrap, id, drivers.count(), drivers.rateFactor(),
                        drivers.data(), connection.producerConfig, stallMillis);
            } catch (IOException | RuntimeException e) {
                connection.abort();
                connection.deleteTopics();
                throw e;
            }
        }
        String announcement = new Announcement(id, engine, engine == null ? Map.of() : options,
                drivers == null ? 0 : drivers.count()).value();
        try {
            connection.producer.send(new ProducerRecord<>(KafkaTopics.CONTROL, id,
                    announcement.getBytes(StandardCharsets.UTF_8))).get(timeoutMillis, TimeUnit.MILLISECONDS);
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

    String id() {
        return id;
    }

    /** The driver processes of the stream, or null when this process sends the ticks. */
    KafkaDrivers drivers() {
        return drivers;
    }

    Map<String, Object> producerConfig() {
        return producerConfig;
    }

    Map<String, Object> consumerConfig() {
        return consumerConfig;
    }

    /** Records written to {@code pairs-ID-in} so far (the announcement is not one of them). */
    long recordsSent() {
        return output.recordsSent();
    }

    /** The check of {@code pairs-ID-out}: records read, duplicates, gaps. */
    DeliveryCheck answersCheck() {
        return input.check();
    }

    @Override
    public void onDeliveryFault(Consumer<String> handler) {
        this.onFault = handler;
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
        return "stream " + id + " on Kafka " + bootstrap + " ended " + when;
    }

    /** Quick, even with the broker gone: the topics are deleted by {@link #close}, which follows. */
    @Override
    public void abort() {
        input.close();
        output.abort();
        if (drivers != null) {
            drivers.abort();
        }
    }

    /**
     * The kit's buffer full for the stall timeout means the producer could not hand records to the broker: say
     * whether the broker answers at all (2 s to list its topics).
     */
    @Override
    public String stalledReason(String standard) {
        try (Admin admin = KafkaTopics.admin(bootstrap, 2_000)) {
            admin.listTopics().names().get(2, TimeUnit.SECONDS);
            return standard + " (the Kafka broker answers: the engine server does not read stream " + id + ")";
        } catch (ExecutionException | TimeoutException | java.io.IOException e) {
            return "the Kafka broker " + bootstrap + " does not answer: " + standard;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return standard;
        }
    }

    /** The output is closed already (the kit's end of input); the engine's Done has been read or waited for. */
    @Override
    public void close(long millis) {
        input.close();
        output.abort();
        if (drivers != null) {
            // Its plan's end tells drivers still sending to stop.
            drivers.close();
        }
        deleteTopics();
    }

    /** A run's topics are of no use after it: the answers are in the kit's answer log. */
    private void deleteTopics() {
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            admin.deleteTopics(!driverTopics ? List.of(KafkaTopics.in(id), KafkaTopics.out(id))
                            : List.of(KafkaTopics.in(id), KafkaTopics.out(id), KafkaTopics.ticks(id),
                                    KafkaTopics.drivers(id), KafkaTopics.plan(id))).all()
                    .get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException | java.io.IOException e) {
            // Left behind on a broker that went away: named by the stream id, they are never reused.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
