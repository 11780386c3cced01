package org.pairsbench.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.reference.ReferenceEngine;

class TemplateEngineTest {

    private static final TemplateEngineFactory FACTORY = new TemplateEngineFactory();

    private static EngineOptions options(Map<String, String> given) {
        return EngineOptions.resolve(TemplateEngineFactory.NAME, FACTORY.options(), given);
    }

    /** Runs {@code engine} over the ticks, tick i with TS 1000 + i, and returns its answers after finish. */
    private static List<Answer> run(Engine engine, List<Strategy> strategies, List<StockTick> ticks) throws Exception {
        List<Answer> answers = Collections.synchronizedList(new ArrayList<>());
        try (engine) {
            engine.deploy(strategies, AnswerListener.of(answers::add));
            for (int i = 0; i < ticks.size(); i++) {
                engine.send(ticks.get(i), 1000 + i);
            }
            engine.finish();
            return new ArrayList<>(answers);
        }
    }

    @Test
    void givesTheReferenceEnginesAnswersInItsOrderWithTheTriggersTs() throws Exception {
        List<StockTick> ticks = RandomMarket.ticks(7, 20_000);
        List<Answer> expected = run(new ReferenceEngine(), RandomMarket.strategies(), ticks);

        List<Answer> actual = run(FACTORY.create(options(Map.of())), RandomMarket.strategies(), ticks);

        assertTrue(expected.stream().anyMatch(a -> a instanceof MarketOrder), "the market must cause orders");
        assertEquals(expected, actual);
    }

    @Test
    void aQueueOfOneBlocksTheSenderInsteadOfLosingEvents() throws Exception {
        List<StockTick> ticks = RandomMarket.ticks(11, 5_000);
        List<Answer> expected = run(new ReferenceEngine(), RandomMarket.strategies(), ticks);

        List<Answer> actual = run(FACTORY.create(options(Map.of("queueCapacity", "1"))), RandomMarket.strategies(),
                ticks);

        assertEquals(expected, actual);
    }

    @Test
    void answersArriveOnTheEnginesThreadAndFinishReturnsOnlyWhenAllAreDelivered() throws Exception {
        List<StockTick> ticks = RandomMarket.ticks(3, 10_000);
        int expected = run(new ReferenceEngine(), RandomMarket.strategies(), ticks).size();
        Set<Thread> deliveringThreads = ConcurrentHashMap.newKeySet();
        List<Answer> answers = Collections.synchronizedList(new ArrayList<>());

        try (Engine engine = FACTORY.create(options(Map.of()))) {
            engine.deploy(RandomMarket.strategies(), AnswerListener.of(a -> {
                deliveringThreads.add(Thread.currentThread());
                answers.add(a);
            }));
            for (int i = 0; i < ticks.size(); i++) {
                engine.send(ticks.get(i), i);
            }
            engine.finish();
            assertEquals(expected, answers.size());
        }
        assertFalse(deliveringThreads.contains(Thread.currentThread()), deliveringThreads.toString());
    }

    @Test
    void periodsCloseAtTheFirstTickAtOrPastTheirEndBeforeThatTickApplies() throws Exception {
        Strategy strategy = new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 1, 1.0, 0.2);
        List<StockTick> ticks = List.of(
                new StockTick("AAAAAA", 100, 100, 0),
                new StockTick("BBBBBB", 50, 100, 4_999),
                new StockTick("CCCCCC", 7, 100, 5_000), // a symbol of no strategy still closes the period
                new StockTick("AAAAAA", 900, 100, 5_000));

        List<Answer> answers = run(FACTORY.create(options(Map.of())), List.of(strategy), ticks);

        // Ratio 100/50 from the first period only: the trigger's own tick and the tie after it are in the next.
        assertEquals(List.of(new Indicator("st_00001", 2.0, 2.0, 2.0, 2.0, 5_000, 1002)), answers);
    }
}
