package org.pairsbench.translator.flink;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.apache.flink.api.common.functions.FlatMapFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

/**
 * Routes each symbol bucket of the SQL part to every strategy that trades the symbol, looked up in the strategies
 * table: one record per (strategy, leg), keyed downstream by strategy.
 */
final class StrategyFanOut implements FlatMapFunction<Row, LegBucket> {

    private static final long serialVersionUID = 1L;

    private final StrategyTable strategies;

    StrategyFanOut(StrategyTable strategies) {
        this.strategies = strategies;
    }

    @Override
    public void flatMap(Row bucket, Collector<LegBucket> out) {
        String symbol = (String) bucket.getField("symbol");
        // window_end is a TIMESTAMP(3) in the session time zone, which the job sets to UTC.
        long bucketEnd = ((LocalDateTime) bucket.getField("bucketEnd")).toInstant(ZoneOffset.UTC).toEpochMilli();
        long priceSum = (Long) bucket.getField("priceSum");
        long ticks = (Long) bucket.getField("ticks");
        int lastPrice = (Integer) bucket.getField("lastPrice");
        for (StrategyTable.Leg leg : strategies.legsOf(symbol)) {
            out.collect(new LegBucket(leg.strategy(), leg.leg(), bucketEnd, priceSum, ticks, lastPrice));
        }
    }
}
