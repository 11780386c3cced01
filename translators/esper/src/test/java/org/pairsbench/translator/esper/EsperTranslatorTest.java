package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.InvalidInputException;
import org.pairsbench.core.engine.WorkloadTranslator;
import org.pairsbench.core.model.Strategy;

class EsperTranslatorTest {

    @TempDir
    Path dir;

    @Test
    void writesTheModuleAndOneDefinitionRowPerStrategyInOrder() throws Exception {
        List<Strategy> strategies = List.of(
                new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3),
                new Strategy("st_00002", 5_000_000, "AYFBLW", "QQQQQQ", 60, 30, 2.0, 0.1));

        List<Path> written = new EsperTranslator().write(strategies, dir.resolve("impl/esper"));

        Path out = dir.resolve("impl/esper");
        assertEquals(List.of(out.resolve("pairs.epl"), out.resolve("strategy-definitions.csv")), written);
        assertEquals(EsperTranslator.module(), Files.readString(out.resolve("pairs.epl")));
        assertEquals(List.of(
                "alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds",
                "st_00001,MCBEIV,AYFBLW,20,5,1.2,0.3,1000000",
                "st_00002,AYFBLW,QQQQQQ,60,30,2.0,0.1,5000000"), Files.readAllLines(out.resolve("strategy-definitions.csv")));
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void theModuleDoesNotGrowWithTheNumberOfStrategies() throws Exception {
        List<Strategy> many = new RandomMarket(1, 100).strategies(5000);
        new EsperTranslator().write(many.subList(0, 1), dir.resolve("one"));
        new EsperTranslator().write(many, dir.resolve("many"));

        assertEquals(Files.readString(dir.resolve("one/pairs.epl")), Files.readString(dir.resolve("many/pairs.epl")));
        assertEquals(5001, Files.readAllLines(dir.resolve("many/strategy-definitions.csv")).size());
    }

    @Test
    void thePublishedExampleIsTheCurrentModule() throws Exception {
        // The build runs tests in the module's folder; reference-results/ is at the repository root.
        Path published = Path.of("../../reference-results/esper/sf2/pairs.epl");
        assertEquals(EsperTranslator.module(), Files.readString(published),
                "regenerate with the commands in reference-results/esper/README.md");
    }

    @Test
    void isFoundByEngineName() {
        assertTrue(WorkloadTranslator.byName("esper") instanceof EsperTranslator);
    }

    @Test
    void aDuplicateAliasIsRefused() {
        Strategy s = new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1);
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new EsperTranslator().write(List.of(s, s), dir));
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
