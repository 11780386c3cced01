package org.pairsbench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;

class ExpectedAnswersTest {

    private static final List<Strategy> STRATEGIES =
            List.of(new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1));

    /** Two ticks of AAAAAA in the first 5-s period: BBBBBB has not traded yet and no period has closed. */
    private static TickSource onlyA() {
        return TickSource.of(List.of(new StockTick("AAAAAA", 100, 10, 0), new StockTick("AAAAAA", 101, 10, 1000)));
    }

    @Test
    void aWholeStreamWithoutTicksOfAStrategySymbolIsAMismatch() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ExpectedAnswers.compute(onlyA(), STRATEGIES, "ticks"));
        assertTrue(e.getMessage().startsWith("ticks: 1 symbol(s) of the strategies never occur in the ticks (BBBBBB)"),
                e.getMessage());
    }

    @Test
    void aRunsPrefixMayEndBeforeEverySymbolHasTraded() {
        // A run that failed after two ticks is still validated on them (spec/execution.md section 8).
        ExpectedAnswers expected = ExpectedAnswers.computeForPrefix(onlyA(), STRATEGIES);
        assertEquals(2, expected.ticks());
        assertEquals(List.of(), expected.answers());
    }
}
