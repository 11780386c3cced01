package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.JobExecutionResult;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.conformance.FloorCheck;

/** Flink's engine floors (FloorJob, IngestJob) on the floor check's hand-made stream, on the embedded MiniCluster. */
class FlinkFloorsTest {

    private final FlinkEngineFactory factory = new FlinkEngineFactory();

    private EngineOptions options(EngineWorkload workload, int parallelism) {
        EngineOptions options = EngineOptions.resolve(factory.name(), factory.options(),
                Map.of(EngineWorkload.OPTION, workload.value(), FlinkEngineFactory.PARALLELISM,
                        Integer.toString(parallelism)));
        factory.checkOptions(options);
        return options;
    }

    @Test
    void theFloorAnswersEveryClosingStrategyOncePerTrigger() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.answers(() -> factory.create(options(EngineWorkload.FLOOR, 1))));
    }

    @Test
    void theFloorAnswersTheSameAtParallelismTwo() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.answers(() -> factory.create(options(EngineWorkload.FLOOR, 2))));
    }

    @Test
    void theIngestWorkloadAnswersNothing() throws Exception {
        assertEquals(List.of(), FloorCheck.answers(() -> factory.create(options(EngineWorkload.INGEST, 1))));
    }

    @Test
    void theIngestJobConsumesEveryTick() throws Exception {
        // The job graph on a local environment of its own, whose result carries the accumulator.
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(1);
        List<TickRow> rows = new ArrayList<>();
        for (StockTick tick : FloorCheck.TICKS) {
            rows.add(new TickRow(tick.symbol(), tick.price(), tick.tickTS()));
        }
        IngestJob.define(env.fromData(rows, TypeInformation.of(TickRow.class)),
                answers -> answers.sinkTo(new DiscardingSink<>()));
        JobExecutionResult result = env.execute("ingest");
        assertEquals(11L, (Long) result.getAccumulatorResult(IngestJob.TICKS));
    }

    @Test
    void theDescriptionNamesTheWorkload() {
        assertTrue(factory.create(options(EngineWorkload.FLOOR, 1)).description().endsWith(", floor workload"));
    }
}
