package org.pairsbench.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.report.chart.CompareCharts;
import org.pairsbench.report.chart.RunCharts;
import org.pairsbench.report.compare.Comparison;
import org.pairsbench.report.compare.ComparisonBuilder;
import org.pairsbench.report.html.ComparePage;
import org.pairsbench.report.html.RunReportPage;
import org.pairsbench.report.model.Report;
import org.pairsbench.report.model.ReportAssembler;
import org.pairsbench.report.model.ReportJson;

/**
 * Writes the report files: {@code run-ID.html} + {@code run-ID.json} for a run, {@code compare.html} +
 * {@code compare.json} for a comparison. Each file is written under a temporary name and renamed when complete
 * (core's {@link PendingFile}).
 */
public final class ReportFiles {

    /** The written pair of files. */
    public record Written(Path html, Path json) {
    }

    private ReportFiles() {
    }

    /** The report of run {@code id} of the database in {@code results}. */
    public static Written run(Path results, long id, Path out) throws SQLException {
        RunStore.StoredRun run;
        try (RunStore store = openExisting(results)) {
            run = store.find(id).orElseThrow(() -> InvalidInputException.in(store.file(), "no run with id " + id));
        }
        return run(run, results, out, "run-" + id);
    }

    /**
     * The report of a stored run whose folder is found under {@code results}, as {@code base}.html and
     * {@code base}.json in {@code out}.
     */
    public static Written run(RunStore.StoredRun run, Path results, Path out, String base) {
        Report report = ReportAssembler.assemble(run, results);
        return write(out, base, page(report), Json.write(report));
    }

    /**
     * The report in a report JSON {@code json} (a published run's, whose database and run folder are elsewhere)
     * drawn again by this kit, as NAME.html and NAME.json in {@code out} for {@code json}'s NAME.json: a page of
     * an earlier kit is re-rendered compact ({@link ReportJson}). {@code out} may be {@code json}'s own folder: the
     * JSON is read before anything is written, and each file is replaced by a rename.
     */
    public static Written fromJson(Path json, Path out) {
        Report report = ReportJson.read(json);
        String name = json.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return write(out, base, page(report), Json.write(report));
    }

    /** The page of a run's report, as {@link #run} and {@link #fromJson} draw it (the audit draws it again too). */
    public static String page(Report report) {
        return RunReportPage.render(report, RunCharts.svg(report));
    }

    /** The comparison of the selected runs of the database in {@code results}. */
    public static Written compare(Path results, List<Long> ids, String engine, String profile, Path out)
            throws SQLException {
        Comparison c;
        try (RunStore store = openExisting(results)) {
            try {
                c = ComparisonBuilder.build(store.list(), store.figures(), ids, engine, profile);
            } catch (InvalidInputException e) {
                throw InvalidInputException.in(store.file(), e.getMessage()); // an id not in this database
            }
        }
        if (c.runs().isEmpty()) {
            throw InvalidInputException.in(results, "no recorded run matches the selection");
        }
        return write(out, "compare", ComparePage.render(c, CompareCharts.svg(c)), Json.write(c));
    }

    private static RunStore openExisting(Path results) {
        return RunStore.openReadOnly(results);
    }

    private static Written write(Path out, String base, String html, String json) {
        OutputDirectory.create(out);
        Path htmlFile = out.resolve(base + ".html");
        Path jsonFile = out.resolve(base + ".json");
        PendingFile.write(jsonFile, o -> o.write(json.getBytes(StandardCharsets.UTF_8)));
        PendingFile.write(htmlFile, o -> o.write(html.getBytes(StandardCharsets.UTF_8)));
        return new Written(htmlFile, jsonFile);
    }
}
