package org.pairsbench.harness.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.FloorEngine;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.measure.LatenessSummary;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.run.DriveOutcome;
import org.pairsbench.harness.run.DrivePlan;
import org.pairsbench.harness.run.EngineDrive;
import org.pairsbench.harness.run.Machine;
import org.pairsbench.harness.run.MachineLine;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.run.ShutdownGuard;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.harness.sink.KitAnswerLogs;
import org.pairsbench.harness.sink.SinkReport;

/**
 * The latency floors ({@code pairs bench floor}): what latency the kit alone adds to the answers a period close
 * releases, and what an engine adds on top without any Pairs computation. The stream {@code pairs run} would send for
 * the same parameters is generated and driven on the same schedule by the run's own {@link EngineDrive} (read-ahead,
 * driver, sink with the answer log, sampler) into a floor: the harness's {@link FloorEngine}, which answers every
 * close at once inside send() (the harness floor: the driver's lateness, the listener call and the sink's stamping,
 * nothing of an engine), or an engine running its floor workload (its answer floor, spec/execution.md "Engine
 * floors"). The answers a floor must give are counted from the ticks sent ({@link FloorTally}); a floor that gives
 * another number, any MarketOrder, or answers the sink cannot time is reported as such. Nothing is validated or
 * recorded; the answer log and .hlog go to a temporary folder that is deleted afterwards.
 */
public final class LatencyFloor {

    private LatencyFloor() {
    }

    /** What reports print for the harness's own floor. */
    public static final String HARNESS_FLOOR =
            "harness floor (one Indicator per strategy whose period closes, no Pairs computation)";

    /**
     * What a floor drive measured.
     *
     * @param engine                    the floor's description: the harness floor, or the engine's with its workload
     * @param machine                   the host, as {@code pairs throughput} names it
     * @param strategies                the standard strategies of the stream: the most answers one close releases
     * @param plannedPeakTicksPerSecond the profile's peak rate times the rate factor: ticks per second of wall time
     * @param latenessMiTicks           ticks sent in the seconds of the measurement interval
     * @param latenessP50Us             their lateness (actual minus scheduled send), microseconds
     * @param keepingUp                 whether the driver kept to the schedule over the MI, as a run judges it
     * @param answersMi                 latency of the floor's Indicators whose trigger lies in the MI
     * @param answers                   every answer the floor released
     * @param owedAnswers               the Indicators a floor owes the ticks sent: one per strategy whose period each
     *                                  trigger closes
     * @param orders                    MarketOrders among the answers (a floor owes none)
     * @param untimed                   answers the sink could not time: an inputTickTS no trigger had, or an inputTS
     *                                  other than the trigger's
     */
    public record Result(String engine, String machine, int scaleFactor, String profile, long seed, double rateFactor,
                         int strategies, long ticks, double plannedPeakTicksPerSecond, long latenessMiTicks,
                         double latenessP50Us, double latenessP99Us, double latenessMaxUs, KeepingUp keepingUp,
                         LatencySummary answersMi, long answers, long owedAnswers, long orders, long untimed) {

        /** Whether the floor answered as a floor must: the Indicators owed, no order, every answer timed. */
        public boolean answeredAsOwed() {
            return answers == owedAnswers && orders == 0 && untimed == 0;
        }
    }

    /** The drive ended before its last tick (a stop, a failure): there is no floor to report. */
    public static final class NotMeasuredException extends Exception {
        private static final long serialVersionUID = 1L;

        NotMeasuredException(String reason) {
            super(reason);
        }
    }

    /**
     * Drives the stream of {@code parameters} (standard strategies) paced at {@code rateFactor} into the harness
     * floor.
     *
     * @param seconds receives each per-second row, on the sampler's thread (progress)
     */
    public static Result measure(DatagenParameters parameters, double rateFactor, Consumer<SecondStats> seconds)
            throws Exception {
        return measure(parameters, rateFactor, () -> new FloorEngine(HARNESS_FLOOR), seconds);
    }

    /**
     * Drives the stream of {@code parameters} (standard strategies) paced at {@code rateFactor} into the floor
     * {@code floor} creates (an engine running its floor workload). Ctrl-C stops the drive cleanly (the temporary
     * folder is removed) and it is not measured.
     *
     * @param seconds receives each per-second row, on the sampler's thread (progress)
     */
    public static Result measure(DatagenParameters parameters, double rateFactor, Callable<Engine> floor,
                                 Consumer<SecondStats> seconds) throws Exception {
        Workload workload = Workloads.generated(parameters, null);
        Pacing pacing = Pacing.scaled(rateFactor);
        EngineDrive drive = new EngineDrive();
        drive.onSecond(seconds);
        Path dir = Files.createTempDirectory("pairs-bench-floor");
        // The answer log a run writes, on the sink's writer thread as in a run: its work competes for the cores.
        DrivePlan plan = new DrivePlan(workload::openTicks, workload.strategies(), workload.profile(), pacing, dir,
                new KitAnswerLogs(RunFile.ANSWER_LOG.fileName(), Map.of()),
                Duration.ofSeconds(RunSetup.DEFAULT_STALL_TIMEOUT_SECONDS));
        DriveOutcome outcome;
        FloorTally tally;
        try (ShutdownGuard guard = new ShutdownGuard(drive)) {
            try {
                tally = new FloorTally(floor.call());
                outcome = drive.run(plan, tally);
            } finally {
                FolderFiles.deleteTree(dir);
            }
        }
        if (outcome.status() != RunStatus.COMPLETED) {
            throw new NotMeasuredException("the floor drive ended " + outcome.status() + ": " + outcome.failure());
        }
        SinkReport sink = outcome.sink();
        LatenessSummary late = LatenessSummary.of(outcome.latenessMi());
        double peak = parameters.constantRate() ? parameters.basisRate() : parameters.peakRate();
        return new Result(outcome.engineDescription(), MachineLine.of(Machine.current()),
                parameters.scaleFactor().value(), parameters.length().id(), parameters.seed(), rateFactor,
                workload.strategies().size(), outcome.ticksSent(), peak * rateFactor, late.ticks(), late.p50Us(),
                late.p99Us(), late.maxUs(), outcome.keepingUp(), outcome.indicatorMi(), sink.received(), tally.owed(),
                outcome.orderAll().count(), sink.unattributed() + sink.inputTsMismatches());
    }
}
