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
    /** How long the driver processes have to join a stream, counted from the engine's Ready. */
    public static final int JOIN_SECONDS = 30;

    private final String bootstrap;
    private final String engine;
    private final Map<String, String> options;
    private final long stallMillis;
    private final long detectMillis;
    private final Drivers drivers;
    private volatile KafkaConnection connection;
    private volatile java.util.function.Consumer<String> onOpened = id -> { };

    /**
     * The ticks come from driver processes ({@code pairs drive --part I/N}) rather than from this process
     * (spec/execution.md section 14).
     *
     * @param count      how many: N
     * @param rateFactor the run's rate factor, which the drivers pace by
     * @param data       the stream's parameters, by key, which the drivers generate the stream from
     */
    public record Drivers(int count, double rateFactor, Map<String, String> data) {

        public Drivers {
            if (count < 1) {
                throw new IllegalArgumentException("at least one driver");
            }
            data = Map.copyOf(data);
        }
    }

    /**
     * What a driver process reported at its end.
     *
     * @param part                its part, 1..N
     * @param ticks               ticks it sent
     * @param backlogAtMiEndNanos how far behind its schedule it was at the end of the measurement interval
     * @param latenessAll         the lateness of all its ticks, as its harness encoded the histogram
     * @param latenessMi          the lateness of its ticks sent in the measurement interval's seconds, likewise
     */
    public record DriverReport(int part, long ticks, long backlogAtMiEndNanos, String latenessAll,
                               String latenessMi) {
    }

    private KafkaTransport(String bootstrap, String engine, Map<String, String> options, long stallMillis,
                           Drivers drivers) {
        this.bootstrap = bootstrap;
        this.engine = engine;
        this.options = Map.copyOf(options);
        this.stallMillis = stallMillis;
        this.drivers = drivers;
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
        return of(bootstrap, engine, options, stallMillis, null);
    }

    /** As {@link #of(String, String, Map, long)}; with {@code drivers} (or null) the ticks come from driver processes. */
    public static KafkaTransport of(String bootstrap, String engine, Map<String, String> options, long stallMillis,
                                    Drivers drivers) {
        requireBootstrap(bootstrap);
        if (stallMillis <= 0) {
            throw new IllegalArgumentException("stallMillis must be positive");
        }
        Announcement.requireAnnounceable(engine, options);
        return new KafkaTransport(bootstrap, engine, options, stallMillis, drivers);
    }

    /**
     * Refuses what is not a Kafka bootstrap list, HOST:PORT[,HOST:PORT...].
     *
     * @throws InvalidInputException naming {@code --kafka-bootstrap}
     */
    public static void requireBootstrap(String bootstrap) {
        if (bootstrap == null || !ProcessSettings.isBootstrap(bootstrap)) {
            throw new InvalidInputException("--kafka-bootstrap '" + InvalidInputException.oneLine(String.valueOf(bootstrap))
                    + "': expected HOST:PORT[,HOST:PORT...] of a Kafka broker");
        }
    }

    /** Told the stream's id as soon as the stream is open (the driver processes need it), on the driver's thread. */
    public void onOpened(java.util.function.Consumer<String> listener) {
        this.onOpened = listener;
    }

    /** The topic of the driver processes' ticks of stream {@code id}, a partition per driver. */
    public static String driverTicksTopic(String id) {
        return KafkaTopics.ticks(id);
    }

    /** The topic of the driver processes' reports of stream {@code id}, a partition per driver. */
    public static String driversTopic(String id) {
        return KafkaTopics.drivers(id);
    }

    /** The topic of the coordinator's plan and start for the driver processes of stream {@code id}. */
    public static String planTopic(String id) {
        return KafkaTopics.plan(id);
    }

    /** The driver processes asked for, or null when this process sends the ticks. */
    public Drivers drivers() {
        return drivers;
    }

    /** The engine the kit drives: the stream to the server, opened (topics created, announced) at deploy. */
    public Engine engine() {
        return new ProcessEngine(new ProcessSettings(null, null, 0, bootstrap,
                TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_DEPLOY_SECONDS),
                TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_FINISH_SECONDS), detectMillis,
                (int) TimeUnit.SECONDS.toMillis(ProcessSettings.DEFAULT_CONNECT_SECONDS), this));
    }

    KafkaConnection open(int connectTimeoutMillis) throws IOException {
        KafkaConnection opened = KafkaConnection.open(bootstrap, connectTimeoutMillis, detectMillis, engine, options,
                drivers);
        connection = opened;
        onOpened.accept(opened.id());
        return opened;
    }

    /** The coordinator's end of the driver processes, once the stream is open. */
    private KafkaDrivers driversNow() throws IOException {
        KafkaConnection c = connection;
        if (drivers == null || c == null || c.drivers() == null) {
            throw new IOException("the stream of driver processes is not open");
        }
        return c.drivers();
    }

    /**
     * Waits until every driver process has joined the stream (each checked to read this process's clock), at most
     * {@link #JOIN_SECONDS} after the engine has deployed (they may join from the moment the stream is open).
     *
     * @throws IOException naming the part that did not join, or the one whose clock differs
     */
    public void awaitDrivers() throws IOException, InterruptedException {
        driversNow().awaitJoined(TimeUnit.SECONDS.toMillis(JOIN_SECONDS));
    }

    /** Tells the drivers the schedule's start: tickTS 0 is due at clock reading {@code startNanos}. */
    public void startDrivers(long startNanos) throws IOException {
        driversNow().start(startNanos);
    }

    /**
     * Tells the drivers to stop before the first tick whose tickTS is {@code beforeTickTS} or later: the run ends
     * early, and what they sent is a prefix of the stream.
     */
    public void stopDrivers(long beforeTickTS, String reason) {
        KafkaConnection c = connection;
        if (c != null && c.drivers() != null) {
            c.drivers().stop(beforeTickTS, reason);
        }
    }

    /** Why a driver failed the run (gone, another clock, a malformed record), or null. */
    public String driversFailure() {
        KafkaConnection c = connection;
        return c == null || c.drivers() == null ? null : c.drivers().failure();
    }

    /** Ticks the drivers have sent so far, as they last said. */
    public long driversTicksSent() {
        KafkaConnection c = connection;
        return c == null || c.drivers() == null ? 0 : c.drivers().ticksSent();
    }

    /** Every driver has reported the end of its part. */
    public boolean driversReported() {
        KafkaConnection c = connection;
        return c != null && c.drivers() != null && c.drivers().allReported();
    }

    /** The drivers' reports by part, null for a part that has not reported; empty before the stream is open. */
    public java.util.List<DriverReport> driverReports() {
        KafkaConnection c = connection;
        return c == null || c.drivers() == null ? java.util.List.of() : c.drivers().reports();
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
