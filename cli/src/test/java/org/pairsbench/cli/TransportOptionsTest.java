package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --transport} and {@code --kafka-bootstrap} of {@code pairs run} and {@code pairs throughput}: what is refused
 * before anything starts (one line, exit 2), and an address where no broker answers (a FAILED run, recorded).
 */
@Timeout(120)
class TransportOptionsTest {

    @TempDir
    Path dir;

    @Test
    void transportOptionsThatCannotWorkAreOneLineErrorsBeforeAnythingStarts() {
        String results = dir.toString();
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--sf", "1", "--transport", "pigeon",
                "--results", results), "--transport must be local or kafka, not 'pigeon'");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--sf", "1", "--transport", "kafka",
                "--results", results), "--transport kafka needs --kafka-bootstrap HOST:PORT of a Kafka broker");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--sf", "1", "--kafka-bootstrap",
                "127.0.0.1:19092", "--results", results), "--kafka-bootstrap needs --transport kafka");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "reference", "--sf", "1", "--transport", "kafka",
                "--kafka-bootstrap", "localhost", "--results", results),
                "--kafka-bootstrap 'localhost': expected HOST:PORT[,HOST:PORT...] of a Kafka broker");
        CliRun.assertOneLineError(CliRun.of("run", "--engine", "process", "--engine-opt", "kafka=127.0.0.1:19092",
                "--sf", "1", "--transport", "kafka", "--kafka-bootstrap", "127.0.0.1:19092", "--results", results),
                "engine 'process' is the kit's end of that path already");
        CliRun.assertOneLineError(CliRun.of("throughput", "--engine", "reference", "--sf", "1", "--transport", "kafka"),
                "--transport kafka needs --kafka-bootstrap HOST:PORT of a Kafka broker");
    }

    @Test
    void anAddressWhereNoBrokerAnswersFailsTheRunNamingItAndTheRunIsRecorded() throws Exception {
        CliRun run = CliRun.of("run", "--engine", "reference", "--sf", "1", "--profile", "smoke", "--flat-out",
                "--transport", "kafka", "--kafka-bootstrap", "127.0.0.1:1", "--results", dir.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        JsonNode json = EngineServerProcess.runJson(run);
        assertEquals("FAILED", json.get("status").asText());
        assertTrue(json.get("failure").asText().endsWith("engine 'reference' via Kafka 127.0.0.1:1: cannot connect to "
                + "Kafka 127.0.0.1:1: no Kafka broker answered within 10 s"), json.get("failure").asText());
        assertEquals("kafka", json.at("/transport/kind").asText());
        assertEquals("127.0.0.1:1", json.at("/transport/bootstrap").asText());
        assertTrue(run.err().lines().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + run.err());
    }
}
