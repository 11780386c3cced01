package org.pairsbench.process;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;

/**
 * A run's stream through a Kafka broker to an engine server that runs a named engine ({@code pairs run --transport
 * kafka --engine NAME}): the Kafka path of engine {@code process} ({@link KafkaConnection}), with the engine's name
 * and options in the stream's announcement so that a server running anything else refuses it. The kit's driver
 * (which stamps TS) and sink (which times answers) stay in the kit's JVM: latency is measured on one clock. After
 * a run, {@link #facts} says what the stream was and how its records were delivered.
 */
public final class KafkaTransport {

    /** The stall timeout of a command without one of its own (pairs throughput): the process engine's default. */
    public static final int DEFAULT_STALL_SECONDS = ProcessSettings.DEFAULT_STALL_SECONDS;

    private final String bootstrap;
    private final String engine;
    private final Map<String, String> options;
    private final long stallMillis;
    private final long detectMillis;
    private volatile KafkaConnection connection;

    private KafkaTransport(String bootstrap, String engine, Map<String, String> options, long stallMillis) {
        this.bootstrap = bootstrap;
        this.engine = engine;
        this.options = Map.copyOf(options);
        this.stallMillis = stallMillis;
        // Half the stall timeout: the kit names a Kafka fault (and asks the broker whom to blame) before the
        // harness's own stall timeout ends the run with its generic message.
        this.detectMillis = Math.max(1_000, stallMillis / 2);
    }

    /**
     * @param bootstrap   HOST:PORT[,HOST:PORT...] of the broker
     * @param engine      the engine the server must run
     * @param options     its options, defaults filled in, as the run records them
     * @param stallMillis the run's stall timeout: half of it is how long a record may wait for the broker, the
     *                    kit's buffer may stay full, and the engine server's topic may stay silent, before the run
     *                    fails
     * @throws InvalidInputException a malformed address, or a name or option that cannot be announced
     */
    public static KafkaTransport of(String bootstrap, String engine, Map<String, String> options, long stallMillis) {
        if (bootstrap == null || !ProcessSettings.isBootstrap(bootstrap)) {
            throw new InvalidInputException("--kafka-bootstrap '" + InvalidInputException.oneLine(String.valueOf(bootstrap))
                    + "': expected HOST:PORT[,HOST:PORT...] of a Kafka broker");
        }
        if (stallMillis <= 0) {
            throw new IllegalArgumentException("stallMillis must be positive");
        }
        Announcement.requireAnnounceable(engine, options);
        return new KafkaTransport(bootstrap, engine, options, stallMillis);
    }

    /** The engine the kit drives: the stream to the server, opened (topics created, announced) at deploy. */
    public Engine engine() {
        return new ProcessEngine(new ProcessSettings(null, null, 0, bootstrap,
                TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_DEPLOY_SECONDS),
                TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_FINISH_SECONDS), detectMillis,
                (int) TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_CONNECT_SECONDS), this));
    }

    KafkaConnection open(int connectTimeoutMillis) throws IOException {
        KafkaConnection opened = KafkaConnection.open(bootstrap, connectTimeoutMillis, detectMillis, engine, options);
        connection = opened;
        return opened;
    }

    /**
     * How long an engine server may take to answer a new stream's announcement with its handshake: 30 s, or less
     * when the run's stall timeout is short, so that this message comes before the harness's own about deploy.
     */
    long takeTimeoutMillis() {
        return Math.min(30_000, detectMillis);
    }

    String streamId() {
        KafkaConnection c = connection;
        return c == null ? "?" : c.id();
    }

    String engineName() {
        return engine;
    }

    String prefix() {
        return "engine '" + engine + "' via Kafka " + bootstrap + ": ";
    }

    /**
     * What the stream of the last engine is (topics null before it was opened) and how its records went: those the
     * kit sent to the engine server, and those it read back with their duplicates and gaps. Duplicates and gaps on
     * the ticks path are found by the engine server, which fails the stream with an Error record naming them.
     *
     * @param producer  the producer settings that matter, as Kafka resolves them (defaults filled in)
     * @param consumer  likewise for the consumer of the answers
     * @param duplicates answer records delivered more than once (their value was read once)
     * @param gaps      places where answer records were missing; {@code missingRecords} in all
     */
    public record Facts(String bootstrap, String streamId, String controlTopic, String ticksTopic,
                        String answersTopic, int partitions, String serialization, Map<String, String> producer,
                        Map<String, String> consumer, long recordsSent, long recordsReceived, long duplicates,
                        long gaps, long missingRecords) {
    }

    public Facts facts() {
        KafkaConnection c = connection;
        Map<String, Object> producerConfig = c != null ? c.producerConfig()
                : KafkaTopics.producer(bootstrap, (int) TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_CONNECT_SECONDS),
                        detectMillis);
        Map<String, Object> consumerConfig = c != null ? c.consumerConfig() : KafkaTopics.streamConsumer(bootstrap);
        DeliveryCheck answers = c == null ? null : c.answersCheck();
        return new Facts(bootstrap, c == null ? null : c.id(), KafkaTopics.CONTROL,
                c == null ? null : KafkaTopics.in(c.id()), c == null ? null : KafkaTopics.out(c.id()),
                KafkaTopics.PARTITIONS, KafkaTopics.SERIALIZATION, KafkaTopics.producerSettings(producerConfig),
                KafkaTopics.consumerSettings(consumerConfig), c == null ? 0 : c.recordsSent(),
                answers == null ? 0 : answers.records(), answers == null ? 0 : answers.duplicates(),
                answers == null ? 0 : answers.gaps(), answers == null ? 0 : answers.missing());
    }
}
