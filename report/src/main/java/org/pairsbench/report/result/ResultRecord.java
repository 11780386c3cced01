package org.pairsbench.report.result;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * One published run as a small self-describing document, {@value #FILE_NAME} (spec/result-record.md, schema
 * spec/result-record.schema.json): what ran, on what, how it ended, its figures and where its evidence is. The
 * results site and every index of published runs are made from these records alone; the run's evidence (answer
 * log, latency log, report, data set manifest) is the bundle the record names by its SHA-256.
 *
 * @param schema     {@value #SCHEMA}
 * @param engine     the engine and how it was set up
 * @param kit        the kit that made the run
 * @param machine    the machine and JVM it ran on
 * @param run        the run's parameters and how it ended
 * @param validation the verdict and the B.3 counts per stream
 * @param keepingUp  whether the driver kept its schedule over the measurement interval; null when not judged
 *                   (flat out, or recorded before the kit judged it)
 * @param latency    MarketOrder and Indicator latency over the measurement interval; null without figures
 * @param load       the scale factor's load, work/s
 * @param pScore     load / MarketOrder p99 (s); null when the run has none ({@code pScoreNote} says why)
 * @param pScoreNote why there is no p_score, or what weakens it; null for a plain one
 * @param standing   whether this run's p_score can stand as a Pairs result, and if not why
 * @param heap       the heap the run held at most; null when not measured
 * @param evidence   the run's bundle: its SHA-256, size and where it is kept
 * @param command    the exact command line of the run
 * @param report     the run's report page, relative to the record's folder; null when none is kept beside it
 */
public record ResultRecord(String schema, Engine engine, Kit kit, Machine machine, Run run, Validation validation,
                           KeepingUp keepingUp, Latency latency, long load, BigDecimal pScore, String pScoreNote,
                           Standing standing, Heap heap, Evidence evidence, String command, String report) {

    public static final String SCHEMA = "pairs-result/1";
    public static final String FILE_NAME = "result.json";

    /**
     * @param name        the engine's name in the kit ({@code pairs engines})
     * @param version     the engine and its version as it described itself
     * @param options     the options it ran with, by key
     * @param setup       {@value #VANILLA}: the kit's translation with the engine's default options;
     *                    {@value #TUNED}: a translation given with {@code --translation} or options set
     * @param translation the SHA-256 of a translation given with {@code --translation}, else null
     * @param deployment  where the engine ran: "embedded" (in the kit's JVM), "process" (behind the engine
     *                    protocol), or a deployment the engine names (e.g. "session cluster")
     * @param transport   how ticks and answers travelled: "local" or "kafka"
     */
    public record Engine(String name, String version, Map<String, String> options, String setup,
                         String translation, String deployment, String transport) {
        public static final String VANILLA = "vanilla";
        public static final String TUNED = "tuned";
    }

    /** @param commit the kit's git commit, "unknown" when the run did not record it */
    public record Kit(String version, String commit) {
    }

    /**
     * @param cpu      the CPU model, "unknown" when not recorded
     * @param gc       the garbage collectors, "unknown" when not recorded
     * @param jvmFlags the JVM's flags, "unknown" when not recorded
     */
    public record Machine(String cpu, int cores, long memoryBytes, long maxHeapBytes, String jvm, String os,
                          String gc, String jvmFlags) {
    }

    /**
     * @param id          the run's id in the run database it was recorded in
     * @param startedAt   ISO-8601 instant
     * @param status      COMPLETED, FAILED, INTERRUPTED or ABANDONED
     * @param scaleFactor SF
     * @param strategies  the number of strategies
     * @param profile     smoke, short or standard
     * @param pacing      paced or flat-out
     * @param rateFactor  how many times real time the stream was replayed
     * @param ticksSent   ticks the driver sent
     * @param driveSeconds how long the drive took
     */
    public record Run(long id, String startedAt, String status, int scaleFactor, int strategies, String profile,
                      String pacing, double rateFactor, long ticksSent, double driveSeconds) {
    }

    public record Validation(String verdict, List<StreamCounts> streams) {
    }

    public record StreamCounts(String stream, long expected, long produced, long matched, long missing, long undue,
                               long wrong) {
    }

    /** Over the measurement interval, microseconds; the rule: lateness p99 at most 10 ms and no backlog at the end. */
    public record KeepingUp(boolean keptUp, double latenessP99Us, double latenessMaxUs, double backlogAtEndUs) {
    }

    public record Latency(Summary marketOrder, Summary indicator) {
    }

    /** @param count the answers the figures are taken over (for the MarketOrder p99: the MI MarketOrders) */
    public record Summary(long count, double p50Ms, double p99Ms, double p999Ms, double maxMs) {
    }

    /**
     * @param pairsResult true when the run is a standard run that completed, PASSED validation, kept up and has a
     *                    p_score over at least 100 MarketOrders: it can stand as the engine's Pairs result
     * @param reasons     what keeps it from standing, one phrase each; empty when it stands
     */
    public record Standing(boolean pairsResult, List<String> reasons) {
    }

    public record Heap(long drivePeakBytes, Long validationPeakBytes) {
    }

    /**
     * @param form       {@value #ARCHIVE}: one archive file ({@code pairs publish}); {@value #FOLDER}: a bundle folder
     *                   of an earlier publication; {@value #NONE}: the run was published without a bundle
     * @param sha256     the archive's SHA-256; for a folder, that of its SHA256SUMS (which pins every file); null
     *                   for none
     * @param bytes      the archive's size, or the folder's files' sizes added up; 0 for none
     * @param sums       the bundle's SHA256SUMS kept beside the record, relative to its folder; null when none is
     * @param kept       where the bundle is kept, in words and paths
     * @param git        the commit and path of the repository that hold the bundle folder, or null
     */
    public record Evidence(String form, String sha256, long bytes, String sums, String kept, GitPlace git) {
        public static final String ARCHIVE = "archive";
        public static final String FOLDER = "folder";
        public static final String NONE = "none";
    }

    /**
     * A folder of the kit's own repository at a commit: {@code pairs audit} reads it from there, and
     * {@code git restore --source=COMMIT -- PATH} puts it back in the tree.
     */
    public record GitPlace(String commit, String path) {
    }
}
