package org.pairsbench.harness.driver;

import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.measure.LatencyRecorder;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondSampler;

/**
 * The drive of one driver process ({@code pairs drive --part I/N}, spec/execution.md section 14): the kit's
 * {@link Driver} paces the part's ticks on the run's schedule, from the start the coordinator fixed, into a sender
 * (the Kafka partition of the part), and a {@link SecondSampler} splits its lateness by second, so that the part's
 * lateness over the measurement interval and its backlog at the interval's end are those the one driver would
 * record for its ticks. The coordinator merges the parts' histograms and judges keeping up on the merge.
 */
public final class PartDrive {

    /**
     * What the part's drive measured.
     *
     * @param ticks                ticks sent
     * @param lateness             lateness of every tick sent, ns
     * @param latenessMi           lateness of the ticks sent in the seconds of the measurement interval
     * @param backlogAtMiEndNanos  how far behind its schedule the driver was at the end of the interval's last second
     * @param failure              why the drive ended before the part's last tick (the sender failed), else null
     */
    public record Result(long ticks, Histogram lateness, Histogram latenessMi, long backlogAtMiEndNanos,
                         String failure) {
    }

    private final DriverProgress progress = new DriverProgress();

    /** Ticks sent so far (any thread). */
    public long ticksSent() {
        return progress.ticksSent();
    }

    /**
     * Sends the part's ticks, paced, until they end or {@code stop} says so.
     *
     * @param profile    the stream's rate profile: where its measurement interval lies
     * @param startNanos the clock reading tickTS 0 maps to, fixed by the coordinator
     */
    public Result run(TickSource ticks, Engine sender, Pacing pacing, RateProfile profile, long startNanos,
                      BooleanSupplier stop) throws InterruptedException {
        SingleWriterRecorder lateness = new SingleWriterRecorder(LatencySummary.SIGNIFICANT_DIGITS);
        // A driver times no answers: the recorder stays empty, the sampler needs one.
        LatencyRecorder noAnswers = new LatencyRecorder(profile.measurementInterval()::containsTrigger);
        SecondSampler sampler = new SecondSampler(Clock.SYSTEM, noAnswers, lateness, progress::ticksSent, () -> 0,
                (from, to) -> Double.NaN, null);
        double f = pacing.rateFactor();
        sampler.judgeKeepingUpWithin(profile.measurementStartSeconds() / f, profile.measurementEndSeconds() / f,
                progress::behindNanos);
        sampler.start(startNanos, System.currentTimeMillis() + (startNanos - System.nanoTime()) / 1_000_000);
        String failure = null;
        try {
            new Driver(Clock.SYSTEM, sender, new TriggerTable(), progress, lateness).run(ticks, pacing, startNanos, stop);
        } catch (EngineFailure e) {
            failure = e.getMessage();
        }
        sampler.stop();
        return new Result(progress.ticksSent(), sampler.lateness(), sampler.latenessInMeasurementInterval(),
                sampler.backlogAtMeasurementEndNanos(), failure);
    }
}
