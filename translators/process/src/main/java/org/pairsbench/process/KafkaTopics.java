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

    private KafkaTopics() {
    }

    static String in(String id) {
        return "pairs-" + id + "-in";
    }

    static String out(String id) {
        return "pairs-" + id + "-out";
    }

    static Admin admin(String bootstrap, int timeoutMillis) {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, timeoutMillis,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, timeoutMillis));
    }

    /**
     * Creates the topics, one partition each; one that exists already is fine when {@code existingOk}.
     *
     * @throws java.io.IOException no broker answered within the timeout, or it refused a topic
     */
    static void create(Admin admin, List<String> topics, boolean existingOk, int timeoutMillis)
            throws java.io.IOException {
        for (String topic : topics) {
            try {
                admin.createTopics(List.of(new NewTopic(topic, Optional.of(1), Optional.empty())))
                        .all().get(timeoutMillis, TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
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
    }

    /**
     * Records leave at once ({@code linger.ms=0}: a paced tick must not wait for company), idempotently and
     * acknowledged by the broker, so a retried send is neither lost nor doubled.
     */
    static Map<String, Object> producer(String bootstrap, int timeoutMillis) {
        return Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.LINGER_MS_CONFIG, 0,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, timeoutMillis,
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
                ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
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
                ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class,
                ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    }
}
