package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.conformance.FloorCheck;
import org.pairsbench.process.ProcessEngineFactory;

/**
 * The process engine's floors: engine {@code process} drives whatever its program runs, so an engine served with
 * {@code pairs serve --engine NAME --engine-opt workload=...} gives its floors across the protocol.
 */
@Timeout(120)
class ServedFloorsTest {

    private static Engine served(String engine, String workload) throws Exception {
        ProcessEngineFactory factory = new ProcessEngineFactory();
        return factory.create(EngineOptions.resolve(factory.name(), factory.options(), Map.of("command",
                "exec " + CliRun.pairsCommand() + " serve --engine " + engine + " --engine-opt workload=" + workload)));
    }

    @Test
    void aServedFloorAnswersEveryClosingStrategyOncePerTriggerWithItsTS() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.answers(() -> served("esper", "floor")));
    }

    @Test
    void aServedIngestWorkloadAnswersNothing() throws Exception {
        assertEquals(List.of(), FloorCheck.answers(() -> served("reference", "ingest")));
    }
}
