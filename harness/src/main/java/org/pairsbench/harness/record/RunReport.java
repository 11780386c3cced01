package org.pairsbench.harness.record;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.validation.Verdict;

/**
 * The result of one run as the console summary, the JSON file and the run database give it. Times
 * in ms unless a name says otherwise; latency statistics over the measurement interval unless "wholeRun".
 *
 * @param runId            the id in the run database (0 before it is stored)
 * @param status           COMPLETED, FAILED or INTERRUPTED: how the run ended; RUNNING while it runs,
 *                         ABANDONED when its process ended without recording an end
 * @param failure          the reason when it did not complete, else null
 * @param pScore           load / p99 (s) rounded to two decimals; null unless the run passed and the MI holds
 *                         a MarketOrder
 * @param pScoreNote       why there is no p_score, or null
 * @param engineOptions    the engine's options as it ran (defaults filled in), by key; empty when none
 * @param command          the exact command line
 * @param inputs           what the run ran on: kit version, the data set's identity, the strategies file's hash
 *                         (null in records written before the kit recorded it)
 * @param warnings         what may have spoiled the result though the run completed (another run driving on the
 *                         machine at the same time); empty when nothing did
 * @param memory           the heap the run held at most (null in records written before the kit measured it)
 * @param transport        how ticks and answers travelled between the kit and the engine (null in records written
 *                         before the kit recorded it: in process)
 * @param concurrentRuns   the other Pairs runs on the machine while this one ran, each as its lock names it (process
 *                         id, engine, command), which the warning counts and gives one of; empty when it was alone
 */
public record RunReport(long runId, String startedAt, RunStatus status, String failure,
                        String engine, String engineDescription, Map<String, String> engineOptions, int scaleFactor, int strategies,
                        String profile, double profileSeconds, double measurementStartSeconds,
                        double measurementEndSeconds, PacingMode pacing, double rateFactor,
                        long ticksSent, double driveSeconds, Answers answers, Lateness lateness,
                        Latency latency, Latency latencyWholeRun, long load, BigDecimal pScore, String pScoreNote,
                        Validation validation, Machine machine, String command, Map<String, String> files,
                        Inputs inputs, List<String> warnings, Memory memory, Transport transport,
                        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> concurrentRuns) {

    public RunReport {
        // Run records written before engines had options have none.
        engineOptions = engineOptions == null ? Map.of() : new java.util.TreeMap<>(engineOptions);
        // Nor warnings, before the kit noticed concurrent runs.
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
        concurrentRuns = concurrentRuns == null ? List.of() : List.copyOf(concurrentRuns);
    }

    /** A report of a run whose engine ran in the kit's process. */
    public RunReport(long runId, String startedAt, RunStatus status, String failure,
                     String engine, String engineDescription, Map<String, String> engineOptions, int scaleFactor,
                     int strategies, String profile, double profileSeconds, double measurementStartSeconds,
                     double measurementEndSeconds, PacingMode pacing, double rateFactor,
                     long ticksSent, double driveSeconds, Answers answers, Lateness lateness,
                     Latency latency, Latency latencyWholeRun, long load, BigDecimal pScore, String pScoreNote,
                     Validation validation, Machine machine, String command, Map<String, String> files,
                     Inputs inputs, List<String> warnings, Memory memory) {
        this(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor, strategies,
                profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor, ticksSent,
                driveSeconds, answers, lateness, latency, latencyWholeRun, load, pScore, pScoreNote, validation,
                machine, command, files, inputs, warnings, memory, Transport.LOCAL, List.of());
    }

    /**
     * How ticks and answers travelled (spec/execution.md section 9): {@code local}, the engine's calls in the kit's
     * process (or the process engine's own pipe or socket), or {@code kafka}, through a broker's topics to an engine
     * server. The fields other than {@code kind} are those of Kafka, absent for local.
     *
     * @param bootstrap     the broker's address
     * @param streamId      the stream's id, which names its topics (null until the stream was opened)
     * @param topics        by role: control (announcements), ticks (kit to engine), answers (engine to kit)
     * @param partitions    of each stream topic
     * @param serialization how records are written
     * @param producer      the producer settings that matter (acks, idempotence, linger, batch size, ...), resolved
     * @param consumer      the consumer settings that matter, resolved
     * @param delivery      the records of both directions, with the answers' duplicates and gaps
     * @param drivers       the driver processes that sent the ticks (spec/execution.md section 14); null when the
     *                      kit's process sent them
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Transport(String kind, String bootstrap, String streamId, Map<String, String> topics,
                            Integer partitions, String serialization, Map<String, String> producer,
                            Map<String, String> consumer, Delivery delivery, Drivers drivers) {

        public static final Transport LOCAL = new Transport("local", null, null, null, null, null, null, null, null);

        /** A transport whose ticks the kit's process sent. */
        public Transport(String kind, String bootstrap, String streamId, Map<String, String> topics,
                         Integer partitions, String serialization, Map<String, String> producer,
                         Map<String, String> consumer, Delivery delivery) {
            this(kind, bootstrap, streamId, topics, partitions, serialization, producer, consumer, delivery, null);
        }

        /**
         * Why the delivery spoils the run (a duplicate or a missing answer record), or null: the run is then FAILED
         * even if the engine's calls all returned (spec/engine-protocol.md, "Kafka").
         */
        public String deliveryFault() {
            if (delivery == null || delivery.duplicates() + delivery.gaps() == 0) {
                return null;
            }
            return "Kafka delivered " + delivery.duplicates() + " duplicate answer record(s) and lost "
                    + delivery.missingRecords() + " in " + delivery.gaps() + " gap(s) on topic "
                    + (topics == null ? "?" : topics.get("answers"));
        }
    }

    /**
     * The driver processes of a run ({@code pairs run --drivers N}).
     *
     * @param count the number of drivers, N
     * @param parts each part as its driver reported it, in part order (a part whose driver did not report is
     *              missing)
     */
    public record Drivers(int count, List<DriverPart> parts) {

        public Drivers {
            parts = List.copyOf(parts);
        }
    }

    /**
     * One driver's part: its markets (market m belongs to part 1 + ((m - 1) mod N)), the ticks it sent and their
     * lateness (actual minus scheduled send time), microseconds.
     */
    public record DriverPart(int part, List<Integer> markets, long ticksSent, double latenessP50Us,
                             double latenessP99Us, double latenessMaxUs) {

        public DriverPart {
            markets = List.copyOf(markets);
        }
    }

    /**
     * The stream's records: sent by the kit on the ticks topic, and read by it from the answers topic with the
     * duplicates (read once) and gaps its sequence check found. Heartbeats and the end-of-stream record count.
     */
    public record Delivery(long recordsSent, long recordsReceived, long duplicates, long gaps, long missingRecords) {
    }

    /**
     * What a run ran on, so a published result names it exactly.
     *
     * @param kitVersion       the kit's version
     * @param dataSet          the tick files' data set as checked against its manifest; null for ticks generated
     *                         in process (the seed names them) or tick files without a manifest
     * @param strategiesFile   the strategies file given; null for the standard strategies generated in process
     * @param strategiesSha256 its SHA-256
     * @param translation      the translation deployed instead of the engine's own, else null
     */
    public record Inputs(String kitVersion, DataSetCheck.Identity dataSet, String strategiesFile,
                         String strategiesSha256, Translation translation) {

        public Inputs(String kitVersion, DataSetCheck.Identity dataSet, String strategiesFile, String strategiesSha256) {
            this(kitVersion, dataSet, strategiesFile, strategiesSha256, null);
        }
    }

    /**
     * A translation the run deployed instead of the engine's own ({@code pairs run --translation DIR}).
     *
     * @param folder where it was read from
     * @param sha256 over every file's relative name and bytes, in name order
     */
    public record Translation(String folder, String sha256) {
    }

    /** The sink's accounting. */
    public record Answers(long received, long written, long notWritten, long indicators, long marketOrders,
                          long unattributed, long inputTsMismatches, int sinkQueueHighWater) {
    }

    /**
     * Actual minus scheduled send time of the ticks over the whole run, microseconds (all zero flat out).
     *
     * @param keepingUp whether the run kept up over the measurement interval; null flat out and in records
     *                  written before the kit judged it
     */
    public record Lateness(long count, double p50Us, double p99Us, double maxUs, KeepingUp keepingUp) {

        public Lateness(long count, double p50Us, double p99Us, double maxUs) {
            this(count, p50Us, p99Us, maxUs, null);
        }
    }

    /** Per-stream latency statistics. */
    public record Latency(LatencySummary indicator, LatencySummary marketOrder) {
    }

    /**
     * The validation verdict: PASSED, FAILED, or NOT_RUN (with the reason in {@code note}).
     *
     * @param streams per stream: expected, produced, matched, missing, undue, wrong
     */
    public record Validation(Verdict verdict, String note, List<StreamCounts> streams) {

        public static Validation notRun(String why) {
            return new Validation(Verdict.NOT_RUN, why, List.of());
        }

        /**
         * Not run because the answer log lacks answers through the kit's doing ({@code loss}): validating it would
         * report them missing, as if the engine had not given them (spec/execution.md section 8).
         */
        public static Validation notRunForKitLoss(String loss) {
            return notRun("not validated: " + loss + "; the answers the log lacks are the kit's loss, not the "
                    + "engine's");
        }

        public boolean passed() {
            return verdict == Verdict.PASSED;
        }
    }

    public record StreamCounts(String stream, long expected, long produced, long matched, long missing, long undue,
                               long wrong) {
    }

    /**
     * The most heap the JVM held in use (engine, harness and uncollected garbage alike: what -Xmx must hold),
     * bytes: while driving, and while validating (null until the run is validated, or when validation did not
     * run).
     */
    public record Memory(long driveHeapPeakBytes, Long validationHeapPeakBytes) {
    }

    /** This report with its validation's heap high-water mark. */
    public RunReport withValidationHeapPeak(long bytes) {
        return new RunReport(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor,
                strategies, profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, latency, latencyWholeRun, load, pScore, pScoreNote,
                validation, machine, command, files, inputs, warnings,
                new Memory(memory == null ? 0 : memory.driveHeapPeakBytes(), bytes), transport, concurrentRuns);
    }

    /**
     * Where the run ran.
     *
     * @param cpu the CPU model ({@link CpuModel}): hosts of one kind and core count can differ in CPU, and with it
     *            in speed, so a figure is only comparable with others from the same model; null when it could not
     *            be read, and in records written before the kit recorded it
     */
    public record Machine(int cores, long memoryBytes, long maxHeapBytes, String jvm, String os, String cpu) {
    }

    /** This report with the other runs that shared its machine ({@code concurrentRuns}). */
    public RunReport withConcurrentRuns(List<String> others) {
        return new RunReport(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor,
                strategies, profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, latency, latencyWholeRun, load, pScore, pScoreNote,
                validation, machine, command, files, inputs, warnings, memory, transport, others);
    }

    public RunReport withRunId(long id) {
        return new RunReport(id, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor, strategies,
                profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, latency, latencyWholeRun, load, pScore, pScoreNote,
                validation, machine, command, files, inputs, warnings, memory, transport, concurrentRuns);
    }

    /** This report with other latency figures (measurement interval and whole run), the rest unchanged. */
    public RunReport withLatency(Latency measurementInterval, Latency wholeRun) {
        return new RunReport(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor,
                strategies, profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, measurementInterval, wholeRun, load, pScore, pScoreNote,
                validation, machine, command, files, inputs, warnings, memory, transport, concurrentRuns);
    }

    /**
     * This report with another ending: {@code status} and {@code failure}, no p_score (only a COMPLETED run that
     * passed has one).
     */
    public RunReport ended(RunStatus status, String failure) {
        String note = pScore == null ? pScoreNote : "no p_score: the run did not complete";
        return new RunReport(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor,
                strategies, profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, latency, latencyWholeRun, load,
                status == RunStatus.COMPLETED ? pScore : null, status == RunStatus.COMPLETED ? pScoreNote : note,
                validation, machine, command, files, inputs, warnings, memory, transport, concurrentRuns);
    }

    /** This report with its validation verdict and the p_score (or why none) that follows from it. */
    public RunReport validated(Validation verdict, BigDecimal score, String scoreNote) {
        return new RunReport(runId, startedAt, status, failure, engine, engineDescription, engineOptions, scaleFactor,
                strategies, profile, profileSeconds, measurementStartSeconds, measurementEndSeconds, pacing, rateFactor,
                ticksSent, driveSeconds, answers, lateness, latency, latencyWholeRun, load, score, scoreNote,
                verdict, machine, command, files, inputs, warnings, memory, transport, concurrentRuns);
    }
}
