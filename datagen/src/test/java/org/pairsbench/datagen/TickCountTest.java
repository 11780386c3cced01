package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

class TickCountTest {

    private static long generate(DatagenParameters parameters) {
        long n = 0;
        try (TickGenerator g = TickGenerator.open(parameters)) {
            while (g.hasNext()) {
                g.next();
                n++;
            }
        }
        return n;
    }

    @Test
    void evenlySpacedArrivalsAtAConstantRateCountAsComputedByHand() {
        // SF 11: 2 markets of 10,000 / 2 = 5,000 ticks/s for 121 s, so an integrated rate of 605,000 per market;
        // arrival k sits at integrated rate k and exists while k < 605,000: 604,999 a market.
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SMOKE)
                .withConstantRate(true).withConstantInterarrival(true);
        assertEquals(2 * 604_999, TickGenerator.countTicks(p));
        assertEquals(2 * 604_999, generate(p));
    }

    @Test
    void theCountIsExactlyTheNumberOfTicksTheGeneratorGives() {
        DatagenParameters smoke = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SMOKE);
        for (DatagenParameters p : new DatagenParameters[] {smoke, smoke.withSeed(12345), smoke.withConstantRate(true)}) {
            assertEquals(generate(p), TickGenerator.countTicks(p), p.toString());
        }
    }

    @Test
    void countingStopsOnceTheCountPassesTheLimitAndSaysMoreThanIt() {
        // Markets of 604,999 evenly spaced ticks each (see above), more than can be counted at once: once the
        // count passes 1,000,000 (after 2 markets), only the markets already being counted add theirs.
        int atOnce = java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1;
        int markets = atOnce + 3;
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(10 * markets))
                .withLength(ProfileLength.SMOKE).withConstantRate(true).withConstantInterarrival(true);
        assertEquals(markets * 604_999L, TickGenerator.countTicks(p, markets * 604_999L));
        long partial = TickGenerator.countTicks(p, 1_000_000);
        assertTrue(partial > 1_000_000 && partial % 604_999 == 0 && partial <= (atOnce + 1) * 604_999L,
                partial + " of " + markets + " markets' " + markets * 604_999L);
    }
}
