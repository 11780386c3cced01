package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.HandMadeScenarios;
import org.pairsbench.conformance.Scenario;
import org.pairsbench.core.ticks.TickSource;

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
    void answersOfOneTriggerComeIndicatorFirstThenSellThenBuy() throws Exception {
        // Spec 5.6 orders the answers of one strategy and one trigger; the validator matches answers by key, so the
        // conformance suite does not see their order. every-transition (P = 10 s, N = 2, k = 1, stop-loss 50 %):
        // with two ratios the bands are their max and min, so by hand, ratio by ratio from the second (period j
        // closes at (j + 1) * 10000 + 1000, the last at 130000): 1.5 first indicator; 1.25 LOW, buy; 1.5 HIGH,
        // reverse; 1.25 LOW, reverse; 1.25 sd 0; 1.5 no signal (the previous ratio was its upper band); 1.25 LOW,
        // kept; 1.5 HIGH, reverse; 2.5 stop-loss (>= 1.5 * 1.5); 2.0 LOW, buy; 1.0 stop-loss (<= 0.5 * 2.0); 1.5
        // HIGH, buy.
        Scenario scenario = ConformanceSuite.standard().select(List.of(HandMadeScenarios.EVERY_TRANSITION)).get(0);
        List<String> arrivals = new ArrayList<>();
        try (EsperEngine engine = new EsperEngine(); TickSource ticks = scenario.ticks().get()) {
            engine.deploy(scenario.strategies(), AnswerListener.of(a -> arrivals.add(a.inputTickTS() + " "
                    + (a instanceof MarketOrder o ? o.type().name() : "Indicator"))));
            long ts = 0;
            while (ticks.hasNext()) {
                engine.send(ticks.next(), ts++);
            }
        }

        assertEquals(List.of(
                "21000 Indicator",
                "31000 Indicator", "31000 BUY",
                "41000 Indicator", "41000 SELL", "41000 BUY",
                "51000 Indicator", "51000 SELL", "51000 BUY",
                "61000 Indicator",
                "71000 Indicator",
                "81000 Indicator",
                "91000 Indicator", "91000 SELL", "91000 BUY",
                "101000 Indicator", "101000 SELL",
                "111000 Indicator", "111000 BUY",
                "121000 Indicator", "121000 SELL",
                "130000 Indicator", "130000 BUY"), arrivals);
    }

    @Test
    void engineIsFoundByName() throws Exception {
        try (var engine = new EsperEngineFactory().create(EngineOptions.none("esper"))) {
            assertInstanceOf(EsperEngine.class, engine);
        }
    }
}
