package org.pairsbench.api.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

class FloorEngineTest {

    private static final Strategy TEN = new Strategy("st_ten", 1_000_000, "AAAAAA", "BBBBBB", 10, 5, 2.0, 0.2);
    private static final Strategy FIFTEEN = new Strategy("st_fifteen", 1_000_000, "CCCCCC", "DDDDDD", 15, 5, 2.0, 0.2);

    /** What the engine answered: "alias@inputTickTS/inputTS", in the order it answered. */
    private final List<String> answers = new ArrayList<>();
    private final FloorEngine engine = new FloorEngine("floor engine");

    FloorEngineTest() {
        engine.deploy(List.of(TEN, FIFTEEN), new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                answers.add(indicator.strategy() + "@" + indicator.inputTickTS() + "/" + indicator.inputTS());
            }

            @Override
            public void onOrder(MarketOrder order) {
                answers.add("order " + order);
            }
        });
    }

    /** Sends a tick of tickTS {@code tickTS} with TS {@code ts}; returns what that one send answered. */
    private List<String> send(long tickTS, long ts) {
        int before = answers.size();
        engine.send(new StockTick("EEEEEE", 100, 1, tickTS), ts);
        return List.copyOf(answers.subList(before, answers.size()));
    }

    @Test
    void answersOneIndicatorPerStrategyWhosePeriodTheTickCloses() {
        // Periods of 10 s: [0, 10000), [10000, 20000), ...; of 15 s: [0, 15000), [15000, 30000), ...
        assertEquals(List.of(), send(0, 100), "the first tick closes nothing");
        assertEquals(List.of(), send(4_000, 101));
        assertEquals(List.of(), send(5_000, 102), "a 5-second boundary that ends neither period");
        assertEquals(List.of(), send(9_999, 103));
        assertEquals(List.of("st_ten@10000/104"), send(10_000, 104), "a tick exactly on the 10 s boundary");
        assertEquals(List.of(), send(10_000, 105), "a second tick of the same tickTS is not a trigger");
        assertEquals(List.of(), send(14_999, 106));
        assertEquals(List.of("st_fifteen@15000/107"), send(15_000, 107), "exactly on the 15 s boundary");
        assertEquals(List.of("st_ten@29000/108"), send(29_000, 108),
                "past 20000 and 25000: the 10 s period [10000, 20000) closes, [15000, 30000) goes on");
        assertEquals(List.of("st_ten@30000/109", "st_fifteen@30000/109"), send(30_000, 109),
                "both periods end at 30000: one answer each, in strategy order");
        assertEquals(List.of("st_ten@71000/110", "st_fifteen@71000/110"), send(71_000, 110),
                "a silence over boundaries 35000 to 70000 closes each strategy's periods once");
        assertEquals(List.of(), send(74_999, 111));
        assertEquals(List.of("st_fifteen@75000/112"), send(75_000, 112));
        assertEquals(8, answers.size(), "1 + 1 + 1 + 2 + 2 + 1 answers in all");
    }

    @Test
    void aFirstTickPastSeveralBoundariesClosesNothing() {
        // The periods before it held no tick: a real engine answers nothing for them, and neither does the floor.
        assertEquals(List.of(), send(31_000, 1));
        assertEquals(List.of("st_ten@40000/2"), send(40_000, 2));
        assertEquals(List.of("st_ten@50000/3", "st_fifteen@50000/3"), send(50_000, 3));
    }
}
