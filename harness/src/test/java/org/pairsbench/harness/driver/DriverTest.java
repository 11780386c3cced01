package org.pairsbench.harness.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;

class DriverTest {

    private static final long START = 5_000_000_000L;
    private static final long MS = 1_000_000;

    /** Remembers each tick's TS and the clock reading when it arrived; can take time per send. */
    static final class RecordingEngine implements Engine {
        final FakeClock clock;
        final List<Long> ts = new ArrayList<>();
        final List<Long> arrivedAt = new ArrayList<>();
        long sendCost;
        int throwOnTick = -1;
        Runnable onSend = () -> { };

        RecordingEngine(FakeClock clock) {
            this.clock = clock;
        }

        @Override
        public String description() {
            return "recording";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
        }

        @Override
        public void send(StockTick tick, long ts) {
            if (this.ts.size() + 1 == throwOnTick) {
                throw new IllegalStateException("boom");
            }
            onSend.run();
            this.ts.add(ts);
            arrivedAt.add(clock.now);
            clock.advance(sendCost);
        }

        @Override
        public void close() {
        }
    }

    private final FakeClock clock = new FakeClock(START - 3 * MS);
    private final RecordingEngine engine = new RecordingEngine(clock);
    private final TriggerTable triggers = new TriggerTable();
    private final DriverProgress progress = new DriverProgress();
    private final SingleWriterRecorder lateness = new SingleWriterRecorder(3);
    private final Driver driver = new Driver(clock, engine, triggers, progress, lateness);

    @Test
    void eachTickCarriesItsScheduledSendTimeAsTs() throws Exception {
        long sent = driver.run(ListTickSource.at(0, 1, 1, 250, 1000), Pacing.realTime(), START, () -> false);
        assertEquals(5, sent);
        assertEquals(List.of(START, START + MS, START + MS, START + 250 * MS, START + 1000 * MS), engine.ts);
        for (int i = 0; i < engine.ts.size(); i++) {
            assertTrue(engine.arrivedAt.get(i) >= engine.ts.get(i), "tick " + i + " sent before its due time");
        }
        assertEquals(5, progress.ticksSent());
    }

    @Test
    void aSlowEngineMakesTicksLateButTheirTsStaysTheSchedule() throws Exception {
        engine.sendCost = 3 * MS; // every send holds the driver 3 ms; ticks are due every 1 ms
        long sent = driver.run(ListTickSource.at(0, 1, 2, 3), Pacing.realTime(), START, () -> false);
        assertEquals(4, sent, "late ticks are sent, never dropped");
        assertEquals(List.of(START, START + MS, START + 2 * MS, START + 3 * MS), engine.ts);
        Histogram late = lateness.getIntervalHistogram();
        assertEquals(4, late.getTotalCount());
        // tick 3 leaves after three 3-ms sends: 9 ms after start, 6 ms after its due time (plus clock reads)
        assertTrue(late.getMaxValue() >= 6 * MS * 0.999 && late.getMaxValue() <= 6 * MS * 1.001,
                "max lateness " + late.getMaxValue());
    }

    @Test
    void whileSendingTheDriverIsBehindByHowLongAgoTheTickWasDue() throws Exception {
        assertEquals(0, progress.behindNanos(START), "nothing taken yet");
        List<Long> behind = new ArrayList<>();
        engine.onSend = () -> behind.add(progress.behindNanos(clock.now));
        engine.sendCost = 3 * MS; // ticks due every 1 ms: tick 1 leaves at +3 ms, tick 2 at +6 ms
        driver.run(ListTickSource.at(0, 1, 2), Pacing.realTime(), START, () -> false);
        assertEquals(3, behind.size());
        long[] expected = {0, 2 * MS, 4 * MS};
        for (int i = 0; i < 3; i++) {
            // a few ns of clock reads on top
            assertTrue(behind.get(i) >= expected[i] && behind.get(i) <= expected[i] + 1_000,
                    "tick " + i + " behind " + behind.get(i));
        }
    }

    @Test
    void aDriverWaitingForItsNextTickIsNotBehind() throws Exception {
        List<Long> behind = new ArrayList<>();
        engine.onSend = () -> behind.add(progress.behindNanos(START + 500_000));
        driver.run(ListTickSource.at(1), Pacing.realTime(), START, () -> false);
        assertEquals(List.of(0L), behind, "tick due at +1 ms, read at +0.5 ms");
    }

    @Test
    void aStreamThatFallsBehindMakesTicksLateAndLeavesTheScheduleAsItWas() throws Exception {
        // The tick source (the read-ahead waiting on a slow generator) holds the driver 7 ms before tick 2 is
        // handed over; ticks are due every 1 ms.
        List<StockTick> ticks = List.of(new StockTick("AAAAAA", 100, 100, 0), new StockTick("AAAAAA", 100, 100, 1),
                new StockTick("AAAAAA", 100, 100, 2), new StockTick("AAAAAA", 100, 100, 3));
        java.util.Iterator<StockTick> it = ticks.iterator();
        int[] handedOver = {0};
        TickSource slow = new TickSource() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public StockTick next() {
                if (++handedOver[0] == 2) {
                    clock.advance(7 * MS);
                }
                return it.next();
            }

            @Override
            public void close() {
            }
        };
        assertEquals(4, driver.run(slow, Pacing.realTime(), START, () -> false));
        assertEquals(List.of(START, START + MS, START + 2 * MS, START + 3 * MS), engine.ts,
                "TS is the open-loop schedule, not shifted by the wait");
        // Tick 2 (due at START + 1 ms) is handed over at START + 7 ms at the earliest: 6 ms late.
        Histogram late = lateness.getIntervalHistogram();
        assertTrue(late.getMaxValue() >= 6 * MS * 0.999 && late.getMaxValue() <= 6 * MS * 1.001,
                "max lateness " + late.getMaxValue());
    }

    @Test
    void rateFactorTwoSendsTwiceAsFast() throws Exception {
        driver.run(ListTickSource.at(0, 10, 20), Pacing.scaled(2.0), START, () -> false);
        assertEquals(List.of(START, START + 5 * MS, START + 10 * MS), engine.ts);
    }

    @Test
    void flatOutNeverWaitsAndStampsTheActualSendTime() throws Exception {
        long before = clock.now;
        driver.run(ListTickSource.at(0, 60_000, 120_000), Pacing.flatOutPacing(), START, () -> false);
        assertTrue(clock.parks.isEmpty(), "flat out never parks");
        assertTrue(clock.now - before < MS, "flat out did not wait for the schedule");
        for (int i = 0; i < 3; i++) {
            assertEquals(engine.arrivedAt.get(i), engine.ts.get(i) + clock.readCost, "TS = reading just before send");
        }
        assertEquals(0, lateness.getIntervalHistogram().getTotalCount(), "no lateness flat out");
    }

    @Test
    void recordsTheTsOfTheFirstTickAtOrAfterEachFiveSecondBoundary() throws Exception {
        driver.run(ListTickSource.at(0, 4_999, 5_000, 5_000, 7_000, 12_345, 14_999, 15_000, 30_001),
                Pacing.flatOutPacing(), START, () -> false);
        assertEquals(engine.ts.get(0), triggers.get(0).ts());
        assertEquals(engine.ts.get(2), triggers.get(5_000).ts(), "first of the equal tickTS is the trigger");
        assertEquals(engine.ts.get(5), triggers.get(12_345).ts(), "first tick at or after 10 s");
        assertEquals(engine.ts.get(7), triggers.get(15_000).ts());
        assertEquals(engine.ts.get(8), triggers.get(30_001).ts(), "one tick closes the 20 s and 25 s boundaries");
        assertNull(triggers.get(4_999));
        assertNull(triggers.get(7_000));
        assertNull(triggers.get(14_999));
        assertEquals(5, triggers.size());
    }

    @Test
    void stopsBeforeTheNextTickWhenAskedTo() throws Exception {
        long sent = driver.run(ListTickSource.at(0, 1, 2, 3), Pacing.flatOutPacing(), START,
                () -> engine.ts.size() >= 2);
        assertEquals(2, sent);
    }

    @Test
    void anEngineExceptionEndsTheDriveNamingTheTick() {
        engine.throwOnTick = 3;
        EngineFailure e = assertThrows(EngineFailure.class,
                () -> driver.run(ListTickSource.at(0, 1, 7), Pacing.flatOutPacing(), START, () -> false));
        assertTrue(e.getMessage().contains("tick #3") && e.getMessage().contains("tickTS 7")
                && e.getMessage().contains("boom"), e.getMessage());
        assertEquals(2, progress.ticksSent());
        assertEquals(DriverProgress.IDLE, progress.engineCallSince(), "not left inside the engine call");
    }
}
