package org.pairsbench.translator.flink;

import java.util.function.Consumer;
import org.apache.flink.api.common.accumulators.LongCounter;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.util.Collector;

/**
 * The ingest workload's job (spec/execution.md, "Engine floors"): the ticks on event time, as every job of this
 * adapter reads them ({@link PairsJob#timed}), into one operator that counts them (the accumulator
 * {@value #TICKS}) and emits nothing; the answers' sink is attached so the job ends as the others do. Its flat-out
 * rate is what Flink takes in, through this adapter's source, before any Pairs logic.
 */
final class IngestJob {

    /** The accumulator that counts the ticks consumed. */
    static final String TICKS = "ingested ticks";

    private IngestJob() {
    }

    /** Adds the ingest job to the environment of {@code source}; nothing reaches {@code sink}. */
    static void define(DataStream<TickRow> source, Consumer<DataStream<AnswerRow>> sink) {
        sink.accept(PairsJob.timed(source)
                .process(new CountTicks(), TypeInformation.of(AnswerRow.class))
                .name("count ticks")
                .setParallelism(1));
    }

    /** Counts every tick, emits nothing. */
    static final class CountTicks extends ProcessFunction<TickRow, AnswerRow> {
        private static final long serialVersionUID = 1L;
        private transient LongCounter ticks;

        @Override
        public void open(OpenContext context) {
            ticks = new LongCounter();
            getRuntimeContext().addAccumulator(TICKS, ticks);
        }

        @Override
        public void processElement(TickRow tick, Context context, Collector<AnswerRow> out) {
            ticks.add(1);
        }
    }
}
