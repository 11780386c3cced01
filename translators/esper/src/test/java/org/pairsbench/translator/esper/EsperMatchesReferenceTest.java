package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.StreamCounts;

/**
 * The Esper workload against the oracle (the validator's reference engine) on the same ticks and strategies,
 * compared by the validator's own matching rules: 0 missing, 0 undue, 0 wrong, inputTS included.
 */
class EsperMatchesReferenceTest {

    private static List<Answer> answers(String engine, List<Strategy> strategies, List<StockTick> ticks)
            throws Exception {
        List<Answer> answers = new ArrayList<>();
        try (Engine e = engine.equals("esper") ? new EsperEngine() : new org.pairsbench.reference.ReferenceEngine()) {
            e.deploy(strategies, AnswerListener.of(answers::add));
            for (int i = 0; i < ticks.size(); i++) {
                e.send(ticks.get(i), EsperRun.ts(i));
            }
            e.finish();
        }
        return answers;
    }

    /** Compares and returns the counts, after checking that the run was not trivially empty. */
    private static ComparisonResult assertSameAnswers(List<Strategy> strategies, List<StockTick> ticks)
            throws Exception {
        List<Answer> expected = answers("reference", strategies, ticks);
        AnswerComparison comparison = new AnswerComparison(expected);
        long line = 0;
        for (Answer answer : answers("esper", strategies, ticks)) {
            comparison.onAnswer(answer, 0, ++line);
        }
        ComparisonResult result = comparison.finish();
        assertTrue(result.passed(), () -> result.counts() + "\nfirst incorrect: "
                + result.incorrect().subList(0, Math.min(5, result.incorrect().size())));
        return result;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void matchesOnEdgeData(long seed) throws Exception {
        // Constant-price and rarely trading symbols, tickTS ties, ticks on boundaries, multi-period silences.
        RandomMarket market = new RandomMarket(seed, 8);
        List<Strategy> strategies = market.strategies(30);
        ComparisonResult result = assertSameAnswers(strategies, market.ticks(20_000));

        assertTrue(result.of(AnswerStream.MARKET_ORDER).correct() > 100, "the data exercises the positions");
    }

    @Test
    void matchesOnGeneratedSmokeDataAtScaleFactor4() throws Exception {
        DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(4)).withLength(ProfileLength.SMOKE);
        List<StockTick> ticks = new ArrayList<>();
        List<Strategy> strategies;
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            strategies = QueryGenerator.standard(generator.correlations()).strategies();
            generator.forEachRemaining(ticks::add);
        }
        assertEquals(100, strategies.size());
        ComparisonResult result = assertSameAnswers(strategies, ticks);

        StreamCounts indicators = result.of(AnswerStream.INDICATOR);
        assertTrue(indicators.correct() > 100, "indicators: " + indicators);
    }
}
