package org.pairsbench.translator.flink;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.function.Consumer;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;

/**
 * The Pairs job: ticks -> per-tick watermarks -> the SQL of {@code pairs.sql} (per-symbol 5-second buckets) ->
 * fan-out to the strategies trading each symbol -> keyed by strategy, {@link PositionProcess} -> the answers' sink.
 * Strategies are data ({@link StrategyTable}): the graph is the same for every workload.
 */
final class PairsJob {

    /** The name of the ticks' view in {@code pairs.sql}. */
    static final String TICKS_VIEW = "Ticks";
    private static final String SQL_RESOURCE = "pairs.sql";

    private PairsJob() {
    }

    /** The SQL part, identical for every set of strategies. */
    static String sql() {
        try (InputStream in = PairsJob.class.getResourceAsStream(SQL_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + SQL_RESOURCE + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The ticks on event time: each tick's timestamp is its tickTS, and a watermark of tickTS - 1 follows every tick
     * ({@link PerTickWatermarks}), so a timer at a period's end - 1 fires at the period's trigger. The source part of
     * every job of this adapter (Pairs and the engine floors).
     */
    static DataStream<TickRow> timed(DataStream<TickRow> source) {
        return source
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .forGenerator(context -> new PerTickWatermarks())
                        .withTimestampAssigner((tick, previous) -> tick.tickTS))
                .name("per-tick watermarks")
                .setParallelism(1);
    }

    /**
     * Adds the job to the environment of {@code source}, reading the ticks {@code source} gives and handing the
     * answers to {@code sink}: the in-JVM channel on the embedded MiniCluster, the adapter's wire on a cluster in
     * other processes, or Kafka topics ({@link Deployment}).
     */
    static void define(DataStream<TickRow> source, Consumer<DataStream<AnswerRow>> sink, StrategyTable strategies,
                       String sql) {
        StreamExecutionEnvironment env = source.getExecutionEnvironment();
        DataStream<TickRow> ticks = timed(source);

        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        // Tumbling windows over TIMESTAMP_LTZ align to midnight of the session time zone: UTC aligns them to 0.
        tables.getConfig().setLocalTimeZone(ZoneOffset.UTC);
        tables.createTemporaryView(TICKS_VIEW, ticks, Schema.newBuilder()
                .columnByMetadata("rowtime", "TIMESTAMP_LTZ(3)")
                .watermark("rowtime", "SOURCE_WATERMARK()")
                .build());
        DataStream<Row> buckets = tables.toDataStream(tables.sqlQuery(sql));

        sink.accept(buckets.flatMap(new StrategyFanOut(strategies), TypeInformation.of(LegBucket.class))
                .name("strategies of the symbol")
                .keyBy(bucket -> bucket.strategy, TypeInformation.of(String.class))
                .process(new PositionProcess(strategies), TypeInformation.of(AnswerRow.class))
                .name("periods, ratio window, position"));
    }
}
