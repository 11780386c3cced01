package org.pairsbench.translator.flink;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.base.DeliveryGuarantee;
import org.apache.flink.connector.base.source.reader.SourceReaderBase;
import org.apache.flink.connector.kafka.sink.KafkaSink;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.TopicExistsException;

/**
 * Option {@code kafka}: the job runs where {@code inner} says (the embedded MiniCluster or a session cluster), but
 * its ticks and answers travel through two Kafka topics of its own with Flink's Kafka connector, as Flink is
 * deployed in production. The adapter creates {@code pairs-flink-ID-ticks} and {@code pairs-flink-ID-answers}
 * (one partition each) before the job starts, produces every tick as a {@link TickRecord} on the sending thread
 * (the producer has its own I/O thread and buffer) and the end record in {@code finish}; the job reads them with
 * {@link TickTopicSource} and writes its answers with a KafkaSink ({@link AnswerStreamEnd},
 * {@link AnswerRecordSerializer}); the adapter's {@link AnswerTopicReader} hands them to the listener. The topics
 * are deleted when the engine closes. On a session cluster the connector's jars travel with the job.
 */
final class KafkaDeployment implements Deployment {

    /** Deleting the topics after the run: a broker that went away must not hold the run's end for long. */
    private static final int DELETE_TIMEOUT_MILLIS = 5_000;
    /** Asking a broker whether it answers, for a failure's message. */
    private static final int PROBE_TIMEOUT_MILLIS = 2_000;

    private final Deployment inner;
    private final String bootstrap;
    private final int parallelism;
    private final String ticksTopic;
    private final String answersTopic;
    private final List<String> created = new java.util.ArrayList<>();
    private KafkaProducer<byte[], byte[]> producer;
    private AnswerTopicReader answers;
    /** Tick records produced so far: the next one's index. */
    private long sent;
    private volatile String failure;

    KafkaDeployment(Deployment inner, KafkaBootstrap bootstrap, int parallelism) {
        this.inner = inner;
        this.bootstrap = bootstrap.servers();
        this.parallelism = parallelism;
        // New for every engine, like the kit's Kafka stream ids: a run's topics hold that run's records only.
        String id = String.format("%016x", ThreadLocalRandom.current().nextLong());
        this.ticksTopic = "pairs-flink-" + id + "-ticks";
        this.answersTopic = "pairs-flink-" + id + "-answers";
    }

    @Override
    public String describe() {
        return inner.describe() + ", ticks and answers through Kafka " + bootstrap + " (topics " + ticksTopic + ", "
                + answersTopic + ")";
    }

    /** Creates the topics, refusing ones that exist, and starts the producer and the reader of answers. */
    @Override
    public void open(Channel channel) throws IOException {
        try (Admin admin = Admin.create(KafkaClients.admin(bootstrap, KafkaClients.ADMIN_TIMEOUT_MILLIS))) {
            for (String topic : List.of(ticksTopic, answersTopic)) {
                createTopic(admin, topic);
                created.add(topic); // close() deletes it
            }
        }
        producer = new KafkaProducer<>(KafkaClients.producer(bootstrap));
        answers = new AnswerTopicReader(channel, bootstrap, answersTopic, parallelism);
    }

    private void createTopic(Admin admin, String topic) throws IOException {
        // One partition: the only way Kafka keeps the order of all of a topic's records; the job's order is the
        // ticks' order.
        NewTopic newTopic = new NewTopic(topic, Optional.of(1), Optional.empty());
        try {
            admin.createTopics(List.of(newTopic)).all().get(KafkaClients.ADMIN_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof TopicExistsException) {
                throw new IOException("topic " + topic + " exists already on Kafka " + bootstrap + ": a run's topics "
                        + "hold that run's records only");
            }
            if (e.getCause() instanceof org.apache.kafka.common.errors.TimeoutException) {
                throw new IOException("no Kafka broker at " + bootstrap + " answered within "
                        + KafkaClients.ADMIN_TIMEOUT_MILLIS / 1000 + " s");
            }
            throw new IOException("Kafka " + bootstrap + " refused topic " + topic + ": " + e.getCause().getMessage());
        } catch (TimeoutException e) {
            throw new IOException("no Kafka broker at " + bootstrap + " answered within "
                    + KafkaClients.ADMIN_TIMEOUT_MILLIS / 1000 + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while creating topic " + topic);
        }
    }

    @Override
    public DataStream<TickRow> ticks(StreamExecutionEnvironment env, Channel channel) {
        KafkaSource<TickRow> kafka = KafkaSource.<TickRow>builder()
                .setBootstrapServers(bootstrap)
                .setTopics(ticksTopic)
                .setStartingOffsets(OffsetsInitializer.earliest())
                .setDeserializer(new TickRecordDeserializer(ticksTopic))
                // The topic and its one partition exist before the job starts: nothing to discover later.
                .setProperty("partition.discovery.interval.ms", "-1")
                .setClientIdPrefix(ticksTopic)
                .build();
        return env.fromSource(new TickTopicSource(kafka), WatermarkStrategy.<TickRow>noWatermarks(), "ticks",
                TypeInformation.of(TickRow.class)).setParallelism(1);
    }

    @Override
    public void answers(DataStream<AnswerRow> stream, Channel channel) {
        KafkaSink<AnswerRow> sink = KafkaSink.<AnswerRow>builder()
                .setBootstrapServers(bootstrap)
                .setKafkaProducerConfig(KafkaClients.producer(bootstrap))
                .setRecordSerializer(new AnswerRecordSerializer(answersTopic))
                // Each answer leaves at once (linger.ms=0); at the input's end the writer flushes and waits for
                // the broker's acknowledgements, so the done record is written only after every answer is stored.
                .setDeliveryGuarantee(DeliveryGuarantee.AT_LEAST_ONCE)
                .build();
        stream.transform("answers' end", TypeInformation.of(AnswerRow.class), new AnswerStreamEnd())
                .sinkTo(sink)
                .name("answers");
    }

    @Override
    public CompletableFuture<Void> submit(StreamGraph graph) throws Exception {
        if (inner.remote()) {
            // The connector is no part of a session cluster's lib: its jars travel with the job, next to the kit's.
            for (Path jar : connectorJars()) {
                graph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
            }
        }
        return inner.submit(graph);
    }

    /** The jars of Flink's Kafka connector, its base and the Kafka client, wherever this loader took them from. */
    private static Set<Path> connectorJars() throws IOException {
        Set<Path> jars = new LinkedHashSet<>();
        for (Class<?> anchor : List.of(KafkaSource.class, SourceReaderBase.class, KafkaProducer.class)) {
            jars.add(JobJar.codeSource(anchor));
        }
        return jars;
    }

    @Override
    public boolean remote() {
        return inner.remote();
    }

    /** Nothing of the job reports to the adapter before its answers: Flink's own account of its tasks says it. */
    @Override
    public boolean started(long waitMillis) throws Exception {
        if (inner.tasksRunning()) {
            return true;
        }
        Thread.sleep(waitMillis);
        return false;
    }

    @Override
    public boolean tasksRunning() throws Exception {
        return inner.tasksRunning();
    }

    @Override
    public boolean offer(TickRow tick, long ts, long waitMillis) {
        produce(TickRecord.tick(sent, tick, ts), sent);
        sent++;
        return true;
    }

    @Override
    public boolean offerEnd(long waitMillis) {
        produce(TickRecord.end(sent), -1);
        return true;
    }

    /**
     * Hands a tick record to the producer, which sends it at once from its own thread. A full buffer blocks for up to
     * the producer's max.block.ms; a record the broker does not take within delivery.timeout.ms is the run's
     * failure ({@link #transportFailure}), noticed by the next send.
     */
    private void produce(byte[] value, long index) {
        try {
            producer.send(new ProducerRecord<byte[], byte[]>(ticksTopic, 0, null, value), (metadata, e) -> {
                if (e != null && failure == null) {
                    failure = notTaken(index, e);
                }
            });
        } catch (KafkaException e) {
            throw new IllegalStateException(notTaken(index, e), e);
        }
    }

    /** The message for a tick record ({@code index} -1: the end record) that the broker did not take. */
    private String notTaken(long index, Exception e) {
        return "Kafka " + bootstrap + " did not take " + (index < 0 ? "the end record" : "tick record " + index)
                + " for topic " + ticksTopic + ": " + FlinkEngine.rootCause(e);
    }

    @Override
    public String transportFailure() {
        if (failure != null) {
            return failure;
        }
        return answers == null ? null : answers.failure();
    }

    /** Every sink subtask's done record read; else the failure says whose is missing and whether Kafka answers. */
    @Override
    public boolean awaitAnswers(long millis) throws InterruptedException {
        if (answers.awaitDone(millis)) {
            return true;
        }
        if (transportFailure() == null) {
            failure = "no done record of " + answers.notDone() + " on topic " + answersTopic + " within "
                    + millis / 1000 + " s (" + brokerState() + ")";
        }
        return false;
    }

    /** Whether the broker answers at all, for a message that must say whom to blame. */
    private String brokerState() {
        try (Admin admin = Admin.create(KafkaClients.admin(bootstrap, PROBE_TIMEOUT_MILLIS))) {
            admin.listTopics().names().get(PROBE_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
            return "the Kafka broker " + bootstrap + " answers";
        } catch (ExecutionException | TimeoutException e) {
            return "the Kafka broker " + bootstrap + " does not answer";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    @Override
    public void cancel() throws Exception {
        inner.cancel();
    }

    @Override
    public void close() {
        try {
            if (answers != null) {
                answers.close();
            }
            if (producer != null) {
                producer.close(Duration.ZERO); // the run is over: nothing it still holds is of use
            }
            if (!created.isEmpty()) {
                deleteTopics();
            }
        } finally {
            inner.close();
        }
    }

    /** A run's topics are of no use after it: the answers are in the kit's answer log. */
    private void deleteTopics() {
        try (Admin admin = Admin.create(KafkaClients.admin(bootstrap, DELETE_TIMEOUT_MILLIS))) {
            admin.deleteTopics(created).all()
                    .get(DELETE_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // Left behind on a broker that went away: named by a new id, they are never reused.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
