package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.conformance.EdgeMarket;

class EsperTranslatorTest {

    @Test
    void writesTheModuleAndOneDefinitionRowPerStrategyInOrder() throws Exception {
        List<Strategy> strategies = List.of(
                new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3),
                new Strategy("st_00002", 5_000_000, "AYFBLW", "QQQQQQ", 60, 30, 2.0, 0.1));

        List<TranslatedFile> files = translate(strategies);

        assertEquals(List.of("pairs.epl", "strategy-definitions.csv"), files.stream().map(TranslatedFile::name).toList());
        assertEquals(EsperTranslator.module(), files.get(0).content());
        assertEquals("""
                alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds
                st_00001,MCBEIV,AYFBLW,20,5,1.2,0.3,1000000
                st_00002,AYFBLW,QQQQQQ,60,30,2.0,0.1,5000000
                """, files.get(1).content());
    }

    private static List<TranslatedFile> translate(List<Strategy> strategies) {
        return new EsperTranslator().translate(strategies, EngineOptions.none("esper"));
    }

    @Test
    void theModuleDoesNotGrowWithTheNumberOfStrategies() throws Exception {
        List<Strategy> many = new EdgeMarket(1, 100).strategies(5000);
        List<TranslatedFile> one = translate(many.subList(0, 1));
        List<TranslatedFile> all = translate(many);

        assertEquals(one.get(0), all.get(0));
        assertEquals(5001, all.get(1).content().lines().count());
    }

    @Test
    void thePublishedExampleIsTheCurrentModule() throws Exception {
        // The build runs tests in the module's folder; reference-results/ is at the repository root.
        Path published = Path.of("../../reference-results/esper/sf2/pairs.epl");
        assertEquals(EsperTranslator.module(), Files.readString(published),
                "regenerate with the commands in reference-results/esper/README.md");
    }

    @Test
    void theEsperEngineOffersThisTranslator() {
        assertTrue(new EsperEngineFactory().translator().orElseThrow() instanceof EsperTranslator);
    }

    @Test
    void aDuplicateAliasIsRefused() {
        Strategy s = new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1);
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> translate(List.of(s, s)));
        assertTrue(e.getMessage().contains("st_00001"), e.getMessage());
    }

    @Test
    void theModuleUsesNoUserDefinedFunctions() {
        String code = EsperTranslator.module().replaceAll("//[^\n]*", "");
        for (String construct : List.of("import ", "inlined_class", "@Hook", "script ")) {
            assertTrue(!code.contains(construct), "plain EPL, but found '" + construct + "'");
        }
        // The only Java the module may call is Math.sqrt (EPL has no square root); any other Class.method( call
        // would be Java logic inside the workload.
        java.util.regex.Matcher call = java.util.regex.Pattern.compile("\\b[A-Z]\\w*\\.\\w+\\s*\\(").matcher(code);
        List<String> calls = new java.util.ArrayList<>();
        while (call.find()) {
            calls.add(call.group().replaceAll("\\s", ""));
        }
        assertEquals(List.of("Math.sqrt("), calls.stream().distinct().toList());
    }
}
