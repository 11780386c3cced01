package org.pairsbench.translator.siddhi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * What the Siddhi adapter does beyond the spec's semantics and the adapter contract (those are the conformance
 * suite's, run by SiddhiConformanceTest): its hand-over of answers and how Siddhi's own failures reach the caller.
 */
class SiddhiEngineTest {

    /** AAA/BBB, 5-s periods, N = 2, k = 1.2, stop-loss 10 %. */
    private static final Strategy AAA_BBB = new Strategy("st_00001", 1_000_000, "AAA", "BBB", 5, 2, 1.2, 0.1);

    /** The app's input and output streams, for apps that test the adapter alone. */
    private static final String STREAMS = """
            @app:name('Test')
            @app:playback
            define stream StockTick (symbol string, price int, size int, tickTS long);
            define stream StrategyDef (alias string, symbol1 string, symbol2 string, periodLength int,
                                       numPeriods int, bandsMultiplier double, stopLossPerc double,
                                       availableFunds long);
            define stream Indicator (strategy string, ratio double, avgRatio double, upperBand double,
                                     lowerBand double, inputTickTS long);
            define stream MarketOrder (strategy string, type string, symbol string, price long, size long,
                                       inputTickTS long);
            """;

    /** Two periods of AAA and BBB; the tick at 12000 closes the second, st_00001's first Indicator. */
    private static void sendTwoPeriods(SiddhiEngine engine) throws Exception {
        engine.send(new StockTick("AAA", 100, 100, 0), 1);
        engine.send(new StockTick("BBB", 200, 100, 1000), 1);
        engine.send(new StockTick("AAA", 100, 100, 5000), 1);
        engine.send(new StockTick("BBB", 250, 100, 6000), 1);
    }

    @ParameterizedTest
    @EnumSource(SiddhiAggregation.class)
    void answersArriveDuringTheSendOfTheirTriggerWithItsTs(SiddhiAggregation aggregation) throws Exception {
        List<Answer> answers = new ArrayList<>();
        try (SiddhiEngine engine = new SiddhiEngine(SiddhiTranslator.app(aggregation))) {
            engine.deploy(List.of(AAA_BBB), AnswerListener.of(answers::add));
            sendTwoPeriods(engine);
            engine.send(new StockTick("ZZZ", 1, 100, 12000), 7);
            assertEquals(1, answers.size(), answers.toString());
            Indicator indicator = (Indicator) answers.get(0);
            assertEquals(12000, indicator.inputTickTS());
            assertEquals(7, indicator.inputTS());
            // Ratios 100 / 200 and 100 / 250; the window of N = 2 summed oldest first.
            assertEquals(100.0 / 250.0, indicator.ratio(), 0.0);
            assertEquals((100.0 / 200.0 + 100.0 / 250.0) / 2.0, indicator.avgRatio(), 0.0);
            engine.finish();
        }
    }

    @Test
    void anAppThatDoesNotCompileFailsTheDeployInOneLine() throws Exception {
        try (SiddhiEngine engine = new SiddhiEngine(STREAMS + "from NoSuchStream select x insert into Y;")) {
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> engine.deploy(List.of(AAA_BBB), AnswerListener.of(a -> { })));
            assertTrue(failure.getMessage().startsWith("the Siddhi app does not compile: "), failure.getMessage());
            assertTrue(failure.getMessage().contains("NoSuchStream"), failure.getMessage());
            assertEquals(1, failure.getMessage().lines().count(), failure.getMessage());
        }
    }

    @Test
    void aRuntimeExceptionInAQueryFailsTheSendInOneLine() throws Exception {
        // cast() only asserts a type: a symbol is no double, so math:sqrt fails on the first tick.
        String app = STREAMS + "from StockTick select math:sqrt(cast(symbol, 'double')) as x insert into Junk;";
        try (SiddhiEngine engine = new SiddhiEngine(app)) {
            engine.deploy(List.of(AAA_BBB), AnswerListener.of(a -> { }));
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> engine.send(new StockTick("AAA", 1, 100, 0), 1));
            assertTrue(failure.getMessage().startsWith("Siddhi runtime exception: "), failure.getMessage());
            assertTrue(failure.getMessage().contains("ClassCastException")
                    || failure.getMessage().contains("cannot be cast"), failure.getMessage());
            assertEquals(1, failure.getMessage().lines().count(), failure.getMessage());
        }
    }

    @Test
    void aFailureThatSiddhiOnlyLogsFailsTheSendAllTheSame() throws Exception {
        // The batch is computed inside the window's timer, whose failures Siddhi catches and logs only.
        String app = STREAMS + "from StockTick#window.timeBatch(5 sec, 0) select math:sqrt(cast(symbol, 'double'))"
                + " as x insert into Junk;";
        try (SiddhiEngine engine = new SiddhiEngine(app)) {
            engine.deploy(List.of(AAA_BBB), AnswerListener.of(a -> { }));
            engine.send(new StockTick("AAA", 1, 100, 0), 1);
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> engine.send(new StockTick("AAA", 1, 100, 5000), 2));
            assertTrue(failure.getMessage().startsWith("Siddhi logged an error: "), failure.getMessage());
            assertEquals(1, failure.getMessage().lines().count(), failure.getMessage());
        }
    }

    @Test
    void engineIsFoundByNameAndReportsSiddhisVersion() throws Exception {
        SiddhiEngineFactory factory = new SiddhiEngineFactory();
        assertEquals("5.1.30", factory.version());
        try (var engine = factory.create(EngineOptions.none("siddhi"))) {
            assertInstanceOf(SiddhiEngine.class, engine);
            assertEquals("Siddhi 5.1.30", engine.description());
        }
    }
}
