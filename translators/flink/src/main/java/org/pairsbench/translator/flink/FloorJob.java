package org.pairsbench.translator.flink;

import java.util.function.Consumer;
import org.apache.flink.api.common.functions.FlatMapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.pairsbench.api.engine.EngineWorkload;

/**
 * The floor workload's job (spec/execution.md, "Engine floors"): the engine-side twin of the harness floor, with the
 * Pairs job's time mechanism and nothing of its computation. Ticks on event time ({@link PairsJob#timed}) -> one
 * record per tick and period length -> keyed by period length, an event-time timer at the end of the period that
 * holds the tick ({@link PeriodEnds}) -> at the timer, the trigger, one Indicator with fixed values per strategy of
 * that length ({@link FloorAnswers}) -> the answers' sink. A timer exists only for a period that held a tick, so the
 * first tick closes nothing and a silence closes each period once; the end of input (a watermark of
 * Long.MAX_VALUE) closes nothing, as in the Pairs job.
 */
final class FloorJob {

    private FloorJob() {
    }

    /** Adds the floor job to the environment of {@code source}; answers go to {@code sink}. */
    static void define(DataStream<TickRow> source, Consumer<DataStream<AnswerRow>> sink, StrategyTable strategies) {
        long[] lengths = strategies.periodLengths().stream().mapToLong(Long::longValue).toArray();
        sink.accept(PairsJob.timed(source)
                .flatMap(new EveryLength(lengths), Types.LONG)
                .name("period lengths of the tick")
                .keyBy(length -> length, Types.LONG)
                .process(new PeriodEnds(), Types.TUPLE(Types.LONG, Types.LONG))
                .name("period ends")
                .flatMap(new FloorAnswers(strategies), TypeInformation.of(AnswerRow.class))
                .name("floor answers"));
    }

    /** Each tick once per period length of the workload (its timestamp, the tickTS, goes along). */
    static final class EveryLength implements FlatMapFunction<TickRow, Long> {
        private static final long serialVersionUID = 1L;
        private final long[] lengths;

        EveryLength(long[] lengths) {
            this.lengths = lengths;
        }

        @Override
        public void flatMap(TickRow tick, Collector<Long> out) {
            for (long length : lengths) {
                out.collect(length);
            }
        }
    }

    /**
     * Keyed by period length: a timer at the end - 1 of the period that holds each tick (Flink keeps one timer per
     * key and time, so the ticks of one period share it). The timer fires at the watermark of the trigger, tickTS - 1:
     * it emits (period length, the trigger's tickTS).
     */
    static final class PeriodEnds extends KeyedProcessFunction<Long, Long, Tuple2<Long, Long>> {
        private static final long serialVersionUID = 1L;

        @Override
        public void processElement(Long length, Context context, Collector<Tuple2<Long, Long>> out) {
            long tickTS = context.timestamp();
            context.timerService().registerEventTimeTimer(Math.floorDiv(tickTS, length) * length + length - 1);
        }

        @Override
        public void onTimer(long timestamp, OnTimerContext context, Collector<Tuple2<Long, Long>> out) {
            long watermark = context.timerService().currentWatermark();
            if (watermark != Long.MAX_VALUE) {
                out.collect(Tuple2.of(context.getCurrentKey(), watermark + 1));
            }
        }
    }

    /** A close of a period length: one floor Indicator per strategy of that length. */
    static final class FloorAnswers implements FlatMapFunction<Tuple2<Long, Long>, AnswerRow> {
        private static final long serialVersionUID = 1L;
        private final StrategyTable strategies;

        FloorAnswers(StrategyTable strategies) {
            this.strategies = strategies;
        }

        @Override
        public void flatMap(Tuple2<Long, Long> close, Collector<AnswerRow> out) {
            for (String strategy : strategies.strategiesOfPeriod(close.f0)) {
                out.collect(AnswerRow.indicator(strategy, EngineWorkload.FLOOR_RATIO, EngineWorkload.FLOOR_AVG_RATIO,
                        EngineWorkload.FLOOR_UPPER_BAND, EngineWorkload.FLOOR_LOWER_BAND, close.f1));
            }
        }
    }
}
