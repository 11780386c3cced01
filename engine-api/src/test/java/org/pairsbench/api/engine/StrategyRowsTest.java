package org.pairsbench.api.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Strategy;

class StrategyRowsTest {

    private static final Strategy FIRST = new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3);
    private static final Strategy SECOND = new Strategy("st_00002", 5_000_000, "AYFBLW", "QQQQQQ", 60, 30, 2.0, 0.1);

    @Test
    void oneRowPerStrategyInOrderWithTheValuesInColumnOrder() {
        List<Object[]> rows = StrategyRows.of(List.of(FIRST, SECOND));
        assertEquals(2, rows.size());
        assertArrayEquals(new Object[] {"st_00001", "MCBEIV", "AYFBLW", 20, 5, 1.2, 0.3, 1_000_000L}, rows.get(0));
        assertEquals(StrategyRows.COLUMNS.size(), rows.get(1).length);
    }

    @Test
    void theCsvHasAHeaderAndOneLinePerStrategy() {
        TranslatedFile csv = StrategyRows.csv(List.of(FIRST, SECOND));
        assertEquals("strategy-definitions.csv", csv.name());
        assertEquals("""
                alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds
                st_00001,MCBEIV,AYFBLW,20,5,1.2,0.3,1000000
                st_00002,AYFBLW,QQQQQQ,60,30,2.0,0.1,5000000
                """, csv.content());
    }

    @Test
    void aDuplicateAliasIsOneLineNamingIt() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategyRows.of(List.of(FIRST, FIRST)));
        assertEquals("strategy alias 'st_00001' occurs more than once", e.getMessage());
    }
}
