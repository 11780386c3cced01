package org.pairsbench.harness.throughput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.run.RunTransport;

class ThroughputTest {

    /** 150,000 ticks of one symbol, a millisecond apart. */
    private static LoadedTicks ticks() {
        List<StockTick> list = new ArrayList<>();
        for (int i = 0; i < 150_000; i++) {
            list.add(new StockTick("S1", 1000, 1, i));
        }
        return new LoadedTicks(TickArray.load(TickSource.of(list), Long.MAX_VALUE), List.of(), "a test list");
    }

    /** An engine that takes ticks and answers nothing, failing at tick {@code failAt} (never when negative). */
    private static Engine engine(long failAt, List<Long> sent) {
        return new Engine() {
            @Override
            public String description() {
                return "test engine 1.0";
            }

            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
            }

            @Override
            public void send(StockTick tick, long ts) {
                if (ts == failAt) {
                    throw new IllegalStateException("disk full\nat line two");
                }
                sent.add(ts);
            }

            @Override
            public void close() {
            }
        };
    }

    /** Each step with the counts it was told, in order. */
    private static ProgressSteps recording(List<String> told) {
        return (step, total, unit) -> new Progress() {
            @Override
            public void stepTo(long done) {
                told.add(step + " " + done + "/" + total);
            }

            @Override
            public void total(long t) {
            }

            @Override
            public void close() {
                told.add(step + " ended");
            }
        };
    }

    @Test
    void everyTickIsSentInOrderAndProgressIsToldBetweenRunsOf65536Ticks() throws Exception {
        List<Long> sent = new ArrayList<>();
        List<String> told = new ArrayList<>();
        StringWriter out = new StringWriter();

        Throughput.Outcome outcome = Throughput.measure(() -> engine(-1, sent), RunTransport.LOCAL, "test", ticks(),
                false, false, new PrintWriter(out), recording(told));

        assertTrue(outcome.good());
        assertNull(outcome.validation());
        assertEquals(150_000, sent.size());
        assertEquals(149_999L, sent.get(149_999), "tick i goes with TS = i");
        // halves of 75,000: 65,536 and 75,000 in the first, 140,536 and 150,000 in the second
        assertEquals(List.of("sending the ticks 65536/150000", "sending the ticks 75000/150000",
                "sending the ticks 140536/150000", "sending the ticks 150000/150000", "sending the ticks ended"), told);
        assertTrue(out.toString().startsWith("throughput: test engine 1.0, 0 strategies, 150000 ticks (tickTS 0..149999 "
                + "ms)"), out.toString());
        assertTrue(out.toString().endsWith("answers: 0" + System.lineSeparator()), out.toString());
    }

    @Test
    void anEngineThatFailsIsAVerdictOfOneLineNamingItNotAnError() throws Exception {
        Throughput.Outcome outcome = Throughput.measure(() -> engine(10, new ArrayList<>()), RunTransport.LOCAL, "test",
                ticks(), false, false, new PrintWriter(new StringWriter()), ProgressSteps.NONE);

        assertFalse(outcome.good());
        assertEquals("engine 'test' failed: disk full (0 answers received)", outcome.failure());
    }
}
