package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.run.Workloads;

/**
 * {@code pairs run --transport kafka}: the SF 1 smoke stream through a real broker (scripts/kafka.sh) to an engine
 * server in a JVM of its own, and what happens when the server runs another engine, gets a tick record twice, or
 * dies mid-run. The servers
 * share one broker and its consumer group, so they run one after the other, the killed one last.
 */
@Timeout(300)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KafkaTransportTest {

    @TempDir
    static Path shared;

    private static KafkaBroker broker;

    @TempDir
    Path dir;

    @BeforeAll
    static void startBroker() throws Exception {
        broker = KafkaBroker.start(shared.resolve("kafka"));
    }

    @AfterAll
    static void stopBroker() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    private String[] run(String engine, String... more) {
        return runIn(dir, engine, more);
    }

    private static String[] runIn(Path results, String engine, String... more) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("run", "--engine", engine,
                "--transport", "kafka", "--kafka-bootstrap", broker.bootstrap(), "--sf", "1", "--profile", "smoke",
                "--results", results.toString()));
        args.addAll(java.util.List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    @Order(1)
    void theSmokeStreamThroughKafkaGetsExactlyTheInProcessAnswersAndRecordsTheTransport() throws Exception {
        JsonNode first;
        try (EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap(), "--streams", "2")) {
            CliRun run = CliRun.of(runIn(dir.resolve("first"), "reference", "--flat-out"));
            assertEquals(0, run.exitCode(), run.out() + run.err());
            first = EngineServerProcess.runJson(run);
            // The second run on the same broker: a stream of its own, never the first one's topics.
            CliRun again = CliRun.of(runIn(dir.resolve("second"), "reference", "--flat-out"));
            assertEquals(0, again.exitCode(), again.out() + again.err());
            assertNotEquals(first.at("/transport/topics/ticks").asText(),
                    EngineServerProcess.runJson(again).at("/transport/topics/ticks").asText());
            assertEquals(0, server.awaitExit(), "two whole streams served");
        }
        assertEquals("COMPLETED", first.get("status").asText());
        // Validated against the in-process reference engine on the same ticks: every answer, none missing, none more.
        for (JsonNode stream : first.at("/validation/streams")) {
            assertTrue(stream.get("expected").asLong() > 0, stream.toString());
            assertEquals(stream.get("expected").asLong(), stream.get("matched").asLong(), stream.toString());
            assertEquals(stream.get("expected").asLong(), stream.get("produced").asLong(), stream.toString());
        }
        assertEquals("PASSED", first.at("/validation/verdict").asText());
        JsonNode transport = first.get("transport");
        String id = transport.get("streamId").asText();
        assertEquals("kafka", transport.get("kind").asText());
        assertEquals(broker.bootstrap(), transport.get("bootstrap").asText());
        assertEquals("pairs-" + id + "-in", transport.at("/topics/ticks").asText());
        assertEquals("pairs-" + id + "-out", transport.at("/topics/answers").asText());
        assertEquals(1, transport.get("partitions").asInt());
        assertEquals("true", transport.at("/producer/enable.idempotence").asText());
        assertEquals("all", transport.at("/producer/acks").asText());
        assertEquals(0, transport.at("/delivery/duplicates").asLong());
        assertEquals(0, transport.at("/delivery/gaps").asLong());
        assertTrue(transport.at("/delivery/recordsReceived").asLong() > 0);
        // The engine is the one the server ran, as it describes itself, reached through Kafka.
        assertEquals("reference", first.get("engine").asText());
        String description = first.get("engineDescription").asText();
        assertTrue(description.startsWith("Pairs reference engine"), description);
        assertTrue(description.endsWith("(via Kafka " + broker.bootstrap() + ")"), description);
    }

    @Test
    @Order(2)
    void aServerOfAnotherEngineRefusesTheStreamAndTheRunFailsNamingBothEngines() throws Exception {
        try (EngineServerProcess server = EngineServerProcess.start("esper", broker.bootstrap(), "--streams", "1")) {
            CliRun run = CliRun.of(run("reference", "--flat-out"));
            assertEquals(1, run.exitCode(), run.out() + run.err());
            JsonNode json = EngineServerProcess.runJson(run);
            assertEquals("FAILED", json.get("status").asText());
            String failure = json.get("failure").asText();
            assertTrue(failure.contains("engine 'reference' via Kafka " + broker.bootstrap() + ": "), failure);
            assertTrue(failure.endsWith("this engine server runs engine 'esper', the kit asked for engine "
                    + "'reference'"), failure);
            assertEquals(0, json.get("ticksSent").asLong(), "refused before any tick");
            assertEquals(1, server.awaitExit(), "its one stream refused");
        }
    }

    @Test
    @Order(3)
    void aDuplicateTickRecordMakesTheEngineServerFailTheStreamWithAnErrorRecordNamingIt() throws Exception {
        String id = "00000000000000d1";
        String in = "pairs-" + id + "-in";
        String out = "pairs-" + id + "-out";
        try (EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap(), "--streams", "1");
             Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap()))) {
            admin.createTopics(List.of(new NewTopic(in, 1, (short) 1), new NewTopic(out, 1, (short) 1))).all()
                    .get(30, TimeUnit.SECONDS);
            // The kit's side written by hand, as the spec's records: record 1 comes twice.
            try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(Map.of(
                    ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
                    ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,
                    ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class))) {
                send(producer, in, 0, "Pairs-Engine-Protocol,1\nDeploy,0\n");
                send(producer, in, 1, "Tick,AAAAAA,100,100,0,1000\n");
                send(producer, in, 1, "Tick,AAAAAA,100,100,0,1000\n");
                producer.send(new ProducerRecord<>("pairs-streams", id, ("Stream," + id).getBytes(UTF_8)))
                        .get(30, TimeUnit.SECONDS);
            }
            assertEquals("Error,the engine server's input: Kafka delivered record 1 of topic " + in
                    + " again (after record 1)", firstLineStarting(out, "Error,"));
            assertEquals(1, server.awaitExit(), "the stream failed");
        }
    }

    private static void send(KafkaProducer<String, byte[]> producer, String topic, long sequence, String lines)
            throws Exception {
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, lines.getBytes(UTF_8));
        record.headers().add("pairs-seq", Long.toString(sequence).getBytes(UTF_8));
        producer.send(record).get(30, TimeUnit.SECONDS);
    }

    /** The first line starting with {@code start} in the records of {@code topic}, read from its beginning. */
    private static String firstLineStarting(String topic, String start) {
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
                ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class,
                ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class))) {
            TopicPartition partition = new TopicPartition(topic, 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (System.nanoTime() < deadline) {
                for (ConsumerRecord<String, byte[]> r : consumer.poll(Duration.ofMillis(200))) {
                    if (r.value() != null) {
                        for (String line : new String(r.value(), UTF_8).split("\n")) {
                            if (line.startsWith(start)) {
                                return line;
                            }
                        }
                    }
                }
            }
            throw new AssertionError("no line starting '" + start + "' on topic " + topic);
        }
    }

    @Test
    @Order(4)
    void anEngineServerKilledMidRunEndsTheRunFailedNamingItAndKeepsTheAnswersThatCame() throws Exception {
        try (EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap())) {
            CompletableFuture<CliRun> running = EngineServerProcess.runAsync(run("reference", "--stall-timeout", "10"));
            server.awaitLine("pairs serve: serving stream ");
            TimeUnit.SECONDS.sleep(3);
            server.process().destroyForcibly().waitFor();
            CliRun run = running.get(240, TimeUnit.SECONDS);
            assertEquals(1, run.exitCode(), run.out() + run.err());
            JsonNode json = EngineServerProcess.runJson(run);
            assertEquals("FAILED", json.get("status").asText());
            String failure = json.get("failure").asText();
            assertTrue(failure.contains("engine 'reference' via Kafka " + broker.bootstrap() + ": "), failure);
            assertTrue(failure.contains("no record from the engine server on topic "
                    + json.at("/transport/topics/answers").asText() + " for 5 s (it sends one every second): the "
                    + "engine server is gone (the broker answers)"), failure);
            assertTrue(json.get("ticksSent").asLong() < smokeTicks(), "ended before the stream's end");
            assertEquals(json.at("/answers/received").asLong(), json.at("/answers/written").asLong());
            assertTrue(Files.exists(Path.of(json.at("/files/answerLog").asText())), "the answers that came are kept");
        }
    }

    /** How many ticks the SF 1 smoke stream has. */
    static long smokeTicks() throws Exception {
        long n = 0;
        try (TickSource source = Workloads.generated(DatagenParameters.standard(ScaleFactor.of(1))
                .withLength(ProfileLength.parse("smoke")), null).openTicks()) {
            while (source.hasNext()) {
                source.next();
                n++;
            }
        }
        return n;
    }
}
