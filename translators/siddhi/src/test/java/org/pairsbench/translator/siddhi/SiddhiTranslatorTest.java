package org.pairsbench.translator.siddhi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.conformance.EdgeMarket;

class SiddhiTranslatorTest {

    private static List<TranslatedFile> translate(List<Strategy> strategies) {
        return new SiddhiTranslator().translate(strategies, EngineOptions.none("siddhi"));
    }

    @Test
    void writesTheAppAndOneDefinitionRowPerStrategyInOrder() {
        List<Strategy> strategies = List.of(
                new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3),
                new Strategy("st_00002", 5_000_000, "AYFBLW", "QQQQQQ", 60, 30, 2.0, 0.1));

        List<TranslatedFile> files = translate(strategies);

        assertEquals(List.of("pairs.siddhi", "strategy-definitions.csv"),
                files.stream().map(TranslatedFile::name).toList());
        assertEquals(SiddhiTranslator.app(SiddhiAggregation.TICK), files.get(0).content());
        assertEquals("""
                alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds
                st_00001,MCBEIV,AYFBLW,20,5,1.2,0.3,1000000
                st_00002,AYFBLW,QQQQQQ,60,30,2.0,0.1,5000000
                """, files.get(1).content());
    }

    @Test
    void theAppDoesNotGrowWithTheNumberOfStrategies() {
        List<Strategy> many = new EdgeMarket(1, 100).strategies(5000);
        List<TranslatedFile> one = translate(many.subList(0, 1));
        List<TranslatedFile> all = translate(many);

        assertEquals(one.get(0), all.get(0));
        assertEquals(5001, all.get(1).content().lines().count());
    }

    @Test
    void aDuplicateAliasIsRefused() {
        Strategy s = new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> translate(List.of(s, s)));
        assertTrue(e.getMessage().contains("st_00001"), e.getMessage());
    }

    @Test
    void theSiddhiEngineOffersThisTranslator() {
        assertTrue(new SiddhiEngineFactory().translator().orElseThrow() instanceof SiddhiTranslator);
    }

    @Test
    void theAggregationOptionChoosesTheAggregationSection() {
        SiddhiEngineFactory factory = new SiddhiEngineFactory();
        String bucket = new SiddhiTranslator().translate(List.of(), EngineOptions.resolve("siddhi", factory.options(),
                Map.of("aggregation", "bucket"))).get(0).content();
        String byDefault = new SiddhiTranslator().translate(List.of(), EngineOptions.resolve("siddhi",
                factory.options(), Map.of())).get(0).content();

        assertTrue(code(bucket).contains("from StockTick#window.timeBatch(5 sec, 0)"), bucket);
        assertTrue(!code(bucket).contains("LastTick"), bucket);
        assertTrue(code(byDefault).contains("define table LastTick"), byDefault);
        assertTrue(!code(byDefault).contains("#window.timeBatch"), byDefault);
        for (String app : List.of(bucket, byDefault)) {
            assertTrue(!app.contains("[aggregation:"), "a slot was left unfilled");
        }
    }

    @Test
    void anUnknownAggregationIsRefusedInOneLineNamingTheChoices() {
        SiddhiEngineFactory factory = new SiddhiEngineFactory();
        EngineOptions options = EngineOptions.resolve("siddhi", factory.options(), Map.of("aggregation", "window"));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> factory.checkOptions(options));
        assertEquals("engine 'siddhi' option aggregation='window': expected tick or bucket", e.getMessage());
    }

    private static String code(String app) {
        return app.replaceAll("--[^\n]*", "");
    }

    @ParameterizedTest
    @EnumSource(SiddhiAggregation.class)
    void theAppCallsOnlySiddhisOwnFunctionsAndSqrt(SiddhiAggregation aggregation) {
        String code = code(SiddhiTranslator.app(aggregation));
        // Namespaced calls are extensions: the only one is math:sqrt (Siddhi core has no square root).
        Matcher extension = Pattern.compile("(?<!@)\\b(\\w+):(\\w+)\\s*\\(").matcher(code);
        List<String> extensions = new ArrayList<>();
        while (extension.find()) {
            extensions.add(extension.group(1) + ":" + extension.group(2));
        }
        assertTrue(!extensions.isEmpty() && extensions.stream().allMatch(SqrtFunction.NAME::equals),
                extensions.toString());
        for (String construct : List.of("define function", "@async")) {
            assertTrue(!code.contains(construct), "found '" + construct + "'");
        }
    }
}
