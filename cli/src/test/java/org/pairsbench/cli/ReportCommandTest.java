package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

class ReportCommandTest {

    @TempDir
    Path results;

    private long recordRun(String engine, BigDecimal pScore) throws Exception {
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of());
        try (RunStore store = RunStore.open(results)) {
            return store.insert(RunStoreFixture.report(engine, pScore, passed), List.of());
        }
    }

    @Test
    void reportWritesTheHtmlAndJsonOfOneRun() throws Exception {
        long id = recordRun("reference", new BigDecimal("47.62"));
        Path out = results.resolve("published");
        CliRun run = CliRun.of("report", Long.toString(id), "--results", results.toString(), "--out", out.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readString(out.resolve("run-" + id + ".html")).contains("p_score 47.62"));
        assertTrue(Files.readString(out.resolve("run-" + id + ".json")).contains("\"pScore\" : 47.62"));
        assertEquals(List.of(out.resolve("run-" + id + ".html").toString(), out.resolve("run-" + id + ".json").toString()),
                run.out().lines().toList());
    }

    @Test
    void compareWritesTheTableOfTheSelectedRunsByDefaultUnderResultsReports() throws Exception {
        recordRun("reference", new BigDecimal("47.62"));
        recordRun("esper", new BigDecimal("136.36"));
        CliRun run = CliRun.of("report", "--compare", "--engine", "esper", "--results", results.toString());
        assertEquals(0, run.exitCode(), run.err());
        String json = Files.readString(results.resolve("reports").resolve("compare.json"));
        assertTrue(json.contains("\"esper\""));
        assertTrue(!json.contains("\"reference\""), "filtered by engine");
        assertTrue(Files.exists(results.resolve("reports").resolve("compare.html")));
    }

    @Test
    void aRealRunOnADataSetIsReportedWithItsEnvironmentAndTheDataSetsChecksums() throws Exception {
        Path data = results.resolve("data");
        assertEquals(0, CliRun.of("datagen", "--sf", "1", "--profile", "smoke", "--basis-rate", "500", "--quiet",
                "--out", data.toString()).exitCode());
        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out",
                "--results", results.toString());
        assertEquals(0, run.exitCode(), run.err());
        CliRun report = CliRun.of("report", "1", "--results", results.toString());
        assertEquals(0, report.exitCode(), report.err());
        com.fasterxml.jackson.databind.JsonNode json = org.pairsbench.core.json.Json.mapper()
                .readTree(results.resolve("reports").resolve("run-1.json").toFile());
        assertEquals("ANSWER_LOG", json.at("/latencySource").asText());
        assertEquals(500.0, json.at("/headline/basisRate").asDouble(), "the data set's rate, from its manifest");
        assertEquals(750.0, json.at("/headline/peakRate").asDouble());
        assertTrue(json.at("/timeline/phases").isEmpty(), "a flat-out run follows no schedule");
        assertTrue(json.at("/headline/pScore").isNull(), "flat-out runs measure no latency");
        assertTrue(json.at("/configuration/kitVersion").asText().contains("(git "));
        assertTrue(json.at("/configuration/machine/jvmFlags").isTextual());
        List<String> datasetFiles = new ArrayList<>();
        json.at("/configuration/dataset").forEach(f -> datasetFiles.add(f.get("name").asText()));
        assertEquals(List.of("manifest.json", "ticks.csv", "correlations.json"), datasetFiles);
        List<String> evidence = new ArrayList<>();
        json.at("/evidence").forEach(f -> evidence.add(f.get("name").asText()));
        assertEquals(List.of("answers.log", "latency.hlog", "run.json"), evidence);
    }

    @Test
    void badUsageAndMissingRecordsAreOneLineErrorsWithExitCode2() throws Exception {
        CliRun noDb = CliRun.of("report", "1", "--results", results.toString());
        assertEquals(2, noDb.exitCode());
        assertTrue(noDb.err().contains("no run database"), noDb.err());
        assertEquals(1, noDb.err().lines().count());
        recordRun("reference", null);
        CliRun unknown = CliRun.of("report", "99", "--results", results.toString());
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("no run with id 99"), unknown.err());
        assertEquals(2, CliRun.of("report", "--results", results.toString()).exitCode(), "a run id is needed");
        assertEquals(2, CliRun.of("report", "1", "2", "--results", results.toString()).exitCode());
        assertEquals(2, CliRun.of("report", "--compare", "--engine", "nothing", "--results", results.toString()).exitCode());
    }

    @Test
    void fromJsonReRendersAReportJsonBesideItOrIntoOut() throws Exception {
        long id = recordRun("reference", new BigDecimal("47.62"));
        Path published = results.resolve("published");
        assertEquals(0, CliRun.of("report", Long.toString(id), "--results", results.toString(), "--out",
                published.toString()).exitCode());
        Path json = published.resolve("run-" + id + ".json");
        Files.delete(published.resolve("run-" + id + ".html"));

        CliRun beside = CliRun.of("report", "--from-json", json.toString());
        assertEquals(0, beside.exitCode(), beside.err());
        assertTrue(Files.readString(published.resolve("run-" + id + ".html")).contains("p_score 47.62"));
        assertEquals(List.of(published.resolve("run-" + id + ".html").toString(), json.toString()),
                beside.out().lines().toList());

        Path out = results.resolve("again");
        CliRun elsewhere = CliRun.of("report", "--from-json", json.toString(), "--out", out.toString());
        assertEquals(0, elsewhere.exitCode(), elsewhere.err());
        assertEquals(Files.readString(json), Files.readString(out.resolve("run-" + id + ".json")));
    }

    @Test
    void fromJsonOfAFileThatIsNoReportIsOneLineNamingItWithExitCode2() throws Exception {
        Path notes = Files.writeString(results.resolve("notes.json"), "{ not json");
        CliRun bad = CliRun.of("report", "--from-json", notes.toString());
        assertEquals(2, bad.exitCode());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertTrue(bad.err().contains(notes.toString()), bad.err());
        assertEquals(2, CliRun.of("report", "1", "--from-json", notes.toString()).exitCode(), "a JSON or a run id");
        assertEquals(2, CliRun.of("report", "--compare", "--from-json", notes.toString()).exitCode());
    }
}
