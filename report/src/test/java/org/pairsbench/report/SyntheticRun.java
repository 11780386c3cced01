package org.pairsbench.report;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

/**
 * A fixed, hand-made run recorded through the harness's own API into a temporary run database: SF 1, smoke
 * profile (MI [31, 91) s), two triggers (tickTS 35,000 in the MI, 95,000 after it), five timed answers and one
 * whose trigger was never recorded. Latencies (arrival - TS): Indicator 0.1 ms and 0.3 ms and MarketOrder
 * 2 ms in the MI; Indicator 5 ms and MarketOrder 8 ms after it.
 */
public final class SyntheticRun {

    public static final long TS_35 = 10_000_000_000L;
    public static final long TS_95 = 70_000_000_000L;

    public static final String ANSWER_LOG = String.join("\n",
            "# Pairs answer log, format 1",
            "# engine: Synthetic engine 1.0",
            "# command: pairs run --engine synthetic --sf 1 --profile smoke",
            "# workload: generated in process (SF 1, smoke, seed 7), standard strategies",
            "# kit-version: 1.0.0-test",
            "# seed: 7",
            "# cpu: Test CPU 3000",
            "# jvm-flags: -Xmx2g -XX:+UseG1GC",
            "# gc: G1 Young Generation, G1 Old Generation",
            "# kit-commit: 0123456789abcdef0123456789abcdef01234567",
            "Trigger,35000," + TS_35,
            "Indicator,st_00001,1.5,1.25,1.75,0.75,35000,," + (TS_35 + 100_000),
            "Indicator,st_00002,0.5,0.25,0.75,0.125,35000,," + (TS_35 + 300_000),
            "MarketOrder,st_00001,BUY,AAAAAA,1234,100,35000,," + (TS_35 + 2_000_000),
            "Trigger,95000," + TS_95,
            "Indicator,st_00001,1.5,1.25,1.75,0.75,95000,," + (TS_95 + 5_000_000),
            "MarketOrder,st_00002,SELL,BBBBBB,4321,50,95000,," + (TS_95 + 8_000_000),
            "Indicator,st_00003,1.5,1.25,1.75,0.75,100000,,99000000000",
            "");
    public static final String HLOG = "#[Histogram log format version 1.3]\n#[StartTime: 0.000 (seconds since epoch)]\n";

    private SyntheticRun() {
    }

    public static RunReport.Validation passed() {
        return new RunReport.Validation(Verdict.PASSED, null, List.of(
                new RunReport.StreamCounts("Indicator", 4, 4, 4, 0, 0, 0),
                new RunReport.StreamCounts("MarketOrder", 2, 2, 2, 0, 0, 0)));
    }

    public static RunReport.Validation failed() {
        return new RunReport.Validation(Verdict.FAILED, null, List.of(
                new RunReport.StreamCounts("Indicator", 4, 4, 3, 0, 0, 1),
                new RunReport.StreamCounts("MarketOrder", 2, 3, 2, 0, 1, 0)));
    }

    /** The run record as the harness would store it (its summaries rounded as the harness rounds them). */
    public static RunReport report(Path folder, String engine, RunReport.Validation validation, BigDecimal pScore) {
        return report(folder, engine, validation, pScore, Map.of());
    }

    /** {@link #report} of an engine that ran with {@code engineOptions}. */
    public static RunReport report(Path folder, String engine, RunReport.Validation validation, BigDecimal pScore,
                                   Map<String, String> engineOptions) {
        return report(folder, engine, validation, pScore, engineOptions, "smoke", 121, 31, 91);
    }

    /** {@link #report} of a run on another profile. */
    private static RunReport report(Path folder, String engine, RunReport.Validation validation, BigDecimal pScore,
                                    Map<String, String> engineOptions, String profile, double profileSeconds,
                                    double miStart, double miEnd) {
        LatencySummary indMi = new LatencySummary(2, 0.2, 0.1, 0.3, 0.3, 0.3, 300_031);
        LatencySummary ordMi = new LatencySummary(1, 2.0, 2.0, 2.0, 2.0, 2.0, 2_000_895);
        LatencySummary indAll = new LatencySummary(3, 1.8, 0.3, 5.0, 5.0, 5.0, 5_001_215);
        LatencySummary ordAll = new LatencySummary(2, 5.0, 2.0, 8.0, 8.0, 8.0, 8_003_583);
        Map<String, String> files = new LinkedHashMap<>();
        files.put("folder", folder.toString());
        files.put("answerLog", folder.resolve("answers.log").toString());
        files.put("latencyHlog", folder.resolve("latency.hlog").toString());
        files.put("report", folder.resolve("run.json").toString());
        return new RunReport(0, "2026-01-02T03:04:05Z", RunStatus.COMPLETED, null, engine, "Synthetic engine 1.0",
                engineOptions, 1, 25, profile, profileSeconds, miStart, miEnd, PacingMode.PACED, 1.0, 754_000,
                profileSeconds, new RunReport.Answers(6, 6, 0, 4, 2, 1, 0, 2),
                new RunReport.Lateness(754_000, 4.5, 95.0, 1200.0), new RunReport.Latency(indMi, ordMi),
                new RunReport.Latency(indAll, ordAll), 3, pScore,
                pScore == null ? "no p_score: validation " + validation.verdict()
                        : "not a standard Pairs result: profile smoke, rate factor 1.0",
                validation, new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 64-Bit Server VM 17.0.15",
                        "Linux 6.1 amd64", "Test CPU 3000"), "pairs run --engine " + engine + " --sf 1 --profile smoke",
                files, null, List.of(),
                new RunReport.Memory(1536L << 20, 2560L << 20));
    }

    /**
     * Five seconds of the series: one without answers, one flat-out-like without a plan, one with a GC pause, and
     * second 35, which holds trigger 35,000's TS, with a 7 ms GC pause.
     */
    public static List<SecondStats> seconds() {
        return List.of(
                new SecondStats(0, 1.0, 4000, 3990, 0, 0, -1, -1, -1, 0, -1, -1, -1, 4000, 90_000, 120_000,
                        1_500_000_000, 50L << 20, 0),
                new SecondStats(1, 1.0, 5000, 5010, 3, 2, 100_031, 300_031, 300_031, 1, 2_000_895, 2_000_895,
                        2_000_895, 3000, 20_000, 80_000, 250_000_000, 60L << 20, 12),
                new SecondStats(2, 1.0, Double.NaN, 5020, 0, 0, -1, -1, -1, 0, -1, -1, -1, 3000, 21_000, 70_000,
                        -1, 61L << 20, 0),
                new SecondStats(3, 0.5, 2600, 2590, 2, 1, 5_001_215, 5_001_215, 5_001_215, 1, 8_003_583, 8_003_583,
                        8_003_583, 2000, 10_000, 30_000, 100_000_000, 62L << 20, 0),
                new SecondStats(35, 1.0, 5000, 5000, 0, 0, -1, -1, -1, 0, -1, -1, -1, 3000, 20_000, 80_000,
                        500_000_000, 64L << 20, 7));
    }

    /** Records the run in {@code results}/runs.mv.db with its run folder; returns the run id. */
    public static long record(Path results, String engine, RunReport.Validation validation, BigDecimal pScore)
            throws IOException, SQLException {
        return record(results, engine, validation, pScore, Map.of());
    }

    /** {@link #record} of an engine that ran with {@code engineOptions}. */
    public static long record(Path results, String engine, RunReport.Validation validation, BigDecimal pScore,
                              Map<String, String> engineOptions) throws IOException, SQLException {
        Path folder = Files.createDirectories(results.resolve("run-20260102-030405-" + engine + "-sf1"));
        Files.writeString(folder.resolve("answers.log"), ANSWER_LOG, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("latency.hlog"), HLOG, StandardCharsets.UTF_8);
        if (!validation.passed()) {
            // As the harness does: the listing in the run folder, named with its full path in the note.
            Path csv = Files.writeString(folder.resolve("incorrect-answers.csv"), "stream,strategy\n");
            validation = new RunReport.Validation(validation.verdict(), "incorrect answers listed in " + csv,
                    validation.streams());
        }
        try (RunStore store = RunStore.open(results)) {
            return store.insert(report(folder, engine, validation, pScore, engineOptions), seconds());
        }
    }

    /**
     * A passing run of the standard profile's length at SF 1 (MI [1,860, 5,460) s), recorded with {@link #seconds(int)}
     * of {@code seconds} seconds; its answer log is the smoke run's. Returns the run id.
     */
    public static long recordStandard(Path results, int seconds) throws IOException, SQLException {
        return recordStandard(results, seconds(seconds));
    }

    /** {@link #recordStandard(Path, int)} with the given seconds. */
    public static long recordStandard(Path results, List<SecondStats> seconds) throws IOException, SQLException {
        Path folder = Files.createDirectories(results.resolve("run-20260102-030405-standard-sf1"));
        Files.writeString(folder.resolve("answers.log"), ANSWER_LOG, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("latency.hlog"), HLOG, StandardCharsets.UTF_8);
        try (RunStore store = RunStore.open(results)) {
            return store.insert(report(folder, "synthetic", passed(), new BigDecimal("1499.33"), Map.of(), "standard",
                    7260, 1860, 5460), seconds);
        }
    }

    /**
     * {@code n} full seconds as a paced run records them, every figure present and varying, so that no chart can
     * shrink by repeated values: ticks about 4,000 a second, Indicator answers in every second, MarketOrders in every
     * fifth, a GC pause every 30 s, the heap growing and collected.
     */
    public static List<SecondStats> seconds(int n) {
        return seconds(n, 1, 5, 30);
    }

    /**
     * {@link #seconds(int)} with answers of both streams and a GC pause in every other second only: each is a point
     * between two gaps, which a chart draws as a dot of its own, the most SVG a run of {@code n} seconds can make.
     */
    public static List<SecondStats> everyOtherSecondAnswered(int n) {
        return seconds(n, 2, 2, 2);
    }

    private static List<SecondStats> seconds(int n, int indicatorEvery, int orderEvery, int gcEvery) {
        List<SecondStats> seconds = new java.util.ArrayList<>();
        for (int s = 0; s < n; s++) {
            boolean indicator = s % indicatorEvery == indicatorEvery - 1;
            boolean order = s % orderEvery == orderEvery - 1;
            long lat = 100_000 + 997L * (s % 1000);
            long orderLat = 110_000 + 991L * (s % 1000);
            seconds.add(new SecondStats(s, 1.0, 4000 + s % 97, 3990 + s % 89, 30 + s % 7,
                    indicator ? 25 + s % 7 : 0, indicator ? lat : -1, indicator ? 3 * lat + s : -1,
                    indicator ? 5 * lat + s : -1, order ? 5 : 0, order ? 2 * orderLat : -1, order ? 7 * orderLat : -1,
                    order ? 9 * orderLat : -1, 20_000 + s, 80_000 + s, 120_000 + s, 300_000_000L + 1_000L * s,
                    (40L << 20) + (s % 30) * 1_048_577L, s % gcEvery == gcEvery - 1 ? 11 + s % 13 : 0));
        }
        return seconds;
    }

    public static long recordPassing(Path results) throws IOException, SQLException {
        return record(results, "synthetic", passed(), new BigDecimal("1499.33"));
    }

    public static RunStore.StoredRun find(Path results, long id) throws SQLException {
        try (RunStore store = RunStore.open(results)) {
            return store.find(id).orElseThrow();
        }
    }
}
