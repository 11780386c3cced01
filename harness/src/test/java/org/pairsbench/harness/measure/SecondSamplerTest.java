package org.pairsbench.harness.measure;

import org.pairsbench.core.answers.AnswerStream;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.SingleWriterRecorder;
import org.junit.jupiter.api.Test;
import org.pairsbench.harness.driver.Clock;
import org.pairsbench.harness.driver.FakeClock;

class SecondSamplerTest {

    private static final long S = 1_000_000_000L;
    private static final long MS = 1_000_000;
    private static final long T0 = 100 * S;

    private final FakeClock clock = new FakeClock(T0);
    private final AtomicLong ticks = new AtomicLong();
    private final AtomicLong answers = new AtomicLong();
    private final SingleWriterRecorder lateness = new SingleWriterRecorder(3);
    // triggers with tickTS >= 1000 are "in the MI" for this test
    private final LatencyRecorder latency = new LatencyRecorder(tickTS -> tickTS >= 1000);
    private final ByteArrayOutputStream hlogBytes = new ByteArrayOutputStream();
    private final SecondSampler sampler = new SecondSampler(clock, latency, lateness, ticks::get, answers::get,
            (from, to) -> 1000 * (to - from), new HistogramLogWriter(new PrintStream(hlogBytes, true, StandardCharsets.US_ASCII)));

    @Test
    void eachSecondGetsItsOwnCountsPercentilesAndPlan() {
        sampler.begin(T0, 1_700_000_000_000L);
        ticks.set(900);
        answers.set(3);
        lateness.recordValue(2_000);
        lateness.recordValue(40_000);
        latency.record(AnswerStream.MARKET_ORDER, 0, 10 * MS);
        latency.record(AnswerStream.MARKET_ORDER, 5000, 30 * MS);
        latency.record(AnswerStream.INDICATOR, 5000, 4 * MS);
        sampler.sample(T0 + S);

        ticks.set(2000);
        answers.set(4);
        latency.record(AnswerStream.MARKET_ORDER, 10_000, 50 * MS);
        sampler.sample(T0 + 2 * S);

        SecondStats first = sampler.rows().get(0);
        assertEquals(0, first.startSecond());
        assertEquals(1.0, first.lengthSeconds());
        assertEquals(1000, first.plannedTicks());
        assertEquals(900, first.ticksSent());
        assertEquals(3, first.answers());
        assertEquals(2, first.orderCount());
        assertEquals(30 * MS, first.orderMax(), 30 * MS / 1000.0);
        assertEquals(1, first.indicatorCount());
        assertEquals(40_000, first.latenessMax(), 40);

        SecondStats second = sampler.rows().get(1);
        assertEquals(1, second.startSecond());
        assertEquals(1100, second.ticksSent());
        assertEquals(1, second.answers());
        assertEquals(1, second.orderCount());
        assertEquals(-1, second.indicatorP99(), "no indicator in this second");
        assertEquals(-1, second.latenessMax(), "no lateness sample in this second");

        assertEquals(3, sampler.total(AnswerStream.MARKET_ORDER).getTotalCount());
        assertEquals(2, sampler.measurementInterval(AnswerStream.MARKET_ORDER).getTotalCount(), "trigger 0 is outside");
        assertEquals(2, sampler.lateness().getTotalCount());

        String hlog = hlogBytes.toString(StandardCharsets.US_ASCII);
        assertTrue(hlog.contains("#[StartTime: 1700000000.000"), hlog);
        assertEquals(6, hlog.lines().filter(l -> l.startsWith("Tag=")).count(), "3 tags x 2 seconds");
    }

    @Test
    void stopWakesTheSamplerThreadWithoutInterruptingIt() throws Exception {
        // An interrupt that lands while the thread writes the .hlog closes a file channel under it; the thread
        // must be woken some other way. This clock parks for real and notes every interrupt it wakes to.
        AtomicLong interrupted = new AtomicLong();
        Clock parking = new Clock() {
            @Override
            public long nanoTime() {
                return System.nanoTime();
            }

            @Override
            public void park(long nanos) {
                java.util.concurrent.locks.LockSupport.parkNanos(nanos);
                if (Thread.currentThread().isInterrupted()) {
                    interrupted.incrementAndGet();
                }
            }
        };
        SecondSampler threaded = new SecondSampler(parking, latency, lateness, ticks::get, answers::get,
                (from, to) -> 1000 * (to - from), null);
        // Starts 60 s ahead, so the thread is parked, waiting for its first second, when stop() comes.
        threaded.start(System.nanoTime() + 60 * S, 0);
        Thread.sleep(50);
        threaded.stop(); // were the thread not woken, this would wait the 60 s out
        assertEquals(0, interrupted.get());
    }

    @Test
    void stopClosesTheLastPartialSecond() throws Exception {
        sampler.begin(T0, 0);
        ticks.set(10);
        clock.now = T0 + S / 2;
        sampler.stop();
        SecondStats last = sampler.rows().get(0);
        assertEquals(0.5, last.lengthSeconds(), 1e-6);
        assertEquals(10, last.ticksSent());
        assertEquals(20, last.inputRate(), 1e-3);
        assertEquals(500, last.plannedTicks(), 1e-3);
    }

    @Test
    void keepingUpIsJudgedOnTheSecondsOfTheMeasurementIntervalAndTheBacklogAtItsEnd() {
        // MI [1, 3) s of run time; the driver is 999 ms behind at every reading but the MI's end, 7 ms there.
        sampler.judgeKeepingUpWithin(1, 3, now -> now == T0 + 3 * S ? 7 * MS : 999 * MS);
        sampler.begin(T0, 0);
        lateness.recordValue(500 * MS);
        sampler.sample(T0 + S);
        lateness.recordValue(MS);
        sampler.sample(T0 + 2 * S);
        lateness.recordValue(2 * MS);
        sampler.sample(T0 + 3 * S);
        lateness.recordValue(900 * MS);
        sampler.sample(T0 + 4 * S);

        KeepingUp k = sampler.keepingUp();
        assertEquals(2, k.ticks(), "the ticks of seconds 1 and 2");
        assertEquals(2_000, k.latenessMaxUs(), 2);
        assertEquals(7_000, k.backlogAtEndUs());
        assertTrue(k.keptUp());
    }

    @Test
    void aSamplerWithoutAMeasurementIntervalJudgesNothing() {
        sampler.begin(T0, 0);
        sampler.sample(T0 + S);
        assertEquals(null, sampler.keepingUp());
    }
}
