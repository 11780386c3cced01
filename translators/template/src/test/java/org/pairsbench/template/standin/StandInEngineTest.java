package org.pairsbench.template.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Strategy;

class StandInEngineTest {

    private static final String GOOD = "STRATEGY st_00001 PAIR AAAAAA BBBBBB PERIOD 5 WINDOW 2 BANDS 1.0 STOPLOSS 0.2 "
            + "FUNDS 1000\n";

    private static IllegalArgumentException refused(String rules) {
        return assertThrows(IllegalArgumentException.class,
                () -> StandInEngine.deploy(rules, 1, AnswerListener.of(a -> { })).close());
    }

    @Test
    void readsTheStrategiesTheTranslatorWrites() {
        assertEquals(List.of(new Strategy("st_00001", 1000, "AAAAAA", "BBBBBB", 5, 2, 1.0,
                0.2)), RulesParser.parse("# comment\n\n" + GOOD));
    }

    @Test
    void aRuleItCannotReadIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = refused("# comment\n" + GOOD + "STRATEGY st_00002 PAIR AAAAAA CCCCCC PERIOD x\n");
        assertTrue(e.getMessage().startsWith("rules line 3: cannot parse 'STRATEGY st_00002"), e.getMessage());
    }

    @Test
    void aRuleWithValuesNoStrategyMayHaveIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = refused(GOOD.replace("PERIOD 5", "PERIOD 7"));
        assertTrue(e.getMessage().startsWith("rules line 1:"), e.getMessage());
        assertTrue(e.getMessage().contains("periodLength must be a positive multiple of 5 s, not 7"), e.getMessage());
    }
}
