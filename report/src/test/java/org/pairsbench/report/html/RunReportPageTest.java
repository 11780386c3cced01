package org.pairsbench.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.report.SyntheticRun;
import org.pairsbench.report.chart.RunCharts;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.ReportAssembler;

class RunReportPageTest {

    private static final List<String> CHART_SECTIONS = List.of(RunReportPage.HISTOGRAM, RunReportPage.LATENCY_OVER_TIME,
            RunReportPage.INPUT_RATE, RunReportPage.ANSWER_RATE, RunReportPage.RESOURCES);

    @TempDir
    Path results;

    private Document page(Report report) {
        return Jsoup.parse(RunReportPage.render(report, RunCharts.svg(report)));
    }

    private Report passing() throws Exception {
        return ReportAssembler.assemble(SyntheticRun.find(results, SyntheticRun.recordPassing(results)), results);
    }

    @Test
    void theEngineOptionsARunUsedAreInTheHeadlineTableAndNoRowWhenThereAreNone() throws Exception {
        long id = SyntheticRun.record(results, "synthetic", SyntheticRun.passed(), new java.math.BigDecimal("1.00"),
                Map.of("parallelism", "2", "command", "java -jar engine.jar"));
        Document doc = page(ReportAssembler.assemble(SyntheticRun.find(results, id), results));
        Element row = doc.getElementById(RunReportPage.HEADLINE).select("tr:has(th:containsOwn(engine options)), "
                + "tr:has(td:containsOwn(engine options))").first();
        assertTrue(row != null, "an engine options row");
        assertTrue(row.text().endsWith("command=java -jar engine.jar, parallelism=2"), row.text());

        Document none = page(passing());
        assertFalse(none.getElementById(RunReportPage.HEADLINE).text().contains("engine options"));
    }

    @Test
    void theEvidenceSectionNamesTheInputsByChecksumAndTheHeadlineLeadsWithTheWarnings() throws Exception {
        Report r = passing();
        org.pairsbench.report.model.Configuration c = r.configuration();
        org.pairsbench.report.model.Configuration withInputs = new org.pairsbench.report.model.Configuration(
                c.command(), c.profile(), c.profileSeconds(), c.measurementStartSeconds(), c.measurementEndSeconds(),
                c.pacing(), c.rateFactor(), c.seed(), c.workload(),
                List.of(new org.pairsbench.report.model.Configuration.DatasetFile("manifest.json", "aa11"),
                        new org.pairsbench.report.model.Configuration.DatasetFile("ticks.csv", "bb22")),
                c.machine(), c.kitVersion(), "sizes and tick count matched manifest.json", List.of("two runs at once"));
        Document doc = page(new Report(r.format(), r.headline(), r.latencySource(), r.latency(), r.histogram(),
                r.slowestTriggers(), r.timeline(), withInputs, r.evidence()));

        Element evidence = doc.getElementById(RunReportPage.EVIDENCE);
        assertEquals(List.of("manifest.json", "ticks.csv"), evidence.select("#dataset tbody td:eq(0)").eachText());
        assertEquals(List.of("aa11", "bb22"), evidence.select("#dataset tbody td:eq(1)").eachText());
        assertTrue(evidence.text().contains("Data set check: sizes and tick count matched manifest.json."),
                evidence.text());
        assertEquals("Warning: two runs at once",
                doc.getElementById(RunReportPage.HEADLINE).select("div.warning").text(), "the page leads with it");
        assertTrue(doc.getElementById(RunReportPage.CONFIGURATION).select(".banner").isEmpty(), "and says it once");
        assertTrue(page(r).select("#dataset").isEmpty(), "a generated workload has no input files to list");
    }

    @Test
    void thePageHasEverySectionInOrder() throws Exception {
        Document doc = page(passing());
        List<String> ids = doc.select("body > header[id], body > section[id]").eachAttr("id");
        assertEquals(List.of(RunReportPage.HEADLINE, RunReportPage.LATENCY, RunReportPage.SLOWEST_TRIGGERS,
                RunReportPage.HISTOGRAM,
                RunReportPage.LATENCY_OVER_TIME, RunReportPage.INPUT_RATE, RunReportPage.ANSWER_RATE,
                RunReportPage.RESOURCES, RunReportPage.CONFIGURATION, RunReportPage.EVIDENCE), ids);
    }

    @Test
    void everyChartIsAnInlineSvgWithItsOwnIdAndAViewBox() throws Exception {
        Document doc = page(passing());
        for (String section : CHART_SECTIONS) {
            Element svg = doc.getElementById(section).selectFirst("svg");
            assertTrue(svg != null, section + " holds an inline <svg>");
            assertTrue(svg.id().startsWith("chart-"), section);
            assertTrue(svg.hasAttr("viewbox") || svg.hasAttr("viewBox"), section + " scales with the page");
            assertFalse(svg.select("text").isEmpty(), section + " has axis labels and a title");
        }
        assertEquals(CHART_SECTIONS.size(), doc.select("svg").size());
    }

    @Test
    void chartsReadTheSameWhateverTheJvmsDefaultLocale() throws Exception {
        Report report = passing();
        Locale original = Locale.getDefault();
        Map<String, String> root;
        Map<String, String> german;
        try {
            Locale.setDefault(Locale.ROOT);
            root = RunCharts.svg(report);
            Locale.setDefault(Locale.GERMANY);
            german = RunCharts.svg(report);
        } finally {
            Locale.setDefault(original);
        }
        // The input rate axis runs to 5,000 ticks/s: its labels group thousands, which German writes "5.000".
        assertTrue(Pattern.compile(">\\d{1,3}(,\\d{3})+<").matcher(root.get(RunCharts.INPUT_RATE)).find(),
                "a tick label with a thousands separator");
        assertEquals(root, german);
    }

    @Test
    void thePageNeedsNothingFromTheNetwork() throws Exception {
        String html = RunReportPage.render(passing(), RunCharts.svg(passing()));
        Document doc = Jsoup.parse(html);
        assertTrue(doc.select("script, link, img, iframe, object").isEmpty());
        // The only URLs are XML namespace names, which are never fetched: SVG, XLink and JFreeSVG's own.
        String withoutNamespaces = html.replace("http://www.w3.org/2000/svg", "")
                .replace("http://www.w3.org/1999/xlink", "").replace("http://www.jfree.org/jfreesvg/svg", "");
        assertFalse(withoutNamespaces.contains("http://"), "no fetched resource");
        assertFalse(withoutNamespaces.contains("https://"));
    }

    @Test
    void theHeadlineShowsTheScoreTheValidationCountsAndTheLatencyTable() throws Exception {
        Document doc = page(passing());
        Element head = doc.getElementById(RunReportPage.HEADLINE);
        assertTrue(head.selectFirst(".banner.pass").text().contains("PASSED"));
        assertEquals("p_score 1499.33", doc.getElementById("p-score").text());
        assertTrue(head.text().contains("5,000 / 7,500 ticks/s"));
        assertEquals(List.of("Indicator", "MarketOrder"), doc.select("#validation-counts tbody tr td:eq(0)").eachText());
        List<String> mi = doc.select("#latency-table tbody tr").get(1).select("td").eachText();
        assertEquals(List.of("MarketOrder", "measurement interval", "1", "2.000", "2.001", "2.001", "2.001", "2.001",
                "2.001"), mi);
        assertEquals(4, doc.select("#latency-table tbody tr").size());
    }

    @Test
    void theSlowestTriggerTableNamesTheBurstAndTheGcPauseOfItsSecond() throws Exception {
        Document doc = page(passing());
        // Only trigger 35,000 lies in the MI [31, 91) s: Indicators at 0.1 and 0.3 ms, a MarketOrder at 2 ms, and
        // second 35 of the run had a 7 ms GC pause.
        assertEquals(1, doc.select("#slowest-triggers-table tbody tr").size());
        assertEquals(List.of("35,000", "35", "2", "1", "0.100", "2.000", "7"),
                doc.select("#slowest-triggers-table tbody tr").get(0).select("td").eachText());
    }

    @Test
    void configurationAndEvidenceAreShown() throws Exception {
        Document doc = page(passing());
        String config = doc.getElementById(RunReportPage.CONFIGURATION).text();
        assertTrue(config.contains("pairs run --engine synthetic --sf 1 --profile smoke"));
        assertTrue(config.contains("Test CPU 3000"));
        assertTrue(config.contains("-Xmx2g -XX:+UseG1GC"));
        assertTrue(config.contains("G1 Young Generation, G1 Old Generation"));
        assertTrue(config.contains("heap peak 1.5 GiB driving, 2.5 GiB validating"), config);
        assertTrue(config.contains("0123456789abcdef0123456789abcdef01234567"));
        List<String> files = doc.select("#evidence-files tbody td:eq(0)").eachText();
        assertEquals(List.of("answers.log", "latency.hlog"), files);
        assertEquals(64, doc.select("#evidence-files tbody td:eq(2)").first().text().length(), "a SHA-256 in hex");
    }

    @Test
    void aRunThatFailedValidationSaysSoAtTheTopAndShowsNoPScore() throws Exception {
        long id = SyntheticRun.record(results, "synthetic", SyntheticRun.failed(), null);
        Document doc = page(ReportAssembler.assemble(SyntheticRun.find(results, id), results));
        Element first = doc.body().child(0).select(".banner").first();
        assertTrue(first.hasClass("fail"));
        assertTrue(first.text().contains("Validation FAILED"), first.text());
        assertTrue(first.text().contains("no p_score"));
        assertTrue(doc.select("#p-score").isEmpty());
        assertFalse(doc.getElementById(RunReportPage.HEADLINE).select("th").eachText().contains("p_score"));
        assertEquals(List.of("3", "0", "0", "1"),
                doc.select("#validation-counts tbody tr").get(0).select("td").eachText().subList(3, 7));
    }

    /** {@code report} as if its run had been interrupted after sending {@code ticks} ticks, its answers to them correct. */
    private static Report interrupted(Report report, long ticks) {
        org.pairsbench.report.model.Headline h = report.headline();
        org.pairsbench.report.model.Headline cut = new org.pairsbench.report.model.Headline(h.runId(), h.startedAt(),
                RunStatus.INTERRUPTED, "interrupted by the user", h.engine(), h.engineVersion(), h.engineOptions(),
                h.scaleFactor(), h.strategies(), h.basisRate(), h.peakRate(), h.load(), h.profile(), h.marketOrderP99Ms(),
                h.marketOrderCount(), h.fewMarketOrders(), null, "no p_score: the run did not complete", h.validation(),
                ticks, false, h.keepingUp());
        return new Report(report.format(), cut, report.latencySource(), report.latency(), report.histogram(),
                report.slowestTriggers(), report.timeline(), report.configuration(), report.evidence());
    }

    /** {@code report} with another keeping-up judgement. */
    private static Report judged(Report report, org.pairsbench.harness.measure.KeepingUp keepingUp) {
        org.pairsbench.report.model.Headline h = report.headline();
        org.pairsbench.report.model.Headline judged = new org.pairsbench.report.model.Headline(h.runId(),
                h.startedAt(), h.status(), h.failure(), h.engine(), h.engineVersion(), h.engineOptions(),
                h.scaleFactor(), h.strategies(), h.basisRate(), h.peakRate(), h.load(), h.profile(), h.marketOrderP99Ms(),
                h.marketOrderCount(), h.fewMarketOrders(), h.pScore(), h.pScoreNote(), h.validation(),
                h.validatedTicks(), h.wholeStreamValidated(), keepingUp);
        return new Report(report.format(), judged, report.latencySource(), report.latency(), report.histogram(),
                report.slowestTriggers(), report.timeline(), report.configuration(), report.evidence());
    }

    @Test
    void aRunThatDidNotKeepUpSaysSoInABannerAndTheTable() throws Exception {
        Document doc = page(judged(passing(),
                new org.pairsbench.harness.measure.KeepingUp(500_000, 40_000, 300_000, 120_000, false)));
        String why = "did NOT keep up (lateness over the MI p99 40.000 ms, max 300.000 ms; backlog at its end "
                + "120.000 ms; limit 10 ms)";
        assertEquals("The engine did not keep up with the load: " + why + ". Ticks queued in front of it, so its p99 "
                + "measures the queue as much as the engine (spec/execution.md section 11).",
                doc.getElementById("not-kept-up").text());
        assertTrue(doc.getElementById(RunReportPage.HEADLINE).text().contains("keeping up " + why));
    }

    @Test
    void aRunBehindItsScheduleOnASharedCpuLeadsWithTheWarningAndDoesNotBlameTheEngineAlone() throws Exception {
        Report behind = judged(passing(),
                new org.pairsbench.harness.measure.KeepingUp(500_000, 40_000, 300_000, 120_000, false));
        org.pairsbench.report.model.Configuration c = behind.configuration();
        String shared = "another Pairs run was running on this machine when this one started (pid 7: esper SF 1): "
                + "both share the CPU, so neither run's latencies are sound";
        org.pairsbench.report.model.Configuration withWarning = new org.pairsbench.report.model.Configuration(
                c.command(), c.profile(), c.profileSeconds(), c.measurementStartSeconds(), c.measurementEndSeconds(),
                c.pacing(), c.rateFactor(), c.seed(), c.workload(), c.dataset(), c.machine(), c.kitVersion(),
                c.datasetCheck(), List.of(shared));
        Document doc = page(new Report(behind.format(), behind.headline(), behind.latencySource(), behind.latency(),
                behind.histogram(), behind.slowestTriggers(), behind.timeline(), withWarning, behind.evidence()));

        List<String> banners = doc.getElementById(RunReportPage.HEADLINE).select("div.banner").eachText();
        assertEquals("Warning: " + shared, banners.get(0), "the warning that explains the rest comes first");
        String notKeptUp = doc.getElementById("not-kept-up").text();
        assertTrue(notKeptUp.startsWith("The run did not keep up with the load: "), notKeptUp);
        assertTrue(notKeptUp.contains("with another Pairs run on the CPU (the warning above)"), notKeptUp);
        assertFalse(notKeptUp.contains("The engine did not keep up"), notKeptUp);
    }

    @Test
    void aRunThatKeptUpHasNoBannerAndSaysSoInTheTable() throws Exception {
        Document doc = page(judged(passing(),
                new org.pairsbench.harness.measure.KeepingUp(500_000, 400, 9_000, 0, true)));
        assertNull(doc.getElementById("not-kept-up"));
        assertTrue(doc.getElementById(RunReportPage.HEADLINE).text().contains("keeping up kept up (lateness over the "
                + "MI p99 0.400 ms, max 9.000 ms; backlog at its end 0.000 ms; limit 10 ms)"));
    }

    @Test
    void anInterruptedRunThatPassedSaysOnlyPartOfTheStreamWasValidatedAndHasNoGreenBanner() throws Exception {
        Document doc = page(interrupted(passing(), 12_345));
        Element headline = doc.getElementById(RunReportPage.HEADLINE);
        assertTrue(headline.select(".banner.pass").isEmpty(), "no green PASSED banner");
        String partial = doc.getElementById("partial-validation").text();
        assertTrue(partial.startsWith("Validation PASSED on part of the stream only"), partial);
        // The synthetic run's last recorded second is [35, 36) s, paced at real time on the 121 s smoke profile.
        assertTrue(partial.contains("for the first 12,345 ticks, which lie in at most the first 36 s of the 121 s smoke "
                + "profile, not for the whole stream"), partial);
    }

    @Test
    void anInterruptedRunThatFailedValidationSaysWhatPartOfTheStreamItsVerdictCovers() throws Exception {
        Report cut = interrupted(passing(), 12_345);
        org.pairsbench.report.model.Headline h = cut.headline();
        org.pairsbench.report.model.Headline failed = new org.pairsbench.report.model.Headline(h.runId(), h.startedAt(),
                h.status(), h.failure(), h.engine(), h.engineVersion(), h.engineOptions(), h.scaleFactor(),
                h.strategies(), h.basisRate(), h.peakRate(), h.load(), h.profile(), h.marketOrderP99Ms(),
                h.marketOrderCount(), h.fewMarketOrders(), null, h.pScoreNote(),
                new RunReport.Validation(org.pairsbench.validation.Verdict.FAILED, null, h.validation().streams()), h.validatedTicks(), false,
                h.keepingUp());
        Document doc = page(new Report(cut.format(), failed, cut.latencySource(), cut.latency(), cut.histogram(),
                cut.slowestTriggers(), cut.timeline(), cut.configuration(), cut.evidence()));

        List<String> banners = doc.getElementById(RunReportPage.HEADLINE).select(".banner.fail").eachText();
        assertTrue(banners.contains("Validation FAILED on the first 12,345 ticks, which lie in at most the first 36 s of "
                + "the 121 s smoke profile, not the whole stream (the run ended early): this run has no p_score."),
                banners.toString());
    }

    @Test
    void aCompletedRunThatPassedKeepsItsGreenBanner() throws Exception {
        Document doc = page(passing());
        assertEquals(1, doc.getElementById(RunReportPage.HEADLINE).select(".banner.pass").size());
        assertTrue(doc.select("#partial-validation").isEmpty());
    }

    @Test
    void aPScoreFromOneMarketOrderIsMarkedWithItsCount() throws Exception {
        // The synthetic run has one MarketOrder answer whose trigger lies in the MI.
        Document doc = page(passing());
        Element headline = doc.getElementById(RunReportPage.HEADLINE);
        assertTrue(doc.getElementById("few-market-orders").text()
                .contains("only 1 MI MarketOrder, fewer than 100: the p99 is their maximum"));
        assertTrue(headline.text().contains("MarketOrder p99 2.001 ms of 1 answer in the MI"), headline.text());
        Element p99Row = headline.select("tr:has(th:containsOwn(MarketOrder p99 (MI)))").first();
        assertTrue(p99Row != null && p99Row.text().endsWith("2.001 ms (1 answer)"), String.valueOf(p99Row));
        Element scoreRow = headline.select("tr:has(th:containsOwn(p_score))").first();
        assertTrue(scoreRow != null && scoreRow.text().contains("1499.33 (only 1 MI MarketOrder"), String.valueOf(scoreRow));
    }
}
