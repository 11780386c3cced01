package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pairs run --transport kafka --drivers N} with its driver processes ({@code pairs drive --part I/N}) in JVMs
 * of their own, an engine server and a real broker (scripts/kafka.sh): the run's answers are exactly those of the one
 * driver, and bad parts and a killed driver end as the specification says. SF 11 has two markets, the smallest
 * stream two drivers can share; its smoke profile is replayed 8 times faster.
 */
@Timeout(400)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MultiDriverRunTest {

    private static final Pattern PLAN = Pattern.compile("pairs-([0-9a-f]{16})-plan");

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

    private CompletableFuture<CliRun> coordinator(Path results, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--engine", "reference", "--transport", "kafka",
                "--kafka-bootstrap", broker.bootstrap(), "--sf", "11", "--profile", "smoke", "--drivers", "2",
                "--results", results.toString()));
        args.addAll(List.of(more));
        return EngineServerProcess.runAsync(args.toArray(String[]::new));
    }

    /** The id of the stream a coordinator has opened: its plan topic is there. */
    private static String awaitStream(Set<String> before) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap()))) {
            while (System.nanoTime() < deadline) {
                for (String topic : admin.listTopics().names().get(10, TimeUnit.SECONDS)) {
                    Matcher m = PLAN.matcher(topic);
                    if (m.matches() && !before.contains(m.group(1))) {
                        return m.group(1);
                    }
                }
                TimeUnit.MILLISECONDS.sleep(100);
            }
        }
        throw new AssertionError("no stream with driver processes was opened");
    }

    private static EngineServerProcess driver(int part, String stream) throws Exception {
        return EngineServerProcess.pairs("drive --part " + part + "/2 --stream " + stream + " --kafka-bootstrap "
                + broker.bootstrap());
    }

    /** The streams with driver processes on the broker now (their topics are deleted after their runs). */
    private static Set<String> streams() throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap()))) {
            return admin.listTopics().names().get(10, TimeUnit.SECONDS).stream().map(PLAN::matcher)
                    .filter(Matcher::matches).map(m -> m.group(1)).collect(Collectors.toSet());
        }
    }

    /** The answers of a run's answer log without their times (TS, arrival), sorted. */
    private static List<String> answers(CliRun run) throws Exception {
        Matcher m = Pattern.compile("report +(\\S+run\\.json)").matcher(run.out());
        assertTrue(m.find(), run.out());
        Path folder = Path.of(m.group(1)).getParent();
        return Files.readAllLines(folder.resolve("answers.log")).stream()
                .filter(l -> l.startsWith("Indicator,") || l.startsWith("MarketOrder,"))
                .map(l -> l.substring(0, nthComma(l, 7)))
                .sorted().collect(Collectors.toList());
    }

    private static int nthComma(String line, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = line.indexOf(',', at + 1);
        }
        return at;
    }

    @Test
    @Order(1)
    void twoDriverProcessesGiveExactlyTheAnswersOfTheOneDriverRun() throws Exception {
        Path two = dir.resolve("two");
        CliRun run;
        try (EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap(), "--streams", "1")) {
            Set<String> before = streams();
            CompletableFuture<CliRun> running = coordinator(two, "--rate-factor", "8");
            String stream = awaitStream(before);
            try (EngineServerProcess first = driver(1, stream); EngineServerProcess second = driver(2, stream)) {
                run = running.get(300, TimeUnit.SECONDS);
                assertEquals(0, run.exitCode(), run.out() + run.err());
                assertEquals(0, first.awaitExit(), "driver 1 sent and reported its part");
                assertEquals(0, second.awaitExit(), "driver 2 sent and reported its part");
            }
            assertEquals(0, server.awaitExit(), "the engine server served the whole stream");
        }
        JsonNode json = EngineServerProcess.runJson(run);
        assertEquals("COMPLETED", json.get("status").asText());
        assertEquals("PASSED", json.at("/validation/verdict").asText());
        JsonNode drivers = json.at("/transport/drivers");
        assertEquals(2, drivers.get("count").asInt());
        assertEquals(1, drivers.at("/parts/0/part").asInt());
        assertEquals("[1]", drivers.at("/parts/0/markets").toString());
        assertEquals("[2]", drivers.at("/parts/1/markets").toString());
        long sent = drivers.at("/parts/0/ticksSent").asLong() + drivers.at("/parts/1/ticksSent").asLong();
        assertEquals(json.get("ticksSent").asLong(), sent);

        // The one driver, in process and flat out: the same stream, the same answers.
        Path one = dir.resolve("one");
        CliRun local = CliRun.of("run", "--engine", "reference", "--sf", "11", "--profile", "smoke", "--flat-out",
                "--results", one.toString());
        assertEquals(0, local.exitCode(), local.out() + local.err());
        JsonNode localJson = EngineServerProcess.runJson(local);
        assertEquals(localJson.get("ticksSent").asLong(), json.get("ticksSent").asLong());
        List<String> expected = answers(local);
        assertTrue(expected.size() > 0, "the stream has answers");
        assertEquals(expected, answers(run));
    }

    @Test
    @Order(2)
    void aPartOutOfRangeOrMoreDriversThanMarketsIsRefusedInOneLine() {
        CliRun.assertOneLineError(CliRun.of("drive", "--part", "3/2", "--stream", "00ff",
                "--kafka-bootstrap", broker.bootstrap()), "--part 3/2: the part I must be from 1 to N");
        CliRun.assertOneLineError(CliRun.of("drive", "--part", "two", "--stream", "00ff",
                "--kafka-bootstrap", broker.bootstrap()), "--part 'two': expected I/N");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--transport", "kafka",
                "--kafka-bootstrap", broker.bootstrap(), "--sf", "1", "--profile", "smoke", "--drivers", "2",
                "--results", dir.toString()), "--drivers 2: the stream of SF 1 has 1 market");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--sf", "11", "--profile", "smoke",
                "--drivers", "2", "--results", dir.toString()), "--drivers needs --transport kafka");
    }

    @Test
    @Order(3)
    void aDriverKilledMidRunEndsTheRunFailedNamingItsPart() throws Exception {
        Path results = dir.resolve("killed");
        CliRun run;
        try (EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap(), "--streams", "1")) {
            Set<String> before = streams();
            CompletableFuture<CliRun> running = coordinator(results, "--stall-timeout", "10");
            String stream = awaitStream(before);
            try (EngineServerProcess first = driver(1, stream); EngineServerProcess second = driver(2, stream)) {
                // Killed once it drives: its first ticks have reached the engine server's topic.
                second.awaitLine("pairs drive: part 2/2: driving");
                second.process().destroyForcibly();
                run = running.get(300, TimeUnit.SECONDS);
            }
        }
        assertEquals(1, run.exitCode(), run.out() + run.err());
        JsonNode json = EngineServerProcess.runJson(run);
        assertEquals("FAILED", json.get("status").asText());
        String failure = json.get("failure").asText();
        assertTrue(failure.contains("driver 2/2 is gone"), failure);
    }
}
