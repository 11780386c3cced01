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
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.run.RunTransport;

class CloseTimerTest {

    /** 150,000 ticks of one symbol, a millisecond apart: halves of 75,000. */
    private static TickArray ticks() {
        List<StockTick> list = new ArrayList<>();
        for (int i = 0; i < 150_000; i++) {
            list.add(new StockTick("S1", 1000, 1, i));
        }
        return TickArray.load(TickSource.of(list), Long.MAX_VALUE);
    }

    private static Indicator indicator(long ts) {
        return new Indicator("s1", 1.0, 1.0, 1.1, 0.9, ts, ts);
    }

    private static MarketOrder order(long ts) {
        return new MarketOrder("s1", OrderType.BUY, "S1", 1000, 1, ts, ts);
    }

    /**
     * Answers inside send(): an Indicator on every tick whose TS is a multiple of 1,000, an Indicator and a
     * MarketOrder on every tick whose TS is 500 more; nothing on the others.
     */
    private static class InlineEngine implements Engine {
        private AnswerListener listener;

        @Override
        public String description() {
            return "inline 1.0";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            this.listener = listener;
        }

        @Override
        public void send(StockTick tick, long ts) throws Exception {
            if (ts % 1000 == 0) {
                listener.onIndicator(indicator(ts));
            } else if (ts % 1000 == 500) {
                listener.onIndicator(indicator(ts));
                listener.onOrder(order(ts));
            }
        }

        @Override
        public void close() {
        }
    }

    @Test
    void onlyTheSecondHalfsAnsweringSendsAndTheirAnswersAreTimed() throws Exception {
        List<Answer> answers = new ArrayList<>();

        FlatOutDrive.Measured m = FlatOutDrive.measure(new InlineEngine(), List.of(), ticks(), answers, true,
                ProgressSteps.NONE);

        // 150 multiples of 1,000 and 150 of 1,000 plus 500 in [0, 150,000): every answer reaches the listener,
        // and in [75,000, 150,000) 75 of each kind answer: 150 sends, 150 Indicators, 75 MarketOrders timed.
        assertEquals(450, answers.size());
        CloseTimer.Times t = m.closeTimes();
        assertTrue(t.measured());
        assertEquals(0, t.foreignAnswers());
        assertEquals(150, t.answeringSends().count());
        assertEquals(150, t.indicators().count());
        assertEquals(75, t.orders().count());
    }

    @Test
    void anAnswerIsNeverTimedLongerThanTheSendThatReleasedIt() throws Exception {
        FlatOutDrive.Measured m = FlatOutDrive.measure(new InlineEngine(), List.of(), ticks(), new ArrayList<>(),
                true, ProgressSteps.NONE);

        CloseTimer.Times t = m.closeTimes();
        assertTrue(t.orders().maxMs() <= t.answeringSends().maxMs(), t.toString());
        assertTrue(t.indicators().maxMs() <= t.answeringSends().maxMs(), t.toString());
        assertTrue(t.gcCollections() >= 0 && t.gcMillis() >= 0, t.toString());
    }

    @Test
    void withoutCloseTimesNothingIsTimed() throws Exception {
        FlatOutDrive.Measured m = FlatOutDrive.measure(new InlineEngine(), List.of(), ticks(), new ArrayList<>(),
                false, ProgressSteps.NONE);

        assertNull(m.closeTimes());
    }

    @Test
    void answersFromAnotherThreadMakeTheTimesNotMeasuredAndAreSaidSo() throws Exception {
        StringWriter out = new StringWriter();
        Engine threaded = new InlineEngine() {
            private AnswerListener target;

            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
                target = listener;
            }

            @Override
            public void send(StockTick tick, long ts) throws InterruptedException {
                if (ts % 50_000 == 0) {
                    Thread answering = new Thread(() -> target.onIndicator(indicator(ts)));
                    answering.start();
                    answering.join();
                }
            }
        };

        Throughput.Outcome outcome = Throughput.measure(() -> threaded, RunTransport.LOCAL, "threaded",
                new LoadedTicks(ticks(), List.of(), "a test list"), false, true, new PrintWriter(out),
                ProgressSteps.NONE);

        assertTrue(outcome.good());
        // TS 0, 50,000 and 100,000 answer, all on a thread of their own
        assertTrue(out.toString().contains("close times: not measured: 3 answers reached the listener outside send() "
                + "on the driving thread"), out.toString());
        assertFalse(out.toString().contains("sends that answered"), out.toString());
    }

    @Test
    void answersDeliveredInFinishAreForeign() throws Exception {
        Engine buffering = new InlineEngine() {
            private AnswerListener target;
            private final List<Long> held = new ArrayList<>();

            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
                target = listener;
            }

            @Override
            public void send(StockTick tick, long ts) {
                if (ts % 1000 == 0) {
                    held.add(ts);
                }
            }

            @Override
            public void finish() {
                held.forEach(ts -> target.onIndicator(indicator(ts)));
            }
        };

        FlatOutDrive.Measured m = FlatOutDrive.measure(buffering, List.of(), ticks(), new ArrayList<>(), true,
                ProgressSteps.NONE);

        assertFalse(m.closeTimes().measured());
        assertEquals(150, m.closeTimes().foreignAnswers());
        assertEquals(0, m.closeTimes().answeringSends().count());
    }

    @Test
    void measuredCloseTimesArePrintedPerKindOfAnswer() throws Exception {
        StringWriter out = new StringWriter();

        Throughput.measure(InlineEngine::new, RunTransport.LOCAL, "inline",
                new LoadedTicks(ticks(), List.of(), "a test list"), false, true, new PrintWriter(out),
                ProgressSteps.NONE);

        String text = out.toString();
        assertTrue(text.contains("close times (second half, each answer timed from the start of its trigger's "
                + "send()):"), text);
        assertTrue(text.contains("  sends that answered         150: p50 "), text);
        assertTrue(text.contains("  MarketOrder delay            75: p50 "), text);
        assertTrue(text.contains("  Indicator delay             150: p50 "), text);
        assertTrue(text.contains("  GC while timed: "), text);
    }
}
