package org.pairsbench.translator.flink;

import org.pairsbench.api.engine.EngineOptions;

/**
 * The value of option {@code kafka}: a Kafka bootstrap list, HOST:PORT[,HOST:PORT...], by the same rule as the
 * kit's {@code --kafka-bootstrap} and engine {@code process}'s option {@code kafka}.
 */
record KafkaBootstrap(String servers) {

    static KafkaBootstrap parse(EngineOptions options, String key) {
        String value = options.get(key).trim();
        if (!value.matches("[^:,\\s]+:\\d{1,5}(,[^:,\\s]+:\\d{1,5})*")) {
            throw options.bad(key, options.get(key), "HOST:PORT[,HOST:PORT...] of a Kafka broker");
        }
        return new KafkaBootstrap(value);
    }

    @Override
    public String toString() {
        return servers;
    }
}
