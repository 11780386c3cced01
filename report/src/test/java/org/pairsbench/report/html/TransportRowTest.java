package org.pairsbench.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.report.SyntheticRun;
import org.pairsbench.report.chart.RunCharts;
import org.pairsbench.report.model.Headline;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.ReportAssembler;

/** The run report's headline names the transport of a run through Kafka, and shows none for a run in process. */
class TransportRowTest {

    @TempDir
    Path results;

    private static Document page(Report report) {
        return Jsoup.parse(RunReportPage.render(report, RunCharts.svg(report)));
    }

    @Test
    void aKafkaRunsTransportIsARowOfTheHeadlineAndARunInProcessHasNone() throws Exception {
        Report local = ReportAssembler.assemble(SyntheticRun.find(results, SyntheticRun.recordPassing(results)),
                results);
        assertFalse(page(local).getElementById(RunReportPage.HEADLINE).select("th").eachText().contains("transport"));

        Headline h = local.headline();
        String line = "kafka 127.0.0.1:19092, topics pairs-00ff-in / pairs-00ff-out (1 partition each), acks=all, "
                + "idempotence true; records 40 sent, 12 received, 0 duplicates, 0 gaps";
        Headline viaKafka = new Headline(h.runId(), h.startedAt(), h.status(), h.failure(), h.engine(),
                h.engineVersion(), h.engineOptions(), h.scaleFactor(), h.strategies(), h.basisRate(), h.peakRate(),
                h.load(), h.profile(), h.marketOrderP99Ms(), h.marketOrderCount(), h.fewMarketOrders(), h.pScore(),
                h.pScoreNote(), h.validation(), h.validatedTicks(), h.wholeStreamValidated(), h.keepingUp(), line);
        Document doc = page(new Report(local.format(), viaKafka, local.latencySource(), local.latency(),
                local.histogram(), local.slowestTriggers(), local.timeline(), local.configuration(), local.evidence()));
        assertEquals(line, doc.getElementById(RunReportPage.HEADLINE).select("tr:has(th:containsOwn(transport)) td")
                .text());
    }
}
