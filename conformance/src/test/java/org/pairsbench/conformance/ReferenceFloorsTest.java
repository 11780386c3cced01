package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.FloorEngine;
import org.pairsbench.reference.NullEngineFactory;
import org.pairsbench.reference.ReferenceEngineFactory;

/** The reference engine's floors, and the floor check's hand-worked answers against the floor rule in Java. */
class ReferenceFloorsTest {

    private final ReferenceEngineFactory factory = new ReferenceEngineFactory();

    @Test
    void theHandWorkedFloorAnswersAreThoseOfTheFloorRule() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.answers(() -> new FloorEngine("floor")));
    }

    @Test
    void theReferenceFloorAnswersEveryClosingStrategyOncePerTrigger() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.floorAnswers(factory));
    }

    @Test
    void theReferenceIngestWorkloadConsumesEveryTickAndAnswersNothing() throws Exception {
        try (NullEngineFactory.NullEngine engine =
                     (NullEngineFactory.NullEngine) FloorCheck.create(factory, EngineWorkload.INGEST)) {
            assertEquals(List.of(), FloorCheck.answers(engine));
            assertEquals(11, engine.ticks(), "every tick of the stream taken");
        }
    }

    @Test
    void theDescriptionNamesTheWorkload() throws Exception {
        assertTrue(FloorCheck.create(factory, EngineWorkload.FLOOR).description().endsWith(", floor workload"));
        assertTrue(FloorCheck.create(factory, EngineWorkload.INGEST).description().endsWith(", ingest workload"));
    }
}
