package org.pairsbench.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.report.chart.CompareCharts;
import org.pairsbench.report.compare.Comparison;

/** The HTML page of {@code pairs report --compare}: a Table-7.1-style table, the two charts, the runs. */
public final class ComparePage {

    public static final String TABLE = "comparison";
    public static final String P_SCORE_CHART = "p-score-vs-sf";
    public static final String P99_CHART = "p99-vs-sf";
    public static final String RUNS = "runs";
    /** The mark of a p_score from fewer than {@link PScore#MIN_MARKET_ORDERS} MI MarketOrders. */
    public static final String FEW = "*";
    /** Marks a p_score whose run did not keep up with its schedule. */
    public static final String BEHIND = "\u00a7";

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
        section.appendElement("p").addClass("muted").id("comparison-legend").text("\u2020 Basis input rate of the SF "
                + "at real time; a cell replayed x times faster had x times this rate. Under each p99: its run id, the "
                + "number of MI MarketOrders it is taken over, the profile and rate factor. Italic cells are "
                + "non-standard runs (another profile, a rate factor other than 1, a custom workload): not comparable "
                + "with Table 7.1. " + FEW + " p_score from fewer than " + PScore.MIN_MARKET_ORDERS + " MI "
                + "MarketOrders: their p99 is their maximum, one answer sets it. Where several runs of an engine have "
                + "the same SF, the most recent scored one is shown, a standard one before a non-standard one. "
                + BEHIND + " the run did not keep up with its schedule (driver lateness p99 over the MI or backlog "
                + "at its end above 10 ms): its p99 measures a queue, not the engine.");
        HtmlPage.svg(HtmlPage.section(doc, P_SCORE_CHART, "p_score against scale factor"), charts.get(CompareCharts.P_SCORE));
        HtmlPage.svg(HtmlPage.section(doc, P99_CHART, "MarketOrder p99 against scale factor"), charts.get(CompareCharts.P99));

        Element runs = HtmlPage.section(doc, RUNS, "Selected runs");
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.RunEntry r : c.runs()) {
            rows.add(List.of(Long.toString(r.runId()), r.startedAt(), r.engine(), r.profile(),
                    r.pacing() + (r.rateFactor() != 1.0 ? " x" + RunFigures.rateFactorText(r.rateFactor()) : ""),
                    r.standard() ? "yes" : "no", r.status().name(), r.validation().name(), Integer.toString(r.scaleFactor()),
                    r.pacing() == PacingMode.PACED ? Format.count(r.miMarketOrders()) : "-", Format.ms(r.marketOrderP99Ms()),
                    r.pScore() == null ? "-" : r.pScore().toPlainString() + (r.fewMarketOrders() ? FEW : ""),
                    r.keptUp() == null ? "-" : r.keptUp() ? "yes" : "no " + BEHIND));
        }
        HtmlPage.table(runs, List.of("run", "started (UTC)", "engine", "profile", "pacing", "standard", "status",
                "validation", "SF", "MI MarketOrders", "MO p99 (ms)", "p_score", "kept up"), rows, 8).id("runs-table");
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
                Element td = cell(tr, cell);
                if (cell == null) {
                    continue;
                }
                td.appendText((cell.marketOrderP99Ms() == null ? "-" : Format.ms(cell.marketOrderP99Ms())) + " ");
                td.appendElement("span").addClass("cell-note").text("run " + cell.runId()
                        + (cell.pacing() == PacingMode.PACED ? ", " + Format.count(cell.miMarketOrders())
                                + (cell.miMarketOrders() == 1 ? " MO" : " MOs") : "")
                        + ", " + cell.profile() + " profile, x" + RunFigures.rateFactorText(cell.rateFactor()) + ": "
                        + cell.standing());
            }
            for (String e : c.engines()) {
                Comparison.Cell cell = row.byEngine().get(e);
                Element td = cell(tr, cell);
                if (cell != null) {
                    td.appendText(cell.pScore() == null ? "-" : cell.pScore().toPlainString() + (cell.fewMarketOrders() ? FEW : "")
                            + (Boolean.FALSE.equals(cell.keptUp()) ? BEHIND : ""));
                }
            }
        }
    }

    /** A table cell, italic when the run behind it is not a standard one; "-" when there is no run. */
    private static Element cell(Element tr, Comparison.Cell cell) {
        Element td = tr.appendElement("td").addClass("num");
        if (cell == null) {
            td.text("-");
        } else if (!cell.standard()) {
            td.addClass("nonstandard");
        }
        return td;
    }
}
