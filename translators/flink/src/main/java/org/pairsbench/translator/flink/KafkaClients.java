package org.pairsbench.translator.flink;

import java.util.Properties;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The Kafka client settings of option {@code kafka}, for the adapter's producer of ticks and consumer of answers
 * and for the job's sink. They mirror the kit's Kafka transport (spec/engine-protocol.md, "Client settings"),
 * whose definitions live in the process engine's module, which the Flink plug-in does not load: idempotent,
 * acknowledged by every in-sync replica, nothing held back to fill a batch, and a record the broker has not taken
 * within the detection limit fails the run.
 */
final class KafkaClients {

    /** How long the adapter waits for the broker to create or delete the run's topics. */
    static final int ADMIN_TIMEOUT_MILLIS = 10_000;
    /**
     * A record the broker has not acknowledged within this long fails the run: a dead broker ends it instead of
     * buffering ticks or answers for ever. The limit of {@code pairs throughput} on the kit's transport.
     */
    static final int DELIVERY_TIMEOUT_MILLIS = 15_000;

    private KafkaClients() {
    }

    /** Strings only: the job's sink carries these settings to its TaskManagers. */
    static Properties producer(String bootstrap) {
        Properties config = new Properties();
        config.setProperty(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.setProperty(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        config.setProperty(ProducerConfig.ACKS_CONFIG, "all");
        config.setProperty(ProducerConfig.LINGER_MS_CONFIG, "0");
        config.setProperty(ProducerConfig.MAX_BLOCK_MS_CONFIG, Integer.toString(DELIVERY_TIMEOUT_MILLIS));
        // Kafka requires delivery.timeout.ms >= linger.ms + request.timeout.ms.
        config.setProperty(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, Integer.toString(DELIVERY_TIMEOUT_MILLIS));
        config.setProperty(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Integer.toString(DELIVERY_TIMEOUT_MILLIS));
        config.setProperty(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        config.setProperty(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        return config;
    }

    /** The adapter's consumer of the answers topic: assigned its one partition, read from the start, no group. */
    static Properties consumer(String bootstrap) {
        Properties config = new Properties();
        config.setProperty(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.setProperty(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.setProperty(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.setProperty(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        config.setProperty(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        return config;
    }

    /** The admin client that creates and deletes the run's topics, waiting at most {@code timeoutMillis}. */
    static Properties admin(String bootstrap, int timeoutMillis) {
        Properties config = new Properties();
        config.setProperty(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.setProperty(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, Integer.toString(timeoutMillis));
        config.setProperty(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, Integer.toString(timeoutMillis));
        return config;
    }
}
