package org.pairsbench.translator.siddhi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.conformance.ConformanceResult;
import org.pairsbench.conformance.ConformanceRunner;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.ResultFormats;

/** The translated workload on a real Siddhi runtime passes the whole conformance suite. */
class SiddhiConformanceTest {

    @Test
    void siddhiPassesEveryScenario() {
        SiddhiEngineFactory factory = new SiddhiEngineFactory();
        ConformanceSuite suite = ConformanceSuite.standard();
        ConformanceResult result = new ConformanceRunner(factory.name(),
                () -> factory.create(EngineOptions.none(factory.name()))).run(suite.scenarios(), s -> { });

        assertTrue(result.passed(), ResultFormats.text(result));
        assertEquals(suite.scenarios().size(), result.scenarios().size());
    }
}
