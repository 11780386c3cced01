package org.pairsbench.translator.flink;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * The per-strategy part of Pairs (spec 5.1-5.5), keyed by strategy: adds the strategy's buckets up into its
 * periods, and when a period closes computes the ratio, the window of the last N ratios, the indicator, the
 * signals and the position's transition.
 *
 * <p>Closing time: the first bucket of a period registers an event-time timer at the period's end - 1. The
 * watermark after a tick is tickTS - 1, so the timer fires at the first tick of any symbol with tickTS at or past
 * the end, the trigger; the watermark the timer fires at is then the trigger's tickTS - 1, and answers carry
 * that + 1 as inputTickTS. The period's last bucket is emitted by the SQL window at that same watermark, before
 * it, so it has been added when the timer fires. At the end of a bounded input Flink sends a final watermark of
 * Long.MAX_VALUE, which fires the timer of the period that never saw a trigger: that period gives nothing
 * (spec 5.1, E14).
 *
 * <p>Open periods are kept per period end: at parallelism above 1 this operator reads several channels, and the
 * watermark it sees is the slowest channel's, while records of a faster channel (buckets of later periods) come
 * in ahead of it.
 *
 * <p>Every double computation is written in the spec's order of operations, so the answers are bit-identical to
 * the reference engine's.
 */
final class PositionProcess extends KeyedProcessFunction<String, LegBucket, AnswerRow> {

    private static final long serialVersionUID = 1L;

    private final StrategyTable strategies;
    private transient ValueState<StrategyState> states;
    /** The strategy's periods that have buckets and have not closed yet, by period end. */
    private transient MapState<Long, PeriodLegs> openPeriods;

    PositionProcess(StrategyTable strategies) {
        this.strategies = strategies;
    }

    @Override
    public void open(OpenContext context) {
        states = getRuntimeContext().getState(new ValueStateDescriptor<>("strategy", StrategyState.class));
        openPeriods = getRuntimeContext().getMapState(
                new MapStateDescriptor<>("open periods", Long.class, PeriodLegs.class));
    }

    @Override
    public void processElement(LegBucket bucket, Context context, Collector<AnswerRow> out) throws Exception {
        long periodMillis = strategies.strategy(bucket.strategy).periodMillis();
        long periodEnd = Math.floorDiv(bucket.bucketEnd - 1, periodMillis) * periodMillis + periodMillis;
        PeriodLegs legs = openPeriods.get(periodEnd);
        if (legs == null) {
            legs = new PeriodLegs();
            context.timerService().registerEventTimeTimer(periodEnd - 1);
        }
        legs.add(bucket);
        openPeriods.put(periodEnd, legs);
    }

    @Override
    public void onTimer(long timestamp, OnTimerContext context, Collector<AnswerRow> out) throws Exception {
        long periodEnd = timestamp + 1;
        PeriodLegs legs = openPeriods.get(periodEnd);
        openPeriods.remove(periodEnd);
        long watermark = context.timerService().currentWatermark();
        if (legs == null || watermark == Long.MAX_VALUE || !legs.bothTraded()) {
            // End of input (no trigger), or a period one symbol did not trade in: no ratio, not counted (5.1).
            return;
        }
        StrategyParams params = strategies.strategy(context.getCurrentKey());
        StrategyState state = states.value();
        if (state == null) {
            state = StrategyState.start(params);
        }
        periodClosed(params, state, legs, watermark + 1, out);
        states.update(state);
    }

    private static void periodClosed(StrategyParams s, StrategyState st, PeriodLegs legs, long tickTS,
                                     Collector<AnswerRow> out) {
        double ratio = ((double) legs.sum1 / legs.count1) / ((double) legs.sum2 / legs.count2);
        double[] ratios = st.ratios;
        int n = ratios.length;
        if (st.ratioCount < n) {
            ratios[st.ratioCount++] = ratio;
            if (st.ratioCount < n) {
                return; // 5.2: no indicator before N ratios exist
            }
        } else {
            ratios[st.oldest] = ratio;
            st.oldest = (st.oldest + 1) % n;
        }

        // 5.2: the mean summed oldest to newest, then the population sd in a second pass over the same N.
        double sum = 0;
        boolean allEqual = true;
        for (int i = 0; i < n; i++) {
            double r = ratios[(st.oldest + i) % n];
            sum += r;
            allEqual &= r == ratio;
        }
        double avgRatio = sum / n;
        double sd;
        if (allEqual) {
            avgRatio = ratio;
            sd = 0;
        } else {
            double squares = 0;
            for (int i = 0; i < n; i++) {
                double d = ratios[(st.oldest + i) % n] - avgRatio;
                squares += d * d;
            }
            sd = Math.sqrt(squares / n);
        }
        double k = s.bandsMultiplier();
        double upper = avgRatio + k * sd;
        double lower = avgRatio - k * sd;
        out.collect(AnswerRow.indicator(s.alias(), ratio, avgRatio, upper, lower, tickTS));

        // 5.3: signals against the previous indicator; none on the first, none when sd = 0.
        boolean high = st.hasPrevious && sd != 0 && ratio >= upper && st.prevRatio < st.prevUpper;
        boolean low = st.hasPrevious && sd != 0 && ratio <= lower && st.prevRatio > st.prevLower;
        st.hasPrevious = true;
        st.prevRatio = ratio;
        st.prevUpper = upper;
        st.prevLower = lower;

        // 5.4: at most one transition, the stop-loss first.
        if (st.position == StrategyState.SHORT_LONG && ratio >= (1 + s.stopLossPerc()) * st.entryRatio) {
            sellAll(s, st, legs, 2, tickTS, out);
        } else if (st.position == StrategyState.LONG_SHORT && ratio <= (1 - s.stopLossPerc()) * st.entryRatio) {
            sellAll(s, st, legs, 1, tickTS, out);
        } else if (high && st.position != StrategyState.SHORT_LONG) {
            if (st.position == StrategyState.LONG_SHORT) {
                sellAll(s, st, legs, 1, tickTS, out);
            }
            buy(s, st, legs, 2, StrategyState.SHORT_LONG, ratio, tickTS, out);
        } else if (low && st.position != StrategyState.LONG_SHORT) {
            if (st.position == StrategyState.SHORT_LONG) {
                sellAll(s, st, legs, 2, tickTS, out);
            }
            buy(s, st, legs, 1, StrategyState.LONG_SHORT, ratio, tickTS, out);
        }
    }

    /** 5.5: SELL every share held at the leg's last price; FLAT afterwards. */
    private static void sellAll(StrategyParams s, StrategyState st, PeriodLegs legs, int leg, long tickTS,
                                Collector<AnswerRow> out) {
        int price = legs.lastPrice(leg);
        out.collect(AnswerRow.order(AnswerRow.SELL, s.alias(), s.symbol(leg), price, st.shares, tickTS));
        st.balance += st.shares * price;
        st.shares = 0;
        st.position = StrategyState.FLAT;
    }

    /** 5.5 with E7: size = 10 * floor(balance / (10 * price)) in integer cents; no BUY of size 0. */
    private static void buy(StrategyParams s, StrategyState st, PeriodLegs legs, int leg, int target, double ratio,
                            long tickTS, Collector<AnswerRow> out) {
        int price = legs.lastPrice(leg);
        long size = 10 * (st.balance / (10L * price));
        if (size == 0) {
            return;
        }
        out.collect(AnswerRow.order(AnswerRow.BUY, s.alias(), s.symbol(leg), price, size, tickTS));
        st.balance -= size * price;
        st.shares = size;
        st.position = target;
        st.entryRatio = ratio;
    }
}
