package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.reference.ReferenceEngineFactory;

/** The reference engine, as a plug-in would be run, passes the whole suite. */
class ReferenceConformanceTest {

    @Test
    void theReferenceEnginePassesEveryScenario() {
        ReferenceEngineFactory factory = new ReferenceEngineFactory();
        ConformanceSuite suite = ConformanceSuite.standard();
        ConformanceResult result = new ConformanceRunner(factory.name(),
                () -> factory.create(EngineOptions.none(factory.name()))).run(suite.scenarios(), s -> { });

        assertTrue(result.passed(), ResultFormats.text(result));
        assertEquals(suite.scenarios().size(), result.scenarios().size());
        ScenarioResult sf1 = result.scenarios().stream()
                .filter(s -> s.scenario().equals(GeneratedScenarios.SF1_SHORT)).findFirst().orElseThrow();
        // 25 strategies with periods of 5 to 60 s over 726 s of ticks: about a thousand indicators.
        assertTrue(sf1.expected() > 500, "the generated stream exercises the strategies: " + sf1);
    }
}
