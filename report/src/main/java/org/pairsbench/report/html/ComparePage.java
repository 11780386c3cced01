package org.pairsbench.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.pairsbench.report.chart.CompareCharts;
import org.pairsbench.report.compare.Comparison;

/** The HTML page of {@code pairs report --compare}: a Table-7.1-style table, the two charts, the runs. */
public final class ComparePage {

    public static final String TABLE = "comparison";
    public static final String P_SCORE_CHART = "p-score-vs-sf";
    public static final String P99_CHART = "p99-vs-sf";
    public static final String RUNS = "runs";

    private ComparePage() {
    }

    public static String render(Comparison c, Map<String, String> charts) {
        Document doc = HtmlPage.create("Pairs results: comparison of " + c.runs().size() + " runs");
        doc.body().appendElement("h1").text("Pairs results: " + String.join(", ", c.engines()));
        Comparison.Selection s = c.selection();
        doc.body().appendElement("p").addClass("muted").text("Runs: " + (s.runIds().isEmpty() ? "all recorded" : s.runIds())
                + (s.engine() == null ? "" : ", engine " + s.engine()) + (s.profile() == null ? "" : ", profile " + s.profile())
                + ". A p_score is shown only for a run that passed validation; a dash means no such run or no value.");

        long profiles = c.runs().stream().map(Comparison.RunEntry::profile).distinct().count();
        if (profiles > 1) {
            doc.body().appendElement("div").addClass("banner").addClass("note").id("mixed-profiles").text("The "
                    + "selected runs have " + profiles + " different profiles; only standard-profile runs give "
                    + "standard p_scores (select them with --profile standard).");
        }
        Element section = HtmlPage.section(doc, TABLE, "p99 latency and p_score per engine (thesis Table 7.1)");
        table(section, c);
        section.appendElement("p").addClass("muted").text("\u2020 Basis input rate. Where several runs of an engine "
                + "have the same SF, the most recent that passed validation is shown (run id in brackets).");
        HtmlPage.svg(HtmlPage.section(doc, P_SCORE_CHART, "p_score against scale factor"), charts.get(CompareCharts.P_SCORE));
        HtmlPage.svg(HtmlPage.section(doc, P99_CHART, "MarketOrder p99 against scale factor"), charts.get(CompareCharts.P99));

        Element runs = HtmlPage.section(doc, RUNS, "Selected runs");
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.RunEntry r : c.runs()) {
            rows.add(List.of(Long.toString(r.runId()), r.startedAt(), r.engine(), r.profile(), r.pacing(), r.status(),
                    r.validation(), Integer.toString(r.scaleFactor()), Format.ms(r.marketOrderP99Ms()),
                    r.pScore() == null ? "-" : r.pScore().toPlainString()));
        }
        HtmlPage.table(runs, List.of("run", "started (UTC)", "engine", "profile", "pacing", "status", "validation", "SF",
                "MO p99 (ms)", "p_score"), rows, 7).id("runs-table");
        doc.body().appendElement("footer").text("Written by `pairs report --compare` (" + Comparison.FORMAT
                + "); the same data is in the JSON file next to this page.");
        return doc.outerHtml() + "\n";
    }

    private static void table(Element parent, Comparison c) {
        Element table = parent.appendElement("table").id("comparison-table");
        Element head = table.appendElement("thead");
        Element r1 = head.appendElement("tr");
        r1.appendElement("th").attr("rowspan", "2").text("Scale factor");
        r1.appendElement("th").attr("rowspan", "2").text("Input rate\u2020 (ticks/s)");
        r1.appendElement("th").attr("rowspan", "2").text("Strategies");
        r1.appendElement("th").attr("colspan", Integer.toString(c.engines().size())).text("MarketOrder p99 (ms)");
        r1.appendElement("th").attr("colspan", Integer.toString(c.engines().size())).text("p_score");
        Element r2 = head.appendElement("tr");
        for (int i = 0; i < 2; i++) {
            c.engines().forEach(e -> r2.appendElement("th").text(e));
        }
        Element body = table.appendElement("tbody");
        for (Comparison.Row row : c.table()) {
            Element tr = body.appendElement("tr");
            tr.appendElement("td").addClass("num").text(Integer.toString(row.scaleFactor()));
            tr.appendElement("td").addClass("num").text(Format.count(row.basisRate()));
            tr.appendElement("td").addClass("num").text(Format.count(row.strategies()));
            for (String e : c.engines()) {
                Comparison.Cell cell = row.byEngine().get(e);
                tr.appendElement("td").addClass("num").text(cell == null || cell.marketOrderP99Ms() == null ? "-"
                        : Format.ms(cell.marketOrderP99Ms()) + " [" + cell.runId() + "]");
            }
            for (String e : c.engines()) {
                Comparison.Cell cell = row.byEngine().get(e);
                tr.appendElement("td").addClass("num").text(cell == null || cell.pScore() == null ? "-"
                        : cell.pScore().toPlainString());
            }
        }
    }
}
