package org.pairsbench.report.publish;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.engine.GivenTranslation;
import org.pairsbench.core.engine.TranslationWriter;
import org.pairsbench.core.io.FolderReplacement;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DataSetDigest;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFiles;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.RunWorkload;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.report.ReportFiles;
import org.pairsbench.validation.Verdict;

/**
 * {@code pairs publish}: a recorded run as a bundle anyone can audit ({@link BundleAudit}): run.json, the report,
 * the answer log and .hlog, the data set's manifest and correlations.json, the strategies, the engine's
 * translation, bundle.json (engine, workload, machine, kit) and {@value Sha256Sums#NAME} over all of them. The
 * bundle is written in a temporary folder beside its target and renamed into place when complete; a target that
 * exists and is not empty is replaced only when asked to.
 */
public final class BundleWriter {

    /** The engine's own translation of the strategies; empty when the engine has no translator. */
    @FunctionalInterface
    public interface Translator {
        Optional<List<TranslatedFile>> translate(String engine, Map<String, String> options,
                                                           List<Strategy> strategies);
    }

    private BundleWriter() {
    }

    /**
     * Publishes run {@code runId} of the database in {@code results} into {@code out}.
     *
     * @param workloads the workload a run ran, from its report (its command line); throws the one-line
     *                  InvalidInputException when it cannot be rebuilt
     * @param replace   replace a non-empty {@code out}; otherwise such a folder is refused
     */
    public static Path write(Path results, long runId, Function<RunReport, RunWorkload> workloads,
                             Translator translator, Path out, boolean replace) throws SQLException {
        RunStore.StoredRun run;
        Path database;
        try (RunStore store = RunStore.openReadOnly(results)) {
            database = store.file();
            run = store.find(runId).orElseThrow(() -> InvalidInputException.in(store.file(), "no run with id " + runId));
        }
        RunReport report = run.report();
        if (report.status() == RunStatus.RUNNING || report.validation().verdict() == Verdict.NOT_RUN) {
            throw InvalidInputException.in(database, "run " + runId + " is " + report.status() + " and its answers were "
                    + "not validated (" + report.validation().note() + "): there is no result to publish");
        }
        Path answerLog = runFile(report, results, RunFile.ANSWER_LOG);
        Path hlog = runFile(report, results, RunFile.LATENCY_HLOG);
        RunWorkload workload = workloads.apply(report);
        Path target = out.toAbsolutePath().normalize();
        FolderReplacement.requireReplaceable(target, replace, "the bundle");
        Path parent = OutputDirectory.create(target.getParent());
        Path staging;
        try {
            // A staging folder (or a replaced bundle set aside) a killed publish left beside the target is removed.
            String name = target.getFileName().toString();
            PendingFile.removeStale(parent, n -> n.equals(name) || n.equals(name + FolderReplacement.ASIDE));
            staging = Files.createDirectory(parent.resolve(PendingFile.temporaryName(name)));
        } catch (IOException e) {
            throw InvalidInputException.in(parent, "cannot write in this directory: " + InvalidInputException.reason(e));
        }
        try {
            fill(staging, run, results, answerLog, hlog, workload, translator);
            Sha256Sums.write(staging);
            FolderReplacement.makeReadable(staging);
            FolderReplacement.moveIntoPlace(staging, target, replace, "the bundle");
        } finally {
            FolderReplacement.deleteQuietly(staging);
        }
        return target;
    }

    private static Path runFile(RunReport report, Path results, RunFile file) {
        return RunFiles.file(report, results, file).orElseThrow(() -> InvalidInputException.in(
                RunFiles.folder(report, results).map(f -> f.resolve(RunFiles.fileName(report, file)))
                        .orElse(results), "missing: run " + report.runId() + "'s " + file.fileName()
                        + " is needed for its bundle (its run folder under " + results + ")"));
    }

    private static void fill(Path dir, RunStore.StoredRun run, Path results, Path answerLog, Path hlog,
                             RunWorkload workload, Translator translator) {
        RunReport report = run.report();
        write(dir.resolve(Bundle.RUN), Json.write(report));
        ReportFiles.run(run, results, dir, Bundle.REPORT);
        compress(answerLog, dir.resolve(Bundle.ANSWER_LOG));
        copy(hlog, dir.resolve(Bundle.HLOG));

        Path dataSet = OutputDirectory.create(dir.resolve(Bundle.DATA_SET));
        boolean files = workload.ticks() != null;
        if (files) {
            copyDataSetDescription(TickFiles.folderOf(workload.ticks()), report, dataSet);
        } else {
            Manifest manifest = DataSetDigest.of(workload.parameters(), 1);
            write(dir.resolve(Bundle.MANIFEST), Json.write(manifest));
            byte[] correlations = DataSetDigest.correlationsJson(workload.parameters());
            PendingFile.write(dir.resolve(Bundle.CORRELATIONS), o -> o.write(correlations));
        }

        Path strategies = dir.resolve(Bundle.STRATEGIES);
        if (workload.strategiesFile() != null) {
            copy(workload.strategiesFile(), strategies);
        } else {
            StrategiesXml.write(QueryGenerator.standard(CorrelationsFile.read(dir.resolve(Bundle.CORRELATIONS))),
                    strategies);
        }

        List<Strategy> list = workload.workload().strategies();
        RunReport.Translation custom = report.inputs() == null ? null : report.inputs().translation();
        Optional<List<TranslatedFile>> translated = custom == null
                ? translator.translate(report.engine(), report.engineOptions(), list)
                : Optional.of(customTranslation(custom));
        List<String> translation = translated.map(t -> TranslationWriter.write(t, dir.resolve(Bundle.TRANSLATION))
                .stream().map(p -> dir.relativize(p).toString().replace('\\', '/')).toList()).orElse(List.of());

        Map<String, String> header = AnswerFiles.readHeader(answerLog).header();
        RunReport.Machine m = report.machine();
        Bundle bundle = new Bundle(Bundle.FORMAT, report.runId(),
                report.inputs() == null ? header.getOrDefault(RunEnvironment.KIT_VERSION, "unknown")
                        : report.inputs().kitVersion(),
                header.getOrDefault(RunEnvironment.KIT_COMMIT, "unknown"),
                new Bundle.Engine(report.engine(), report.engineDescription(), report.engineOptions()),
                new Bundle.Workload(files ? Bundle.Workload.FILES : Bundle.Workload.GENERATED,
                        files ? TickFiles.folderOf(workload.ticks()).toAbsolutePath().normalize().toString() : null,
                        workload.strategiesFile() == null, workload.workload().describe()),
                new Bundle.Machine(m.cores(), m.memoryBytes(), m.maxHeapBytes(), m.jvm(), m.os(),
                        Objects.requireNonNullElse(RunEnvironment.cpuOf(m, header), "unknown"),
                        header.getOrDefault(RunEnvironment.JVM_FLAGS, "unknown"),
                        header.getOrDefault(RunEnvironment.GC, "unknown")),
                translation, translated.isPresent() ? null
                        : "engine " + report.engine() + " has no translator: it runs the strategies as the kit sends them");
        write(dir.resolve(Bundle.NAME), Json.write(bundle));
    }

    /** The translation a run deployed instead of the engine's own, as it was: its SHA-256 must be the recorded one. */
    private static List<TranslatedFile> customTranslation(RunReport.Translation recorded) {
        Path folder = Path.of(recorded.folder());
        GivenTranslation now = GivenTranslation.read(folder);
        if (!now.sha256().equals(recorded.sha256())) {
            throw InvalidInputException.in(folder, "the translation the run deployed has changed since (SHA-256 "
                    + now.sha256() + ", the run recorded " + recorded.sha256() + "): a bundle holds what ran");
        }
        return now.files();
    }

    /**
     * The data set's manifest.json and correlations.json, which must be the ones the run ran on: the run recorded
     * the manifest's SHA-256 (and the manifest holds every file's).
     */
    private static void copyDataSetDescription(Path folder, RunReport report, Path into) {
        Path manifest = folder.resolve(Manifest.NAME);
        if (!Files.isRegularFile(manifest)) {
            throw InvalidInputException.in(manifest, "missing: a bundle describes the data set by its manifest");
        }
        String recorded = report.inputs() == null || report.inputs().dataSet() == null ? null
                : report.inputs().dataSet().manifestSha256();
        String now = Sha256.of(manifest);
        if (recorded != null && !recorded.equals(now)) {
            throw InvalidInputException.in(manifest, "SHA-256 " + now + ", but run " + report.runId() + " ran on "
                    + "the manifest with SHA-256 " + recorded + ": the data set changed since the run");
        }
        copy(manifest, into.resolve(Manifest.NAME));
        copy(folder.resolve(CorrelationsFile.NAME), into.resolve(CorrelationsFile.NAME));
    }

    private static void write(Path file, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        PendingFile.write(file, out -> out.write(bytes));
    }

    private static void copy(Path from, Path to) {
        requireFile(from);
        PendingFile.write(to, out -> Files.copy(from, out));
    }

    /**
     * gzip of {@code from}: Java's gzip header carries no file name and a zero modification time, so the same log
     * compresses to the same bytes whenever it is published with the same JDK.
     */
    private static void compress(Path from, Path to) {
        requireFile(from);
        PendingFile.write(to, out -> {
            GZIPOutputStream gzip = new GZIPOutputStream(out, 1 << 16);
            Files.copy(from, gzip);
            gzip.finish();
        });
    }

    private static void requireFile(Path file) {
        if (!Files.isRegularFile(file)) {
            throw InvalidInputException.in(file, "missing: the bundle needs it");
        }
    }
}
