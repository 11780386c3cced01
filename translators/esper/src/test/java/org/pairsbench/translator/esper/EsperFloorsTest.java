package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.espertech.esper.common.client.EventBean;
import com.espertech.esper.runtime.client.EPDeploymentService;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.conformance.FloorCheck;

/** Esper's engine floors (floor.epl, ingest.epl) on the floor check's hand-made stream. */
class EsperFloorsTest {

    private final EsperEngineFactory factory = new EsperEngineFactory();

    @Test
    void theFloorAnswersEveryClosingStrategyOncePerTrigger() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.floorAnswers(factory));
    }

    @Test
    void theIngestWorkloadConsumesEveryTickAndAnswersNothing() throws Exception {
        try (EsperEngine engine = (EsperEngine) FloorCheck.create(factory, EngineWorkload.INGEST)) {
            assertEquals(List.of(), FloorCheck.answers(engine));
            EPDeploymentService deployments = engine.runtime().getDeploymentService();
            EventBean count = deployments.getStatement(deployments.getDeployments()[0], "Ingest").iterator().next();
            assertEquals(11L, count.get("ticks"), "every tick of the stream counted");
        }
    }

    @Test
    void theDescriptionNamesTheWorkload() throws Exception {
        assertEquals("Esper 8.9.0, floor workload",
                FloorCheck.create(factory, EngineWorkload.FLOOR).description());
    }

    @Test
    void anEditedTranslationIsRefusedWithAFloor() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> factory.create(FloorCheck.workload(factory, EngineWorkload.FLOOR), List.of()));
        assertEquals("--translation deploys an edited Pairs translation: the engine floors (workload=floor or "
                + "ingest) run the kit's own floor.epl and ingest.epl", e.getMessage());
    }
}
