package org.pairsbench.harness.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.harness.driver.FakeClock;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.harness.measure.LatencyRecorder;
import org.pairsbench.harness.measure.SecondSampler;

class AnswerSinkTest {

    private static final long MS = 1_000_000;
    private static final long T0 = 50_000 * MS;

    /** Keeps what it is given; fails with a disk-full error from the given write on (1-based), if any. */
    static class MemoryLog implements AnswerLog {
        final List<Arrival> lines = Collections.synchronizedList(new ArrayList<>());
        final List<Long> triggerTS = Collections.synchronizedList(new ArrayList<>());
        int failFromWrite = Integer.MAX_VALUE;
        boolean closed;

        @Override
        public void write(Arrival arrival, long trigger) throws IOException {
            if (lines.size() + 1 >= failFromWrite) {
                throw new IOException("No space left on device");
            }
            lines.add(arrival);
            triggerTS.add(trigger);
        }

        @Override
        public void flush() {
        }

        @Override
        public Path file() {
            return Path.of("memory.log");
        }

        @Override
        public void close() {
            closed = true;
        }

        /** Set instead of {@link #closed} when the sink gives the file up rather than completing it. */
        boolean discarded;

        @Override
        public void discard() {
            discarded = true;
        }
    }

    private final FakeClock clock = new FakeClock(T0);
    private final TriggerTable triggers = new TriggerTable();
    // smoke profile: MI is [31, 91) s of tickTS
    private final RateProfile profile = RateProfile.varying(ProfileLength.SMOKE, 5000, 7500);
    private final LatencyRecorder latency = new LatencyRecorder(profile.measurementInterval()::containsTrigger);
    private final SecondSampler sampler = new SecondSampler(clock, latency,
            new org.HdrHistogram.SingleWriterRecorder(3), () -> 0, () -> 0, (a, b) -> Double.NaN, null);
    private final MemoryLog log = new MemoryLog();

    private AnswerSink sink(int capacity) {
        return new AnswerSink(clock, triggers, latency, List.of(log), capacity);
    }

    private static Indicator indicator(String strategy, long inputTickTS, long inputTS) {
        return new Indicator(strategy, 1.5, 1.4, 1.6, 1.2, inputTickTS, inputTS);
    }

    private static MarketOrder order(long inputTickTS) {
        return new MarketOrder("st_00001", OrderType.BUY, "BBBBBB", 1234, 80, inputTickTS, Indicator.NO_TS);
    }

    @Test
    void latencyIsArrivalMinusTheTriggersScheduledTs() throws Exception {
        sampler.begin(T0, 0);
        triggers.offer(35_000, T0 + 35_000 * MS, T0 + 35_002 * MS); // sent 2 ms late
        AnswerSink sink = sink(16);
        sink.start();
        clock.now = T0 + 35_007 * MS;
        sink.onOrder(order(35_000));
        SinkReport report = sink.close();
        sampler.sample(clock.now);
        long recorded = sampler.total(AnswerStream.MARKET_ORDER).getMaxValue();
        assertTrue(Math.abs(recorded - 7 * MS) <= 7 * MS / 1000, "7 ms from the scheduled TS, not 5 from the actual: " + recorded);
        assertEquals(T0 + 35_000 * MS, (long) log.triggerTS.get(0));
        assertEquals(T0 + 35_007 * MS, log.lines.get(0).arrivalNanos());
        assertTrue(report.complete());
    }

    @Test
    void onlyAnswersWhoseTriggerLiesInTheMeasurementIntervalCountForIt() throws Exception {
        sampler.begin(T0, 0);
        long[] triggerTicks = {30_004, 35_000, 90_000, 95_000}; // MI [31 000, 91 000) ms holds the middle two
        for (long t : triggerTicks) {
            triggers.offer(t, T0 + t * MS, T0 + t * MS);
        }
        AnswerSink sink = sink(16);
        sink.start();
        clock.now = T0 + 100_000 * MS; // every answer arrives late: arrival time must not decide the MI
        for (long t : triggerTicks) {
            sink.onOrder(order(t));
            sink.onIndicator(indicator("st_00001", t, Indicator.NO_TS));
        }
        sink.close();
        sampler.sample(clock.now);
        assertEquals(2, sampler.measurementInterval(AnswerStream.MARKET_ORDER).getTotalCount());
        assertEquals(2, sampler.measurementInterval(AnswerStream.INDICATOR).getTotalCount());
        assertEquals(4, sampler.total(AnswerStream.MARKET_ORDER).getTotalCount());
        // the MI samples are those of triggers 35 000 and 90 000: 65 s and 10 s
        long miMax = sampler.measurementInterval(AnswerStream.MARKET_ORDER).getMaxValue();
        assertTrue(Math.abs(miMax - 65_000 * MS) <= 65 * MS, "max " + miMax);
    }

    @Test
    void answersNamingNoTriggerAreLoggedAndCountedButNotTimed() throws Exception {
        sampler.begin(T0, 0);
        triggers.offer(5_000, T0 + 5_000 * MS, T0 + 5_000 * MS);
        AnswerSink sink = sink(16);
        sink.start();
        sink.onIndicator(indicator("st_00001", 5_001, Indicator.NO_TS));
        SinkReport report = sink.close();
        sampler.sample(clock.now);
        assertEquals(1, report.unattributed());
        assertEquals(1, report.written());
        assertEquals(Arrival.NO_TRIGGER, (long) log.triggerTS.get(0));
        assertEquals(0, sampler.total(AnswerStream.INDICATOR).getTotalCount());
    }

    @Test
    void aCarriedInputTsThatIsNotTheTriggersTsIsCounted() throws Exception {
        triggers.offer(5_000, 777, 777);
        AnswerSink sink = sink(16);
        sink.start();
        sink.onIndicator(indicator("st_00001", 5_000, 777));
        sink.onIndicator(indicator("st_00002", 5_000, 778));
        sink.onIndicator(indicator("st_00003", 5_000, Indicator.NO_TS));
        SinkReport report = sink.close();
        assertEquals(1, report.inputTsMismatches());
        assertEquals(0, report.unattributed());
    }

    @Test
    void everyAnswerReceivedIsWrittenFromManyThreads() throws Exception {
        triggers.offer(0, T0, T0);
        AnswerSink sink = sink(1 << 16);
        sink.start();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            String strategy = "st_0000" + (t + 1);
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    sink.onIndicator(indicator(strategy, 0, Indicator.NO_TS));
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        SinkReport report = sink.close();
        assertEquals(40_000, report.received());
        assertEquals(40_000, report.written());
        assertEquals(40_000, log.lines.size());
        assertTrue(report.complete());
        assertTrue(report.queueHighWater() >= 1);
        assertTrue(log.closed);
    }

    @Test
    void oneThreadsAnswersAreWrittenInTheOrderGivenAcrossManyQueueChunks() throws Exception {
        // 100,000 answers from one thread, with the writer draining behind it: far more than one chunk of the queue
        // (8,192 slots), so the order must survive the links between chunks.
        triggers.offer(0, T0, T0);
        AnswerSink sink = sink(1 << 17);
        sink.start();
        for (int i = 0; i < 100_000; i++) {
            clock.now = T0 + i;
            sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS));
        }
        SinkReport report = sink.close();
        assertEquals(100_000, report.written());
        for (int i = 0; i < 100_000; i++) {
            assertEquals(T0 + i, log.lines.get(i).arrivalNanos(), "answer " + i);
        }
        assertTrue(report.complete());
    }

    @Test
    void aWriteErrorFailsTheSinkRemovesTheCutLogAndCountsEveryAnswerNotWritten() throws Exception {
        triggers.offer(0, T0, T0);
        log.failFromWrite = 3;
        AnswerSink sink = sink(16);
        sink.start();
        for (int i = 0; i < 5; i++) {
            sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS));
        }
        SinkReport report = sink.close();
        assertFalse(report.complete());
        assertEquals(5, report.received());
        // Two answers reached the log before the error, but a cut log is given up whole: a buffer's worth of
        // answers before the error may be lost with it, and validating it would count them missing.
        assertTrue(log.discarded && !log.closed, "the log is given up, not completed under its final name");
        assertEquals(0, report.written());
        assertEquals(5, report.notWritten());
        assertTrue(report.failure().contains("No space left on device"), report.failure());
        assertTrue(report.failure().contains("memory.log"), report.failure());
        assertEquals("cannot write memory.log: No space left on device", report.kitLoss());
    }

    @Test
    void aLogThatCannotBeCompletedAtTheEndIsGivenUpAndItsAnswersCountedNotWritten() throws Exception {
        triggers.offer(0, T0, T0);
        MemoryLog failsToComplete = new MemoryLog() {
            @Override
            public void close() {
                throw new java.io.UncheckedIOException(new IOException("No space left on device"));
            }
        };
        AnswerSink sink = new AnswerSink(clock, triggers, latency, List.of(failsToComplete), 16);
        sink.start();
        for (int i = 0; i < 4; i++) {
            sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS));
        }
        SinkReport report = sink.close();
        assertTrue(failsToComplete.discarded);
        assertEquals(0, report.written());
        assertEquals(4, report.notWritten());
        assertTrue(report.kitLoss().startsWith("cannot complete memory.log: "), report.kitLoss());
    }

    @Test
    void anAnswerTheWriterCannotTakeFailsTheRunAndTheWriterGoesOn() throws Exception {
        triggers.offer(0, T0, T0);
        AnswerSink sink = sink(16);
        sink.start();
        sink.onIndicator(null); // an engine bug: the writer cannot even ask it for its trigger
        sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS));
        SinkReport report = sink.close();
        assertEquals(2, report.received());
        assertEquals(1, report.written(), "the answer after the bad one is still written");
        assertEquals(1, report.notWritten());
        assertTrue(report.failure().startsWith("the sink could not take an answer: java.lang.NullPointerException"),
                report.failure());
        assertNull(report.kitLoss(), "the engine's bad answer is its own: the log is whole and is validated");
        assertTrue(log.closed && !log.discarded);
    }

    @Test
    void aFullQueueFailsTheRunInsteadOfBlockingTheEngine() throws Exception {
        triggers.offer(0, T0, T0);
        AnswerSink sink = sink(2); // writer not started: nothing drains
        for (int i = 0; i < 3; i++) {
            sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS)); // returns even when full
        }
        assertTrue(sink.failure().startsWith("sink queue full"), sink.failure());
        SinkReport report = sink.close();
        assertEquals(3, report.received());
        assertEquals(0, report.written());
        assertEquals(3, report.notWritten());
        assertEquals(2, report.queueHighWater());
        assertTrue(report.kitLoss().startsWith("the sink dropped 1 answer (sink queue full"), report.kitLoss());
    }

    @Test
    void closingEndsEvenWhileARunawayEngineKeepsAnswering() throws Exception {
        triggers.offer(0, T0, T0);
        AnswerSink sink = sink(1 << 20);
        sink.start();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        Thread runaway = new Thread(() -> {
            while (!stop.get()) {
                sink.onIndicator(indicator("st_00001", 0, Indicator.NO_TS));
            }
        });
        runaway.start();
        try {
            while (sink.received() < 1000) {
                Thread.onSpinWait();
            }
            SinkReport report = sink.close();
            assertTrue(report.written() >= 1000);
            assertEquals(report.received(), report.written() + report.notWritten(), "still accounted for");
        } finally {
            stop.set(true);
            runaway.join();
        }
    }

    @Test
    void noFailureWhenAllIsWell() throws Exception {
        AnswerSink sink = sink(4);
        sink.start();
        SinkReport report = sink.close();
        assertNull(report.failure());
        assertEquals(0, report.received());
        assertTrue(report.complete());
    }
}
