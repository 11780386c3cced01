package org.pairsbench.process;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The topics and client settings of the protocol's Kafka transport (spec/engine-protocol.md, "Kafka"): a stream
 * {@code ID} is announced on {@link #CONTROL} and travels in {@code pairs-ID-in} (kit to engine) and
 * {@code pairs-ID-out} (engine to kit), one partition each so that Kafka keeps the records' order.
 */
final class KafkaTopics {

    /** Where the kit announces a stream ({@code Stream,ID}) and an engine server waits for one. */
    static final String CONTROL = "pairs-streams";
    /** The consumer group of engine servers: each announced stream goes to one server of the group. */
    static final String SERVER_GROUP = "pairs-serve";
    /** The header of every stream record that holds its sequence number in its direction, decimal ASCII. */
    static final String SEQUENCE_HEADER = "pairs-seq";
    /** Partitions of each stream topic: one, the only way Kafka keeps the order of all its records. */
    static final int PARTITIONS = 1;
    /** How the stream's records are written, for the run's record. */
    static final String SERIALIZATION = "protocol lines (UTF-8 text, spec/engine-protocol.md), whole lines per "
            + "record, no key; sequence number in header " + SEQUENCE_HEADER;

    private KafkaTopics() {
    }

    static String in(String id) {
        return "pairs-" + id + "-in";
    }

    static String out(String id) {
        return "pairs-" + id + "-out";
    }

    /** With several driver processes: their ticks, one partition per driver (driver I writes partition I - 1). */
    static String ticks(String id) {
        return "pairs-" + id + "-ticks";
    }

    /** With several driver processes: what each reports to the coordinator, one partition per driver. */
    static String drivers(String id) {
        return "pairs-" + id + "-drivers";
    }

    /** With several driver processes: the coordinator's plan and start for them (one partition). */
    static String plan(String id) {
        return "pairs-" + id + "-plan";
    }

    /**
     * A client for the broker's topics.
     *
     * @throws java.io.IOException with Kafka's reason, when it cannot even make the client (a host that
     *                             does not resolve: Kafka's own message is "Failed to create new KafkaAdminClient",
     *                             the reason only in its cause)
     */
    static Admin admin(String bootstrap, int timeoutMillis) throws java.io.IOException {
        try {
            return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                    AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, timeoutMillis,
                    AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, timeoutMillis));
        } catch (org.apache.kafka.common.KafkaException e) {
            // Callers name the address: the reason is what they lack.
            Throwable root = org.pairsbench.api.InvalidInputException.rootCause(e);
            throw new java.io.IOException(root.getMessage() == null ? root.getClass().getSimpleName()
                    : root.getMessage(), e);
        }
    }


    /**
     * Creates the topics, one partition each; one that exists already is fine when {@code existingOk}.
     *
     * @throws java.io.IOException no broker answered within the timeout, or it refused a topic
     */
    static void create(Admin admin, List<String> topics, boolean existingOk, int timeoutMillis)
            throws java.io.IOException {
        for (String topic : topics) {
            create(admin, topic, PARTITIONS, existingOk, timeoutMillis);
        }
    }

    /** Creates one topic with {@code partitions} partitions; one that exists already is fine when {@code existingOk}. */
    static void create(Admin admin, String topic, int partitions, boolean existingOk, int timeoutMillis)
            throws java.io.IOException {
        try {
            admin.createTopics(List.of(new NewTopic(topic, Optional.of(partitions), Optional.empty())))
                    .all().get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof org.apache.kafka.common.errors.TimeoutException) {
                // The admin client's own timeout (the same length) may come first: the same fault.
                throw new java.io.IOException("no Kafka broker answered within " + timeoutMillis / 1000 + " s");
            }
            if (!(existingOk && e.getCause() instanceof TopicExistsException)) {
                throw new java.io.IOException("cannot create topic " + topic + ": " + e.getCause().getMessage());
            }
        } catch (TimeoutException e) {
            throw new java.io.IOException("no Kafka broker answered within " + timeoutMillis / 1000 + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.IOException("interrupted while creating topic " + topic);
        }
    }

    /**
     * Records leave at once ({@code linger.ms=0}: a paced tick must not wait for company), idempotently and
     * acknowledged by every in-sync replica, so a retried send is neither lost nor doubled. A record the broker has
     * not taken within {@code deliveryMillis} fails the stream (a dead broker ends the run instead of buffering it).
     */
    static Map<String, Object> producer(String bootstrap, int timeoutMillis, long deliveryMillis) {
        int delivery = (int) Math.min(Integer.MAX_VALUE, deliveryMillis);
        return Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.LINGER_MS_CONFIG, 0,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, timeoutMillis,
                // Kafka requires delivery.timeout.ms >= linger.ms + request.timeout.ms.
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, delivery,
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Math.min(30_000, delivery),
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
                ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
    }

    /**
     * The producer settings that matter for delivery and latency, as Kafka resolves them (defaults filled in).
     *
     * @throws IllegalStateException idempotence is off: duplicates on retry would be possible
     */
    static Map<String, String> producerSettings(Map<String, Object> config) {
        ProducerConfig resolved = new ProducerConfig(config);
        if (!resolved.getBoolean(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG)) {
            throw new IllegalStateException("the stream's producer must be idempotent");
        }
        Map<String, String> settings = settings(resolved.values(), ProducerConfig.ACKS_CONFIG, ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG,
                ProducerConfig.LINGER_MS_CONFIG, ProducerConfig.BATCH_SIZE_CONFIG,
                ProducerConfig.MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION, ProducerConfig.COMPRESSION_TYPE_CONFIG,
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG);
        // Kafka resolves acks=all to -1; the record says it as it is configured.
        settings.computeIfPresent(ProducerConfig.ACKS_CONFIG, (k, v) -> v.equals("-1") ? "all" : v);
        return settings;
    }

    /** The consumer settings that matter for what is read and how soon, as Kafka resolves them. */
    static Map<String, String> consumerSettings(Map<String, Object> config) {
        return settings(new ConsumerConfig(config).values(), ConsumerConfig.AUTO_OFFSET_RESET_CONFIG,
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, ConsumerConfig.ISOLATION_LEVEL_CONFIG,
                ConsumerConfig.FETCH_MIN_BYTES_CONFIG, ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG,
                ConsumerConfig.MAX_POLL_RECORDS_CONFIG);
    }

    private static Map<String, String> settings(Map<String, ?> values, String... keys) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String key : keys) {
            out.put(key, String.valueOf(values.get(key)));
        }
        return out;
    }

    /** A consumer of one stream's topic, assigned (no group): it reads the topic from its start. */
    static Map<String, Object> streamConsumer(String bootstrap) {
        return Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false,
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
                ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class,
                ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
    }

    /** The engine servers' consumer of {@link #CONTROL}: a group, so that each stream is served once. */
    static Map<String, Object> controlConsumer(String bootstrap) {
        return Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.GROUP_ID_CONFIG, SERVER_GROUP,
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false,
                // A server that joins for the first time serves the streams announced from then on.
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest",
                // A server that died holds the control topic's partition until its session times out: 10 s, not
                // Kafka's 45 s, so that a server started after it takes over soon.
                ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, 10_000,
                ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, 3_000,
                ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class,
                ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    }
}
