package org.pairsbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

class ScaleFactorSearchTest {

    /** The SFs the search runs against an engine that keeps up exactly where {@code keepsUp} says. */
    private static List<Integer> walk(ScaleFactorSearch search, IntPredicate keepsUp) {
        List<Integer> ran = new ArrayList<>();
        for (OptionalInt sf = search.next(); sf.isPresent(); sf = search.next()) {
            ran.add(sf.getAsInt());
            search.record(sf.getAsInt(), keepsUp.test(sf.getAsInt()));
        }
        return ran;
    }

    @Test
    void automaticDoublesUntilARunFallsBehindThenBisectsToTheResolution() {
        // keeps up to SF 37: doubling to 64, then [32, 64) -> 48 no, 40 no, 36 yes, 38 no; 38 - 36 = 2 <= 3.6
        ScaleFactorSearch search = ScaleFactorSearch.automatic(1, 10_000, 0.1);
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 48, 40, 36, 38), walk(search, sf -> sf <= 37));
        assertEquals(36, search.largestKeptUp());
        assertEquals(38, search.smallestNotKeptUp());
    }

    @Test
    void bisectionStopsAtNeighbouringScaleFactorsBelowTen() {
        // keeps up to SF 5: 1, 2, 4, 8 no; [4, 8): 6 no, 5 yes; 6 - 5 = 1
        assertEquals(List.of(1, 2, 4, 8, 6, 5), walk(ScaleFactorSearch.automatic(1, 100, 0.1), sf -> sf <= 5));
    }

    @Test
    void doublingStopsAtTheLargestScaleFactorAllowed() {
        assertEquals(List.of(10, 20, 40, 50), walk(ScaleFactorSearch.automatic(10, 50, 0.1), sf -> true));
    }

    @Test
    void aFirstRunThatFallsBehindEndsTheSearch() {
        ScaleFactorSearch search = ScaleFactorSearch.automatic(4, 100, 0.1);
        assertEquals(List.of(4), walk(search, sf -> false));
        assertEquals(-1, search.largestKeptUp());
    }

    @Test
    void aGivenListRunsInAscendingOrderUntilOneFallsBehind() {
        assertEquals(List.of(1, 2, 10, 40), walk(ScaleFactorSearch.of(List.of(40, 1, 100, 10, 2, 200)), sf -> sf < 40));
        assertEquals(List.of(1, 2), walk(ScaleFactorSearch.of(List.of(2, 1)), sf -> true));
    }
}
