package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.conformance.EdgeMarket;

class FlinkTranslatorTest {

    private static List<TranslatedFile> translate(List<Strategy> strategies) {
        return new FlinkTranslator().translate(strategies, EngineOptions.none("flink"));
    }

    @Test
    void writesTheSqlAndOneDefinitionRowPerStrategyInOrder() {
        List<Strategy> strategies = List.of(
                new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3),
                new Strategy("st_00002", 5_000_000, "AYFBLW", "QQQQQQ", 60, 30, 2.0, 0.1));

        List<TranslatedFile> files = translate(strategies);

        assertEquals(List.of("pairs.sql", "strategy-definitions.csv"),
                files.stream().map(TranslatedFile::name).toList());
        assertEquals(PairsJob.sql(), files.get(0).content());
        assertEquals("""
                alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds
                st_00001,MCBEIV,AYFBLW,20,5,1.2,0.3,1000000
                st_00002,AYFBLW,QQQQQQ,60,30,2.0,0.1,5000000
                """, files.get(1).content());
    }

    @Test
    void theSqlDoesNotGrowWithTheStrategies() {
        List<Strategy> many = new EdgeMarket(1, 100).strategies(5000);
        assertEquals(translate(many.subList(0, 1)).get(0), translate(many).get(0));
    }

    @Test
    void theSqlIsOneTumblingWindowOfFiveSecondsOverTheTicksView() {
        String code = PairsJob.sql().replaceAll("--[^\n]*", "");
        assertTrue(code.contains("TUMBLE(TABLE " + PairsJob.TICKS_VIEW + ", DESCRIPTOR(rowtime), INTERVAL '5' SECOND)"),
                code);
        assertTrue(!code.contains(";"), "one statement, no terminator: " + code);
    }

    @Test
    void aDuplicateAliasIsRefused() {
        Strategy s = new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> translate(List.of(s, s)));
        assertTrue(e.getMessage().contains("st_00001"), e.getMessage());
    }

    @Test
    void theFlinkEngineOffersThisTranslator() {
        assertTrue(new FlinkEngineFactory().translator().orElseThrow() instanceof FlinkTranslator);
    }
}
