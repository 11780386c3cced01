package org.pairsbench.translator.siddhi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.conformance.ConformanceResult;
import org.pairsbench.conformance.ConformanceRunner;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.ResultFormats;

/** The translated workload on a real Siddhi runtime passes the whole conformance suite. */
class SiddhiConformanceTest {

    @ParameterizedTest
    @EnumSource(SiddhiAggregation.class)
    void siddhiPassesEveryScenarioWithEitherAggregation(SiddhiAggregation aggregation) {
        SiddhiEngineFactory factory = new SiddhiEngineFactory();
        EngineOptions options = EngineOptions.resolve(factory.name(), factory.options(),
                Map.of(SiddhiAggregation.KEY, aggregation.value()));
        ConformanceSuite suite = ConformanceSuite.standard();
        ConformanceResult result = new ConformanceRunner(factory.name(), () -> factory.create(options))
                .run(suite.scenarios(), s -> { });

        assertTrue(result.passed(), ResultFormats.text(result));
        assertEquals(suite.scenarios().size(), result.scenarios().size());
    }
}
