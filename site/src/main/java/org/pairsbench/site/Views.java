package org.pairsbench.site;

import java.util.List;

/** What the templates (src/main/resources/org/pairsbench/site/templates) draw: plain values, text already formatted. */
public final class Views {

    private Views() {
    }

    /** @param root the way back to the site's top folder from the page ("", "../", ...) */
    public record Page(String title, String root) {
    }

    /** @param second true for the second of a list: the comparison chooser's second select starts there */
    public record Option(String value, String label, boolean second) {
        public Option(String value, String label) {
            this(value, label, false);
        }
    }

    /** A filter of a table's rows: by machine, or by kit version. */
    public record Filter(String key, String label, List<Option> options) {
    }

    /**
     * One run as a table row.
     *
     * @param keptUpClass "yes", "no" or "unjudged", for the cell's colour
     * @param reasons     why the run is not a Pairs result; empty when it stands
     */
    public record RunRow(String path, String href, String engine, String engineHref, String version, int sf,
                         String profile, String setup, String series, String pScore, String p99, String marketOrders,
                         String keptUp, String keptUpClass, String lateness, String machine, String machineKey,
                         String kit, String kitKey, String date, boolean standing, List<String> reasons,
                         String verdict, String recordHref, String reportHref, String reportNote) {
        /** The series without the engine's name, for a table whose run paths name it. */
        public String seriesShort() {
            return series.startsWith(engine + " ") ? series.substring(engine.length() + 1) : series;
        }

        /** "yes", "no" or "not judged", for a column of its own beside the lateness. */
        public String keptUpWord() {
            return switch (keptUpClass) {
                case "yes" -> "yes";
                case "no" -> "no";
                default -> "not judged";
            };
        }
    }

    public record Ranked(int rank, RunRow run) {
    }

    /** The leaderboard over all machines (key "all") or one machine's runs. */
    public record Board(String key, String label, boolean hidden, List<Ranked> standing, List<RunRow> without) {
        public boolean anyWithout() {
            return !without.isEmpty();
        }
    }

    public record Chart(String id, String title, String svg, String notDrawn) {
    }

    public record SeriesLine(String legend, boolean standard, int runs) {
    }

    public record Link(String href, String label) {
    }

    /** @param machines the machines to choose a leaderboard by; empty when all runs are of one machine */
    public record Index(Page page, int runCount, int engineCount, List<Option> machines, List<Board> boards,
                        List<Option> engines, boolean comparable, List<Link> engineLinks) {
        public boolean manyMachines() {
            return !machines.isEmpty();
        }
    }

    public record EnginePage(Page page, String engine, List<String> versions, RunRow pairsResult,
                             List<SeriesLine> series, List<Chart> charts, List<Filter> filters, List<RunRow> runs,
                             List<Link> compare) {
        /** "Version X" or "Versions X, Y". */
        public String versionList() {
            return (versions.size() == 1 ? "Version " : "Versions ") + String.join(", ", versions);
        }
    }

    public record Side(String label, String a, String b) {
    }

    public record ComparePage(Page page, String a, String b, String aHref, String bHref, List<Side> sides,
                              List<SeriesLine> series, List<Chart> charts) {
    }

    public record Field(String label, String value) {
    }

    public record Stream(String stream, String expected, String produced, String matched, String missing,
                         String undue, String wrong) {
    }

    public record RunPage(Page page, RunRow run, List<Field> fields, List<Stream> streams, String command,
                          String pScoreNote) {
    }

    public record RunsPage(Page page, List<Filter> filters, List<RunRow> runs) {
    }
}
