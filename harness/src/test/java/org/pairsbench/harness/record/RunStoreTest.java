package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.validation.Verdict;

class RunStoreTest {

    @TempDir
    Path results;

    static RunReport report(RunStatus status, BigDecimal pScore, RunReport.Validation validation) {
        return report(status, status == RunStatus.COMPLETED ? null : "engine stalled", pScore, validation);
    }

    static RunReport report(RunStatus status, String failure, BigDecimal pScore, RunReport.Validation validation) {
        return report(status, failure, pScore, validation, Map.of());
    }

    static RunReport report(RunStatus status, String failure, BigDecimal pScore, RunReport.Validation validation,
                            Map<String, String> engineOptions) {
        LatencySummary ind = new LatencySummary(10, 1.5, 1.2, 3.4, 3.9, 4.0, 3_400_000);
        LatencySummary ord = new LatencySummary(4, 2.5, 2.2, 63.0, 63.0, 63.0, 63_000_000);
        return new RunReport(0, "2026-11-22T03:00:00Z", status, failure,
                "reference", "reference engine 1.0", engineOptions, 1, 25, "smoke", 121, 31, 91, PacingMode.PACED, 1.0,
                600_000, 121.2, new RunReport.Answers(14, 14, 0, 10, 4, 0, 0, 3),
                new RunReport.Lateness(600_000, 1.1, 9.5, 120.0,
                        new org.pairsbench.harness.measure.KeepingUp(400_000, 8.0, 120.0, 0.5, true)),
                new RunReport.Latency(ind, ord),
                new RunReport.Latency(ind, ord), 3, pScore, pScore == null ? "no p_score: validation FAILED" : null,
                validation, new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux", "Test CPU"),
                "pairs run --engine reference --sf 1 --profile smoke", Map.of("answers", "answers.log"), null, List.of(),
                new RunReport.Memory(300L << 20, 500L << 20));
    }

    static SecondStats second(int s, double planned) {
        return new SecondStats(s, 1.0, planned, 5000 + s, 7, 5, 1_000_000, 2_000_000, 3_000_000, 2, -1, -1, -1,
                900, 9_000, 90_000, 450_000_000, 123_456_789, 3);
    }

    @Test
    void aStoredRunReadsBackWithItsSeriesAndValidationCounts() throws Exception {
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of(
                new RunReport.StreamCounts("Indicator", 10, 10, 10, 0, 0, 0),
                new RunReport.StreamCounts("MarketOrder", 4, 4, 4, 0, 0, 0)));
        RunReport report = report(RunStatus.COMPLETED, new BigDecimal("47.62"), passed);
        List<SecondStats> seconds = List.of(second(0, 2500.5), second(1, Double.NaN), second(2, 7000));
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.insert(report, seconds);
        }
        assertTrue(RunStore.exists(results));
        try (RunStore store = RunStore.open(results)) {
            RunStore.StoredRun stored = store.find(id).orElseThrow();
            assertEquals(report.withRunId(id), stored.report());
            assertEquals(3, stored.seconds().size());
            assertEquals(seconds.get(0), stored.seconds().get(0));
            assertTrue(Double.isNaN(stored.seconds().get(1).plannedTicks()), "flat-out seconds plan nothing");
            assertEquals(seconds.get(2), stored.seconds().get(2));
            assertFalse(store.find(id + 1).isPresent());
        }
    }

    @Test
    void everyRunSurvivesTheManyShortOpensOfItsRecording() throws Exception {
        // As pairs run records: the database opened for moments, a RUNNING row, then the end with the report and a
        // 726-second series, each in its own open and close. H2 2.3.232 could lose such committed runs when it
        // compacted the file at close; every one must read back, in every later open.
        RunReport.Validation running = RunReport.Validation.notRun("running");
        RunReport.Validation passed = new RunReport.Validation(Verdict.PASSED, null, List.of());
        List<SecondStats> seconds = java.util.stream.IntStream.range(0, 726).mapToObj(s -> second(s, 5000)).toList();
        int runs = 40;
        for (int i = 1; i <= runs; i++) {
            long id;
            try (RunStore store = RunStore.open(results)) {
                id = store.begin(report(RunStatus.RUNNING, null, running), null);
            }
            assertEquals(i, id, "numbering goes on from every run before");
            try (RunStore store = RunStore.open(results)) {
                store.end(id, report(RunStatus.COMPLETED, new BigDecimal(i + ".00"), passed), seconds);
            }
            try (RunStore store = RunStore.openReadOnly(results)) {
                assertEquals(i, store.list().size(), "after run " + i);
            }
        }
        try (RunStore store = RunStore.openReadOnly(results)) {
            List<RunStore.RunRow> rows = store.list();
            for (int i = 1; i <= runs; i++) {
                RunStore.RunRow row = rows.get(i - 1);
                assertEquals(i, row.id());
                assertEquals(RunStatus.COMPLETED, row.status());
                assertEquals(new BigDecimal(i + ".00"), row.pScore());
            }
            assertEquals(726, store.find(runs).orElseThrow().seconds().size());
        }
    }

    @Test
    void theEngineOptionsAreStoredInTheirColumnAndTheReport() throws Exception {
        RunReport report = report(RunStatus.FAILED, "engine stalled", null, RunReport.Validation.notRun("engine failed"),
                Map.of("parallelism", "2", "command", "java -jar engine.jar"));
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.insert(report, List.of());
            assertEquals(report.engineOptions(), store.find(id).orElseThrow().report().engineOptions());
        }
        assertEquals("command=java -jar engine.jar,parallelism=2", column("engine_options", id));
    }

    @Test
    void whatTheRunRanOnIsStoredInItsColumnsAndTheReport() throws Exception {
        RunReport plain = report(RunStatus.COMPLETED, new BigDecimal("47.62"), RunReport.Validation.notRun("x"));
        DataSetCheck.Identity dataSet = new DataSetCheck.Identity("/data/sf1", "a".repeat(64), true,
                List.of(new DataSetCheck.TickFile("ticks.csv", 754_116, 20_000_000, "b".repeat(64))), "c".repeat(64));
        RunReport report = new RunReport(0, plain.startedAt(), plain.status(), plain.failure(), plain.engine(),
                plain.engineDescription(), plain.engineOptions(), plain.scaleFactor(), plain.strategies(), plain.profile(),
                plain.profileSeconds(), plain.measurementStartSeconds(), plain.measurementEndSeconds(), plain.pacing(),
                plain.rateFactor(), plain.ticksSent(), plain.driveSeconds(), plain.answers(), plain.lateness(),
                plain.latency(), plain.latencyWholeRun(), plain.load(), plain.pScore(), plain.pScoreNote(),
                plain.validation(), plain.machine(), plain.command(), plain.files(),
                new RunReport.Inputs("1.0.0", dataSet, "/q/strategies.xml", "d".repeat(64)),
                List.of("another Pairs run was running"), plain.memory());
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.insert(report, List.of());
            assertEquals(report.withRunId(id), store.find(id).orElseThrow().report());
        }
        assertEquals("1.0.0", column("kit_version", id));
        assertEquals("a".repeat(64), column("dataset_manifest_sha256", id));
        assertEquals("sha256", column("dataset_check", id));
        assertEquals("d".repeat(64), column("strategies_sha256", id));
        assertEquals("another Pairs run was running", column("warnings", id));
    }

    @Test
    void theHeapHighWaterMarksAreStoredInTheirColumnsAndTheReport() throws Exception {
        RunReport report = report(RunStatus.COMPLETED, new BigDecimal("47.62"), RunReport.Validation.notRun("x"));
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.insert(report, List.of());
            assertEquals(new RunReport.Memory(300L << 20, 500L << 20), store.find(id).orElseThrow().report().memory());
        }
        // 300 MiB and 500 MiB
        assertEquals("314572800", column("heap_peak_bytes", id));
        assertEquals("524288000", column("validation_heap_peak_bytes", id));
    }

    @Test
    void aDatabaseOfAnOlderKitGainsTheEngineOptionsColumnAndKeepsItsRuns() throws Exception {
        try (java.sql.Connection c = connection(); java.sql.Statement s = c.createStatement()) {
            // The runs table as kits before engine options made it.
            s.execute("CREATE TABLE runs (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "
                    + "started_at VARCHAR(40) NOT NULL, engine VARCHAR(200) NOT NULL, scale_factor INT NOT NULL, "
                    + "profile VARCHAR(40) NOT NULL, pacing VARCHAR(40) NOT NULL, status VARCHAR(20) NOT NULL, "
                    + "failure VARCHAR(4000), validation VARCHAR(20) NOT NULL, ticks_sent BIGINT NOT NULL, "
                    + "answers BIGINT NOT NULL, order_p99_ms DOUBLE PRECISION, p_score DECIMAL(30, 2), "
                    + "report CLOB NOT NULL)");
            s.execute("INSERT INTO runs (started_at, engine, scale_factor, profile, pacing, status, validation, "
                    + "ticks_sent, answers, report) VALUES ('2026-01-01T00:00:00Z', 'esper', 1, 'smoke', 'paced', "
                    + "'COMPLETED', 'PASSED', 1, 1, '{}')");
        }
        try (RunStore store = RunStore.open(results)) {
            long id = store.insert(report(RunStatus.COMPLETED, new BigDecimal("1.00"), RunReport.Validation.notRun("x")),
                    List.of());
            assertEquals(2, id, "the older run keeps id 1");
        }
        assertEquals(null, column("engine_options", 1));
    }

    private java.sql.Connection connection() throws java.sql.SQLException {
        return java.sql.DriverManager.getConnection("jdbc:h2:file:" + results.toAbsolutePath()
                .resolve(RunStore.DATABASE_NAME), "pairs", "");
    }

    private String column(String name, long id) throws java.sql.SQLException {
        try (java.sql.Connection c = connection();
             java.sql.ResultSet r = c.createStatement().executeQuery("SELECT " + name + " FROM runs WHERE id = " + id)) {
            assertTrue(r.next());
            return r.getString(1);
        }
    }

    @Test
    void aFailureLongerThanItsColumnIsStoredAndKeptWholeInTheReport() throws Exception {
        // A failure quoting a huge input field once made H2 refuse the insert, and the run record was lost.
        String failure = "cannot read ticks: " + "x".repeat(RunStore.FAILURE_CHARS);
        RunReport report = report(RunStatus.FAILED, failure, null, RunReport.Validation.notRun("engine failed"));
        try (RunStore store = RunStore.open(results)) {
            long id = store.insert(report, List.of());
            assertEquals(failure, store.find(id).orElseThrow().report().failure());
        }
    }

    @Test
    void listShowsEveryRunInOrderWithItsHeadlineFigures() throws Exception {
        try (RunStore store = RunStore.open(results)) {
            store.insert(report(RunStatus.COMPLETED, new BigDecimal("47.62"),
                    new RunReport.Validation(Verdict.PASSED, null, List.of())), List.of());
            store.insert(report(RunStatus.FAILED, null, RunReport.Validation.notRun("engine failed")), List.of(second(0, 1)));
            List<RunStore.RunRow> rows = store.list();
            assertEquals(2, rows.size());
            assertTrue(rows.get(0).id() < rows.get(1).id());
            assertEquals(new BigDecimal("47.62"), rows.get(0).pScore());
            assertEquals(63.0, rows.get(0).orderP99Ms());
            assertEquals(Verdict.PASSED, rows.get(0).validation());
            assertEquals(RunStatus.FAILED, rows.get(1).status());
            assertEquals(Verdict.NOT_RUN, rows.get(1).validation());
            assertNull(rows.get(1).pScore());
        }
    }
}
