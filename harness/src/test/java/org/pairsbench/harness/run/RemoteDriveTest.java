package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.sink.AnswerLogs;

/**
 * {@link EngineDrive} with driver processes ({@link RemoteDrivers}, here hand-made): the trigger table comes from the
 * stream's arrival times with each trigger's due time as TS, the ticks sent are the drivers' count, the run's
 * lateness is the merge of their histograms and keeping up is judged on it; a driver's failure fails the run.
 */
class RemoteDriveTest {

    /**
     * SF 11's two markets at 1 tick/s each, evenly spaced: ticks at tickTS 1000, 2000, ..., 120 000, two of each
     * (240); the triggers are the first ticks at or after each 5-second boundary: 1000, 5000, 10 000, ...
     */
    private static final DatagenParameters STREAM = DatagenParameters.standard(ScaleFactor.of(11))
            .withLength(ProfileLength.SMOKE).withRates(2, 4).withConstantRate(true).withConstantInterarrival(true);

    @TempDir
    Path dir;

    /** Answers, when it finishes, the trigger at tickTS 5000 and a tick at 7000 that is no trigger. */
    static final class FinishingEngine implements Engine {
        AnswerListener listener;
        int sent;

        @Override
        public String description() {
            return "behind the drivers";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            this.listener = listener;
        }

        @Override
        public void send(StockTick tick, long ts) {
            sent++;
        }

        @Override
        public void finish() {
            listener.onIndicator(new Indicator("st_00001", 1, 1, 1, 1, 5000, Indicator.NO_TS));
            listener.onIndicator(new Indicator("st_00001", 1, 1, 1, 1, 7000, Indicator.NO_TS));
        }

        @Override
        public void close() {
        }
    }

    /**
     * Two drivers that have sent their 120 ticks each by the tenth look (the drive looks every 50 ms, so the
     * engine finishes, and answers, well after the start), with the lateness given.
     */
    static class ReportedDrivers implements RemoteDrivers {
        volatile String failure;
        long startedAt = Long.MIN_VALUE;
        int looks;

        @Override
        public DatagenParameters stream() {
            return STREAM;
        }

        @Override
        public void awaitJoined() {
        }

        @Override
        public void start(long startNanos) {
            startedAt = startNanos;
        }

        @Override
        public long ticksSent() {
            return 240;
        }

        @Override
        public String failure() {
            return failure;
        }

        @Override
        public boolean allReported() {
            return ++looks >= 10;
        }

        @Override
        public void stop(long beforeTickTS, String reason) {
        }

        @Override
        public List<Part> reports() {
            return List.of(part(1, 1_000, 2_000), part(2, 3_000, 30_000_000));
        }

        private static Part part(int part, long... latenessNanos) {
            Histogram all = LatencySummary.newHistogram();
            for (long v : latenessNanos) {
                all.recordValue(v);
            }
            return new Part(part, List.of(part), 120, all, all.copy(), 0);
        }
    }

    private DrivePlan plan() {
        // 1000 times faster: the trigger at 5000 is due 5 ms after the start, before the drivers report.
        return new DrivePlan(() -> TickSource.of(List.of()), List.of(), STREAM.profile(), Pacing.scaled(1000), dir,
                AnswerLogs.NONE, Duration.ofSeconds(30));
    }

    @Test
    void theDriversCountTheirLatenessMergesAndTheTriggersComeFromTheStream() throws Exception {
        EngineDrive drive = new EngineDrive();
        ReportedDrivers drivers = new ReportedDrivers();
        drive.drivenBy(drivers);
        FinishingEngine engine = new FinishingEngine();
        DriveOutcome out = drive.run(plan(), engine);
        assertEquals(RunStatus.COMPLETED, out.status(), out.failure());
        assertEquals(0, engine.sent, "the drivers send the ticks, not this process");
        assertTrue(drivers.startedAt != Long.MIN_VALUE);
        assertEquals(240, out.ticksSent());
        assertEquals(2, out.sink().received());
        // 5000 is a trigger, timed; 7000 is none.
        assertEquals(1, out.indicatorAll().count());
        assertEquals(1, out.sink().unattributed());
        assertEquals(0, out.sink().inputTsMismatches());
        assertEquals(4, out.lateness().getTotalCount());
        assertEquals(4, out.keepingUp().ticks());
        // 1 of the 4 ticks was 30 ms late: the p99 is that tick, beyond the 10 ms limit.
        assertFalse(out.keepingUp().keptUp());
    }

    @Test
    void aDriverThatFailsFailsTheRunWithItsReason() throws Exception {
        EngineDrive drive = new EngineDrive();
        ReportedDrivers drivers = new ReportedDrivers() {
            @Override
            public boolean allReported() {
                return false;
            }
        };
        drivers.failure = "driver 2/2 is gone";
        drive.drivenBy(drivers);
        DriveOutcome out = drive.run(plan(), new FinishingEngine());
        assertEquals(RunStatus.FAILED, out.status());
        assertEquals("driver 2/2 is gone", out.failure());
        assertEquals(0, out.sink().received(), "the engine did not finish");
    }
}
