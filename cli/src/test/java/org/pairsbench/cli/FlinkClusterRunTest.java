package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
import org.pairsbench.core.json.Json;

/**
 * Engine flink on a real multi-process Flink cluster (scripts/flink-cluster.sh: a JobManager and two TaskManagers
 * of one slot each, so a job at parallelism 2 spans both): its answers are the reference engine's, over the wire
 * and through Kafka (a real broker, scripts/kafka.sh, started for that test), its floor workload gives the answers
 * it owes, an address where no Flink answers is refused in one line, the script refuses a second start and a busy
 * port, and a TaskManager killed mid-run fails the run naming it. That test kills a TaskManager, so it runs last; the cluster
 * is stopped after all of them.
 */
@Timeout(300)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FlinkClusterRunTest {

    @TempDir
    static Path dir;
    private static FlinkCluster cluster;
    private static Path strategies;

    @BeforeAll
    static void startClusterAndData() throws Exception {
        cluster = FlinkCluster.start(dir.resolve("flink"), 2, 1);
        strategies = CliRun.smallDataSet(dir);
    }

    @AfterAll
    static void stopCluster() throws Exception {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** The run of the test, its results in a folder of its own (a run database per test). */
    private static String[] run(String results, String... pacing) {
        String[] base = {"run", "--engine", "flink", "--engine-opt", "cluster=" + cluster.address(), "--engine-opt",
                "parallelism=2", "--ticks", dir.resolve("data").toString(), "--strategies", strategies.toString(),
                "--results", dir.resolve(results).toString(), "--json"};
        String[] args = java.util.Arrays.copyOf(base, base.length + pacing.length);
        System.arraycopy(pacing, 0, args, base.length, pacing.length);
        return args;
    }

    @Test
    @Order(1)
    void aRunOnTheClusterGivesExactlyTheReferenceEnginesAnswers() throws Exception {
        CliRun run = CliRun.of(run("results-reference", "--flat-out"));

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
        // The deployment as the cluster's REST API reports it (two TaskManagers of one slot each), and where the
        // job's tasks ran: each in one of the TaskManager processes the script started.
        String description = report.get("engineDescription").asText();
        String deployment = "Apache Flink 2.3.0, session cluster at " + cluster.address() + " (2 TaskManagers, 2 slots); ";
        assertTrue(description.startsWith(deployment + "tick source on TaskManager pid "), description);
        assertTrue(description.endsWith(", parallelism 2"), description);
        java.util.regex.Matcher tasks = java.util.regex.Pattern.compile(
                "(tick source|answer sink 1/2|answer sink 2/2) on TaskManager pid (\\d+) at ").matcher(description);
        java.util.List<String> found = new java.util.ArrayList<>();
        while (tasks.find()) {
            found.add(tasks.group(1));
            long pid = Long.parseLong(tasks.group(2));
            assertTrue(pid == cluster.taskManagerPid(1) || pid == cluster.taskManagerPid(2), description);
        }
        assertEquals(java.util.List.of("tick source", "answer sink 1/2", "answer sink 2/2"), found, description);
    }

    @Test
    @Order(1)
    void theFloorOnTheClusterGivesTheAnswersItOwes() {
        // The same job graph as the MiniCluster's floor, across two TaskManagers; a hundred times real time.
        CliRun run = CliRun.of("bench", "floor", "--engine", "flink", "--engine-opt", "cluster=" + cluster.address(),
                "--engine-opt", "parallelism=2", "--sf", "1", "--profile", "smoke", "--rate-factor", "100");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().startsWith("floor: Apache Flink 2.3.0, session cluster at " + cluster.address()),
                run.out());
        assertTrue(run.out().contains(", parallelism 2, floor workload\n"), run.out());
        assertTrue(run.out().contains("(one per strategy whose period each trigger closes): all given, none other"),
                run.out());
    }

    @Test
    @Order(2)
    void aRunOnTheClusterThroughKafkaGivesExactlyTheReferenceEnginesAnswers() throws Exception {
        // The job's Kafka connector is no part of the cluster's lib: its jars travel with the job.
        try (KafkaBroker broker = KafkaBroker.start(dir.resolve("kafka"))) {
            String[] base = run("results-kafka", "--flat-out");
            String[] args = java.util.Arrays.copyOf(base, base.length + 2);
            args[base.length] = "--engine-opt";
            args[base.length + 1] = "kafka=" + broker.bootstrap();
            CliRun run = CliRun.of(args);

            assertEquals(0, run.exitCode(), run.out() + run.err());
            JsonNode report = Json.mapper().readTree(run.out());
            assertEquals("COMPLETED", report.get("status").asText());
            JsonNode validation = report.get("validation");
            assertEquals("PASSED", validation.get("verdict").asText(), validation.toString());
            for (JsonNode stream : validation.get("streams")) {
                assertEquals(stream.get("expected").asLong(), stream.get("matched").asLong(), stream.toString());
                assertEquals(0, stream.get("wrong").asLong() + stream.get("missing").asLong()
                        + stream.get("undue").asLong(), stream.toString());
            }
            String description = report.get("engineDescription").asText();
            assertTrue(description.startsWith("Apache Flink 2.3.0, session cluster at " + cluster.address()
                    + " (2 TaskManagers, 2 slots), ticks and answers through Kafka " + broker.bootstrap()
                    + " (topics pairs-flink-"), description);
        }
    }

    @Test
    @Order(3)
    void anAddressWhereNoFlinkAnswersIsRefusedInOneLine() throws Exception {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "flink", "--engine-opt", "cluster=127.0.0.1:" + closed,
                "--sf", "1", "--profile", "smoke", "--flat-out", "--results", dir.resolve("results").toString()),
                "engine 'flink' option cluster='127.0.0.1:" + closed + "': no Flink REST endpoint answers there "
                        + "(Connection refused)");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "flink", "--engine-opt", "cluster=" + cluster.address(),
                "--engine-opt", "parallelism=3", "--sf", "1", "--profile", "smoke", "--flat-out"),
                "option parallelism='3': the job needs 3 free task slots, the cluster at " + cluster.address()
                        + " has 2 of 2 free (2 TaskManagers)");
    }

    @Test
    @Order(4)
    void theScriptRefusesInOneLineWhatWouldClashWithARunningCluster() throws Exception {
        ServiceScript.Outcome again = FlinkCluster.script(cluster.folder(), "start");
        assertEquals(1, again.exitCode(), again.out());
        assertTrue(again.out().startsWith("flink-cluster.sh: a cluster already runs for folder " + cluster.folder()),
                again.out());
        String port = cluster.address().substring(cluster.address().indexOf(':') + 1);
        ServiceScript.Outcome busy = FlinkCluster.script(dir.resolve("other"), "start", "--port", port);
        assertEquals(1, busy.exitCode(), busy.out());
        assertEquals("flink-cluster.sh: port " + port + " is in use; choose another with --port (the RPC port is "
                + "--port + 1)\n", busy.out());
        ServiceScript.Outcome usage = FlinkCluster.script(dir.resolve("other"), "start", "--taskmanagers", "0");
        assertEquals(2, usage.exitCode(), usage.out());
        assertEquals(1, usage.out().lines().count(), usage.out());
        ServiceScript.Outcome status = FlinkCluster.script(cluster.folder(), "status");
        assertEquals(0, status.exitCode(), status.out());
        assertTrue(status.out().contains("taskmanager-2=" + cluster.taskManagerPid(2)), status.out());
        ServiceScript.Outcome none = FlinkCluster.script(dir.resolve("other"), "status");
        assertEquals(3, none.exitCode(), none.out());
    }

    @Test
    @Order(5)
    void aTaskManagerKilledMidRunFailsTheRunNamingIt() throws Exception {
        long pid = cluster.taskManagerPid(2);
        CompletableFuture<CliRun> paced = CompletableFuture.supplyAsync(() -> CliRun.of(run("results-killed")));
        awaitTicksFlowing();
        new ProcessBuilder("kill", "-9", Long.toString(pid)).start().waitFor();
        CliRun run = paced.get(120, TimeUnit.SECONDS);

        assertEquals(1, run.exitCode(), run.out() + run.err());
        JsonNode report = Json.mapper().readTree(run.out());
        // The run is recorded with its reason: run.json's report, printed by --json.
        assertEquals("FAILED", report.path("status").asText(), run.out() + run.err());
        String failure = report.get("failure").asText();
        assertTrue(failure.startsWith("engine threw in send()") && failure.contains("the Flink job failed: ")
                && failure.contains("TaskManager pid " + pid), failure);
    }

    /**
     * Waits until the paced run drives its job: the job's tick source has written records on (the cluster's task
     * metrics), so deploy has returned and ticks flow.
     */
    private static void awaitTicksFlowing() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!ticksFlowing()) {
            assertTrue(System.nanoTime() < deadline, "no job on the cluster read ticks within 120 s");
            Thread.sleep(500);
        }
    }

    private static boolean ticksFlowing() throws Exception {
        for (JsonNode job : rest("/jobs/overview").path("jobs")) {
            if (job.path("state").asText().equals("RUNNING")) {
                for (JsonNode vertex : rest("/jobs/" + job.path("jid").asText()).path("vertices")) {
                    if (vertex.path("name").asText().startsWith("Source: ticks")
                            && vertex.path("metrics").path("write-records").asLong() > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static JsonNode rest(String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + cluster.address() + path)).build();
        return Json.mapper().readTree(HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString())
                .body());
    }
}
