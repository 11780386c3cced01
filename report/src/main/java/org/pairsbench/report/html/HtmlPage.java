package org.pairsbench.report.html;

import java.util.List;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * A self-contained HTML page: one file, its style inline, its charts inline SVG, nothing fetched from anywhere,
 * so it opens offline and can be published as it is. jsoup builds the tree, so every text is escaped.
 */
final class HtmlPage {

    private static final String STYLE = """
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
                   margin: 0 auto; max-width: 1100px; padding: 1.5em; color: #222; line-height: 1.4; }
            h1 { font-size: 1.6em; margin: 0.2em 0; }
            h2 { font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; margin-top: 1.8em; }
            table { border-collapse: collapse; margin: 0.6em 0; }
            th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
            th { background: #f3f3f3; }
            code, .mono { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em;
                          word-break: break-all; }
            svg { width: 100%; height: auto; display: block; }
            .banner { padding: 0.8em 1em; border-radius: 4px; font-weight: bold; margin: 0.5em 0 1em; }
            .banner.pass { background: #e3f4e1; border: 1px solid #2ca02c; }
            .banner.fail { background: #fbe3e3; border: 1px solid #d62728; color: #8b0000; }
            .banner.note { background: #fff6e0; border: 1px solid #ff7f0e; font-weight: normal; }
            .score { font-size: 2.2em; font-weight: bold; }
            .muted { color: #666; }
            td.nonstandard { background: #f6f0ff; font-style: italic; }
            .cell-note { display: block; font-size: 0.8em; color: #666; }
            footer { margin-top: 3em; color: #666; font-size: 0.85em; }
            """;

    private HtmlPage() {
    }

    static Document create(String title) {
        Document doc = Document.createShell("");
        doc.outputSettings().prettyPrint(true).indentAmount(1);
        doc.head().appendElement("meta").attr("charset", "utf-8");
        doc.head().appendElement("meta").attr("name", "viewport").attr("content", "width=device-width, initial-scale=1");
        doc.title(title);
        doc.head().appendElement("style").appendChild(new DataNode(STYLE));
        return doc;
    }

    static Element section(Document doc, String id, String heading) {
        Element s = doc.body().appendElement("section").id(id);
        s.appendElement("h2").text(heading);
        return s;
    }

    /** Appends an SVG element (from the charting library) as it is: jsoup would lower-case its attributes. */
    static void svg(Element parent, String svg) {
        parent.appendElement("figure").attr("style", "margin: 0").appendChild(new DataNode(svg));
    }

    /** A two-column table of labels and values; a null value shows as "not recorded". */
    static Element keyValues(Element parent, List<String[]> rows) {
        Element table = parent.appendElement("table");
        for (String[] row : rows) {
            Element tr = table.appendElement("tr");
            tr.appendElement("th").text(row[0]);
            Element td = tr.appendElement("td");
            if (row[1] == null) {
                td.addClass("muted").text("not recorded");
            } else {
                td.text(row[1]);
            }
        }
        return table;
    }

    /** A table with a header row; columns whose header is in {@code numeric} are right-aligned. */
    static Element table(Element parent, List<String> headers, List<List<String>> rows, int firstNumericColumn) {
        Element table = parent.appendElement("table");
        Element head = table.appendElement("thead").appendElement("tr");
        for (int i = 0; i < headers.size(); i++) {
            Element th = head.appendElement("th").text(headers.get(i));
            if (i >= firstNumericColumn) {
                th.addClass("num");
            }
        }
        Element body = table.appendElement("tbody");
        for (List<String> row : rows) {
            Element tr = body.appendElement("tr");
            for (int i = 0; i < row.size(); i++) {
                Element td = tr.appendElement("td").text(row.get(i));
                if (i >= firstNumericColumn) {
                    td.addClass("num");
                }
            }
        }
        return table;
    }
}
