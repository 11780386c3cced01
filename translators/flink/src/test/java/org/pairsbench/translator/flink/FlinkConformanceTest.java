package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.conformance.ConformanceResult;
import org.pairsbench.conformance.ConformanceRunner;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.ResultFormats;

/**
 * The job on a real MiniCluster passes the whole conformance suite at parallelism 2, where operators read several
 * channels and see the slowest one's watermark. Parallelism 1 runs in the cli's ConformanceCommandTest, on the
 * built plug-in folder in its own class loader (each run of the suite costs about a minute of build time).
 */
class FlinkConformanceTest {

    @ParameterizedTest(name = "parallelism {0}")
    @ValueSource(ints = {2})
    void flinkPassesEveryScenario(int parallelism) {
        FlinkEngineFactory factory = new FlinkEngineFactory();
        EngineOptions options = EngineOptions.resolve(factory.name(), factory.options(),
                Map.of(FlinkEngineFactory.PARALLELISM, Integer.toString(parallelism)));
        ConformanceSuite suite = ConformanceSuite.standard();
        ConformanceResult result = new ConformanceRunner(factory.name(), () -> factory.create(options))
                .run(suite.scenarios(), s -> { });

        assertTrue(result.passed(), ResultFormats.text(result));
        assertEquals(suite.scenarios().size(), result.scenarios().size());
    }
}
