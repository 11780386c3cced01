package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

/**
 * The transport in a run's record: local by default, Kafka's facts as the transport gives them at the end, and the
 * rule that a run whose answers Kafka doubled or lost is FAILED even when every engine call returned.
 */
class TransportRecordTest {

    @TempDir
    Path results;

    private static RunReport.Transport kafka(long duplicates, long gaps, long missing) {
        return new RunReport.Transport("kafka", "127.0.0.1:19092", "00ff", Map.of("control", "pairs-streams",
                "ticks", "pairs-00ff-in", "answers", "pairs-00ff-out"), 1, "protocol lines",
                Map.of("acks", "all", "enable.idempotence", "true"), Map.of("fetch.min.bytes", "1"),
                new RunReport.Delivery(40, 12, duplicates, gaps, missing));
    }

    private RunReport run(RunReport.Transport transport) throws Exception {
        RunRequest request = new RunRequest("ordering", Map.of(), ScaleFactor.of(1), Pacing.flatOutPacing(), results,
                false, Duration.ofSeconds(30), "pairs run --engine ordering --sf 1", "test", null,
                transport == null ? null : () -> transport);
        RunValidator passes = (log, w, ticksSent, dir) -> new RunReport.Validation(Verdict.PASSED, null, List.of());
        return new BenchmarkRun(new BenchmarkRunTest.CountingLogs(), passes, new EngineDrive()).execute(request,
                BenchmarkRunTest.workload(), BenchmarkRunTest.FACTORY);
    }

    @Test
    void aRunInProcessRecordsTheLocalTransport() throws Exception {
        RunReport report = run(null);
        assertEquals(RunStatus.COMPLETED, report.status());
        assertEquals(RunReport.Transport.LOCAL, report.transport());
        String json = Files.readString(Path.of(report.files().get("report")));
        assertEquals("{\"kind\":\"local\"}", Json.mapper().readTree(json).get("transport").toString(),
                "no Kafka fields for a local run");
    }

    @Test
    void aKafkaRunRecordsItsTransportAndKeepsItsStatusWhenEveryRecordCameOnce() throws Exception {
        RunReport report = run(kafka(0, 0, 0));
        assertEquals(RunStatus.COMPLETED, report.status());
        assertNull(report.failure());
        assertEquals(kafka(0, 0, 0), Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                RunReport.class).transport());
    }

    @Test
    void aRunWhoseAnswersKafkaDoubledOrLostIsFailedThoughEveryEngineCallReturned() throws Exception {
        RunReport doubled = run(kafka(1, 0, 0));
        assertEquals(RunStatus.FAILED, doubled.status());
        assertEquals("Kafka delivered 1 duplicate answer record(s) and lost 0 in 0 gap(s) on topic pairs-00ff-out",
                doubled.failure());
        RunReport lost = run(kafka(0, 2, 3));
        assertEquals(RunStatus.FAILED, lost.status());
        assertEquals("Kafka delivered 0 duplicate answer record(s) and lost 3 in 2 gap(s) on topic pairs-00ff-out",
                lost.failure());
    }

    @Test
    void theConsoleSummaryShowsTheKafkaTransportOnOneLine() {
        assertEquals("kafka 127.0.0.1:19092, topics pairs-00ff-in / pairs-00ff-out (1 partition each), acks=all, "
                + "idempotence true; records 40 sent, 12 received, 1 duplicate, 0 gaps", ConsoleSummary.transport(
                kafka(1, 0, 0)));
        StringWriter out = new StringWriter();
        ConsoleSummary.print(new PrintWriter(out), BenchmarkRun.validated(
                BenchmarkRun.driven(new RunRequest("x", Map.of(), ScaleFactor.of(1), Pacing.flatOutPacing(), results,
                        false, Duration.ofSeconds(30), "pairs run", "test", null, () -> kafka(0, 0, 0)),
                        BenchmarkRunTest.workload(), "x", java.time.Instant.EPOCH,
                        EngineDriveFixtures.outcome(RunStatus.COMPLETED, 1_000_000), Map.of("report", "run.json"),
                        List.of()), RunReport.Validation.notRun("test"), true));
        assertEquals(1, out.toString().lines().filter(l -> l.startsWith("  transport   kafka 127.0.0.1:19092")).count(),
                out.toString());
    }
}
