package org.pairsbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.report.html.RunReportPage;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.Timeline;
import org.pairsbench.report.model.TimelineBins;

/** A run report stays small at any run length (issue 42): a page and JSON under 1 MB for a 121-minute run. */
class SmallReportTest {

    private static final long ONE_MB = 1_000_000;

    @TempDir
    Path results;

    @Test
    void a7260SecondRunsPageAndJsonAreEachUnder1MBWithItsTimelineIn10SecondBins() throws Exception {
        long id = SyntheticRun.recordStandard(results, 7260);
        ReportFiles.Written written = ReportFiles.run(results, id, results.resolve("reports"));
        assertTrue(Files.size(written.html()) < ONE_MB, Files.size(written.html()) + " bytes of HTML");
        assertTrue(Files.size(written.json()) < ONE_MB, Files.size(written.json()) + " bytes of JSON");

        Timeline t = Json.mapper().readValue(written.json().toFile(), Report.class).timeline();
        assertEquals(10, t.binSeconds());
        assertEquals(726, t.seconds().size());
        Document page = Jsoup.parse(written.html().toFile());
        for (String section : new String[] {RunReportPage.LATENCY_OVER_TIME, RunReportPage.INPUT_RATE,
                RunReportPage.ANSWER_RATE, RunReportPage.RESOURCES}) {
            assertEquals(1, page.getElementById(section).select("svg").size(), section);
        }
        assertTrue(page.getElementById(RunReportPage.LATENCY_OVER_TIME).text().contains("per 10-second bin"));
    }

    @Test
    void a121SecondRunKeepsOnePointPerSecond() throws Exception {
        long id = SyntheticRun.recordStandard(results, 121);
        ReportFiles.Written written = ReportFiles.run(results, id, results.resolve("reports"));
        Timeline t = Json.mapper().readValue(written.json().toFile(), Report.class).timeline();
        assertEquals(1, t.binSeconds());
        assertEquals(121, t.seconds().size());
        assertEquals(120, t.seconds().get(120).second());
        assertTrue(Jsoup.parse(written.html().toFile()).getElementById(RunReportPage.LATENCY_OVER_TIME).text()
                .contains("per second"));
    }

    @Test
    void theMostSvgAPageCanHoldEveryOtherOf800SecondsAnsweredStaysUnder1MB() throws Exception {
        long id = SyntheticRun.recordStandard(results, SyntheticRun.everyOtherSecondAnswered(TimelineBins.MAX_POINTS));
        ReportFiles.Written written = ReportFiles.run(results, id, results.resolve("reports"));
        assertEquals(1, Json.mapper().readValue(written.json().toFile(), Report.class).timeline().binSeconds());
        assertTrue(Files.size(written.html()) < ONE_MB, Files.size(written.html()) + " bytes of HTML");
    }
}
