package org.pairsbench.report.publish;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.report.ReportFiles;
import org.pairsbench.report.model.Configuration;
import org.pairsbench.report.model.Headline;
import org.pairsbench.report.model.LatencyStats;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.ReportJson;

/**
 * What a reader sees of a bundle, held against the run.json the audit re-checks (spec/execution.md section 10):
 * bundle.json's engine and machine, every headline and latency figure of report.json, and report.html, which must
 * be the page report.json draws. The audit proves run.json's figures from the evidence; these checks carry that
 * proof to the files a reader actually reads.
 */
final class PublishedFigures {

    /** A p_score is a positive figure to the cent; far beyond any run's, it is no p_score (and prints unbounded). */
    static final BigDecimal MAX_SCORE = new BigDecimal("1e15");
    static final int MAX_SCORE_SCALE = 20;

    private final Path dir;
    private final RunReport run;
    private final List<String> checks;
    private final List<String> differences;
    /** report.json as read by {@link #check()}, for {@link #checkPage()}. */
    private Report report;
    private Path json;

    private PublishedFigures(Path dir, RunReport run, List<String> checks, List<String> differences) {
        this.dir = dir;
        this.run = run;
        this.checks = checks;
        this.differences = differences;
    }

    /**
     * A number read from the bundle that must be printable: a p_score outside 0 to 10^15 or with more than 20
     * decimals is unusable input (BigDecimal's plain text of 1e999999999 is a gigabyte, of 1e2147483647 an error).
     */
    static void requireScore(Path file, String field, BigDecimal score) {
        if (score != null && (score.signum() < 0 || score.compareTo(MAX_SCORE) >= 0
                || Math.abs(score.scale()) > MAX_SCORE_SCALE)) {
            throw InvalidInputException.in(file, field + " " + score + " is outside 0 to 1e15 with at most "
                    + MAX_SCORE_SCALE + " decimals: not a p_score");
        }
    }

    /** A time in seconds of the run: finite and not negative. */
    static void requireSeconds(Path file, String field, double seconds) {
        if (!Double.isFinite(seconds) || seconds < 0) {
            throw InvalidInputException.in(file, field + " " + seconds + " is not a time in the run (finite, >= 0)");
        }
    }

    /** bundle.json's engine and machine against run.json's, as {@link BundleWriter} copied them. */
    static void checkIdentity(Path dir, Bundle bundle, RunReport run, Map<String, String> header,
                              List<String> checks, List<String> differences) {
        if (bundle.engine() == null || bundle.machine() == null) {
            throw InvalidInputException.in(dir.resolve(Bundle.NAME), "no engine or machine");
        }
        int before = differences.size();
        Bundle.Engine e = bundle.engine();
        same(differences, Bundle.NAME, "engine name", e.name(), run.engine());
        same(differences, Bundle.NAME, "engine description", e.description(), run.engineDescription());
        same(differences, Bundle.NAME, "engine options", e.options(), run.engineOptions());
        RunReport.Machine m = run.machine();
        if (m == null) {
            differences.add(Bundle.NAME + ": names a machine, but run.json has none");
        } else {
            Bundle.Machine b = bundle.machine();
            same(differences, Bundle.NAME, "machine cores", b.cores(), m.cores());
            same(differences, Bundle.NAME, "machine memory bytes", b.memoryBytes(), m.memoryBytes());
            same(differences, Bundle.NAME, "machine max heap bytes", b.maxHeapBytes(), m.maxHeapBytes());
            same(differences, Bundle.NAME, "machine CPU", b.cpu(),
                    Objects.requireNonNullElse(RunEnvironment.cpuOf(m, header), "unknown"));
            same(differences, Bundle.NAME, "machine JVM", b.jvm(), m.jvm());
            same(differences, Bundle.NAME, "machine OS", b.os(), m.os());
        }
        if (differences.size() == before) {
            checks.add(Bundle.NAME + ": engine " + e.name() + " and its machine (" + bundle.machine().cores()
                    + " cores) as run.json says");
        }
    }

    /**
     * report.json's figures against run.json's, then report.html against the page report.json draws: byte for byte
     * when the bundle was made by the kit commit that audits it ({@code sameKit}); otherwise a note says the page was
     * not compared, since pages of other kits differ in layout (a bundle published before the timeline was binned
     * draws a point per second), and report.json's figures still hold for what the page shows.
     */
    static void checkReport(Path dir, RunReport run, boolean sameKit, List<String> checks, List<String> notes,
                            List<String> differences) {
        PublishedFigures figures = new PublishedFigures(dir, run, checks, differences);
        figures.check();
        if (sameKit) {
            figures.checkPage();
        } else {
            notes.add(RunPublication.REPORT_HTML + ": not compared with the page report.json draws, as another kit "
                    + "commit drew it (its layout may differ); report.json's figures were checked against run.json");
        }
    }

    private void check() {
        Path json = dir.resolve(RunPublication.REPORT_JSON);
        Report report = ReportJson.read(json);
        Headline h = report.headline();
        if (h == null || h.validation() == null || report.latency() == null || report.configuration() == null) {
            throw InvalidInputException.in(json, "no headline, validation, latency table or configuration");
        }
        requireScore(json, "headline.pScore", h.pScore());
        int before = differences.size();
        String file = RunPublication.REPORT_JSON;
        same(differences, file, "engine", h.engine(), run.engine());
        same(differences, file, "engine version", h.engineVersion(), run.engineDescription());
        same(differences, file, "run id", h.runId(), run.runId());
        same(differences, file, "SF", h.scaleFactor(), run.scaleFactor());
        same(differences, file, "profile", h.profile(), run.profile());
        same(differences, file, "verdict", h.validation().verdict(), run.validation().verdict());
        same(differences, file, "validation counts", h.validation().streams(), run.validation().streams());
        BigDecimal score = run.validation().passed() ? run.pScore() : null; // a failed run's page shows none
        if (h.pScore() == null ? score != null : score == null || h.pScore().compareTo(score) != 0) {
            differences.add(file + ": p_score " + h.pScore() + ", but run.json says " + score);
        }
        same(differences, file, "p_score note", h.pScoreNote(), run.pScoreNote());
        LatencySummary order = run.latency().marketOrder();
        boolean quoted = run.pacing() != PacingMode.FLAT_OUT && order.count() > 0;
        same(differences, file, "headline MarketOrder p99 ms", h.marketOrderP99Ms(), quoted ? order.p99Ms() : null);
        same(differences, file, "headline MarketOrder count", h.marketOrderCount(), quoted ? order.count() : 0L);
        row(report, file, AnswerStream.MARKET_ORDER, LatencyStats.MEASUREMENT_INTERVAL, order);
        row(report, file, AnswerStream.INDICATOR, LatencyStats.MEASUREMENT_INTERVAL, run.latency().indicator());
        row(report, file, AnswerStream.MARKET_ORDER, LatencyStats.WHOLE_RUN, run.latencyWholeRun().marketOrder());
        row(report, file, AnswerStream.INDICATOR, LatencyStats.WHOLE_RUN, run.latencyWholeRun().indicator());
        Configuration.Machine m = report.configuration().machine();
        if (m != null && run.machine() != null) {
            same(differences, file, "machine cores", m.cores(), run.machine().cores());
            same(differences, file, "machine memory bytes", m.memoryBytes(), run.machine().memoryBytes());
            if (run.machine().cpu() != null) {
                same(differences, file, "machine CPU", m.cpu(), run.machine().cpu());
            }
        }
        if (differences.size() == before) {
            checks.add(file + ": engine, SF, profile, verdict and counts, every latency figure and the p_score "
                    + "as run.json says");
        }
        this.report = report;
        this.json = json;
    }

    /**
     * The page is compared byte for byte with the one this kit draws from report.json ({@code pairs report
     * --from-json}), rather than by picking figures out of its HTML: every figure, table row and chart point a
     * reader sees then follows from report.json, which the checks above hold against run.json, and nothing on the
     * page (a sentence, a chart) can say otherwise unseen. Drawing is deterministic (the same JSON, the same
     * bytes); a page drawn by another kit version may differ in layout, which the audit's kit note covers.
     */
    private void checkPage() {
        byte[] drawn;
        try {
            drawn = ReportFiles.page(report).getBytes(StandardCharsets.UTF_8);
        } catch (InvalidInputException e) {
            throw e;
        } catch (RuntimeException e) {
            // report.json comes from anywhere: figures no run gives may not draw at all
            throw InvalidInputException.in(json, "cannot be drawn as a page: " + e);
        }
        Path html = dir.resolve(RunPublication.REPORT_HTML);
        byte[] published;
        try {
            published = Files.readAllBytes(html);
        } catch (IOException e) {
            throw InvalidInputException.in(html, "cannot read: " + InvalidInputException.reason(e));
        }
        long at = java.util.Arrays.mismatch(published, drawn);
        if (at < 0) {
            checks.add(RunPublication.REPORT_HTML + ": the page report.json draws, byte for byte");
        } else {
            differences.add(RunPublication.REPORT_HTML + ": not the page report.json draws (pairs report "
                    + "--from-json): they differ from byte " + at + " (" + published.length + " bytes, drawn "
                    + drawn.length + ")");
        }
    }

    private void row(Report report, String file, AnswerStream stream, String scope, LatencySummary expected) {
        String name = stream.streamName() + " latency (" + scope + ")";
        LatencyStats r = report.latency().stream()
                .filter(s -> s != null && stream.streamName().equals(s.stream()) && scope.equals(s.scope()))
                .findFirst().orElse(null);
        if (r == null) {
            differences.add(file + ": no " + name + " row, which run.json has");
            return;
        }
        same(differences, file, name + " count", r.count(), expected.count());
        same(differences, file, name + " avg ms", r.avgMs(), expected.avgMs());
        same(differences, file, name + " p50 ms", r.p50Ms(), expected.p50Ms());
        same(differences, file, name + " p99 ms", r.p99Ms(), expected.p99Ms());
        same(differences, file, name + " p99.9 ms", r.p999Ms(), expected.p999Ms());
        same(differences, file, name + " max ms", r.maxMs(), expected.maxMs());
    }

    private static void same(List<String> differences, String file, String figure, Object shown, Object recorded) {
        if (!Objects.equals(shown, recorded)) {
            differences.add(file + ": " + figure + " " + shown + ", but run.json says " + recorded);
        }
    }
}
