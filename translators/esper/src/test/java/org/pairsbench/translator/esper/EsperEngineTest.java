package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * What the Esper adapter does beyond the spec's semantics (those are the conformance suite's, run by
 * EsperConformanceTest): its refusals and its hand-over of answers.
 */
class EsperEngineTest {

    /** AAA/BBB, 5-s periods, N = 2, k = 1.2, stop-loss 10 %. */
    private static final Strategy AAA_BBB = new Strategy("st_00001", 1_000_000, "AAA", "BBB", 5, 2, 1.2, 0.1);

    @Test
    void aTickBeforeTheClockIsRefused() throws Exception {
        try (EsperEngine engine = new EsperEngine()) {
            engine.deploy(List.of(AAA_BBB), AnswerListener.of(a -> { }));
            engine.send(new StockTick("AAA", 1, 100, 5000), 1);
            assertThrows(IllegalArgumentException.class, () -> engine.send(new StockTick("AAA", 1, 100, 4999), 2));
        }
    }

    @Test
    void anAnswerThatCannotBeDeliveredFailsTheSendThatCausedIt() throws Exception {
        // Esper swallows (and logs) what an update listener throws; the adapter must not let an answer vanish.
        RuntimeException refused = new RuntimeException("sink refused the answer");
        AnswerListener throwing = new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                throw refused;
            }

            @Override
            public void onOrder(MarketOrder order) {
            }
        };
        try (EsperEngine engine = new EsperEngine()) {
            engine.deploy(List.of(AAA_BBB), throwing);
            engine.send(new StockTick("AAA", 100, 100, 0), 1);
            engine.send(new StockTick("BBB", 200, 100, 1000), 1);
            engine.send(new StockTick("AAA", 100, 100, 5000), 1);
            engine.send(new StockTick("BBB", 250, 100, 6000), 1);
            // 12000 closes [5000, 10000), the second period: st_00001's first Indicator is delivered, and refused.
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> engine.send(new StockTick("AAA", 1, 100, 12000), 2));
            assertEquals(refused, failure.getCause());
        }
    }

    @Test
    void engineIsFoundByName() throws Exception {
        try (var engine = new EsperEngineFactory().create(EngineOptions.none("esper"))) {
            assertInstanceOf(EsperEngine.class, engine);
        }
    }
}
