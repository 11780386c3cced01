package org.pairsbench.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * The reference engine as a plug-in. Its semantics are pinned by the conformance suite's hand-checked scenarios
 * (conformance/src/test: HandMadeScenariosTest), which cannot live here: the suite depends on this module.
 */
class ReferenceEngineTest {

    @Test
    void thePluginRegistersReferenceAndNull() {
        List<String> names = ServiceLoader.load(EngineFactory.class).stream().map(p -> p.get().name()).sorted()
                .toList();
        assertEquals(List.of("null", "reference"), names);
        assertInstanceOf(ReferenceEngine.class, new ReferenceEngineFactory().create(EngineOptions.none("reference")));
        assertEquals(EngineApi.VERSION, new ReferenceEngineFactory().apiVersion());
    }

    /**
     * N = 1 (each ratio is a full window). Ticks: AAA 1000 and BBB 1000 at tickTS 0 with TS 100 and 101; the
     * trigger ZZZ at 10,000 with TS 555; a second tick at 10,000 (TS 556) triggers nothing. The indicator
     * carries inputTickTS 10,000 and inputTS 555, the trigger's TS.
     */
    @Test
    void answersCarryTheTriggersTs() throws Exception {
        List<Answer> out = new ArrayList<>();
        try (Engine engine = new ReferenceEngineFactory().create(EngineOptions.none("reference"))) {
            engine.deploy(List.of(new Strategy("st_00001", 1_000_000, "AAA", "BBB", 10, 1, 2.0, 0.1)),
                    AnswerListener.of(out::add));
            engine.send(new StockTick("AAA", 1000, 100, 0), 100);
            engine.send(new StockTick("BBB", 1000, 100, 0), 101);
            engine.send(new StockTick("ZZZ", 1, 100, 10_000), 555);
            engine.send(new StockTick("AAA", 1000, 100, 10_000), 556);
            engine.finish();
        }
        assertEquals(List.of(new Indicator("st_00001", 1.0, 1.0, 1.0, 1.0, 10_000, 555)), out);
    }
}
