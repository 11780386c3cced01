package org.pairsbench.translator.siddhi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.siddhi.core.event.Event;
import io.siddhi.core.stream.output.StreamCallback;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.conformance.FloorCheck;

/** Siddhi's engine floors (floor.siddhi, ingest.siddhi) on the floor check's hand-made stream. */
class SiddhiFloorsTest {

    private final SiddhiEngineFactory factory = new SiddhiEngineFactory();

    @Test
    void theFloorAnswersEveryClosingStrategyOncePerTrigger() throws Exception {
        assertEquals(FloorCheck.OWED, FloorCheck.floorAnswers(factory));
    }

    @Test
    void theIngestWorkloadConsumesEveryTickAndAnswersNothing() throws Exception {
        AtomicLong counted = new AtomicLong();
        try (SiddhiEngine engine = (SiddhiEngine) FloorCheck.create(factory, EngineWorkload.INGEST)) {
            // The count the app keeps and the adapter leaves unread, listened to before the first tick.
            assertEquals(List.of(), FloorCheck.answers(engine, () -> engine.runtime().addCallback("IngestCount",
                    new StreamCallback() {
                        @Override
                        public void receive(Event[] events) {
                            for (Event e : events) {
                                counted.set((Long) e.getData(0));
                            }
                        }
                    })));
        }
        assertEquals(11, counted.get(), "every tick of the stream counted");
    }

    @Test
    void theDescriptionNamesTheWorkload() throws Exception {
        assertEquals("Siddhi " + SiddhiEngineFactory.siddhiVersion() + ", floor workload",
                FloorCheck.create(factory, EngineWorkload.FLOOR).description());
    }
}
