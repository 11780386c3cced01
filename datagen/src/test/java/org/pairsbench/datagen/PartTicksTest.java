package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

class PartTicksTest {

    /** SF 30: 3 markets. */
    private static final DatagenParameters THREE_MARKETS = DatagenParameters.standard(ScaleFactor.of(30))
            .withLength(ProfileLength.SMOKE);

    private static List<StockTick> merged(DatagenParameters p) {
        List<StockTick> ticks = new ArrayList<>();
        try (TickGenerator g = TickGenerator.open(p)) {
            while (g.hasNext()) {
                ticks.add(g.next());
            }
        }
        return ticks;
    }

    /** A tick of a part and its position in the merged stream. */
    private record Placed(long position, StockTick tick) {
    }

    private static List<Placed> part(DatagenParameters p, int part, int parts) {
        List<Placed> placed = new ArrayList<>();
        try (PartTicks ticks = PartTicks.open(p, part, parts)) {
            while (ticks.hasNext()) {
                StockTick tick = ticks.next();
                placed.add(new Placed(ticks.position(), tick));
            }
        }
        return placed;
    }

    @Test
    void evenlySpacedTiesGoToTheLowerMarketSoThePositionsInterleaveAsComputedByHand() {
        // A constant 1 tick/s per market (basis rate 3 over 3 markets), evenly spaced: every market's arrival k
        // sits at k s (k = 1..120, as the integrated rate must stay below 121), a three-way tie each time, which
        // goes to market 1, then 2, then 3. Part 1 of 2 holds markets 1 and 3, part 2 market 2: positions
        // 0, 2, 3, 5, 6, 8, ... and 1, 4, 7, ...
        DatagenParameters p = THREE_MARKETS.withRates(3, 6).withConstantRate(true).withConstantInterarrival(true);
        List<Placed> one = part(p, 1, 2);
        List<Placed> two = part(p, 2, 2);
        assertEquals(240, one.size());
        assertEquals(120, two.size());
        for (int j = 0; j < 120; j++) {
            assertEquals(3L * j, one.get(2 * j).position());
            assertEquals(3L * j + 2, one.get(2 * j + 1).position());
            assertEquals(3L * j + 1, two.get(j).position());
            assertEquals(1000L * (j + 1), two.get(j).tick().tickTS());
        }
    }

    @Test
    void thePartsTogetherHoldEveryPositionOnceWithTheMergedStreamsTickThere() {
        // About 5,000 ticks: SF 30's 3 markets at a tenth of a tick per second of the standard basis.
        DatagenParameters p = THREE_MARKETS.withRates(30, 60);
        List<StockTick> merged = merged(p);
        assertTrue(merged.size() > 1000, "a stream of " + merged.size() + " ticks");
        for (int parts = 1; parts <= 3; parts++) {
            boolean[] seen = new boolean[merged.size()];
            for (int part = 1; part <= parts; part++) {
                long last = -1;
                for (Placed placed : part(p, part, parts)) {
                    int at = Math.toIntExact(placed.position());
                    assertTrue(placed.position() > last, "positions rise within part " + part + " of " + parts);
                    assertFalse(seen[at], "position " + at + " twice in " + parts + " parts");
                    seen[at] = true;
                    assertEquals(merged.get(at), placed.tick(), "position " + at + ", part " + part + " of " + parts);
                    last = placed.position();
                }
            }
            for (int at = 0; at < seen.length; at++) {
                assertTrue(seen[at], "position " + at + " missing from " + parts + " parts");
            }
        }
    }

    @Test
    void aMarketBelongsToThePartOfItsNumberModuloTheParts() {
        assertEquals(1, PartTicks.partOf(1, 3));
        assertEquals(2, PartTicks.partOf(2, 3));
        assertEquals(3, PartTicks.partOf(3, 3));
        assertEquals(1, PartTicks.partOf(4, 3));
        assertEquals(1, PartTicks.partOf(7, 1));
    }

    @Test
    void morePartsThanMarketsOrAPartOutOfRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PartTicks.open(THREE_MARKETS, 1, 4));
        assertThrows(IllegalArgumentException.class, () -> PartTicks.open(THREE_MARKETS, 0, 2));
        assertThrows(IllegalArgumentException.class, () -> PartTicks.open(THREE_MARKETS, 3, 2));
    }

    @Test
    void walkingNoMarketOfItsOwnReportsEveryTickTSOfTheStreamInOrder() {
        DatagenParameters p = THREE_MARKETS.withRates(30, 60);
        List<Long> walked = new ArrayList<>();
        try (PartTicks none = PartTicks.ofMarkets(p, m -> false, walked::add)) {
            assertFalse(none.hasNext());
        }
        List<StockTick> merged = merged(p);
        assertEquals(merged.size(), walked.size());
        for (int i = 0; i < merged.size(); i++) {
            assertEquals(merged.get(i).tickTS(), walked.get(i));
        }
        List<Long> walkedTickTS = new ArrayList<>();
        PartTicks.walkTickTS(p, walkedTickTS::add);
        assertEquals(walked, walkedTickTS);
    }
}
