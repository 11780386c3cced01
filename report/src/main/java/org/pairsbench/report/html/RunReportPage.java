package org.pairsbench.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.run.RunCaveats;
import org.pairsbench.harness.run.RunLock;
import org.pairsbench.report.chart.RunCharts;
import org.pairsbench.report.model.Configuration;
import org.pairsbench.report.model.EvidenceFile;
import org.pairsbench.report.model.Headline;
import org.pairsbench.report.model.LatencySource;
import org.pairsbench.report.model.LatencyStats;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.TriggerLatency;

/**
 * The HTML page of one run: headline and verdict first, then the latency table, the charts, the
 * configuration, and the evidence files with their checksums. A run that did not pass validation says so in
 * a banner at the top and shows no p_score anywhere.
 */
public final class RunReportPage {

    /** Section ids, in page order: tests and readers may link to them. */
    public static final String HEADLINE = "headline";
    public static final String LATENCY = "latency";
    public static final String SLOWEST_TRIGGERS = "slowest-triggers";
    public static final String HISTOGRAM = "histogram";
    public static final String LATENCY_OVER_TIME = "latency-over-time";
    public static final String INPUT_RATE = "input-rate";
    public static final String ANSWER_RATE = "answer-rate";
    public static final String RESOURCES = "resources";
    public static final String CONFIGURATION = "configuration";
    public static final String EVIDENCE = "evidence";

    private RunReportPage() {
    }

    /** The page; {@code charts} are the SVG elements of {@link RunCharts#svg}. */
    public static String render(Report report, Map<String, String> charts) {
        Headline h = report.headline();
        Document doc = HtmlPage.create("Pairs run " + h.runId() + ": " + h.engine() + ", SF " + h.scaleFactor());
        headline(doc, h, validatedPart(report), report.configuration().warnings());
        latency(doc, report);
        slowestTriggers(doc, report);
        chart(doc, HISTOGRAM, "Latency histogram", charts.get(RunCharts.HISTOGRAM), report.latencySource()
                == LatencySource.RUN_RECORD ? "The answer log is not in the run folder: no histogram." : null);
        int bin = report.timeline().binSeconds();
        chart(doc, LATENCY_OVER_TIME, "Latency over time (p50, p99, max per " + (bin == 1 ? "second)" : bin
                + "-second bin)"), charts.get(RunCharts.LATENCY_OVER_TIME),
                "Dashed lines: phase starts; shaded: the measurement interval. Each second holds the answers the "
                        + "harness timed in it (spec/execution.md section 7); the MI statistics above select answers "
                        + "by their trigger's tickTS instead." + (bin == 1 ? "" : " Each point is a bin of " + bin
                        + " seconds and shows its worst second: the largest p50, p99 and max of its seconds."));
        String binned = bin == 1 ? null : "Each point is a bin of " + bin + " seconds: rates and CPU are its mean, "
                + "heap the most in use at the end of any of its seconds, GC its pause time per second.";
        chart(doc, INPUT_RATE, "Planned and actual input rate", charts.get(RunCharts.INPUT_RATE), binned);
        chart(doc, ANSWER_RATE, "Answers per second", charts.get(RunCharts.ANSWER_RATE), binned);
        chart(doc, RESOURCES, "CPU, heap and GC pauses", charts.get(RunCharts.RESOURCES), binned);
        configuration(doc, report.configuration());
        evidence(doc, report);
        doc.body().appendElement("footer").text("Pairs run report (" + Report.FORMAT + "), written by `pairs report "
                + h.runId() + "`. The same data is in the JSON file next to this page.");
        return doc.outerHtml() + "\n";
    }

    /**
     * What part of the stream an early-ended run's validation covers ({@link RunFigures#validatedPart}); the drive's
     * time is the end of its last recorded second. Null for a run that completed.
     */
    private static String validatedPart(Report report) {
        Headline h = report.headline();
        var seconds = report.timeline() == null ? java.util.List.<org.pairsbench.report.model.Timeline.SecondPoint>of()
                : report.timeline().seconds();
        double driveSeconds = seconds.stream().mapToDouble(s -> s.second() + s.lengthSeconds()).max().orElse(0);
        var c = report.configuration();
        return RunFigures.validatedPart(h.status(), h.validatedTicks(), c.pacing(), c.rateFactor(), driveSeconds,
                c.profile(), c.profileSeconds());
    }

    /**
     * The run's verdicts, led by its warnings: what spoiled a run (another run sharing the CPU, an engine that is the
     * oracle) explains the figures below it, so it comes first, and a queue the shared CPU may have caused is not
     * put down to the engine alone.
     */
    private static void headline(Document doc, Headline h, String validatedPart, List<String> warnings) {
        Element s = doc.body().appendElement("header").id(HEADLINE);
        s.appendElement("h1").text("Pairs run " + h.runId() + ": " + h.engine() + " at SF " + h.scaleFactor());
        for (String warning : warnings) {
            s.appendElement("div").addClass("banner").addClass("note").addClass("warning").text("Warning: " + warning);
        }
        boolean sharedCpu = warnings.stream().anyMatch(RunLock::sharesTheCpu);
        RunReport.Validation v = h.validation();
        if (h.status() != RunStatus.COMPLETED) {
            s.appendElement("div").addClass("banner").addClass("fail").text("The run did not complete: " + h.status()
                    + (h.failure() == null ? "" : " (" + h.failure() + ")") + ". No p_score.");
        }
        if (v.passed() && h.wholeStreamValidated()) {
            s.appendElement("div").addClass("banner").addClass("pass").text("Validation PASSED: every answer of the "
                    + "run matches the reference engine's.");
        } else if (v.passed()) {
            // Green would read as "the engine passed the benchmark": only the ticks it was sent were checked.
            s.appendElement("div").addClass("banner").addClass("note").id("partial-validation").text("Validation "
                    + "PASSED on part of the stream only: the run ended early (" + h.status() + "), so the answers "
                    + "were checked against the reference engine's for " + (validatedPart != null ? validatedPart
                            : "the " + Format.count(h.validatedTicks()) + " ticks it sent") + ", not for the whole stream.");
        } else {
            // An early-ended run's verdict covers the part it sent, whatever the verdict.
            boolean partial = !h.wholeStreamValidated() && validatedPart != null && !"NOT_RUN".equals(v.verdict());
            s.appendElement("div").addClass("banner").addClass("fail").text("Validation " + v.verdict()
                    + (v.note() == null ? "" : " (" + v.note() + ")")
                    + (partial ? " on " + validatedPart + ", not the whole stream (the run ended early)" : "")
                    + ": this run has no p_score.");
        }
        if (h.hasPScore()) {
            Element score = s.appendElement("p");
            score.appendElement("span").addClass("score").id("p-score").text("p_score " + h.pScore().toPlainString());
            score.appendElement("span").addClass("muted").text("  = load " + h.load() + " / MarketOrder p99 "
                    + Format.ms(h.marketOrderP99Ms()) + " ms of " + Format.answers(h.marketOrderCount()) + " in the MI");
            if (h.fewMarketOrders()) {
                s.appendElement("div").addClass("banner").addClass("note").id("few-market-orders")
                        .text("Weak p_score: " + PScore.fewMarketOrdersMark(h.marketOrderCount())
                                + ", so one answer sets it; a run with more MarketOrders in its measurement interval "
                                + "(a larger SF or a longer profile) measures a tail.");
            }
        }
        if (h.pScoreNote() != null && v.passed()) {
            s.appendElement("div").addClass("banner").addClass("note").text(h.pScoreNote());
        }
        if (h.keepingUp() != null && !h.keepingUp().keptUp()) {
            s.appendElement("div").addClass("banner").addClass("note").id("not-kept-up")
                    .text(RunCaveats.notKeptUp(h.keepingUp(), sharedCpu));
        }
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"engine", h.engine()});
        rows.add(new String[] {"engine version", h.engineVersion()});
        if (!h.engineOptions().isEmpty()) {
            rows.add(new String[] {"engine options", h.engineOptions().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(java.util.stream.Collectors.joining(", "))});
        }
        if (h.transport() != null) {
            rows.add(new String[] {"transport", h.transport()});
        }
        rows.add(new String[] {"scale factor", Integer.toString(h.scaleFactor())});
        rows.add(new String[] {"strategies", Format.count(h.strategies())});
        rows.add(new String[] {"basis / peak input rate", Format.rate(h.basisRate()) + " / " + Format.rate(h.peakRate())
                + " ticks/s"});
        rows.add(new String[] {"load", h.load() + " work/s"});
        rows.add(new String[] {"profile", h.profile()});
        rows.add(new String[] {"MarketOrder p99 (MI)", h.marketOrderP99Ms() == null ? "no MarketOrder latency in the MI"
                : Format.ms(h.marketOrderP99Ms()) + " ms (" + Format.answers(h.marketOrderCount()) + ")"});
        if (h.hasPScore()) {
            rows.add(new String[] {"p_score", h.pScore().toPlainString() + (h.fewMarketOrders()
                    ? " (" + PScore.fewMarketOrdersMark(h.marketOrderCount()) + ")" : "")});
        }
        if (h.keepingUp() != null) {
            rows.add(new String[] {"keeping up", h.keepingUp().describe()});
        }
        rows.add(new String[] {"status", h.status() + (h.failure() == null ? "" : ": " + h.failure())});
        rows.add(new String[] {"validation", v.verdict() + (v.note() == null ? "" : " (" + v.note() + ")")
                + (h.wholeStreamValidated() ? "" : "; on " + (validatedPart != null ? validatedPart
                        : "the " + Format.count(h.validatedTicks()) + " ticks sent") + " only")});
        rows.add(new String[] {"started (UTC)", h.startedAt()});
        HtmlPage.keyValues(s, rows);
        if (!v.streams().isEmpty()) {
            List<List<String>> counts = new ArrayList<>();
            for (RunReport.StreamCounts c : v.streams()) {
                counts.add(List.of(c.stream(), Format.count(c.expected()), Format.count(c.produced()),
                        Format.count(c.matched()), Format.count(c.missing()), Format.count(c.undue()),
                        Format.count(c.wrong())));
            }
            HtmlPage.table(s, List.of("stream", "expected", "produced", "matched", "missing", "undue", "wrong"),
                    counts, 1).id("validation-counts");
        }
    }

    private static void latency(Document doc, Report report) {
        Element s = HtmlPage.section(doc, LATENCY, "Latency (ms)");
        List<List<String>> rows = new ArrayList<>();
        for (LatencyStats l : report.latency()) {
            if (l.count() == 0) {
                rows.add(List.of(l.stream(), l.scope(), "0", "-", "-", "-", "-", "-", "-"));
                continue;
            }
            rows.add(List.of(l.stream(), l.scope(), Format.count(l.count()), Format.ms(l.avgMs()), Format.ms(l.p50Ms()),
                    Format.ms(l.p90Ms()), Format.ms(l.p99Ms()), Format.ms(l.p999Ms()), Format.ms(l.maxMs())));
        }
        HtmlPage.table(s, List.of("stream", "answers triggered in", "count", "avg", "p50", "p90", "p99", "p99.9", "max"),
                rows, 2).id("latency-table");
        s.appendElement("p").addClass("muted").text(report.latencySource() == LatencySource.ANSWER_LOG
                ? "Recomputed from the answer log: latency = arrival - the trigger's scheduled send time (TS), "
                        + "HdrHistogram with 3 significant digits; the MI rows hold the answers whose trigger tickTS "
                        + "lies in the measurement interval (spec/execution.md section 5)."
                : "From the summaries in the run record (the answer log was not found): no p90.");
    }

    private static void slowestTriggers(Document doc, Report report) {
        Element s = HtmlPage.section(doc, SLOWEST_TRIGGERS, "Slowest triggers in the MI");
        if (report.slowestTriggers() == null) {
            s.appendElement("p").addClass("muted").text("Not in this report: the kit that wrote its JSON did not "
                    + "list the slowest triggers.");
            return;
        }
        if (report.slowestTriggers().isEmpty()) {
            s.appendElement("p").addClass("muted").text(report.latencySource() == LatencySource.ANSWER_LOG
                    ? "No answer was triggered in the measurement interval." : "The answer log is not in the run "
                            + "folder: no per-trigger figures.");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (TriggerLatency t : report.slowestTriggers()) {
            rows.add(List.of(Format.count(t.tickTS()), Format.count(t.periodEndSeconds()), Format.count(t.indicators()),
                    Format.count(t.marketOrders()), Format.ms(t.firstAnswerMs()), Format.ms(t.lastAnswerMs()),
                    t.gcMs() == null ? "-" : Format.count(t.gcMs())));
        }
        HtmlPage.table(s, List.of("trigger tickTS (ms)", "closes the period ending at (s)", "Indicators",
                "MarketOrders", "first answer (ms)", "last answer (ms)", "GC in that second (ms)"), rows, 0)
                .id("slowest-triggers-table");
        s.appendElement("p").addClass("muted").text("A period close releases every strategy's answers in one "
                + "burst, so these triggers are where the tail percentiles come from. At multiples of 60 s every "
                + "period length closes at once; a GC pause in the same second adds to the burst.");
    }

    private static void chart(Document doc, String id, String heading, String svg, String note) {
        Element s = HtmlPage.section(doc, id, heading);
        if (note != null) {
            s.appendElement("p").addClass("muted").text(note);
        }
        HtmlPage.svg(s, svg);
    }

    private static void configuration(Document doc, Configuration c) {
        Element s = HtmlPage.section(doc, CONFIGURATION, "Configuration and reproducibility");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"command", c.command()});
        rows.add(new String[] {"profile", c.profile() + " (" + Format.seconds(c.profileSeconds()) + ", MI ["
                + Format.seconds(c.measurementStartSeconds()) + ", " + Format.seconds(c.measurementEndSeconds()) + "))"});
        rows.add(new String[] {"pacing", c.pacing() + ", rate factor " + c.rateFactor()});
        rows.add(new String[] {"seed", c.seed()});
        rows.add(new String[] {"workload", c.workload()});
        rows.add(new String[] {"kit version", c.kitVersion()});
        Configuration.Machine m = c.machine();
        rows.add(new String[] {"CPU", m.cpu()});
        rows.add(new String[] {"cores", Integer.toString(m.cores())});
        rows.add(new String[] {"memory", Format.bytes(m.memoryBytes())});
        rows.add(new String[] {"max heap", Format.bytes(m.maxHeapBytes())});
        rows.add(new String[] {"heap peak", m.heapPeakDriveBytes() == null ? null
                : Format.bytes(m.heapPeakDriveBytes()) + " driving" + (m.heapPeakValidationBytes() == null ? ""
                        : ", " + Format.bytes(m.heapPeakValidationBytes()) + " validating")});
        rows.add(new String[] {"OS", m.os()});
        rows.add(new String[] {"JVM", m.jvm()});
        rows.add(new String[] {"JVM flags", m.jvmFlags() == null ? null : m.jvmFlags().isEmpty() ? "(none)" : m.jvmFlags()});
        rows.add(new String[] {"garbage collectors", m.gc()});
        HtmlPage.keyValues(s, rows).select("td").first().addClass("mono");
    }

    /** The inputs the run ran on, by checksum: what a published result rests on. */
    private static void inputs(Element s, Configuration c) {
        if (c.dataset().isEmpty()) {
            return;
        }
        List<List<String>> files = new ArrayList<>();
        c.dataset().forEach(f -> files.add(List.of(f.name(), f.sha256())));
        s.appendElement("h3").text("Inputs");
        HtmlPage.table(s, List.of("input file", "SHA-256"), files, 2).id("dataset");
        if (c.datasetCheck() != null) {
            s.appendElement("p").addClass("muted").text("Data set check: " + c.datasetCheck() + ".");
        }
    }

    private static void evidence(Document doc, Report report) {
        Element s = HtmlPage.section(doc, EVIDENCE, "Evidence: the run's files");
        inputs(s, report.configuration());
        if (report.evidence().isEmpty()) {
            s.appendElement("p").text("The run folder was not found: no files to check.");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (EvidenceFile f : report.evidence()) {
            rows.add(List.of(f.name(), f.role(), f.sha256(), Format.count(f.bytes())));
        }
        Element table = HtmlPage.table(s, List.of("file", "what", "SHA-256", "bytes"), rows, 3);
        table.id("evidence-files");
        table.select("tbody td:eq(2)").addClass("mono");
        s.appendElement("p").text("To recompute the p99: for every MarketOrder line of the answer log, latency = "
                + "arrivalNs - TS of the Trigger record with the answer's inputTickTS; keep the answers whose "
                + "inputTickTS / 1000 lies in the MI; p99 = HdrHistogram(3 significant digits).getValueAtPercentile(99). "
                + "The .hlog holds the per-second histograms (tags Indicator, MarketOrder, lateness) for "
                + "HdrHistogram's HistogramLogProcessor.");
    }
}
