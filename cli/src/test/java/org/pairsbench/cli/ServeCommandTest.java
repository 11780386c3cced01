package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.process.ProcessEngineFactory;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.ConsoleReport;

/**
 * {@code pairs serve} in a JVM of its own, driven by engine "process": the reference engine behind the protocol
 * answers what the in-process reference answers, on stdin/stdout and over TCP, and through a whole harness run.
 */
@Timeout(120)
class ServeCommandTest {

    private static List<Strategy> strategies;
    private static TickArray ticks;
    private static List<Answer> expected;

    @TempDir
    Path dir;

    /** The SF 1 smoke stream (about 0.75 M ticks), and the in-process reference engine's answers to it, flat out. */
    @BeforeAll
    static void smokeStream() throws Exception {
        Workload workload = Workloads.generated(DatagenParameters.standard(ScaleFactor.of(1))
                .withLength(ProfileLength.parse("smoke")), null);
        strategies = workload.strategies();
        try (TickSource source = workload.openTicks()) {
            ticks = TickArray.load(source, Integer.MAX_VALUE);
        }
        expected = answersOf(new ReferenceEngine());
        assertFalse(expected.isEmpty());
    }

    private static String pairs() {
        return CliRun.pairsCommand();
    }

    private static Engine processEngine(String key, String value) throws Exception {
        ProcessEngineFactory factory = new ProcessEngineFactory();
        return factory.create(EngineOptions.resolve(factory.name(), factory.options(), Map.of(key, value)));
    }

    /** Every answer of {@code engine} to the stream, sent flat out with TS = the tick's index; closes the engine. */
    private static List<Answer> answersOf(Engine engine) throws Exception {
        List<Answer> answers = Collections.synchronizedList(new ArrayList<>());
        try (engine) {
            engine.deploy(strategies, AnswerListener.of(answers::add));
            for (int i = 0; i < ticks.size(); i++) {
                engine.send(ticks.get(i), i);
            }
            engine.finish();
        }
        return answers;
    }

    private static void assertSameAnswers(List<Answer> actual) {
        ComparisonResult result = AnswerComparison.compare(expected, actual);
        assertTrue(result.passed(), ConsoleReport.format(result));
        assertEquals(expected.size(), actual.size());
    }

    @Test
    void referenceServedOnStdinStdoutInAnotherJvmAnswersLikeTheInProcessReference() throws Exception {
        assertSameAnswers(answersOf(processEngine("command", "exec " + pairs() + " serve --engine reference")));
    }

    @Test
    void referenceServedOnATcpPortAnswersLikeTheInProcessReference() throws Exception {
        Process server = new ProcessBuilder("/bin/sh", "-c", "exec " + pairs() + " serve --engine reference --port 0 "
                + "--streams 1").start();
        try {
            // Read on another thread: a blocking read cannot be interrupted, a wait for its result can.
            String port = CompletableFuture.supplyAsync(() -> port(server)).get(60, TimeUnit.SECONDS);
            assertNotNull(port, "the server names its port on stderr");
            assertSameAnswers(answersOf(processEngine("connect", "127.0.0.1:" + port)));
            assertTrue(server.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, server.exitValue(), "a whole stream served: exit 0");
        } finally {
            server.destroyForcibly();
        }
    }

    @Test
    void conformanceOverTcpRunsEveryScenarioChosenOnOneListeningServer() throws Exception {
        // One connection per scenario, each with a fresh engine; the server serves until stopped.
        Process server = new ProcessBuilder("/bin/sh", "-c", "exec " + pairs() + " serve --engine reference --port 0")
                .start();
        try {
            String port = CompletableFuture.supplyAsync(() -> port(server)).get(60, TimeUnit.SECONDS);
            assertNotNull(port, "the server names its port on stderr");
            CliRun run = CliRun.of("conformance", "--engine", "process", "--engine-opt", "connect=127.0.0.1:" + port,
                    "--scenario", "trigger-ts", "--scenario", "every-transition", "--scenario", "refuses-tick-going-back",
                    "--scenario", "listener-failure-surfaces");
            assertEquals(0, run.exitCode(), run.out() + run.err());
            // The total names the engine as its Ready record describes it, not the kit's command or address.
            assertTrue(run.out().contains("PASSED  4 of 4 scenarios passed, 0 failed: engine process (Pairs reference "
                    + "engine"), run.out());
            assertTrue(server.isAlive(), "the server waits for the next connection");
        } finally {
            server.destroyForcibly();
        }
    }

    /** The port {@code pairs serve --port 0} names on its stderr, or null if it ends without naming one. */
    private static String port(Process server) {
        return stderrMatch(server, Pattern.compile("pairs serve: engine 'reference' listening on port (\\d+) of 127\\.0\\.0\\.1"));
    }

    /** The first group of the first stderr line of {@code server} that matches, or null if none does. */
    private static String stderrMatch(Process server, Pattern pattern) {
        BufferedReader err = new BufferedReader(new InputStreamReader(server.getErrorStream(), StandardCharsets.UTF_8));
        try {
            for (String line = err.readLine(); line != null; line = err.readLine()) {
                Matcher m = pattern.matcher(line);
                if (m.matches()) {
                    return m.group(1);
                }
            }
            return null;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void referenceServedThroughKafkaAnswersLikeTheInProcessReference() throws Exception {
        try (KafkaBroker broker = KafkaBroker.start(dir.resolve("kafka"))) {
            Process server = new ProcessBuilder("/bin/sh", "-c", "exec " + pairs() + " serve --engine reference --kafka "
                    + broker.bootstrap() + " --streams 1").start();
            try {
                String waiting = CompletableFuture.supplyAsync(() -> stderrMatch(server,
                        Pattern.compile("pairs serve: engine 'reference' (waiting) for streams on Kafka .*")))
                        .get(90, TimeUnit.SECONDS);
                assertNotNull(waiting, "the server says when it waits for streams");
                assertSameAnswers(answersOf(processEngine("kafka", broker.bootstrap())));
                assertTrue(server.waitFor(60, TimeUnit.SECONDS));
                assertEquals(0, server.exitValue(), "a whole stream served: exit 0");
            } finally {
                server.destroyForcibly();
            }
        }
    }

    @Test
    void aKafkaBrokerThatDoesNotAnswerIsOneLineNamingIt() throws Exception {
        ProcessEngineFactory factory = new ProcessEngineFactory();
        Engine engine = factory.create(EngineOptions.resolve(factory.name(), factory.options(),
                Map.of("kafka", "127.0.0.1:1", "connectTimeout", "2")));
        Exception failure = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                () -> engine.deploy(strategies, AnswerListener.of(a -> { })));
        assertEquals("engine 'process': cannot connect to Kafka 127.0.0.1:1: no Kafka broker answered within 2 s",
                failure.getMessage());
        engine.close();
    }

    @Test
    void runOfTheServedReferencePassesValidation() throws Exception {
        String command = "exec " + pairs() + " serve --engine reference";
        CliRun run = CliRun.of("run", "--engine", "process", "--engine-opt", "command=" + command, "--sf", "1",
                "--profile", "smoke", "--flat-out", "--results", dir.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("validation  PASSED"), run.out());
        // The options the engine ran with, defaults filled in, are part of the run's record.
        Matcher json = Pattern.compile("report +(\\S+run\\.json)").matcher(run.out());
        assertTrue(json.find(), run.out());
        com.fasterxml.jackson.databind.JsonNode options = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Path.of(json.group(1)).toFile()).get("engineOptions");
        assertEquals(command, options.get("command").asText());
        assertEquals("60", options.get("finishTimeout").asText());
        assertFalse(options.has("connect"), "an option without default that was not given is not recorded");
    }

    @Test
    void runOfACommandThatExitsEarlyFailsWithItsExitCodeAndLastStderrLine() {
        CliRun run = CliRun.of("run", "--engine", "process", "--engine-opt",
                "command=echo 'engine: no licence' >&2; exit 3", "--sf", "1", "--profile", "smoke", "--flat-out",
                "--results", dir.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue((run.out() + run.err()).contains("engine 'process': the command exited with code 3 before its Ready "
                + "record (0 answers read); last stderr line: 'engine: no licence'"), run.out() + run.err());
    }

    @Test
    void badProcessOrServeOptionsAreOneLineErrors() throws Exception {
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "process"), "engine 'process' needs exactly one of "
                + "--engine-opt command='...' (a command to start), --engine-opt connect=HOST:PORT and "
                + "--engine-opt kafka=HOST:PORT (a Kafka broker), got none");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "process", "--engine-opt", "connect=localhost"),
                "option connect='localhost': expected HOST:PORT");
        // Checked with the options (EngineFactory.checkOptions), before pairs run generates anything.
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "process", "--engine-opt", "command=true",
                "--engine-opt", "connect=localhost:1", "--sf", "1", "--results", dir.toString()),
                "pairs run: engine 'process' needs exactly one of --engine-opt command='...' (a command to start), "
                + "--engine-opt connect=HOST:PORT and --engine-opt kafka=HOST:PORT (a Kafka broker), got 2");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "process", "--engine-opt", "kafka=localhost"),
                "option kafka='localhost': expected HOST:PORT[,HOST:PORT...] of a Kafka broker");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--port", "1", "--kafka", "h:1"),
                "give --port or --kafka, not both");
        // The same command under the name distributed set-ups use, with Kafka's own word for the address.
        CliRun.assertOneLineError(CliRun.of("engine-server", "--engine", "reference", "--port", "1",
                "--kafka-bootstrap", "h:1"), "give --port or --kafka, not both");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--streams", "1"),
                "--streams needs --port or --kafka (stdin carries one stream)");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--port", "70000"),
                "--port must be in 0..65535, not 70000");
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0)) {
            CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--port",
                    Integer.toString(taken.getLocalPort())), "--port " + taken.getLocalPort() + " of 127.0.0.1: cannot "
                    + "listen on it: ");
        }
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--bind", "0.0.0.0"),
                "--bind is the address --port listens on: give --port too");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "reference", "--port", "0", "--bind",
                "no-such-host.invalid"), "--bind no-such-host.invalid: not an address of this machine: ");
        CliRun.assertOneLineError(CliRun.of("serve", "--engine", "nope"), "unknown engine 'nope'");
    }
}
