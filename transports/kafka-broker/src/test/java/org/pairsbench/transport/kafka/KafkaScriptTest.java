package org.pairsbench.transport.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
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
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/kafka.sh starts a real broker (a JVM of its own) that takes and serves records, keeps them across a
 * restart in the same folder, refuses what is in its way, and stops cleanly; its usage errors are one line, exit 2.
 */
class KafkaScriptTest {

    private static final Path SCRIPT = Path.of("../../scripts/kafka.sh");

    @TempDir
    Path folder;

    @AfterEach
    void stopTheBroker() throws Exception {
        run("stop", "--dir", folder.toString());
    }

    @Test
    void aStartedBrokerCarriesRecordsInOrderAndKeepsThemAcrossARestart() throws Exception {
        int port = freePortPair();
        String bootstrap = "127.0.0.1:" + port;

        Result started = run("start", "--port", String.valueOf(port), "--dir", folder.toString());
        assertEquals(0, started.exit(), started.text());
        assertTrue(started.out().startsWith("kafka.sh: broker running at " + bootstrap + " (pid "), started.text());
        Result status = run("status", "--dir", folder.toString());
        assertEquals(0, status.exit(), status.text());

        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap))) {
            admin.createTopics(List.of(new NewTopic("ticks", 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            sent.add("AAA," + (100 + i % 7) + ",100," + i);
        }
        produce(bootstrap, sent);
        assertEquals(sent, consume(bootstrap, sent.size()));

        Result stopped = run("stop", "--dir", folder.toString());
        assertEquals(0, stopped.exit(), stopped.text());
        assertTrue(stopped.out().startsWith("kafka.sh: broker stopped"), stopped.text());
        assertEquals(3, run("status", "--dir", folder.toString()).exit());

        Result restarted = run("start", "--port", String.valueOf(port), "--dir", folder.toString());
        assertEquals(0, restarted.exit(), restarted.text());
        assertEquals(sent, consume(bootstrap, sent.size()));
    }

    @Test
    void aSecondStartOfOneFolderAndABusyPortAreRefused() throws Exception {
        int port = freePortPair();
        assertEquals(0, run("start", "--port", String.valueOf(port), "--dir", folder.toString()).exit());

        Result again = run("start", "--port", String.valueOf(port), "--dir", folder.toString());
        assertEquals(1, again.exit(), again.text());
        assertTrue(again.err().startsWith("kafka.sh: a broker already runs for folder "), again.text());

        Path other = Files.createDirectory(folder.resolve("other"));
        Result busy = run("start", "--port", String.valueOf(port), "--dir", other.toString());
        assertEquals(1, busy.exit(), busy.text());
        assertEquals("kafka.sh: port " + port + " is in use; choose another with --port\n", busy.err());
        assertEquals(3, run("status", "--dir", other.toString()).exit());
    }

    @Test
    void usageErrorsAreOneLineWithExitCode2() throws Exception {
        for (List<String> args : List.<List<String>>of(List.of(), List.of("restart"), List.of("start", "--port", "abc"),
                List.of("start", "--port", "80"), List.of("status", "--verbose"), List.of("start", "--dir"))) {
            Result result = run(args.toArray(String[]::new));
            assertEquals(2, result.exit(), args + ": " + result.text());
            assertEquals(1, result.err().lines().count(), args + ": " + result.text());
            assertTrue(result.err().startsWith("kafka.sh: "), result.text());
        }
    }

    private static void produce(String bootstrap, List<String> values) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        try (KafkaProducer<String, String> producer =
                     new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            for (String value : values) {
                producer.send(new ProducerRecord<>("ticks", value));
            }
            producer.flush();
        }
    }

    private static List<String> consume(String bootstrap, int count) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        List<String> values = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer =
                     new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            TopicPartition partition = new TopicPartition("ticks", 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (values.size() < count && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    values.add(record.value());
                }
            }
        }
        return values;
    }

    /** A port whose successor (the controller's) is free too. */
    private static int freePortPair() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            if (port < 65534) {
                try (ServerSocket next = new ServerSocket(port + 1)) {
                    return port;
                } catch (IOException taken) {
                    // try another
                }
            }
        }
        throw new IOException("no two consecutive free ports found");
    }

    private record Result(int exit, String out, String err) {
        String text() {
            return "exit " + exit + "\nstdout: " + out + "\nstderr: " + err;
        }
    }

    private static Result run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("kafka.sh " + String.join(" ", args) + " did not end within 120 s");
        }
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }
}
