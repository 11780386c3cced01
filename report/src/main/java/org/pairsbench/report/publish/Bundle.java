package org.pairsbench.report.publish;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.JsonFiles;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFolders;

/**
 * A published run's {@value #NAME}: what the bundle is and what the run ran on, beside the files that prove it
 * (spec/execution.md section 10). The files have fixed names, the constants here.
 *
 * @param format      {@value #FORMAT}, or {@value #FORMAT_1} for a bundle written before the answer log was
 *                    compressed (read and audited alike)
 * @param runId       the run's id in the run database it was published from
 * @param kitVersion  the kit that made the run
 * @param kitCommit   its git commit, as the answer log's header records it ("unknown" when not)
 * @param engine      the engine as it ran
 * @param workload    where the ticks and strategies came from
 * @param machine     the machine and JVM the run ran on
 * @param translation the engine's translation of the strategies, files under {@value #TRANSLATION}; empty
 *                    when the engine runs the strategies as the kit sends them (then {@code translationNote})
 */
public record Bundle(String format, long runId, String kitVersion, String kitCommit, Engine engine,
                     Workload workload, Machine machine, List<String> translation, String translationNote) {

    public static final String FORMAT = "pairs-bundle/2";
    /** The first format: the same layout, with the answer log uncompressed as {@value #ANSWER_LOG_PLAIN}. */
    public static final String FORMAT_1 = "pairs-bundle/1";
    public static final String NAME = RunFolders.BUNDLE_FILE;
    /** The run's own files, under the names they have in its run folder. */
    public static final String RUN = RunFile.REPORT.fileName();
    public static final String HLOG = RunFile.LATENCY_HLOG.fileName();
    /**
     * The answer log, gzip-compressed: about a hundred bytes an answer uncompressed, a standard run's log reaches
     * a hundred megabytes, and text of this kind compresses three- to fourfold.
     */
    public static final String ANSWER_LOG = RunFile.ANSWER_LOG.fileName() + ".gz";
    /** The answer log of a {@value #FORMAT_1} bundle, byte for byte as in the run folder. */
    public static final String ANSWER_LOG_PLAIN = RunFile.ANSWER_LOG.fileName();
    /** The report's files: {@value #REPORT}.html and {@value #REPORT}.json. */
    public static final String REPORT = "report";
    public static final String DATA_SET = "dataset";
    public static final String MANIFEST = DATA_SET + "/manifest.json";
    public static final String CORRELATIONS = DATA_SET + "/correlations.json";
    public static final String STRATEGIES = "strategies.xml";
    public static final String TRANSLATION = "translation";

    /** @param options the options it ran with, defaults filled in */
    public record Engine(String name, String description, Map<String, String> options) {
    }

    /**
     * @param source             {@value #GENERATED}: the stream generated in process from the manifest's parameters;
     *                           {@value #FILES}: a data set's tick files, described by its manifest
     * @param dataSetFolder      the tick files' folder on the machine that ran it; null for a generated stream
     * @param standardStrategies true when the strategies are the standard ones generated from correlations.json
     *                           (strategies.xml then holds them for the reader); false for a strategies file given
     * @param description        the workload as the run described it
     */
    public record Workload(String source, String dataSetFolder, boolean standardStrategies, String description) {
        public static final String GENERATED = "generated";
        public static final String FILES = "files";
    }

    /**
     * The run record's machine with the JVM flags and collectors of the answer log's header; the CPU model is the run
     * record's, or the header's for a run recorded before run.json had one ("unknown" when neither names one).
     */
    public record Machine(int cores, long memoryBytes, long maxHeapBytes, String jvm, String os, String cpu,
                          String jvmFlags, String gc) {
    }

    /** The answer log's name in this bundle: {@value #ANSWER_LOG}, or {@value #ANSWER_LOG_PLAIN} in format 1. */
    public String answerLog() {
        return FORMAT_1.equals(format) ? ANSWER_LOG_PLAIN : ANSWER_LOG;
    }

    /** The bundle.json of {@code dir}; a missing or unreadable file, or another format, is one line naming it. */
    public static Bundle read(Path dir) {
        Path file = dir.resolve(NAME);
        Bundle bundle = JsonFiles.read(file, Bundle.class, "missing: not a bundle written by pairs publish");
        if (!FORMAT.equals(bundle.format()) && !FORMAT_1.equals(bundle.format())) {
            throw InvalidInputException.in(file, "format must be '" + FORMAT + "' (or the older '" + FORMAT_1
                    + "'), got '" + bundle.format() + "'");
        }
        if (bundle.workload() == null || !List.of(Workload.GENERATED, Workload.FILES).contains(bundle.workload().source())) {
            throw InvalidInputException.in(file, "workload.source must be '" + Workload.GENERATED + "' or '"
                    + Workload.FILES + "'");
        }
        return bundle;
    }
}
