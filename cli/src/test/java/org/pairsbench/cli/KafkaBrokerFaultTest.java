package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pairs run --transport kafka} when its broker dies mid-run (SIGKILL): the run ends FAILED within its stall
 * timeout, naming Kafka, instead of waiting for the stream's end; it is recorded, and the answers that came are
 * kept. A broker of its own, since it is killed.
 */
@Timeout(300)
class KafkaBrokerFaultTest {

    @TempDir
    Path dir;

    @Test
    void aBrokerKilledMidRunEndsTheRunFailedNamingKafkaAndKeepsTheAnswersThatCame() throws Exception {
        try (KafkaBroker broker = KafkaBroker.start(dir.resolve("kafka"));
             EngineServerProcess server = EngineServerProcess.start("reference", broker.bootstrap())) {
            CompletableFuture<CliRun> running = EngineServerProcess.runAsync("run", "--engine", "reference",
                    "--transport", "kafka", "--kafka-bootstrap", broker.bootstrap(), "--sf", "1", "--profile", "smoke",
                    "--stall-timeout", "10", "--results", dir.resolve("results").toString());
            server.awaitLine("pairs serve: serving stream ");
            TimeUnit.SECONDS.sleep(3);
            broker.kill();
            CliRun run = running.get(240, TimeUnit.SECONDS);
            assertEquals(1, run.exitCode(), run.out() + run.err());
            JsonNode json = EngineServerProcess.runJson(run);
            assertEquals("FAILED", json.get("status").asText());
            String failure = json.get("failure").asText();
            assertTrue(failure.contains("engine 'reference' via Kafka " + broker.bootstrap() + ": "), failure);
            // The first to notice says it: the reader (no record, and the broker does not answer) or the writer
            // (the broker took no record within the stall timeout).
            assertTrue(failure.contains("the Kafka broker does not answer")
                    || failure.contains("Kafka " + broker.bootstrap() + " did not take a record for topic "), failure);
            assertTrue(json.get("ticksSent").asLong() < KafkaTransportTest.smokeTicks(), "ended before the stream's end");
            assertEquals(json.at("/answers/received").asLong(), json.at("/answers/written").asLong());
            assertTrue(Files.exists(Path.of(json.at("/files/answerLog").asText())), "the answers that came are kept");
            assertTrue(run.err().lines().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + run.err());
        }
    }
}
