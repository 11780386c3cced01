package org.pairsbench.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;

class TemplateEngineFactoryTest {

    private static final String NAME = TemplateEngineFactory.NAME;

    private final TemplateEngineFactory factory = new TemplateEngineFactory();

    @Test
    void isRegisteredAsAServiceUnderItsNameAndBuiltAgainstThisApi() {
        EngineFactory found = ServiceLoader.load(EngineFactory.class).stream().map(ServiceLoader.Provider::get)
                .filter(f -> f.name().equals(TemplateEngineFactory.NAME)).findFirst().orElseThrow();
        assertEquals(TemplateEngineFactory.class, found.getClass());
        assertEquals(EngineApi.VERSION, found.apiVersion());
    }

    @Test
    void theQueueCapacityDefaultsTo65536AndMustBeAPositiveInteger() {
        EngineOptions defaults = EngineOptions.resolve(NAME, factory.options(), Map.of());
        assertEquals(Map.of("queueCapacity", "65536"), defaults.asMap());

        InvalidInputException zero = assertThrows(InvalidInputException.class, () -> factory.create(
                EngineOptions.resolve(NAME, factory.options(), Map.of("queueCapacity", "0"))));
        assertEquals("engine '" + NAME + "' option queueCapacity='0': expected a positive integer", zero.getMessage());
        InvalidInputException words = assertThrows(InvalidInputException.class, () -> factory.create(
                EngineOptions.resolve(NAME, factory.options(), Map.of("queueCapacity", "many"))));
        assertEquals("engine '" + NAME + "' option queueCapacity='many': expected an integer", words.getMessage());
        InvalidInputException unknown = assertThrows(InvalidInputException.class, () ->
                EngineOptions.resolve(NAME, factory.options(), Map.of("threads", "2")));
        assertEquals("engine '" + NAME + "' has no option 'threads'; its options: queueCapacity", unknown.getMessage());
    }

    @Test
    void translatesEachStrategyIntoOneRuleLineWithItsExactParameters() {
        List<TranslatedFile> files = factory.translator().orElseThrow().translate(List.of(
                new Strategy("st_00001", 123_456, "AAAAAA", "BBBBBB", 30, 20, 1.1, 0.15)), EngineOptions.none("t"));

        assertEquals(1, files.size());
        assertEquals("pairs.rules", files.get(0).name());
        assertTrue(files.get(0).content().endsWith("STRATEGY st_00001 PAIR AAAAAA BBBBBB PERIOD 30 WINDOW 20 "
                + "BANDS 1.1 STOPLOSS 0.15 FUNDS 123456\n"), files.get(0).content());
    }

    @Test
    void refusesTwoStrategiesWithOneAlias() {
        Strategy s = new Strategy("st_00001", 1, "AAAAAA", "BBBBBB", 5, 1, 1, 0);
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> factory.translator().orElseThrow().translate(List.of(s, s), EngineOptions.none("t")));
        assertEquals("strategy alias 'st_00001' occurs more than once", e.getMessage());
    }
}
