package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;

class BenchInjectCommandTest {

    @TempDir
    Path dir;

    @Test
    void injectWithDataReplaysEveryLineOfTheDataSetEachRound() throws Exception {
        CliRun.smallDataSet(dir);
        long lines;
        try (var l = Files.lines(dir.resolve("data/ticks.csv"))) {
            lines = l.count();
        }
        CliRun run = CliRun.of("bench", "inject", "--data", dir.resolve("data").toString(), "--json");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        JsonNode json = Json.mapper().readTree(run.out());
        assertEquals(lines, json.get("ticks").asLong());
        assertTrue(json.get("medianTicksPerSecond").asDouble() > 0, run.out());
    }

    @Test
    void injectRefusesATickCountWithADataSetAndAMissingDataSetInOneLine() {
        CliRun both = CliRun.of("bench", "inject", "--data", dir.toString(), "--ticks", "5");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--ticks counts synthetic ticks"), both.err());
        CliRun missing = CliRun.of("bench", "inject", "--data", dir.resolve("nope").toString());
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("nope: no such tick file or directory"), missing.err());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
    }
}
