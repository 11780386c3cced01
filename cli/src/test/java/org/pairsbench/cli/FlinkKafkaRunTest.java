package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;

/**
 * Engine flink with option kafka on the embedded MiniCluster: the job reads its ticks from and writes its answers
 * to topics on a real broker (scripts/kafka.sh) with Flink's Kafka connector, at parallelism 2, and gives exactly
 * the reference engine's answers; the run's topics are gone after it; a value that is no bootstrap list is refused
 * before anything starts, and an address where no broker answers fails the run in one line naming Kafka.
 */
@Timeout(300)
class FlinkKafkaRunTest {

    @TempDir
    static Path dir;
    private static KafkaBroker broker;
    private static Path strategies;

    @BeforeAll
    static void startBrokerAndData() throws Exception {
        broker = KafkaBroker.start(dir.resolve("kafka"));
        strategies = CliRun.smallDataSet(dir);
    }

    @AfterAll
    static void stopBroker() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    private static CliRun run(String kafka, String results, String... more) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("run", "--engine", "flink",
                "--engine-opt", "kafka=" + kafka, "--ticks", dir.resolve("data").toString(), "--strategies",
                strategies.toString(), "--results", dir.resolve(results).toString(), "--json", "--flat-out"));
        args.addAll(java.util.List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void aRunThroughKafkaAtParallelismTwoGivesExactlyTheReferenceEnginesAnswersAndDeletesItsTopics()
            throws Exception {
        CliRun run = run(broker.bootstrap(), "results", "--engine-opt", "parallelism=2");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        JsonNode report = Json.mapper().readTree(run.out());
        assertEquals("COMPLETED", report.get("status").asText());
        JsonNode validation = report.get("validation");
        assertEquals("PASSED", validation.get("verdict").asText(), validation.toString());
        long matched = 0;
        for (JsonNode stream : validation.get("streams")) {
            assertEquals(stream.get("expected").asLong(), stream.get("matched").asLong(), stream.toString());
            assertEquals(0, stream.get("wrong").asLong() + stream.get("missing").asLong()
                    + stream.get("undue").asLong(), stream.toString());
            matched += stream.get("matched").asLong();
        }
        assertTrue(matched > 0, "the data set must make answers for the comparison to mean something");
        // The run's records say how it ran: the option, and the broker and topics in the engine's description.
        assertEquals(broker.bootstrap(), report.at("/engineOptions/kafka").asText(), report.toString());
        String description = report.get("engineDescription").asText();
        Matcher topics = Pattern.compile("Apache Flink 2\\.3\\.0, embedded MiniCluster, ticks and answers through "
                + "Kafka " + Pattern.quote(broker.bootstrap()) + " \\(topics (pairs-flink-[0-9a-f]{16})-ticks, "
                + "\\1-answers\\), parallelism 2").matcher(description);
        assertTrue(topics.matches(), description);
        assertTopicsGone(topics.group(1) + "-ticks", topics.group(1) + "-answers");
    }

    /** The broker deletes topics in the background: they may be listed for a moment after the run. */
    private static void assertTopicsGone(String... names) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap()))) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (true) {
                Set<String> listed = admin.listTopics().names().get(30, TimeUnit.SECONDS);
                if (java.util.Arrays.stream(names).noneMatch(listed::contains)) {
                    return;
                }
                assertTrue(System.nanoTime() < deadline, "the run's topics are still there: " + listed);
                Thread.sleep(200);
            }
        }
    }

    @Test
    void aKafkaValueThatIsNoBootstrapListIsRefusedInOneLineBeforeAnythingStarts() {
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "flink", "--engine-opt", "kafka=notanaddress", "--sf",
                "1", "--profile", "smoke", "--flat-out", "--results", dir.resolve("results-refused").toString()),
                "engine 'flink' option kafka='notanaddress': expected HOST:PORT[,HOST:PORT...] of a Kafka broker");
    }

    @Test
    void anAddressWhereNoBrokerAnswersFailsTheRunInOneLineNamingKafka() throws Exception {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        CliRun run = run("127.0.0.1:" + closed, "results-no-broker");

        assertEquals(1, run.exitCode(), run.out() + run.err());
        JsonNode report = Json.mapper().readTree(run.out());
        assertEquals("FAILED", report.get("status").asText(), run.out() + run.err());
        String failure = report.get("failure").asText();
        assertTrue(failure.startsWith("engine threw in deploy()"), failure);
        assertTrue(failure.endsWith("no Kafka broker at 127.0.0.1:" + closed + " answered within 10 s"), failure);
        assertEquals(1, failure.lines().count(), failure);
    }
}
