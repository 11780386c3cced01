package org.pairsbench.translator.esper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.translator.esper.Scenario.aaaBbb;
import static org.pairsbench.translator.esper.Scenario.aaaOverBbb300;
import static org.pairsbench.translator.esper.Scenario.meanAndPopulationSd;
import static org.pairsbench.translator.esper.Scenario.strategy;
import static org.pairsbench.translator.esper.Scenario.ticks;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;

/** Hand-computed scenarios for the spec's rulings, run on the translated EPL in a real Esper runtime. */
class EsperEngineScenarioTest {

    private static final double REL = 1e-12;

    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, Math.abs(expected) * REL, what);
    }

    private static void assertIndicator(Indicator actual, double ratio, double k, long inputTickTS,
                                        double... window) {
        double[] ms = meanAndPopulationSd(window);
        assertEquals(ratio, actual.ratio(), "ratio at " + inputTickTS);
        assertClose(ms[0], actual.avgRatio(), "avgRatio at " + inputTickTS);
        assertClose(ms[0] + k * ms[1], actual.upperBand(), "upperBand at " + inputTickTS);
        assertClose(ms[0] - k * ms[1], actual.lowerBand(), "lowerBand at " + inputTickTS);
        assertEquals(inputTickTS, actual.inputTickTS(), "inputTickTS");
    }

    private static MarketOrder order(OrderType type, String symbol, int price, long size, long inputTickTS,
                                     int triggerIndex) {
        return new MarketOrder("st_00001", type, symbol, price, size, inputTickTS, EsperRun.ts(triggerIndex));
    }

    @Test
    void periodClosesAtFirstTickAtOrPastItsEndAndAnswersCarryThatTrigger() throws Exception {
        List<StockTick> ticks = ticks(
                "0 AAA 100", "1000 BBB 200", "4999 AAA 102",   // period [0, 5000): avg 101 / 200
                "5000 CCC 7",                                  // trigger: another symbol, exactly on the boundary
                "5000 AAA 100", "6000 BBB 250",                // same tickTS as the trigger: next period
                "12000 AAA 1", "12000 BBB 1");                 // [5000, 10000) closes at 12000: 100 / 250
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 2)), ticks);

        assertEquals(1, run.indicators.size());
        Indicator indicator = run.indicators.get(0);
        assertIndicator(indicator, 100.0 / 250.0, 1.2, 12000, 101.0 / 200.0, 100.0 / 250.0);
        assertEquals(EsperRun.ts(6), indicator.inputTS(), "inputTS is the TS of the first tick at 12000");
    }

    @Test
    void averageIsTheIntegerSumOverTheCountAndRatioIsAvg1OverAvg2() throws Exception {
        // AAA: 1 + 2 + 2 = 5 over 3 ticks; BBB: 3 + 4 = 7 over 2 ticks, in both periods.
        List<StockTick> ticks = ticks("0 AAA 1", "1 AAA 2", "2 AAA 2", "3 BBB 3", "4 BBB 4",
                "5000 AAA 1", "5001 AAA 2", "5002 AAA 2", "5003 BBB 3", "5004 BBB 4", "10000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 2)), ticks);

        double ratio = (5.0 / 3) / (7.0 / 2);
        assertEquals(1, run.indicators.size());
        assertEquals(ratio, run.indicators.get(0).ratio());
        assertEquals(ratio, run.indicators.get(0).avgRatio(), "two equal ratios: avgRatio = ratio exactly");
    }

    @Test
    void aPeriodWithoutTradesOfBothSymbolsYieldsNoRatio() throws Exception {
        List<StockTick> ticks = ticks(
                "0 AAA 100", "1 BBB 200",         // period 0: 0.5
                "5000 AAA 300",                   // period 1: no BBB, no ratio
                "10000 AAA 150", "10001 BBB 100", // period 2: 1.5
                "15000 BBB 100",                  // period 3: no AAA, no ratio
                "20000 AAA 100", "20001 BBB 100", // period 4: 1.0
                "25000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 2)), ticks);

        assertEquals(2, run.indicators.size());
        assertIndicator(run.indicators.get(0), 1.5, 1.2, 15000, 0.5, 1.5);
        assertIndicator(run.indicators.get(1), 1.0, 1.2, 25000, 1.5, 1.0);
    }

    @Test
    void aSilenceSpanningSeveralPeriodsClosesTheLastTradedPeriodAtTheNextTick() throws Exception {
        List<StockTick> ticks = ticks(
                "0 AAA 100", "1 BBB 100",         // period 0: 1.0
                "5000 AAA 200", "5001 BBB 100",   // period 1: 2.0
                "27500 AAA 300", "27501 BBB 100", // closes period 1 (trigger 27500); period 5: 3.0
                "30000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 2)), ticks);

        assertEquals(2, run.indicators.size());
        assertIndicator(run.indicators.get(0), 2.0, 1.2, 27500, 1.0, 2.0);
        assertEquals(EsperRun.ts(4), run.indicators.get(0).inputTS());
        assertIndicator(run.indicators.get(1), 3.0, 1.2, 30000, 2.0, 3.0);
    }

    @Test
    void avgRatioSumsTheWindowOldestToNewest() throws Exception {
        // Ratios 0.1, 0.2, 0.3 (1/10, 2/10, 3/10): (0.1 + 0.2) + 0.3 and (0.3 + 0.2) + 0.1 differ in the last bit.
        List<StockTick> ticks = ticks("0 AAA 1", "1 BBB 10", "5000 AAA 2", "5001 BBB 10",
                "10000 AAA 3", "10001 BBB 10", "15000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 3)), ticks);

        assertEquals(1, run.indicators.size());
        assertEquals((0.1 + 0.2 + 0.3) / 3, run.indicators.get(0).avgRatio());
    }

    @Test
    void constantRatiosGiveSdZeroAvgRatioExactlyTheRatioAndNoSignal() throws Exception {
        // Ratio 1/10 in every period; summing three of them and dividing by 3 would not give 0.1 back.
        List<StockTick> ticks = ticks("0 AAA 1", "1 BBB 10", "5000 AAA 1", "5001 BBB 10",
                "10000 AAA 1", "10001 BBB 10", "15000 AAA 1", "15001 BBB 10", "20000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 3)), ticks);

        assertEquals(2, run.indicators.size());
        for (Indicator indicator : run.indicators) {
            assertEquals(0.1, indicator.avgRatio());
            assertEquals(0.1, indicator.upperBand());
            assertEquals(0.1, indicator.lowerBand());
        }
        assertEquals(List.of(), run.orders, "ratio >= upper holds, but sd = 0 means no signal");
    }

    /**
     * Ratios (AAA over BBB at 300) per period 0..11: 1.0 1.02 1.0 1.5 1.8 1.8 1.0 1.0 1.5 1.5 1.2 1.0; N = 3, k = 1.2,
     * stop-loss 10 %. Band values are worked out in the comments (rounded).
     */
    @Test
    void positionsFollowSignalsAndStopLossWithIntegerCentFunds() throws Exception {
        List<StockTick> ticks = aaaOverBbb300(300, 306, 300, 450, 540, 540, 300, 300, 450, 450, 360, 300);
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 3)), ticks);

        // Period j closes at trigger tick index 2(j+1), inputTickTS (j+1)*5000.
        List<MarketOrder> expected = List.of(
                // j=3, window [1.02 1.0 1.5]: upper 1.4507 <= 1.5, previous 1.0 < 1.0180: HIGH. FLAT: buy symbol2
                // with 1,000,000: 10 * floor(1,000,000 / 3000) = 3330, balance 1000.
                order(OrderType.BUY, "BBB", 300, 3330, 20000, 8),
                // j=4: SHORT_LONG and 1.8 >= 1.1 * 1.5: stop-loss, sell all; balance 1,000,000.
                order(OrderType.SELL, "BBB", 300, 3330, 25000, 10),
                // j=6, window [1.8 1.8 1.0]: lower 1.0808 >= 1.0, previous 1.8 > 1.5303: LOW. FLAT: buy symbol1.
                order(OrderType.BUY, "AAA", 300, 3330, 35000, 14),
                // j=8, window [1.0 1.0 1.5]: upper 1.4495, previous 1.0 < 1.7192: HIGH. LONG_SHORT: sell AAA
                // at 450: available 1000 + 1,498,500 = 1,499,500; buy BBB: 4990 shares, balance 2500.
                order(OrderType.SELL, "AAA", 450, 3330, 45000, 18),
                order(OrderType.BUY, "BBB", 300, 4990, 45000, 18),
                // j=10, window [1.5 1.5 1.2]: lower 1.2303, previous 1.5 > 1.0505: LOW. SHORT_LONG: sell BBB:
                // available 2500 + 1,497,000; buy AAA at 360: 4160 shares (the thesis's erratum, balance -=
                // buySize, would give 8300), balance 1900.
                order(OrderType.SELL, "BBB", 300, 4990, 55000, 22),
                order(OrderType.BUY, "AAA", 360, 4160, 55000, 22),
                // j=11: LONG_SHORT and 1.0 <= 0.9 * 1.2: stop-loss, sell all.
                order(OrderType.SELL, "AAA", 300, 4160, 60000, 24));
        assertEquals(expected, run.orders);

        assertEquals(10, run.indicators.size(), "one indicator per period from the third on");
        List<Object> atTrigger45000 = run.answers.stream().filter(a -> a instanceof Indicator i
                ? i.inputTickTS() == 45000 : ((MarketOrder) a).inputTickTS() == 45000).toList();
        assertEquals(List.of(run.indicators.get(6), expected.get(3), expected.get(4)), atTrigger45000,
                "Indicator, then SELL, then BUY");
        assertIndicator(run.indicators.get(1), 1.5, 1.2, 20000, 1.02, 1.0, 1.5);
        assertIndicator(run.indicators.get(4), 1.0, 1.2, 35000, 1.8, 1.8, 1.0);
    }

    @Test
    void aBuyOfZeroSharesIsNotEmittedAndTheStrategyStaysFlat() throws Exception {
        // Same signals as above, but 10.00 in funds: 10 * floor(1000 / 3000) = 0 shares at every BUY.
        List<StockTick> ticks = aaaOverBbb300(300, 306, 300, 450, 540, 540, 300, 300, 450, 450, 360, 300);
        EsperRun run = EsperRun.of(List.of(strategy("st_00001", "AAA", "BBB", 5, 3, 1.2, 0.1, 1000)), ticks);

        assertEquals(10, run.indicators.size());
        assertEquals(List.of(), run.orders, "no BUY, so never a position to SELL or stop out");
    }

    @Test
    void anAverageWhoseSumPassesTheIntRangeIsExact() throws Exception {
        // AAA: 2,000,000,000 + 2,100,000,000 = 4.1e9 over 2 ticks (an int sum would wrap negative); BBB 1e9.
        List<StockTick> ticks = ticks("0 AAA 2000000000", "1 AAA 2100000000", "2 BBB 1000000000",
                "5000 AAA 2000000000", "5001 AAA 2100000000", "5002 BBB 1000000000", "10000 ZZZ 1");
        EsperRun run = EsperRun.of(List.of(aaaBbb("st_00001", 2)), ticks);

        assertEquals(1, run.indicators.size());
        assertEquals(2.05, run.indicators.get(0).ratio());
        assertEquals(2.05, run.indicators.get(0).avgRatio());
    }

    @Test
    void theBuySizeOfAPriceAboveATenthOfTheIntRangeIsComputedIn64Bits() throws Exception {
        // The signals of the scenario above with every price times 1,000,000 (the ratios stay the same doubles):
        // the first BUY is of BBB at 300,000,000 cents with 50,000,000.00 in funds: 10 * floor(5e9 / 3e9) = 10.
        // In 32-bit arithmetic 10 * price wraps to -1,294,967,296 and the size would come out as 12.
        List<StockTick> ticks = new java.util.ArrayList<>();
        int[] aaa = {300, 306, 300, 450, 540};
        for (int j = 0; j < aaa.length; j++) {
            ticks.add(new StockTick("AAA", aaa[j] * 1_000_000, 100, j * 5000L));
            ticks.add(new StockTick("BBB", 300_000_000, 100, j * 5000L + 1));
        }
        ticks.add(new StockTick("AAA", 300_000_000, 100, aaa.length * 5000L));
        EsperRun run = EsperRun.of(List.of(strategy("st_00001", "AAA", "BBB", 5, 3, 1.2, 0.1, 5_000_000_000L)),
                ticks);

        assertEquals(List.of(
                order(OrderType.BUY, "BBB", 300_000_000, 10, 20000, 8),
                order(OrderType.SELL, "BBB", 300_000_000, 10, 25000, 10)), run.orders);
    }

    @Test
    void strategiesSharingAPeriodLengthAndStrategiesWithOtherLengthsRunSideBySide() throws Exception {
        List<StockTick> ticks = aaaOverBbb300(300, 306, 300, 450, 540, 540, 300, 300, 450, 450, 360, 300);
        EsperRun run = EsperRun.of(List.of(
                aaaBbb("st_00001", 3),
                aaaBbb("st_00002", 2),
                strategy("st_00003", "BBB", "AAA", 10, 2, 1.5, 0.2, 2_000_000)), ticks);

        assertEquals(10, run.indicatorsOf("st_00001").size());
        assertEquals(11, run.indicatorsOf("st_00002").size());
        assertIndicator(run.indicatorsOf("st_00002").get(0), 1.02, 1.2, 10000, 1.0, 1.02);
        // 10 s periods [0, 10000): AAA (300 + 306) / 2 = 303, BBB 300; [10000, 20000): AAA 375, BBB 300.
        List<Indicator> tenSeconds = run.indicatorsOf("st_00003");
        assertEquals(5, tenSeconds.size());
        assertIndicator(tenSeconds.get(0), 300.0 / 375, 1.5, 20000, 300.0 / 303, 300.0 / 375);
        assertEquals(8, run.orders.stream().filter(o -> o.strategy().equals("st_00001")).count(),
                "other strategies do not disturb st_00001's positions");
    }

    @Test
    void aTickBeforeTheClockIsRefused() throws Exception {
        try (EsperEngine engine = new EsperEngine()) {
            engine.deploy(List.of(aaaBbb("st_00001", 2)), new EsperRun());
            engine.send(new StockTick("AAA", 1, 100, 5000), 1);
            assertThrows(IllegalArgumentException.class, () -> engine.send(new StockTick("AAA", 1, 100, 4999), 2));
        }
    }

    @Test
    void anAnswerThatCannotBeDeliveredFailsTheSendThatCausedIt() throws Exception {
        // Esper swallows (and logs) what an update listener throws; the adapter must not let an answer vanish.
        RuntimeException refused = new RuntimeException("sink refused the answer");
        org.pairsbench.api.engine.AnswerListener throwing = new org.pairsbench.api.engine.AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                throw refused;
            }

            @Override
            public void onOrder(MarketOrder order) {
            }
        };
        try (EsperEngine engine = new EsperEngine()) {
            engine.deploy(List.of(aaaBbb("st_00001", 2)), throwing);
            for (String tick : List.of("0 AAA 100", "1000 BBB 200", "5000 AAA 100", "6000 BBB 250")) {
                engine.send(ticks(tick).get(0), 1);
            }
            // 12000 closes [5000, 10000), the second period: st_00001's first Indicator is delivered, and refused.
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> engine.send(new StockTick("AAA", 1, 100, 12000), 2));
            assertEquals(refused, failure.getCause());
        }
    }

    @Test
    void engineIsFoundByName() {
        assertTrue(new EsperEngineFactory().create(org.pairsbench.api.engine.EngineOptions.none("esper")) instanceof EsperEngine);
    }
}
