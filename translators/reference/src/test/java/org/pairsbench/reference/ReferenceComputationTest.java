package org.pairsbench.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pairsbench.reference.Scenario.buy;
import static org.pairsbench.reference.Scenario.ind;
import static org.pairsbench.reference.Scenario.sell;
import static org.pairsbench.reference.Scenario.strategy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Strategy;

/**
 * Hand-computed scenarios from the spec's rulings (issue-2 rulings 1-7). Every expected value below was worked
 * out on paper from the rules; the comments show the working. Most scenarios use N = 2 and k = 1, where the
 * bands are exact in binary: for a window [a, b], avgRatio = (a+b)/2, sd = |a-b|/2, so upper = max(a, b) and
 * lower = min(a, b).
 */
class ReferenceComputationTest {

    private static final String S = "st_00001";

    /**
     * AAA/BBB, P = 10 s, N = 2, k = 1, stop-loss 50 %, funds 1,000,000 cents. Period j holds AAA at r*1000 -/+ 100
     * (average r*1000, last r*1000 + 100) and BBB at 900, 1100 (average 1000, last 1100), so its ratio is r.
     * Period j closes on the first tick of period j+1, at (j+1)*10000 + 1000; period 12 closes on a tick of
     * an unused symbol exactly at the boundary 130000.
     */
    @Test
    void everyTransitionStopLossOnBothSidesAndFundsFollowTheRulings() {
        double[] r = {1.0, 1.5, 1.25, 1.5, 1.25, 1.25, 1.5, 1.25, 1.5, 2.5, 2.0, 1.0, 1.5};
        Scenario sc = new Scenario();
        for (int j = 0; j < r.length; j++) {
            sc.period(j, (int) (r[j] * 1000), 900, 1100);
        }
        sc.tick(130_000, "ZZZ", 4242);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.5)));

        List<Answer> expected = List.of(
                // period 1 closes: window [1.0, 1.5]; first indicator: no signal.
                ind(S, 21_000, 1.5, 1.25, 1.5, 1.0),
                // period 2: [1.5, 1.25] avg 1.375 sd .125; ratio 1.25 <= lower 1.25, prev 1.5 > prevLower 1.0: LOW.
                ind(S, 31_000, 1.25, 1.375, 1.5, 1.25),
                // FLAT + LOW: BUY AAA at its last price 1350; size 10*floor(1,000,000 / 13,500) = 10*74 = 740;
                // balance 1,000,000 - 740*1350 = 1,000. -> LONG_SHORT, entry 1.25.
                buy(S, 31_000, "AAA", 1350, 740),
                // period 3: [1.25, 1.5]; ratio 1.5 >= upper 1.5, prev 1.25 < prevUpper 1.5: HIGH.
                // stop-loss first: 1.5 <= (1-0.5)*1.25 = 0.625? no.
                ind(S, 41_000, 1.5, 1.375, 1.5, 1.25),
                // LONG_SHORT + HIGH: SELL 740 AAA at 1600 -> available 1,000 + 1,184,000 = 1,185,000;
                // BUY BBB at 1100: 10*floor(1,185,000 / 11,000) = 10*107 = 1070; balance 1,185,000 - 1,177,000
                // = 8,000 (the thesis's erratum would leave 1,183,930). -> SHORT_LONG, entry 1.5.
                sell(S, 41_000, "AAA", 1600, 740),
                buy(S, 41_000, "BBB", 1100, 1070),
                // period 4: [1.5, 1.25]: LOW; stop-loss 1.25 >= 1.5*1.5 = 2.25? no.
                ind(S, 51_000, 1.25, 1.375, 1.5, 1.25),
                // SHORT_LONG + LOW: SELL 1070 BBB at 1100 -> 8,000 + 1,177,000 = 1,185,000; BUY AAA at 1350:
                // 10*floor(1,185,000 / 13,500) = 10*87 = 870; balance 1,185,000 - 1,174,500 = 10,500.
                // -> LONG_SHORT, entry 1.25.
                sell(S, 51_000, "BBB", 1100, 1070),
                buy(S, 51_000, "AAA", 1350, 870),
                // period 5: [1.25, 1.25] all equal: sd = 0, avgRatio = ratio; no signal.
                ind(S, 61_000, 1.25, 1.25, 1.25, 1.25),
                // period 6: [1.25, 1.5]; ratio 1.5 >= upper 1.5 but prev 1.25 < prevUpper 1.25 is false: no HIGH.
                ind(S, 71_000, 1.5, 1.375, 1.5, 1.25),
                // period 7: [1.5, 1.25]: LOW, but LONG_SHORT + LOW changes nothing.
                ind(S, 81_000, 1.25, 1.375, 1.5, 1.25),
                // period 8: [1.25, 1.5]: HIGH (prev 1.25 < 1.5). SELL 870 AAA at 1600 -> 10,500 + 1,392,000 =
                // 1,402,500; BUY BBB at 1100: 10*floor(1,402,500 / 11,000) = 10*127 = 1270; balance 5,500.
                // -> SHORT_LONG, entry 1.5.
                ind(S, 91_000, 1.5, 1.375, 1.5, 1.25),
                sell(S, 91_000, "AAA", 1600, 870),
                buy(S, 91_000, "BBB", 1100, 1270),
                // period 9: [1.5, 2.5] avg 2.0 sd 0.5; stop-loss: 2.5 >= (1+0.5)*1.5 = 2.25: SELL 1270 BBB at
                // 1100 -> balance 5,500 + 1,397,000 = 1,402,500. -> FLAT.
                ind(S, 101_000, 2.5, 2.0, 2.5, 1.5),
                sell(S, 101_000, "BBB", 1100, 1270),
                // period 10: [2.5, 2.0] avg 2.25 sd .25; ratio 2.0 <= lower 2.0, prev 2.5 > prevLower 1.5: LOW.
                // FLAT + LOW: BUY AAA at 2100: 10*floor(1,402,500 / 21,000) = 10*66 = 660; balance 16,500.
                // -> LONG_SHORT, entry 2.0.
                ind(S, 111_000, 2.0, 2.25, 2.5, 2.0),
                buy(S, 111_000, "AAA", 2100, 660),
                // period 11: [2.0, 1.0]; stop-loss: 1.0 <= (1-0.5)*2.0 = 1.0 (equality counts): SELL 660 AAA at
                // 1100 -> balance 16,500 + 726,000 = 742,500. -> FLAT.
                ind(S, 121_000, 1.0, 1.5, 2.0, 1.0),
                sell(S, 121_000, "AAA", 1100, 660),
                // period 12 closes on ZZZ at exactly 130000: [1.0, 1.5]; HIGH (prev 1.0 < prevUpper 2.0).
                // FLAT + HIGH: BUY BBB at 1100: 10*floor(742,500 / 11,000) = 10*67 = 670. -> SHORT_LONG.
                ind(S, 130_000, 1.5, 1.25, 1.5, 1.0),
                buy(S, 130_000, "BBB", 1100, 670));
        assertEquals(expected, answers);
    }

    /**
     * N = 4, k = 1.5. Ratios 1, 1, 2, 2: avg 1.5, deviations -.5 -.5 .5 .5, squares sum 1, sd = sqrt(1/4) =
     * 0.5, bands 1.5 -/+ 0.75. Then 4: window [1, 2, 2, 4], sum 9, avg 2.25; deviations -1.25 -.25 -.25 1.75,
     * squares 1.5625 + .0625 + .0625 + 3.0625 = 4.75, sd = sqrt(4.75 / 4) = sqrt(1.1875).
     */
    @Test
    void meanAndPopulationStandardDeviationOverTheLastNRatios() {
        Scenario sc = new Scenario();
        int[] aaa = {1000, 1000, 2000, 2000, 4000};
        for (int j = 0; j < aaa.length; j++) {
            sc.period(j, aaa[j], 900, 1100);
        }
        sc.tick(50_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 4, 1.5, 0.3)));
        double sd = Math.sqrt(1.1875);
        assertEquals(List.of(
                ind(S, 41_000, 2.0, 1.5, 2.25, 0.75),
                // HIGH? ratio 4 >= 2.25 + 1.5*sd (about 3.88) and prev 2.0 < prevUpper 2.25: yes. BUY BBB at 1100:
                // 10*floor(1,000,000 / 11,000) = 900.
                ind(S, 50_000, 4.0, 2.25, 2.25 + 1.5 * sd, 2.25 - 1.5 * sd),
                buy(S, 50_000, "BBB", 1100, 900)), answers);
    }

    /**
     * N = 2. Period 0: both trade (ratio 1.0). Period 1: only AAA trades; BBB still has its last price from
     * period 0, but the period yields no ratio and does not count (ruling 3). Period 2: ratio 1.5. The first
     * indicator comes at the close of period 2 over [1.0, 1.5].
     */
    @Test
    void periodInWhichOneSymbolDidNotTradeYieldsNoRatio() {
        Scenario sc = new Scenario().period(0, 1000, 900, 1100)
                .tick(11_000, "AAA", 5000).tick(13_000, "AAA", 7000)
                .period(2, 1500, 900, 1100)
                .tick(30_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.3)));
        assertEquals(List.of(ind(S, 30_000, 1.5, 1.25, 1.5, 1.0)), answers);
    }

    /**
     * N = 2. Periods 0 and 1 trade (ratios 1.0, 1.25); the next tick comes at 55,000, in period 5: periods 1-4
     * close together on it. Period 1 gives the indicator, periods 2-4 are empty and give nothing. Period 5
     * (ratio 1.5, from ticks at 55,000 on) then closes at 60,000.
     */
    @Test
    void gapSpanningSeveralPeriodsClosesThemAllWithOneTrigger() {
        Scenario sc = new Scenario().period(0, 1000, 900, 1100).period(1, 1250, 900, 1100)
                .tick(55_000, "AAA", 1500).tick(55_000, "BBB", 1000)
                .tick(60_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.3)));
        // close of period 1 at 55,000: [1.0, 1.25] avg 1.125 sd .125 -> first indicator.
        // close of period 5 at 60,000: [1.25, 1.5]: HIGH? prev 1.25 < prevUpper 1.25 is false: none.
        assertEquals(List.of(ind(S, 55_000, 1.25, 1.125, 1.25, 1.0), ind(S, 60_000, 1.5, 1.375, 1.5, 1.25)),
                answers);
    }

    /**
     * N = 2, P = 10 s. A tick at 9,999 still belongs to period 0; the first of three ticks at exactly 10,000
     * is the trigger and belongs to period 1 with the other two (ruling 2): closing is processed before the
     * trigger is applied, and only once.
     * Period 0: AAA 1000 and 2000 (9,999) -> avg 1500; BBB 1000 -> ratio 1.5.
     * Period 1: AAA 3000 (trigger), BBB 1000, AAA 1000 all at 10,000 -> AAA avg 2000, ratio 2.0.
     */
    @Test
    void tickOnTheBoundaryAndTicksWithTheSameTickTsBelongToTheNextPeriod() {
        Scenario sc = new Scenario()
                .tick(0, "AAA", 1000).tick(5_000, "BBB", 1000).tick(9_999, "AAA", 2000)
                .tick(10_000, "AAA", 3000).tick(10_000, "BBB", 1000).tick(10_000, "AAA", 1000)
                .tick(20_000, "ZZZ", 1).tick(20_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.3)));
        // [1.5, 2.0] -> avg 1.75, sd .25.
        assertEquals(List.of(ind(S, 20_000, 2.0, 1.75, 2.0, 1.5)), answers);
    }

    /**
     * N = 2, k = 1, BBB at 100 and 1900 (average 1000, last 1900), AAA as usual; ratios 1.0, 1.5, 1.25, 1.5,
     * 1.25: LOW at 31,000, HIGH at 41,000, LOW at 51,000.
     * st_00001, funds 14,000: LOW -> BUY AAA at 1350, 10*floor(14,000 / 13,500) = 10, balance 500.
     *   HIGH -> SELL 10 AAA at 1600 -> 16,500; BUY BBB at 1900: 10*floor(16,500 / 19,000) = 0: no BUY, FLAT.
     *   LOW -> from FLAT (no SELL of BBB): BUY AAA at 1350, 10*floor(16,500 / 13,500) = 10.
     * st_00002, funds 5,000: every BUY has size 10*floor(5,000 / 13,500) = 0: no orders at all.
     */
    @Test
    void zeroSizeBuyIsNotEmittedAndTheStrategyEndsFlat() {
        Scenario sc = new Scenario();
        double[] r = {1.0, 1.5, 1.25, 1.5, 1.25};
        for (int j = 0; j < r.length; j++) {
            sc.period(j, (int) (r[j] * 1000), 100, 1900);
        }
        sc.tick(50_000, "ZZZ", 1);
        Strategy rich = strategy("st_00001", 14_000, 10, 2, 1.0, 0.5);
        Strategy poor = strategy("st_00002", 5_000, 10, 2, 1.0, 0.5);
        List<Answer> answers = sc.run(List.of(rich, poor));
        assertEquals(List.of(
                ind("st_00001", 21_000, 1.5, 1.25, 1.5, 1.0),
                ind("st_00002", 21_000, 1.5, 1.25, 1.5, 1.0),
                ind("st_00001", 31_000, 1.25, 1.375, 1.5, 1.25),
                buy("st_00001", 31_000, "AAA", 1350, 10),
                ind("st_00002", 31_000, 1.25, 1.375, 1.5, 1.25),
                ind("st_00001", 41_000, 1.5, 1.375, 1.5, 1.25),
                sell("st_00001", 41_000, "AAA", 1600, 10),
                ind("st_00002", 41_000, 1.5, 1.375, 1.5, 1.25),
                ind("st_00001", 50_000, 1.25, 1.375, 1.5, 1.25),
                buy("st_00001", 50_000, "AAA", 1350, 10),
                ind("st_00002", 50_000, 1.25, 1.375, 1.5, 1.25)), answers);
    }

    /**
     * Prices near the top of the int range (spec 3.1: any positive 32-bit price) in the first scenario's layout,
     * every price times 1,000,000: AAA at (r*1000 -/+ 100) * 1e6, BBB at 900e6 and 1100e6, so the ratios stay
     * 1.0, 1.5, 1.25. The averages' sums (3.2e9) and the lot 10 * 1,350,000,000 pass 2^31; in 64 bits the LOW
     * at 31,000 buys 10*floor(20,000,000,000 / 13,500,000,000) = 10 AAA at 1,350,000,000.
     */
    @Test
    void pricesNearTheTopOfTheIntRangeAreAveragedAndSizedIn64Bits() {
        double[] r = {1.0, 1.5, 1.25};
        Scenario sc = new Scenario();
        for (int j = 0; j < r.length; j++) {
            long t = j * 10_000L;
            int aaa = (int) (r[j] * 1000);
            sc.tick(t + 1000, "AAA", (aaa - 100) * 1_000_000).tick(t + 2000, "BBB", 900_000_000)
                    .tick(t + 3000, "AAA", (aaa + 100) * 1_000_000).tick(t + 4000, "BBB", 1_100_000_000);
        }
        sc.tick(31_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy(S, 20_000_000_000L, 10, 2, 1.0, 0.5)));

        assertEquals(List.of(
                ind(S, 21_000, 1.5, 1.25, 1.5, 1.0),
                ind(S, 31_000, 1.25, 1.375, 1.5, 1.25),
                buy(S, 31_000, "AAA", 1_350_000_000, 10)), answers);
    }

    /**
     * Two strategies with different period lengths (5 s listed first, 10 s second) whose periods close on the
     * same trigger answer in the order of the strategies list; periods of the 5-s strategy also close alone.
     * N = 1, so each ratio is its own window (sd = 0, no signals): one indicator per closed period.
     * Ticks: AAA 1000 and BBB 1000 at 1,000; AAA 3000 and BBB 1000 at 6,000; trigger ZZZ at 10,000.
     *   5-s: period [0, 5000) closes at 6,000 with ratio 1.0; period [5000, 10000) closes at 10,000 with 3.0.
     *   10-s: period [0, 10000) closes at 10,000 with AAA avg 2000 / BBB 1000 = 2.0.
     */
    @Test
    void answersOfOneTriggerComeInStrategiesListOrder() {
        Scenario sc = new Scenario().tick(1_000, "AAA", 1000).tick(1_000, "BBB", 1000)
                .tick(6_000, "AAA", 3000).tick(6_000, "BBB", 1000).tick(10_000, "ZZZ", 1);
        List<Answer> answers = sc.run(List.of(strategy("st_00001", 1_000_000, 5, 1, 2.0, 0.1),
                strategy("st_00002", 1_000_000, 10, 1, 2.0, 0.1)));
        assertEquals(List.of(
                ind("st_00001", 6_000, 1.0, 1.0, 1.0, 1.0),
                ind("st_00001", 10_000, 3.0, 3.0, 3.0, 3.0),
                ind("st_00002", 10_000, 2.0, 2.0, 2.0, 2.0)), answers);
    }

    /**
     * N = 2, k = 1, ratios 1.0, 1.25, 1.0, 1.5, 1.5, 1.25, 2.0 (AAA and BBB as in the first scenario; period 6
     * closes on ZZZ at 70,000). The strategy enters SHORT_LONG at 1.5; the flat window [1.5, 1.5] (sd = 0)
     * makes the fall to 1.25 no LOW (prev 1.5 > prevLower 1.5 is false), so the rise to 2.0 is a HIGH while
     * SHORT_LONG. With stop-loss 20 %: 2.0 >= 1.2 * 1.5 = 1.8, the stop-loss comes first and SELLs; with 50 %:
     * 2.0 >= 2.25 is false and SHORT_LONG + HIGH keeps the position: no order.
     *   @31000 [1.25, 1.0]: LOW, FLAT -> BUY AAA at 1100: 10*floor(1,000,000 / 11,000) = 900; balance 10,000.
     *   @41000 [1.0, 1.5]: HIGH -> SELL 900 AAA at 1600 -> 1,450,000; BUY BBB at 1100: 10*floor(1,450,000 /
     *          11,000) = 1310; balance 9,000.
     *   @70000 [1.25, 2.0]: avg 1.625, sd .375, bands 2.0 and 1.25.
     */
    @Test
    void stopLossComesBeforeASignalOnTheSameIndicatorAndShortLongKeepsItsPositionOnHigh() {
        double[] r = {1.0, 1.25, 1.0, 1.5, 1.5, 1.25, 2.0};
        Scenario sc = new Scenario();
        for (int j = 0; j < r.length; j++) {
            sc.period(j, (int) (r[j] * 1000), 900, 1100);
        }
        sc.tick(70_000, "ZZZ", 1);
        List<Answer> common = List.of(
                ind(S, 21_000, 1.25, 1.125, 1.25, 1.0),
                ind(S, 31_000, 1.0, 1.125, 1.25, 1.0),
                buy(S, 31_000, "AAA", 1100, 900),
                ind(S, 41_000, 1.5, 1.25, 1.5, 1.0),
                sell(S, 41_000, "AAA", 1600, 900),
                buy(S, 41_000, "BBB", 1100, 1310),
                ind(S, 51_000, 1.5, 1.5, 1.5, 1.5),
                ind(S, 61_000, 1.25, 1.375, 1.5, 1.25),
                ind(S, 70_000, 2.0, 1.625, 2.0, 1.25));
        List<Answer> withStop = new java.util.ArrayList<>(common);
        withStop.add(sell(S, 70_000, "BBB", 1100, 1310));
        assertEquals(withStop, sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.2))));
        assertEquals(common, sc.run(List.of(strategy(S, 1_000_000, 10, 2, 1.0, 0.5))));
    }

    /** The last period never sees a trigger, so it yields nothing (spec/validation.md, Decisions). */
    @Test
    void lastOpenPeriodAtEndOfStreamYieldsNothing() {
        Scenario sc = new Scenario().period(0, 1000, 900, 1100).period(1, 1500, 900, 1100);
        List<Answer> answers = sc.run(List.of(strategy(S, 1_000_000, 10, 1, 1.0, 0.3)));
        assertEquals(List.of(ind(S, 11_000, 1.0, 1.0, 1.0, 1.0)), answers);
    }
}
