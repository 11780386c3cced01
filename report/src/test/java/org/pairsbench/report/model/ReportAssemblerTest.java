package org.pairsbench.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.report.SyntheticRun;
import org.pairsbench.validation.Verdict;

class ReportAssemblerTest {

    /** HdrHistogram with 3 significant digits reports a value at most 0.1 % above the recorded one. */
    private static final double PRECISION = 1e-3;

    @TempDir
    Path results;

    private Report report() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        return ReportAssembler.assemble(SyntheticRun.find(results, id), results);
    }

    private static LatencyStats row(Report r, String stream, String scope) {
        return r.latency().stream().filter(l -> l.stream().equals(stream) && l.scope().equals(scope)).findFirst()
                .orElseThrow();
    }

    private static void near(double expectedMs, double actualMs) {
        assertTrue(actualMs >= expectedMs && actualMs <= expectedMs * (1 + PRECISION),
                "expected " + expectedMs + " ms within HdrHistogram precision, got " + actualMs);
    }

    @Test
    void latencyIsRecomputedFromTheAnswerLogAndSplitByTheTriggersTickTS() throws Exception {
        Report r = report();
        assertEquals(LatencySource.ANSWER_LOG, r.latencySource());
        LatencyStats indMi = row(r, "Indicator", LatencyStats.MEASUREMENT_INTERVAL);
        assertEquals(2, indMi.count(), "tickTS 35,000 lies in the smoke MI [31, 91) s");
        near(0.1, indMi.p50Ms());
        near(0.3, indMi.p90Ms());
        near(0.3, indMi.maxMs());
        LatencyStats ordMi = row(r, "MarketOrder", LatencyStats.MEASUREMENT_INTERVAL);
        assertEquals(1, ordMi.count());
        near(2.0, ordMi.p99Ms());
        LatencyStats indAll = row(r, "Indicator", LatencyStats.WHOLE_RUN);
        assertEquals(3, indAll.count(), "the answer whose trigger (tickTS 100,000) was never recorded is not timed");
        near(5.0, indAll.maxMs());
        LatencyStats ordAll = row(r, "MarketOrder", LatencyStats.WHOLE_RUN);
        assertEquals(2, ordAll.count());
        near(2.0, ordAll.p50Ms());
        near(8.0, ordAll.p99Ms());
        near(2.0, r.headline().marketOrderP99Ms());
    }

    @Test
    void histogramBinsDoubleFromOneMicrosecondAndHoldOnlyTheMiAnswers() throws Exception {
        Report r = report();
        // 0.1 ms -> (0.064, 0.128]; 0.3 ms -> (0.256, 0.512]; 2 ms -> (1.024, 2.048]: bins 7 to 11, both streams.
        List<HistogramBin> ind = r.histogram().stream().filter(b -> b.stream().equals("Indicator")).toList();
        List<HistogramBin> ord = r.histogram().stream().filter(b -> b.stream().equals("MarketOrder")).toList();
        assertEquals(List.of(0.064, 0.128, 0.256, 0.512, 1.024), ind.stream().map(HistogramBin::fromMs).toList());
        assertEquals(List.of(0.128, 0.256, 0.512, 1.024, 2.048), ord.stream().map(HistogramBin::toMs).toList());
        assertEquals(List.of(1L, 0L, 1L, 0L, 0L), ind.stream().map(HistogramBin::count).toList());
        assertEquals(List.of(0L, 0L, 0L, 0L, 1L), ord.stream().map(HistogramBin::count).toList());
    }

    @Test
    void aLatencyOnABinEdgeIsBinnedWhereThePercentilesReportIt() throws Exception {
        // With 3 significant digits, values below 2,048 ns have 1-ns buckets, so 2,000 ns stays in (1, 2] us.
        // 4,000 ns starts the 2-ns bucket [4,000, 4,001] and 1,024,000 ns the 512-ns bucket ending at 1,024,511:
        // both are reported above their edge, so they count in (4, 8] us and (1.024, 2.048] ms.
        long ts0 = 1_000_000_000L;
        Path log = Files.writeString(results.resolve("edges.log"), String.join("\n",
                "# Pairs answer log, format 1",
                "Trigger,20000," + ts0,
                "Indicator,st_00001,1.5,1.25,1.75,0.75,20000,," + (ts0 + 2_000),
                "Indicator,st_00002,1.5,1.25,1.75,0.75,20000,," + (ts0 + 4_000),
                "Indicator,st_00003,1.5,1.25,1.75,0.75,20000,," + (ts0 + 1_024_000),
                ""));
        List<HistogramBin> ind = ReportAssembler.histogram(
                        AnswerLogLatencies.read(log, new org.pairsbench.core.profile.MeasurementInterval(10, 100)))
                .stream().filter(b -> b.stream().equals("Indicator")).toList();
        assertEquals(0.001, ind.get(0).fromMs(), "the lowest bin used is (1, 2] us");
        assertEquals(2.048, ind.get(ind.size() - 1).toMs());
        assertEquals(List.of(1L, 0L, 1L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 1L),
                ind.stream().map(HistogramBin::count).toList());
    }

    @Test
    void timelineMarksTheSmokePhasesAndTheMiInRunSeconds() throws Exception {
        Timeline t = report().timeline();
        assertEquals(List.of("ramp-up", "pre-measurement", "measurement interval", "post-measurement"),
                t.phases().stream().map(Timeline.PhaseSpan::name).toList());
        assertEquals(List.of(0.0, 1.0, 31.0, 91.0), t.phases().stream().map(Timeline.PhaseSpan::fromSecond).toList());
        assertEquals(121.0, t.phases().get(3).toSecond());
        assertEquals(new Timeline.PhaseSpan("measurement interval", 31, 91), t.measurementInterval());
        Timeline.SecondPoint first = t.seconds().get(0);
        assertNull(first.indicatorP50Ms(), "a second without answers has no latency");
        assertEquals(1.5, first.cpuCores());
        assertEquals(50.0, first.heapMb());
        assertNull(t.seconds().get(2).plannedRate());
        assertNull(t.seconds().get(2).cpuCores(), "CPU time unknown");
        assertEquals(5180.0, t.seconds().get(3).inputRate(), "2,590 ticks in a half second");
    }

    @Test
    void configurationComesFromTheRunRecordAndTheAnswerLogsMetadata() throws Exception {
        Configuration c = report().configuration();
        assertEquals("7", c.seed());
        assertEquals("1.0.0-test (git 0123456789abcdef0123456789abcdef01234567)", c.kitVersion());
        assertEquals("Test CPU 3000", c.machine().cpu());
        assertEquals("-Xmx2g -XX:+UseG1GC", c.machine().jvmFlags());
        assertEquals("G1 Young Generation, G1 Old Generation", c.machine().gc());
        assertEquals(2, c.machine().cores());
        assertEquals(1536L << 20, c.machine().heapPeakDriveBytes());
        assertEquals(2560L << 20, c.machine().heapPeakValidationBytes());
        assertTrue(c.dataset().isEmpty(), "a generated workload has no data set files");
    }

    @Test
    void theInputsAreThoseTheRunRecordedAndItsWarningsAreKept() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        RunStore.StoredRun stored = SyntheticRun.find(results, id);
        com.fasterxml.jackson.databind.node.ObjectNode json = org.pairsbench.core.json.Json.mapper()
                .valueToTree(stored.report());
        json.set("inputs", org.pairsbench.core.json.Json.mapper().readTree("""
                {"kitVersion": "1.0.0", "dataSet": {"folder": "/data/sf1", "manifestSha256": "aa", "sha256Verified": true,
                 "tickFiles": [{"name": "ticks.csv", "ticks": 3, "bytes": 60, "sha256": "bb"}],
                 "correlationsSha256": "cc"}, "strategiesFile": "/q/strategies.xml", "strategiesSha256": "dd"}"""));
        json.set("warnings", org.pairsbench.core.json.Json.mapper().readTree("[\"another Pairs run was running\"]"));
        RunStore.StoredRun run = new RunStore.StoredRun(org.pairsbench.core.json.Json.mapper().treeToValue(json,
                org.pairsbench.harness.record.RunReport.class), stored.seconds());

        Configuration c = ReportAssembler.assemble(run, results).configuration();

        assertEquals(List.of(new Configuration.DatasetFile("manifest.json", "aa"),
                new Configuration.DatasetFile("ticks.csv", "bb"), new Configuration.DatasetFile("correlations.json", "cc"),
                new Configuration.DatasetFile("strategies.xml", "dd")), c.dataset());
        assertEquals("sizes, tick count and SHA-256 of every tick file matched manifest.json", c.datasetCheck());
        assertEquals(List.of("another Pairs run was running"), c.warnings());
    }

    /** The stored run with its run.json's machine.cpu replaced by {@code cpu} (null: absent, as earlier kits wrote it). */
    private RunStore.StoredRun withRecordedCpu(String cpu) throws Exception {
        RunStore.StoredRun stored = SyntheticRun.find(results, SyntheticRun.recordPassing(results));
        com.fasterxml.jackson.databind.node.ObjectNode json = org.pairsbench.core.json.Json.mapper()
                .valueToTree(stored.report());
        com.fasterxml.jackson.databind.node.ObjectNode machine = (com.fasterxml.jackson.databind.node.ObjectNode) json
                .get("machine");
        if (cpu == null) {
            machine.remove("cpu");
        } else {
            machine.put("cpu", cpu);
        }
        return new RunStore.StoredRun(org.pairsbench.core.json.Json.mapper().treeToValue(json,
                org.pairsbench.harness.record.RunReport.class), stored.seconds());
    }

    @Test
    void theCpuIsTheOneRunJsonRecordsOverTheAnswerLogsHeader() throws Exception {
        // The answer log's header says "Test CPU 3000".
        Configuration c = ReportAssembler.assemble(withRecordedCpu("AMD EPYC 7763 64-Core Processor"), results)
                .configuration();
        assertEquals("AMD EPYC 7763 64-Core Processor", c.machine().cpu());
    }

    @Test
    void aRunJsonOfAnEarlierKitWithoutACpuTakesTheAnswerLogsHeadersCpu() throws Exception {
        Configuration c = ReportAssembler.assemble(withRecordedCpu(null), results).configuration();
        assertEquals("Test CPU 3000", c.machine().cpu());
    }

    @Test
    void anIncompleteDataSetManifestIsAOneLineErrorNamingIt() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        RunStore.StoredRun run = SyntheticRun.find(results, id);
        // The run replayed tick files whose folder holds a manifest this kit did not write.
        Path data = java.nio.file.Files.createDirectories(results.resolve("data"));
        Path manifest = java.nio.file.Files.writeString(data.resolve("manifest.json"), "{\"format\":\"pairs-dataset/1\"}");
        Path log = Path.of(run.report().files().get("answerLog"));
        java.nio.file.Files.writeString(log, SyntheticRun.ANSWER_LOG.replace("# seed: 7", "# ticks: " + data));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ReportAssembler.assemble(run, results));
        assertTrue(e.getMessage().startsWith(manifest + ":"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void evidenceListsTheRunFilesWithTheirSha256() throws Exception {
        List<EvidenceFile> files = report().evidence();
        assertEquals(List.of("answers.log", "latency.hlog"), files.stream().map(EvidenceFile::name).toList());
        // sha256sum of the empty-free, fixed hlog text, computed independently of the code under test:
        assertEquals(java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(SyntheticRun.HLOG.getBytes(java.nio.charset.StandardCharsets.UTF_8))), files.get(1).sha256());
        assertEquals(SyntheticRun.HLOG.length(), files.get(1).bytes());
    }

    @Test
    void withoutItsRunFolderAReportFallsBackToTheStoredSummaries() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        Path folder = Path.of(SyntheticRun.find(results, id).report().files().get("folder"));
        Files.delete(folder.resolve("answers.log"));
        Files.delete(folder.resolve("latency.hlog"));
        Files.delete(folder);
        Report r = ReportAssembler.assemble(SyntheticRun.find(results, id), results);
        assertEquals(LatencySource.RUN_RECORD, r.latencySource());
        assertNull(r.latency().get(0).p90Ms(), "the stored summary has no p90");
        assertEquals(2.0, r.headline().marketOrderP99Ms());
        assertTrue(r.histogram().isEmpty());
        assertTrue(r.evidence().isEmpty());
        assertNull(r.configuration().seed());
        assertEquals("Test CPU 3000", r.configuration().machine().cpu(), "run.json names the CPU without the log");
    }

    @Test
    void aRunFolderThatMovedWithItsResultsFolderIsFoundByName() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        Path moved = Files.createDirectories(results.resolveSibling(results.getFileName() + "-moved"));
        Path folder = Path.of(SyntheticRun.find(results, id).report().files().get("folder"));
        Files.move(folder, moved.resolve(folder.getFileName()));
        Report r = ReportAssembler.assemble(SyntheticRun.find(results, id), moved);
        assertEquals(LatencySource.ANSWER_LOG, r.latencySource());
        assertFalse(r.evidence().isEmpty());
    }

    @Test
    void aFailedValidationHasNoPScoreInTheHeadline() throws Exception {
        long id = SyntheticRun.record(results, "synthetic", SyntheticRun.failed(), null);
        Report r = ReportAssembler.assemble(SyntheticRun.find(results, id), results);
        Headline h = r.headline();
        assertEquals("incorrect answers listed in incorrect-answers.csv", h.validation().note(),
                "the report names files relative to the run folder");
        assertEquals(List.of("answers.log", "latency.hlog", "incorrect-answers.csv"),
                r.evidence().stream().map(EvidenceFile::name).toList());
        assertNull(h.pScore());
        assertFalse(h.hasPScore());
        assertEquals(Verdict.FAILED, h.validation().verdict());
        assertEquals(1, h.validation().streams().get(1).undue());
    }
}
