package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.HandMadeScenarios;
import org.pairsbench.conformance.Scenario;
import org.pairsbench.core.ticks.TickSource;

/**
 * What the Esper adapter does beyond the spec's semantics and the adapter contract (those are the conformance
 * suite's, run by EsperConformanceTest): the order in which it hands over the answers of one trigger.
 */
class EsperEngineTest {

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
