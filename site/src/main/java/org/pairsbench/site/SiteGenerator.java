package org.pairsbench.site;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheFactory;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pairsbench.report.result.ResultRecord;

/**
 * The site's pages from the records, into a folder (the staging folder {@link Site} renames into place). Every list
 * is sorted and no page holds the time it was made, so the same records give the same bytes.
 *
 * <pre>
 * index.html                      the leaderboard (over all machines, and per machine), the comparison chooser
 * runs.html                       every run, filterable by machine and kit version
 * engines/ENGINE.html             an engine's sweep charts per series and every run of it
 * compare/A-vs-B.html             two engines side by side (A before B by name), one page per pair
 * runs/PATH/index.html            a run's record as a page; PATH is the record's folder under the results folder
 * runs/PATH/result.json           the record, copied byte for byte
 * runs/PATH/report.html           the run's report, copied when under {@value #COPY_LIMIT_BYTES} bytes
 * </pre>
 */
final class SiteGenerator {

    /** A report at least this large stays where it is and is linked there, not copied into the site. */
    static final long COPY_LIMIT_BYTES = 1_000_000;

    private final List<PublishedRun> runs;
    private final Path dir;
    private final Path finalDir;
    private final MustacheFactory templates = new DefaultMustacheFactory("org/pairsbench/site/templates");
    private final Map<String, String> machineKeys = new TreeMap<>();
    private final Map<String, String> kitKeys = new TreeMap<>();
    private final Map<String, String> reportHrefs = new TreeMap<>();
    private final Map<String, String> reportNotes = new TreeMap<>();
    private final List<String> warnings = new ArrayList<>();

    /**
     * @param dir      where to write
     * @param finalDir where the site will be once complete: links to reports left outside it are relative to it
     */
    SiteGenerator(List<PublishedRun> runs, Path dir, Path finalDir) {
        this.runs = runs;
        this.dir = dir;
        this.finalDir = finalDir;
        runs.stream().map(PublishedRun::machine).sorted().distinct()
                .forEach(m -> machineKeys.put(m, "m" + (machineKeys.size() + 1)));
        runs.stream().map(PublishedRun::kitVersion).sorted().distinct()
                .forEach(k -> kitKeys.put(k, "k" + (kitKeys.size() + 1)));
    }

    /** Writes the whole site; returns the warnings (reports named but missing), one line each. */
    List<String> generate() throws IOException {
        for (PublishedRun r : runs) {
            copyRecordAndReport(r);
        }
        Map<String, List<PublishedRun>> byEngine = new TreeMap<>();
        runs.forEach(r -> byEngine.computeIfAbsent(r.engine(), e -> new ArrayList<>()).add(r));
        Leaderboard.Board board = Leaderboard.of(runs);
        Map<String, PublishedRun> front = new TreeMap<>();
        board.standing().forEach(r -> front.put(r.engine(), r));
        board.without().forEach(r -> front.put(r.engine(), r));

        write("index.html", "index.mustache", index(board, byEngine.keySet()));
        write("runs.html", "runs.mustache", new Views.RunsPage(new Views.Page("Every published run", ""),
                filters(runs), rows(runs)));
        for (Map.Entry<String, List<PublishedRun>> e : byEngine.entrySet()) {
            write("engines/" + e.getKey() + ".html", "engine.mustache",
                    enginePage(e.getKey(), e.getValue(), byEngine.keySet()));
        }
        List<String> engines = List.copyOf(byEngine.keySet());
        for (int i = 0; i < engines.size(); i++) {
            for (int j = i + 1; j < engines.size(); j++) {
                String a = engines.get(i);
                String b = engines.get(j);
                write("compare/" + a + "-vs-" + b + ".html", "compare.mustache",
                        comparePage(a, b, front.get(a), front.get(b), byEngine.get(a), byEngine.get(b)));
            }
        }
        for (PublishedRun r : runs) {
            write(runFolder(r) + "index.html", "run.mustache", runPage(r));
        }
        return List.copyOf(warnings);
    }

    // ---- the pages ----

    private Views.Index index(Leaderboard.Board all, java.util.Set<String> engines) {
        List<Views.Board> boards = new ArrayList<>();
        boards.add(board("all", "all machines", false, all));
        for (Map.Entry<String, String> m : machineKeys.entrySet()) {
            List<PublishedRun> on = runs.stream().filter(r -> r.machine().equals(m.getKey())).toList();
            boards.add(board(m.getValue(), m.getKey(), true, Leaderboard.of(on)));
        }
        List<Views.Option> machines = new ArrayList<>();
        machines.add(new Views.Option("all", "all machines"));
        machineKeys.forEach((m, key) -> machines.add(new Views.Option(key, m)));
        List<String> names = List.copyOf(engines);
        List<Views.Option> engineOptions = names.stream()
                .map(e -> new Views.Option(e, e, names.indexOf(e) == 1)).toList();
        List<Views.Link> links = engines.stream().map(e -> new Views.Link(engineHref(e), e)).toList();
        return new Views.Index(new Views.Page("Pairs results", ""), runs.size(), engines.size(),
                machineKeys.size() > 1 ? machines : List.of(), boards, engineOptions, engines.size() > 1, links);
    }

    private Views.Board board(String key, String label, boolean hidden, Leaderboard.Board board) {
        List<Views.Ranked> ranked = new ArrayList<>();
        for (PublishedRun r : board.standing()) {
            ranked.add(new Views.Ranked(ranked.size() + 1, row(r)));
        }
        return new Views.Board(key, label, hidden, ranked, rows(board.without()));
    }

    private Views.EnginePage enginePage(String engine, List<PublishedRun> engineRuns, java.util.Set<String> engines) {
        Map<SeriesKey, List<PublishedRun>> series = series(engineRuns);
        Leaderboard.Board board = Leaderboard.of(engineRuns);
        Views.RunRow result = board.standing().isEmpty() ? null : row(board.standing().get(0));
        List<String> versions = engineRuns.stream().map(r -> r.record().engine().version()).sorted().distinct().toList();
        List<Views.Link> compare = engines.stream().filter(e -> !e.equals(engine))
                .map(e -> new Views.Link(compareHref(engine, e), engine + " and " + e)).toList();
        List<PublishedRun> sorted = engineRuns.stream().sorted(Comparator.comparing(PublishedRun::series)
                .thenComparingInt(PublishedRun::scaleFactor).thenComparing(PublishedRun::path)).toList();
        return new Views.EnginePage(new Views.Page(engine + ": Pairs runs", "../"), engine, versions, result,
                seriesLines(series), charts("chart-" + engine, series), filters(engineRuns), rows(sorted), compare);
    }

    private Views.ComparePage comparePage(String a, String b, PublishedRun frontA, PublishedRun frontB,
                                          List<PublishedRun> runsA, List<PublishedRun> runsB) {
        List<PublishedRun> both = new ArrayList<>(runsA);
        both.addAll(runsB);
        Map<SeriesKey, List<PublishedRun>> series = series(both);
        Views.RunRow ra = row(frontA);
        Views.RunRow rb = row(frontB);
        List<Views.Side> sides = new ArrayList<>();
        sides.add(new Views.Side("shown", frontA.standing() ? "its Pairs result" : "its best run: no Pairs result",
                frontB.standing() ? "its Pairs result" : "its best run: no Pairs result"));
        sides.add(new Views.Side("engine version", ra.version(), rb.version()));
        sides.add(new Views.Side("p_score", ra.pScore(), rb.pScore()));
        sides.add(new Views.Side("scale factor", Integer.toString(ra.sf()), Integer.toString(rb.sf())));
        sides.add(new Views.Side("MarketOrder p99, ms", ra.p99(), rb.p99()));
        sides.add(new Views.Side("MI MarketOrders", ra.marketOrders(), rb.marketOrders()));
        sides.add(new Views.Side("kept up", ra.keptUp(), rb.keptUp()));
        sides.add(new Views.Side("series", ra.series(), rb.series()));
        sides.add(new Views.Side("machine", ra.machine(), rb.machine()));
        sides.add(new Views.Side("kit version", ra.kit(), rb.kit()));
        sides.add(new Views.Side("date", ra.date(), rb.date()));
        sides.add(new Views.Side("not a Pairs result because", because(ra), because(rb)));
        return new Views.ComparePage(new Views.Page(a + " and " + b, "../"), a, b, engineHref(a), engineHref(b),
                sides, seriesLines(series), charts("chart-" + a + "-" + b, series));
    }

    private Views.RunPage runPage(PublishedRun r) {
        ResultRecord rec = r.record();
        List<Views.Field> f = new ArrayList<>();
        ResultRecord.Engine e = rec.engine();
        f.add(new Views.Field("engine", e.name() + " (" + e.version() + ")"));
        f.add(new Views.Field("engine options", e.options().isEmpty() ? "none" : new TreeMap<>(e.options()).entrySet()
                .stream().map(o -> o.getKey() + "=" + o.getValue()).collect(Collectors.joining(", "))));
        f.add(new Views.Field("setup", e.setup() + (e.translation() == null ? "" : ", translation " + e.translation())));
        f.add(new Views.Field("deployment, transport", e.deployment() + ", " + e.transport()));
        ResultRecord.Run run = rec.run();
        f.add(new Views.Field("run", "id " + run.id() + " in its run database, started " + run.startedAt() + ", "
                + run.status()));
        f.add(new Views.Field("workload", "SF " + run.scaleFactor() + ", " + run.strategies() + " strategies, profile "
                + run.profile() + ", " + run.pacing() + ", rate factor " + Format.number(run.rateFactor())));
        f.add(new Views.Field("driven", Format.count(run.ticksSent()) + " ticks in "
                + Format.number(Math.round(run.driveSeconds() * 10) / 10.0) + " s"));
        f.add(new Views.Field("load", Format.count(rec.load()) + " work/s"));
        f.add(new Views.Field("validation", rec.validation().verdict()));
        f.add(new Views.Field("kept up", keptUp(r)));
        if (rec.keepingUp() != null) {
            f.add(new Views.Field("lateness", "p99 " + Format.ms(rec.keepingUp().latenessP99Us() / 1000) + " ms, max "
                    + Format.ms(rec.keepingUp().latenessMaxUs() / 1000) + " ms, backlog at the end "
                    + Format.ms(rec.keepingUp().backlogAtEndUs() / 1000) + " ms"));
        }
        if (rec.latency() != null) {
            f.add(new Views.Field("MarketOrder latency (MI)", summary(rec.latency().marketOrder())));
            f.add(new Views.Field("Indicator latency (MI)", summary(rec.latency().indicator())));
        }
        f.add(new Views.Field("p_score", Format.pScore(rec.pScore())));
        if (rec.heap() != null) {
            f.add(new Views.Field("heap", "at most " + Format.bytes(rec.heap().drivePeakBytes()) + " while driving"
                    + (rec.heap().validationPeakBytes() == null ? ""
                    : ", " + Format.bytes(rec.heap().validationPeakBytes()) + " while validating")));
        }
        ResultRecord.Machine m = rec.machine();
        f.add(new Views.Field("machine", m.cpu() + ", " + m.cores() + " cores, " + Format.bytes(m.memoryBytes())
                + " memory, " + m.os()));
        f.add(new Views.Field("JVM", m.jvm() + ", max heap " + Format.bytes(m.maxHeapBytes()) + ", collectors "
                + m.gc()));
        f.add(new Views.Field("JVM flags", m.jvmFlags()));
        f.add(new Views.Field("kit", rec.kit().version() + ", commit " + rec.kit().commit()));
        ResultRecord.Evidence ev = rec.evidence();
        f.add(new Views.Field("evidence", ev.form() + (ev.sha256() == null ? "" : ", SHA-256 " + ev.sha256())
                + (ev.bytes() == 0 ? "" : ", " + Format.bytes(ev.bytes()))));
        f.add(new Views.Field("evidence kept", ev.kept()));
        List<Views.Stream> streams = rec.validation().streams().stream().map(s -> new Views.Stream(s.stream(),
                Format.count(s.expected()), Format.count(s.produced()), Format.count(s.matched()),
                Format.count(s.missing()), Format.count(s.undue()), Format.count(s.wrong()))).toList();
        return new Views.RunPage(new Views.Page(r.engine() + " SF " + r.scaleFactor() + ": " + r.path(),
                "../".repeat(depth(r))), row(r), f, streams, rec.command(), rec.pScoreNote());
    }

    // ---- rows, series, charts, filters ----

    private List<Views.RunRow> rows(List<PublishedRun> list) {
        return list.stream().map(this::row).toList();
    }

    private Views.RunRow row(PublishedRun r) {
        ResultRecord rec = r.record();
        Boolean kept = r.keptUp();
        String keptClass = kept == null ? "unjudged" : kept ? "yes" : "no";
        return new Views.RunRow(r.path(), runFolder(r) + "index.html", r.engine(), engineHref(r.engine()),
                rec.engine().version(), r.scaleFactor(), rec.run().profile(), rec.engine().setup(), r.series().label(),
                Format.pScore(rec.pScore()), Format.ms(r.marketOrderP99Ms()), Format.count(r.marketOrders()),
                keptUp(r), keptClass, Format.ms(r.latenessP99Ms()), r.machine(), machineKeys.get(r.machine()),
                r.kitVersion(), kitKeys.get(r.kitVersion()), r.date(), r.standing(), rec.standing().reasons(),
                rec.validation().verdict(), runFolder(r) + ResultRecord.FILE_NAME, reportHrefs.get(r.path()),
                reportNotes.get(r.path()));
    }

    private static String because(Views.RunRow r) {
        return r.reasons().isEmpty() ? "(it stands)" : String.join("; ", r.reasons());
    }

    private static String keptUp(PublishedRun r) {
        Boolean kept = r.keptUp();
        if (kept == null) {
            return "not judged";
        }
        return (kept ? "yes" : "no") + " (lateness p99 " + Format.ms(r.latenessP99Ms()) + " ms)";
    }

    private static String summary(ResultRecord.Summary s) {
        if (s == null) {
            return Format.NONE;
        }
        return Format.count(s.count()) + " answers: p50 " + Format.ms(s.p50Ms()) + ", p99 " + Format.ms(s.p99Ms())
                + ", p99.9 " + Format.ms(s.p999Ms()) + ", max " + Format.ms(s.maxMs()) + " ms";
    }

    private static Map<SeriesKey, List<PublishedRun>> series(List<PublishedRun> list) {
        Map<SeriesKey, List<PublishedRun>> series = new TreeMap<>();
        list.forEach(r -> series.computeIfAbsent(r.series(), k -> new ArrayList<>()).add(r));
        return series;
    }

    private static List<Views.SeriesLine> seriesLines(Map<SeriesKey, List<PublishedRun>> series) {
        return series.entrySet().stream().map(e -> new Views.SeriesLine(e.getKey().legend(),
                e.getKey().standardProfile(), e.getValue().size())).toList();
    }

    private static List<Views.Chart> charts(String prefix, Map<SeriesKey, List<PublishedRun>> series) {
        return SweepCharts.of(prefix, series).stream().map(c -> new Views.Chart(c.id(), c.title(), c.svg(),
                c.notDrawn() == 0 ? null : c.notDrawn() + (c.notDrawn() == 1 ? " run has" : " runs have")
                        + " no value to draw here")).toList();
    }

    private List<Views.Filter> filters(List<PublishedRun> list) {
        List<Views.Filter> filters = new ArrayList<>();
        filters.add(filter("machine", "machine", list, PublishedRun::machine, machineKeys));
        filters.add(filter("kit", "kit version", list, PublishedRun::kitVersion, kitKeys));
        return filters;
    }

    private static Views.Filter filter(String key, String label, List<PublishedRun> list,
                                       Function<PublishedRun, String> value, Map<String, String> keys) {
        List<Views.Option> options = new ArrayList<>();
        options.add(new Views.Option("", "any"));
        new TreeSet<>(list.stream().map(value).toList()).forEach(v -> options.add(new Views.Option(keys.get(v), v)));
        return new Views.Filter(key, label, options);
    }

    // ---- files ----

    private void copyRecordAndReport(PublishedRun r) throws IOException {
        Path folder = dir.resolve(runFolder(r));
        Files.createDirectories(folder);
        Files.copy(r.file(), folder.resolve(ResultRecord.FILE_NAME));
        String report = r.record().report();
        if (report == null) {
            reportNotes.put(r.path(), "no report");
            return;
        }
        Path file = r.folder().resolve(report).normalize();
        if (!Files.isRegularFile(file)) {
            reportNotes.put(r.path(), "the record names the report " + report + ", which is not there");
            warnings.add(r.file() + ": names the report " + report + ", which is not there: the run's page says so");
            return;
        }
        long size = Files.size(file);
        if (size < COPY_LIMIT_BYTES) {
            Files.copy(file, folder.resolve("report.html"));
            reportHrefs.put(r.path(), runFolder(r) + "report.html");
        } else {
            // Too large to copy into a site: linked where it is, relative to where the site will be.
            reportHrefs.put(r.path(), href(finalDir.relativize(file.toAbsolutePath().normalize())));
            reportNotes.put(r.path(), Format.bytes(size) + ", not copied");
        }
    }

    private void write(String name, String template, Object view) throws IOException {
        Mustache mustache = templates.compile(template);
        StringWriter text = new StringWriter();
        mustache.execute(text, view).flush();
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text.toString(), StandardCharsets.UTF_8);
    }

    /** runs/PATH/, each segment of PATH percent-encoded where it must be. */
    private static String runFolder(PublishedRun r) {
        StringBuilder b = new StringBuilder("runs/");
        for (String segment : r.path().split("/")) {
            b.append(encode(segment)).append('/');
        }
        return b.toString();
    }

    private static int depth(PublishedRun r) {
        return r.path().split("/").length + 1;
    }

    private static String engineHref(String engine) {
        return "engines/" + engine + ".html";
    }

    static String compareHref(String a, String b) {
        return "compare/" + (a.compareTo(b) < 0 ? a + "-vs-" + b : b + "-vs-" + a) + ".html";
    }

    private static String href(Path relative) {
        List<String> segments = new ArrayList<>();
        relative.forEach(p -> segments.add(encode(p.toString())));
        return String.join("/", segments);
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
