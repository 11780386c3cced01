package org.pairsbench.report.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Function;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.RunWorkload;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecordBuilder;
import org.pairsbench.report.result.ResultRecords;

/**
 * {@code pairs publish}: a recorded run published in two parts (spec/execution.md section 10). Its evidence, the
 * bundle {@link BundleWriter} makes, becomes one archive {@code SHA256.tar.gz} in an evidence folder outside the
 * repository ({@link BundleArchive}); the folder the run is published in, which a repository keeps, gets only what
 * is small: the result record {@value ResultRecord#FILE_NAME} naming the archive by its SHA-256, run.json, the
 * report (HTML and JSON) and the bundle's SHA256SUMS as {@value #SUMS}.
 */
public final class RunPublication {

    /** The bundle's SHA256SUMS beside the record: every file of the archive pinned, readable without it. */
    public static final String SUMS = "bundle." + Sha256Sums.NAME;
    static final String REPORT_HTML = Bundle.REPORT + ".html";
    static final String REPORT_JSON = Bundle.REPORT + ".json";
    /** What a publication writes into its folder; anything else there (a console log, notes) is left alone. */
    /**
     * The staging folder's target name: it is {@code .publish.PID-RANDOM.tmp} in the evidence folder, removed by
     * the next publish there once its process is gone.
     */
    static final String STAGING = "publish";
    static final List<String> FILES = List.of(ResultRecord.FILE_NAME, Bundle.RUN, REPORT_HTML, REPORT_JSON, SUMS);

    /**
     * @param folder  where the record and the small files are
     * @param record  the result record written there
     * @param archive the bundle's archive in the evidence folder
     */
    public record Published(Path folder, ResultRecord record, BundleArchive.Archived archive) {
    }

    private RunPublication() {
    }

    /**
     * A publication's folder is never the results folder, a folder inside it, or a run folder anywhere: its run.json
     * would overwrite a run's own, and what a run recorded is never touched by publishing it.
     */
    private static void requireOutsideRuns(Path out, Path results) {
        if (out.startsWith(results)) {
            throw InvalidInputException.in(out, "inside the results folder " + results + ": publish a run into a "
                    + "folder of its own, outside the run database's folder");
        }
        for (String recorded : List.of(RunFile.ANSWER_LOG.fileName(), RunFile.DRIVEN.fileName(),
                RunStore.DATABASE_NAME + ".mv.db")) {
            if (Files.exists(out.resolve(recorded))) {
                throw InvalidInputException.in(out, "holds " + recorded + ": a run folder or a results folder, which "
                        + "publishing never writes into");
            }
        }
    }

    /**
     * Publishes run {@code runId} of the database in {@code results}: the archive into {@code evidence}, the record
     * and the small files into {@code out}. Files of an earlier publication in {@code out} are replaced only when
     * asked to; each file is written under a temporary name and renamed, the record last.
     */
    public static Published publish(Path results, long runId, Function<RunReport, RunWorkload> workloads,
                                    BundleWriter.Translator translator, Path out, Path evidence, boolean replace)
            throws SQLException {
        requireOutsideRuns(out.toAbsolutePath().normalize(), results.toAbsolutePath().normalize());
        Path folder = OutputDirectory.create(out.toAbsolutePath().normalize());
        if (!replace) {
            for (String name : FILES) {
                if (Files.exists(folder.resolve(name))) {
                    throw InvalidInputException.in(folder.resolve(name), "exists: a run is published here; give "
                            + "--force to replace it");
                }
            }
        }
        Path evidenceFolder = OutputDirectory.create(evidence.toAbsolutePath().normalize());
        // What a publish killed here left (its staging folder, a half-written archive) goes first; a live one's stays.
        PendingFile.removeStale(evidenceFolder, name -> name.equals(STAGING) || name.equals(BundleArchive.TEMPORARY));
        Path staging;
        try {
            staging = Files.createDirectory(evidenceFolder.resolve(PendingFile.temporaryName(STAGING)));
        } catch (IOException e) {
            throw InvalidInputException.in(evidenceFolder, "cannot write in this directory: "
                    + InvalidInputException.reason(e));
        }
        try {
            Path bundle = BundleWriter.write(results, runId, workloads, translator, staging.resolve("bundle"), false);
            BundleArchive.Archived archive = BundleArchive.write(bundle, evidenceFolder);
            for (String[] copy : new String[][] {{Bundle.RUN, Bundle.RUN}, {REPORT_HTML, REPORT_HTML},
                    {REPORT_JSON, REPORT_JSON}, {Sha256Sums.NAME, SUMS}}) {
                Path from = bundle.resolve(copy[0]);
                PendingFile.write(folder.resolve(copy[1]), o -> Files.copy(from, o));
            }
            ResultRecord.Evidence where = new ResultRecord.Evidence(ResultRecord.Evidence.ARCHIVE, archive.sha256(),
                    archive.bytes(), SUMS, "outside the repository: " + archive.file() + " on the machine that "
                    + "published it", null);
            ResultRecord record = ResultRecordBuilder.of(RunFolders.report(bundle), Bundle.read(bundle), where,
                    REPORT_HTML);
            ResultRecords.write(record, folder.resolve(ResultRecord.FILE_NAME));
            return new Published(folder, record, archive);
        } finally {
            try {
                FolderFiles.deleteTree(staging);
            } catch (IOException ignored) {
                // a hidden .publish.PID-*.tmp folder left in the evidence folder: the next publish there removes it
            }
        }
    }
}
