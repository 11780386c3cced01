package org.pairsbench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;
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
        List<Answer> answers = new ArrayList<>();
        List<Long> told = new ArrayList<>();
        try (AnswerComparison.ExpectedSource source = ExpectedAnswers.streamForPrefix(onlyA(), STRATEGIES,
                told::add)) {
            source.advanceToEnd(answers::add);
        }
        assertEquals(List.of(), answers);
        assertEquals(List.of(2L), told);   // fewer ticks than a progress step: told once, the total
    }

    @Test
    void streamedTheAnswersAreThoseComputedAtOnceTakenOnlyAsFarAsAsked() {
        List<StockTick> ticks = RandomMarket.ticks(3, 40);   // over 16,384 ticks: progress told once at least
        List<Answer> atOnce = ExpectedAnswers.compute(TickSource.of(ticks), RandomMarket.strategies(), "ticks")
                .answers();
        long minute = 60_000;
        int[] taken = {0};
        boolean[] closed = {false};
        TickSource counted = new TickSource() {
            private final Iterator<StockTick> it = ticks.iterator();

            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public StockTick next() {
                taken[0]++;
                return it.next();
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        };
        List<Answer> streamed = new ArrayList<>();
        List<Long> told = new ArrayList<>();
        try (AnswerComparison.ExpectedSource source = ExpectedAnswers.streamForPrefix(counted,
                RandomMarket.strategies(), told::add)) {
            source.advanceTo(minute, streamed::add);
            // the ticks up to the first minute, and the one after it, which waits for the next ask
            assertEquals(ticks.stream().filter(t -> t.tickTS() <= minute).count() + 1, taken[0]);
            assertEquals(atOnce.stream().filter(a -> a.inputTickTS() <= minute).toList(), streamed);
            source.advanceTo(minute, streamed::add);
            assertEquals(atOnce.stream().filter(a -> a.inputTickTS() <= minute).count(), streamed.size());
            source.advanceToEnd(streamed::add);
        }
        assertEquals(atOnce, streamed);
        assertEquals(ticks.size(), taken[0]);
        assertTrue(ticks.size() > Validator.PROGRESS_STEP, "ticks: " + ticks.size());
        assertTrue(closed[0]);
        // every whole step, then the total once (the ticks are not a whole number of steps)
        long every = Validator.PROGRESS_STEP;
        assertTrue(ticks.size() % every != 0, "ticks: " + ticks.size());
        List<Long> steps = new ArrayList<>(java.util.stream.LongStream.rangeClosed(1, ticks.size() / every)
                .map(k -> k * every).boxed().toList());
        steps.add((long) ticks.size());
        assertEquals(steps, told);
    }
}
