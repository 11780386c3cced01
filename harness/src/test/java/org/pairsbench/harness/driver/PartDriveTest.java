package org.pairsbench.harness.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.PartTicks;

class PartDriveTest {

    /** SF 11's two markets at 1 tick/s each, evenly spaced over the 121 s smoke profile: 120 ticks a market. */
    private static final DatagenParameters STREAM = DatagenParameters.standard(ScaleFactor.of(11))
            .withLength(ProfileLength.SMOKE).withRates(2, 4).withConstantRate(true).withConstantInterarrival(true);

    /** Takes every tick with its TS. */
    static final class Taking implements Engine {
        final List<Long> ts = new ArrayList<>();
        final List<Long> tickTS = new ArrayList<>();

        @Override
        public String description() {
            return "taking";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
        }

        @Override
        public void send(StockTick tick, long ts) {
            this.ts.add(ts);
            this.tickTS.add(tick.tickTS());
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aPartIsPacedOnTheCoordinatorsStartWithEveryTicksLatenessRecorded() throws Exception {
        Taking sender = new Taking();
        PartDrive drive = new PartDrive();
        long start = System.nanoTime() + 10_000_000;
        // 1000 times faster: tick k (tickTS 1000 k) is due k ms after the start.
        PartDrive.Result result = drive.run(PartTicks.open(STREAM, 2, 2), sender, Pacing.scaled(1000),
                STREAM.profile(), start, () -> false);
        assertNull(result.failure());
        assertEquals(120, result.ticks());
        assertEquals(120, drive.ticksSent());
        assertEquals(120, result.lateness().getTotalCount());
        for (int k = 1; k <= 120; k++) {
            assertEquals(1000L * k, sender.tickTS.get(k - 1));
            // TS is the due time, whichever driver sends the tick.
            assertEquals(start + 1_000_000L * k, sender.ts.get(k - 1));
        }
    }

    @Test
    void aPartStoppedAtOnceSendsNothing() throws Exception {
        Taking sender = new Taking();
        PartDrive.Result result = new PartDrive().run(PartTicks.open(STREAM, 1, 2), sender, Pacing.scaled(1000),
                STREAM.profile(), System.nanoTime(), () -> true);
        assertNull(result.failure());
        assertEquals(0, result.ticks());
        assertEquals(List.of(), sender.ts);
    }
}
