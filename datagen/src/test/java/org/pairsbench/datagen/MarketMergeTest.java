package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarketMergeTest {

    private static final double OVER = Double.POSITIVE_INFINITY;

    /** Merges the entrants' arrival times (each list in time order) and lists "entrant@time" in merge order. */
    private static List<String> merged(double[]... arrivals) {
        double[] first = new double[arrivals.length];
        int[] taken = new int[arrivals.length];
        for (int i = 0; i < arrivals.length; i++) {
            first[i] = arrivals[i].length == 0 ? OVER : arrivals[i][0];
        }
        MarketMerge merge = new MarketMerge(first);
        List<String> order = new ArrayList<>();
        while (!merge.isOver()) {
            int e = merge.winner();
            order.add(e + "@" + merge.winnerTime());
            int next = ++taken[e];
            merge.advanceWinner(next < arrivals[e].length ? arrivals[e][next] : OVER);
        }
        return order;
    }

    @Test
    void earliestArrivalComesFirst() {
        assertEquals(List.of("1@1.0", "2@2.0", "0@3.0"),
                merged(new double[] {3.0}, new double[] {1.0}, new double[] {2.0}));
    }

    @Test
    void equalTimesGoToTheLowerEntrant() {
        assertEquals(List.of("0@1.0", "1@1.0", "2@1.0"),
                merged(new double[] {1.0}, new double[] {1.0}, new double[] {1.0}));
        assertEquals(List.of("0@0.0", "1@0.0"), merged(new double[] {0.0}, new double[] {0.0}));
    }

    @Test
    void anEntrantsNextArrivalIsMergedAgainstTheOthersPending() {
        assertEquals(List.of("0@1.0", "1@2.0", "1@3.0", "0@4.0"),
                merged(new double[] {1.0, 4.0}, new double[] {2.0, 3.0}, new double[] {}));
    }

    @Test
    void aTieMadeByAnAdvanceAlsoGoesToTheLowerEntrant() {
        // Five entrants: eight leaves, three never used. Entrant 3 waits at 5.0 from the start; entrant 1 reaches
        // 5.0 by an advance after its first arrival, entrant 0 after its own, last: both go before 3, 0 first.
        assertEquals(List.of("1@1.0", "4@2.0", "0@3.0", "0@5.0", "1@5.0", "3@5.0", "2@6.0"),
                merged(new double[] {3.0, 5.0}, new double[] {1.0, 5.0}, new double[] {6.0}, new double[] {5.0},
                        new double[] {2.0}));
    }

    @Test
    void oneEntrantIsItsOwnStream() {
        assertEquals(List.of("0@0.5", "0@0.75", "0@0.75"), merged(new double[] {0.5, 0.75, 0.75}));
    }

    @Test
    void entrantsWithoutArrivalsNeverWin() {
        assertEquals(List.of("2@7.0"), merged(new double[] {}, new double[] {}, new double[] {7.0}));
        assertTrue(new MarketMerge(new double[] {OVER, OVER}).isOver());
        assertTrue(new MarketMerge(new double[0]).isOver());
    }
}
