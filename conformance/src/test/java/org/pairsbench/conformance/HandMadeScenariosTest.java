package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pairsbench.conformance.Expected.assertPinned;
import static org.pairsbench.conformance.Expected.buy;
import static org.pairsbench.conformance.Expected.flat;
import static org.pairsbench.conformance.Expected.ind;
import static org.pairsbench.conformance.Expected.sell;
import static org.pairsbench.conformance.Expected.window;
import static org.pairsbench.conformance.Expected.withInputTs;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pairsbench.api.model.Answer;

/**
 * Pins the expected answers of every hand-made scenario (what the runner computes with the reference engine) to
 * answers worked out on paper from spec section 5; the comments show the working. A scenario added to
 * {@link HandMadeScenarios} without hand-checked answers here fails. With N = 2 and k = 1 a window [a, b] has
 * avgRatio (a+b)/2 and sd |a-b|/2, so upper = max(a, b) and lower = min(a, b): exact in binary for the ratios
 * used. In the usual layout ({@link TickScript#period}) period j of 10 s closes on the tick at (j+1)*10000 + 1000,
 * AAA's last price is its average + 100 and BBB's the second price given.
 */
class HandMadeScenariosTest {

    private static final String S = "st_00001";
    private static final String S2 = "st_00002";
    private static final String S3 = "st_00003";

    @TestFactory
    Stream<DynamicTest> everyHandMadeScenarioGivesItsHandCheckedAnswers() {
        return HandMadeScenarios.all().stream()
                .map(s -> DynamicTest.dynamicTest(s.name(), () -> assertPinned(s, handChecked(s.name()))));
    }

    /**
     * The explicit form of the inputTS rule for one scenario, without the trigger lookup of {@link Expected}:
     * ticks 0-7 are sent with TS 0-7; [0, 10000) closes on ZZZ (tick 2), not on the AAA and BBB ticks that follow
     * at the same tickTS; [10000, 20000) closes on BBB (tick 6), not on ZZZ (tick 7) at the same tickTS.
     */
    @Test
    void theTriggersTsIsTheIndexOfTheFirstTickAtOrPastThePeriodsEnd() {
        // [0, 10000): AAA 1000 / BBB 1000 = 1.0; [10000, 20000): AAA (2000 + 2000) / 2 = 2000 over BBB 1000 = 2.0.
        // N = 1: each window holds one ratio, sd = 0, avgRatio and bands equal the ratio.
        assertEquals(List.of(withInputTs(flat(S, 10_000, 1.0), 2), withInputTs(flat(S, 20_000, 2.0), 6)),
                ConformanceRunner.expectedAnswers(HandMadeScenarios.triggerTs()));
    }

    /**
     * The construction {@link HandMadeScenarios#HIGH_AND_LOW_BOTH} rests on, checked apart from any engine: each
     * period's five prices add up to its sum, and the sums give the ratios its comments work with, the double just
     * above 1.5 among them.
     */
    @Test
    void theHighAndLowScenariosPricesGiveTheRatioOneUlpAbove1_5() {
        double r = Math.nextUp(1.5);
        double[] ratios = {1.25, 1.0, 1.0, 1.0, 1.0, 2.0, 1.5, 1.5, r, 1.5, 1.5, 2.0, 1.5, 1.5, r, 1.5, 1.5};
        for (int j = 0; j < ratios.length; j++) {
            int aaa = HandMadeScenarios.HIGH_AND_LOW_BOTH_AAA_SUMS[j];
            int bbb = HandMadeScenarios.HIGH_AND_LOW_BOTH_BBB_SUMS[j];
            assertEquals(aaa, IntStream.of(HandMadeScenarios.fivePrices(aaa)).sum(), "AAA sum of period " + j);
            assertEquals(bbb, IntStream.of(HandMadeScenarios.fivePrices(bbb)).sum(), "BBB sum of period " + j);
            assertEquals(ratios[j], ((double) aaa / 5) / ((double) bbb / 5), "ratio of period " + j);
        }
        assertArrayEquals(new int[] {152, 152, 152, 153, 153}, HandMadeScenarios.fivePrices(762));
        assertArrayEquals(new int[] {101, 101, 102, 102, 102}, HandMadeScenarios.fivePrices(508));
        assertArrayEquals(new int[] {1250, 1250, 1250, 1250, 1250}, HandMadeScenarios.fivePrices(6250));
    }

    static List<? extends Answer> handChecked(String scenario) {
        return switch (scenario) {
            case HandMadeScenarios.TRIGGER_TS -> List.of(flat(S, 10_000, 1.0), flat(S, 20_000, 2.0));
            // Period [0, 5000): AAA (100 + 102) / 2 = 101, BBB 200: ratio 101/200, closed by CCC at 5,000.
            // Period [5000, 10000): AAA 100, BBB 250: 100/250, closed by AAA at 12,000.
            // st_00001 (N = 1): one flat indicator per period; st_00002 (N = 2): the window of both at 12,000.
            case HandMadeScenarios.UNUSED_SYMBOL_TRIGGER -> List.of(
                    flat(S, 5_000, 101.0 / 200.0),
                    flat(S, 12_000, 100.0 / 250.0),
                    window(S2, 12_000, 1.2, 101.0 / 200.0, 100.0 / 250.0));
            // Period 0: AAA 1000 and 2000 (at 9,999) -> 1500, BBB 1000 -> 1.5. Period 1: AAA 3000 (the trigger
            // at 10,000) and 1000 -> 2000, BBB 1000 -> 2.0. Window [1.5, 2.0]: avg 1.75, sd .25, bands 2.0, 1.5.
            case HandMadeScenarios.BOUNDARY_AND_TIES -> List.of(ind(S, 20_000, 2.0, 1.75, 2.0, 1.5));
            // AAA (1 + 2 + 2) / 3, BBB (3 + 4) / 2 in both periods: two equal ratios, sd = 0.
            case HandMadeScenarios.INTEGER_AVERAGE -> List.of(flat(S, 10_000, (5.0 / 3.0) / (7.0 / 2.0)));
            // Period 1 has no BBB: no ratio. First indicator at the close of period 2 over [1.0, 1.5].
            case HandMadeScenarios.ONE_SYMBOL_SILENT -> List.of(ind(S, 30_000, 1.5, 1.25, 1.5, 1.0));
            // 55,000 closes periods 1-4: period 1 gives [1.0, 1.25] (avg 1.125, sd .125), 2-4 are empty. Period 5
            // (AAA 1500 / BBB 1000 = 1.5) closes at 60,000: [1.25, 1.5]; HIGH needs prev 1.25 < prevUpper 1.25: no.
            case HandMadeScenarios.SILENCE_SEVERAL_PERIODS -> List.of(ind(S, 55_000, 1.25, 1.125, 1.25, 1.0),
                    ind(S, 60_000, 1.5, 1.375, 1.5, 1.25));
            // Period 0 closes on the first tick of period 1; period 1 never closes.
            case HandMadeScenarios.NO_TRIGGER_AT_END -> List.of(flat(S, 11_000, 1.0));
            // [1.0, 2.0]: avg 1.5, sd .5, k = 0: both bands 1.5. Ratio 2.0 >= 1.5, but the first indicator has no
            // signal. [2.0, 1.0]: same bands; 1.0 <= 1.5 and prev 2.0 > prevLower 1.5: LOW. FLAT: BUY AAA at its
            // last price 1100: 10 * floor(1,000,000 / 11,000) = 10 * 90 = 900.
            case HandMadeScenarios.FIRST_INDICATOR_NO_SIGNAL -> List.of(ind(S, 21_000, 2.0, 1.5, 1.5, 1.5),
                    ind(S, 30_000, 1.0, 1.5, 1.5, 1.5), buy(S, 30_000, "AAA", 1100, 900));
            // [1, 1, 2, 2]: avg 1.5, squares .25 * 4 = 1, sd = sqrt(1/4) = .5, bands 1.5 -/+ .75.
            // [1, 2, 2, 4]: sum 9, avg 2.25; squares 1.5625 + .0625 + .0625 + 3.0625 = 4.75, sd = sqrt(1.1875).
            // HIGH: 4 >= 2.25 + 1.5 sd (about 3.88) and prev 2.0 < prevUpper 2.25. BUY BBB at 1100:
            // 10 * floor(1,000,000 / 11,000) = 900.
            case HandMadeScenarios.POPULATION_SD -> List.of(ind(S, 41_000, 2.0, 1.5, 2.25, 0.75),
                    ind(S, 50_000, 4.0, 2.25, 2.25 + 1.5 * Math.sqrt(1.1875), 2.25 - 1.5 * Math.sqrt(1.1875)),
                    buy(S, 50_000, "BBB", 1100, 900));
            // Ratios 1/10, 2/10, 3/10: avgRatio = ((0.1 + 0.2) + 0.3) / 3, which is not ((0.3 + 0.2) + 0.1) / 3.
            case HandMadeScenarios.SUMMATION_ORDER -> List.of(window(S, 15_000, 1.2, 0.1, 0.2, 0.3));
            // Ratio 1/10 = 0.1 in every period; N = 3: indicators at the closes of periods 2 and 3, sd = 0, avgRatio
            // 0.1 exactly (the sum of three 0.1 over 3 would not be). ratio >= upper holds, but sd = 0: no signal.
            case HandMadeScenarios.STICKY_PRICES -> List.of(flat(S, 15_000, 0.1), flat(S, 20_000, 0.1));
            // [1.0, 1.5] first. [1.5, 1.25]: avg 1.375, bands 1.5, 1.25: LOW (prev 1.5 > 1.0). BUY AAA at 1350:
            // 10 * floor(1,000,000 / 13,500) = 740, entry 1.25. [1.25, 1.25]: sd = 0, no signal, but the stop-loss
            // 1.25 <= (1 - 0.0) * 1.25 holds: SELL 740 AAA at 1350.
            case HandMadeScenarios.STOP_LOSS_AT_SD_ZERO -> List.of(ind(S, 21_000, 1.5, 1.25, 1.5, 1.0),
                    ind(S, 31_000, 1.25, 1.375, 1.5, 1.25), buy(S, 31_000, "AAA", 1350, 740),
                    flat(S, 40_000, 1.25), sell(S, 40_000, "AAA", 1350, 740));
            case HandMadeScenarios.EVERY_TRANSITION -> everyTransition(S);
            case HandMadeScenarios.STOP_LOSS_BEFORE_SIGNAL -> stopLossBeforeSignal();
            case HandMadeScenarios.HIGH_AND_LOW_BOTH -> highAndLowBoth();
            case HandMadeScenarios.POSITIONS_N3 -> positionsN3();
            case HandMadeScenarios.ZERO_SIZE_BUY -> zeroSizeBuy();
            // AAA 2,000,000,000 + 2,100,000,000 = 4.1e9 (an int sum would wrap) over 2 = 2.05e9; BBB 1e9: 2.05 in
            // both periods, sd = 0.
            case HandMadeScenarios.PRICE_SUMS_BEYOND_2_31 -> List.of(flat(S, 10_000, 2.05));
            // The ratios 1.0, 1.5, 1.25 of the usual layout, prices times 1e6 (AAA's sums reach 3.2e9). LOW at
            // 31,000: BUY AAA at 1,350,000,000: lot 13,500,000,000 (past 2^31), 10 * floor(2e10 / 1.35e10) = 10.
            case HandMadeScenarios.LOT_BEYOND_2_31 -> List.of(ind(S, 21_000, 1.5, 1.25, 1.5, 1.0),
                    ind(S, 31_000, 1.25, 1.375, 1.5, 1.25), buy(S, 31_000, "AAA", 1_350_000_000, 10));
            case HandMadeScenarios.FUNDS_BEYOND_2_53 -> fundsBeyond2pow53();
            case HandMadeScenarios.FUNDS_LONG_MAX -> fundsLongMax();
            case HandMadeScenarios.CUSTOM_PERIOD_LENGTH -> customPeriodLength();
            // 5-s: [0, 5000) closes at 6,000 with 1000/1000; [5000, 10000) at 10,000 with 3000/1000. 10-s:
            // [0, 10000) closes at 10,000 with AAA (1000 + 3000) / 2 = 2000 over 1000. N = 1: flat indicators.
            case HandMadeScenarios.TWO_PERIOD_LENGTHS_ONE_TRIGGER -> List.of(flat(S, 6_000, 1.0), flat(S, 10_000, 3.0),
                    flat(S2, 10_000, 2.0));
            case HandMadeScenarios.SHARED_SYMBOLS -> sharedSymbols();
            default -> throw new AssertionError("scenario " + scenario + " has no hand-checked answers");
        };
    }

    /**
     * {@link HandMadeScenarios#HIGH_AND_LOW_BOTH}: N = 5, k = 1, stop-loss 50 %; st_00001 has 1,000,000 cents,
     * st_00002 5,000. Period j closes on AAA at (j+1)*10000 + 1000, the last on ZZZ at 170,000. R is 1.5 + 2^-52.
     * AAA's last price is 1000 in period 5 and 150 in periods 10 and 16, BBB's 1000 and 100.
     */
    private static List<Answer> highAndLowBoth() {
        double r = Math.nextUp(1.5);
        List<Answer> out = new ArrayList<>();
        for (String s : List.of(S, S2)) {
            // Periods 0-4 give 1.25, 1.0, 1.0, 1.0, 1.0: the first indicator (avg 1.05, sd .1), no signal.
            out.add(window(s, 51_000, 1.0, 1.25, 1.0, 1.0, 1.0, 1.0));
            // [1, 1, 1, 1, 2]: avg 1.2, sd .4, upper 1.6; 2.0 >= 1.6 and prev 1.0 < prevUpper 1.15: HIGH.
            out.add(window(s, 61_000, 1.0, 1.0, 1.0, 1.0, 1.0, 2.0));
            if (s.equals(S)) {
                // FLAT + HIGH: BUY BBB at 1000: 10 * floor(1,000,000 / 10,000) = 1000; balance 0. SHORT_LONG, entry 2.
                out.add(buy(s, 61_000, "BBB", 1000, 1000));
            } // st_00002: 10 * floor(5,000 / 10,000) = 0: no order, still FLAT.
            // No signal while 2.0 passes through the window: 1.5 lies within (0.9, 1.7), (1.03, 1.77), and R within
            // (1.18, 1.82); stop-loss (SHORT_LONG, entry 2.0): a ratio >= 3.0, never.
            out.add(window(s, 71_000, 1.0, 1.0, 1.0, 1.0, 2.0, 1.5));
            out.add(window(s, 81_000, 1.0, 1.0, 1.0, 2.0, 1.5, 1.5));
            out.add(window(s, 91_000, 1.0, 1.0, 2.0, 1.5, 1.5, r));
            // [2.0, 1.5, 1.5, R, 1.5]: avg 1.6, sd .2, bands 1.8 and 1.4; the ratio 1.5 strictly inside them.
            out.add(window(s, 101_000, 1.0, 2.0, 1.5, 1.5, r, 1.5));
            // [1.5, 1.5, R, 1.5, 1.5]: 1.5 + 1.5 + 1.5 = 4.5, + R = 6 + 2^-52, which rounds to 6 (an ulp of 6 is
            // 2^-50), + 1.5 = 7.5: avg 1.5. sd = sqrt((2^-52)^2 / 5) = 2^-52 / sqrt 5, about 0.45 of an ulp of 1.5,
            // so 1.5 + sd and 1.5 - sd both round to 1.5. The ratio 1.5 >= upper 1.5 with prev 1.5 < prevUpper 1.8:
            // HIGH; 1.5 <= lower 1.5 with prev 1.5 > prevLower 1.4: LOW. Both.
            out.add(ind(s, 111_000, 1.5, 1.5, 1.5, 1.5));
            if (s.equals(S)) {
                // SHORT_LONG: no stop-loss (1.5 < 3.0); its first row that holds is LOW's: SELL 1000 BBB at 100:
                // balance 100,000; BUY AAA at 150: 10 * floor(100,000 / 1,500) = 660; balance 1,000. LONG_SHORT,
                // entry 1.5.
                out.add(sell(s, 111_000, "BBB", 100, 1000));
                out.add(buy(s, 111_000, "AAA", 150, 660));
            } else {
                // FLAT: HIGH's row comes first: BUY BBB at 100: 10 * floor(5,000 / 1,000) = 50; balance 0.
                // SHORT_LONG, entry 1.5.
                out.add(buy(s, 111_000, "BBB", 100, 50));
            }
            // [1.5, R, 1.5, 1.5, 2.0]: bands 1.8 and 1.4; 2.0 >= 1.8 but prev 1.5 < prevUpper 1.5 is false: no HIGH.
            // Stop-losses: LONG_SHORT (entry 1.5) at a ratio <= 0.75, SHORT_LONG at >= 2.25: neither, here or
            // below.
            out.add(window(s, 121_000, 1.0, 1.5, r, 1.5, 1.5, 2.0));
            // 1.5, 1.5, R, 1.5 within (1.4, 1.8): no signal.
            out.add(window(s, 131_000, 1.0, r, 1.5, 1.5, 2.0, 1.5));
            out.add(window(s, 141_000, 1.0, 1.5, 1.5, 2.0, 1.5, 1.5));
            out.add(window(s, 151_000, 1.0, 1.5, 2.0, 1.5, 1.5, r));
            out.add(window(s, 161_000, 1.0, 2.0, 1.5, 1.5, r, 1.5));
            // The same window as at 111,000, closed by ZZZ at 170,000: HIGH and LOW again.
            out.add(ind(s, 170_000, 1.5, 1.5, 1.5, 1.5));
            if (s.equals(S)) {
                // LONG_SHORT: HIGH's row: SELL 660 AAA at 150: 1,000 + 99,000 = 100,000; BUY BBB at 100:
                // 10 * floor(100,000 / 1,000) = 1000.
                out.add(sell(s, 170_000, "AAA", 150, 660));
                out.add(buy(s, 170_000, "BBB", 100, 1000));
            } else {
                // SHORT_LONG: LOW's row: SELL 50 BBB at 100: 5,000; BUY AAA at 150: 10 * floor(5,000 / 1,500) = 30.
                out.add(sell(s, 170_000, "BBB", 100, 50));
                out.add(buy(s, 170_000, "AAA", 150, 30));
            }
        }
        return out;
    }

    /** {@link HandMadeScenarios#EVERY_TRANSITION}: N = 2, k = 1, stop-loss 50 %, funds 1,000,000. */
    private static List<Answer> everyTransition(String s) {
        return List.of(
                // period 1 closes: window [1.0, 1.5]; first indicator: no signal.
                ind(s, 21_000, 1.5, 1.25, 1.5, 1.0),
                // period 2: [1.5, 1.25] avg 1.375; ratio 1.25 <= lower 1.25, prev 1.5 > prevLower 1.0: LOW.
                ind(s, 31_000, 1.25, 1.375, 1.5, 1.25),
                // FLAT + LOW: BUY AAA at 1350: 10 * floor(1,000,000 / 13,500) = 740; balance 1,000,000 - 999,000 =
                // 1,000. LONG_SHORT, entry 1.25.
                buy(s, 31_000, "AAA", 1350, 740),
                // period 3: [1.25, 1.5]; 1.5 >= 1.5, prev 1.25 < prevUpper 1.5: HIGH. Stop-loss: 1.5 <= 0.625? no.
                ind(s, 41_000, 1.5, 1.375, 1.5, 1.25),
                // LONG_SHORT + HIGH: SELL 740 AAA at 1600: 1,000 + 1,184,000 = 1,185,000; BUY BBB at 1100:
                // 10 * floor(1,185,000 / 11,000) = 1070; balance 8,000 (the thesis's erratum: 1,183,930).
                sell(s, 41_000, "AAA", 1600, 740),
                buy(s, 41_000, "BBB", 1100, 1070),
                // period 4: [1.5, 1.25]: LOW; stop-loss 1.25 >= 1.5 * 1.5 = 2.25? no.
                ind(s, 51_000, 1.25, 1.375, 1.5, 1.25),
                // SHORT_LONG + LOW: SELL 1070 BBB at 1100: 8,000 + 1,177,000 = 1,185,000; BUY AAA at 1350:
                // 10 * floor(1,185,000 / 13,500) = 870; balance 10,500. LONG_SHORT, entry 1.25.
                sell(s, 51_000, "BBB", 1100, 1070),
                buy(s, 51_000, "AAA", 1350, 870),
                // period 5: [1.25, 1.25]: sd = 0, no signal.
                flat(s, 61_000, 1.25),
                // period 6: [1.25, 1.5]: 1.5 >= 1.5 but prev 1.25 < prevUpper 1.25 is false: no HIGH.
                ind(s, 71_000, 1.5, 1.375, 1.5, 1.25),
                // period 7: [1.5, 1.25]: LOW, but LONG_SHORT + LOW changes nothing.
                ind(s, 81_000, 1.25, 1.375, 1.5, 1.25),
                // period 8: [1.25, 1.5]: HIGH. SELL 870 AAA at 1600: 10,500 + 1,392,000 = 1,402,500; BUY BBB at
                // 1100: 10 * floor(1,402,500 / 11,000) = 1270; balance 5,500. SHORT_LONG, entry 1.5.
                ind(s, 91_000, 1.5, 1.375, 1.5, 1.25),
                sell(s, 91_000, "AAA", 1600, 870),
                buy(s, 91_000, "BBB", 1100, 1270),
                // period 9: [1.5, 2.5] avg 2.0 sd .5; stop-loss 2.5 >= 1.5 * 1.5 = 2.25: SELL 1270 BBB at 1100:
                // balance 5,500 + 1,397,000 = 1,402,500. FLAT.
                ind(s, 101_000, 2.5, 2.0, 2.5, 1.5),
                sell(s, 101_000, "BBB", 1100, 1270),
                // period 10: [2.5, 2.0]; 2.0 <= 2.0, prev 2.5 > prevLower 1.5: LOW. BUY AAA at 2100:
                // 10 * floor(1,402,500 / 21,000) = 660; balance 16,500. LONG_SHORT, entry 2.0.
                ind(s, 111_000, 2.0, 2.25, 2.5, 2.0),
                buy(s, 111_000, "AAA", 2100, 660),
                // period 11: [2.0, 1.0]; stop-loss 1.0 <= 0.5 * 2.0 = 1.0 (equality counts): SELL 660 AAA at 1100:
                // 16,500 + 726,000 = 742,500. FLAT.
                ind(s, 121_000, 1.0, 1.5, 2.0, 1.0),
                sell(s, 121_000, "AAA", 1100, 660),
                // period 12 closes on ZZZ exactly at 130,000: [1.0, 1.5]; HIGH (prev 1.0 < prevUpper 2.0).
                // FLAT + HIGH: BUY BBB at 1100: 10 * floor(742,500 / 11,000) = 670.
                ind(s, 130_000, 1.5, 1.25, 1.5, 1.0),
                buy(s, 130_000, "BBB", 1100, 670));
    }

    /**
     * Ratios 1.0, 1.25, 1.0, 1.5, 1.5, 1.25, 2.0. Both strategies enter SHORT_LONG at 1.5; the flat window
     * [1.5, 1.5] makes the fall to 1.25 no LOW (prev 1.5 > prevLower 1.5 is false), so 2.0 is a HIGH while
     * SHORT_LONG. st_00001 (20 %): 2.0 >= 1.2 * 1.5 = 1.8, the stop-loss SELLs first; st_00002 (50 %): 2.0 >= 2.25
     * is false and SHORT_LONG + HIGH keeps the position.
     *   31,000 [1.25, 1.0]: LOW, FLAT: BUY AAA at 1100: 10 * floor(1,000,000 / 11,000) = 900; balance 10,000.
     *   41,000 [1.0, 1.5]: HIGH: SELL 900 AAA at 1600: 1,450,000; BUY BBB at 1100: 1310; balance 9,000.
     *   70,000 [1.25, 2.0]: avg 1.625, sd .375, bands 2.0 and 1.25.
     */
    private static List<Answer> stopLossBeforeSignal() {
        List<Answer> out = new ArrayList<>();
        for (String s : List.of(S, S2)) {
            out.addAll(List.of(
                    ind(s, 21_000, 1.25, 1.125, 1.25, 1.0),
                    ind(s, 31_000, 1.0, 1.125, 1.25, 1.0),
                    buy(s, 31_000, "AAA", 1100, 900),
                    ind(s, 41_000, 1.5, 1.25, 1.5, 1.0),
                    sell(s, 41_000, "AAA", 1600, 900),
                    buy(s, 41_000, "BBB", 1100, 1310),
                    flat(s, 51_000, 1.5),
                    ind(s, 61_000, 1.25, 1.375, 1.5, 1.25),
                    ind(s, 70_000, 2.0, 1.625, 2.0, 1.25)));
        }
        out.add(9, sell(S, 70_000, "BBB", 1100, 1310));
        return out;
    }

    /**
     * Ratios AAA/300 per period j = 0..11: 1.0 1.02 1.0 1.5 1.8 1.8 1.0 1.0 1.5 1.5 1.2 1.0; N = 3, k = 1.2,
     * stop-loss 10 %. Period j closes at (j+1)*5000. Band values in the comments are rounded.
     */
    private static List<Answer> positionsN3() {
        double[] r = {1.0, 1.02, 1.0, 1.5, 1.8, 1.8, 1.0, 1.0, 1.5, 1.5, 1.2, 1.0};
        List<Answer> out = new ArrayList<>();
        for (int j = 2; j < r.length; j++) {
            out.add(window(S, (j + 1) * 5_000L, 1.2, r[j - 2], r[j - 1], r[j]));
        }
        // j=3 (20,000), [1.02 1.0 1.5]: upper 1.4507 <= 1.5, prev 1.0 < prevUpper 1.0180: HIGH. FLAT: BUY BBB at
        // 300: 10 * floor(1,000,000 / 3000) = 3330, balance 1000, entry 1.5.
        out.add(2, buy(S, 20_000, "BBB", 300, 3330));
        // j=4 (25,000): SHORT_LONG and 1.8 >= 1.1 * 1.5 = 1.65: stop-loss, SELL 3330 BBB at 300; balance 1,000,000.
        out.add(4, sell(S, 25_000, "BBB", 300, 3330));
        // j=5: [1.5 1.8 1.8] bands 1.8697 / 1.5303: nothing. j=6 (35,000), [1.8 1.8 1.0]: lower 1.0808 >= 1.0,
        // prev 1.8 > prevLower 1.5303: LOW. FLAT: BUY AAA at 300: 3330, balance 1000, entry 1.0.
        out.add(7, buy(S, 35_000, "AAA", 300, 3330));
        // j=7, [1.8 1.0 1.0]: stop-loss 1.0 <= 0.9? no; bands 1.7192 / 0.8141: nothing. j=8 (45,000), [1.0 1.0
        // 1.5]: upper 1.4495, prev 1.0 < 1.7192: HIGH. LONG_SHORT: SELL 3330 AAA at 450: 1000 + 1,498,500 =
        // 1,499,500; BUY BBB at 300: 10 * floor(1,499,500 / 3000) = 4990, balance 2,500, entry 1.5.
        out.add(10, sell(S, 45_000, "AAA", 450, 3330));
        out.add(11, buy(S, 45_000, "BBB", 300, 4990));
        // j=9, [1.0 1.5 1.5]: stop-loss 1.5 >= 1.65? no; bands 1.6162 / 1.0505: nothing. j=10 (55,000), [1.5 1.5
        // 1.2]: lower 1.2303 >= 1.2, prev 1.5 > 1.0505: LOW. SHORT_LONG: SELL 4990 BBB at 300: 2,500 + 1,497,000 =
        // 1,499,500; BUY AAA at 360: 10 * floor(1,499,500 / 3600) = 4160 (the erratum would give 8300), balance
        // 1,900, entry 1.2.
        out.add(14, sell(S, 55_000, "BBB", 300, 4990));
        out.add(15, buy(S, 55_000, "AAA", 360, 4160));
        // j=11 (60,000): LONG_SHORT and 1.0 <= 0.9 * 1.2 = 1.08: stop-loss, SELL 4160 AAA at 300.
        out.add(sell(S, 60_000, "AAA", 300, 4160));
        return out;
    }

    /**
     * BBB at 100 then 1900 (average 1000, last 1900); ratios 1.0, 1.5, 1.25, 1.5, 1.25: LOW at 31,000, HIGH at
     * 41,000, LOW at 50,000 (ZZZ).
     * st_00001, funds 14,000: LOW: BUY AAA at 1350, 10 * floor(14,000 / 13,500) = 10, balance 500. HIGH: SELL 10
     *   AAA at 1600: 16,500; BUY BBB at 1900: 10 * floor(16,500 / 19,000) = 0: no BUY, FLAT. LOW: from FLAT (no
     *   SELL of BBB): BUY AAA at 1350, 10 * floor(16,500 / 13,500) = 10.
     * st_00002, funds 5,000: every BUY has size 10 * floor(5,000 / 13,500) = 0: no orders at all.
     */
    private static List<Answer> zeroSizeBuy() {
        List<Answer> out = new ArrayList<>();
        for (String s : List.of(S, S2)) {
            out.addAll(List.of(ind(s, 21_000, 1.5, 1.25, 1.5, 1.0), ind(s, 31_000, 1.25, 1.375, 1.5, 1.25),
                    ind(s, 41_000, 1.5, 1.375, 1.5, 1.25), ind(s, 50_000, 1.25, 1.375, 1.5, 1.25)));
        }
        out.add(2, buy(S, 31_000, "AAA", 1350, 10));
        out.add(4, sell(S, 41_000, "AAA", 1600, 10));
        out.add(6, buy(S, 50_000, "AAA", 1350, 10));
        return out;
    }

    /**
     * AAA 3, 6, 3, 6 and BBB 3: ratios 1.0, 2.0, 1.0, 2.0, windows [1, 2] and [2, 1] with bands 2.0 and 1.0.
     * 31,000: LOW (1.0 <= 1.0, prev 2.0 > 1.0): BUY AAA at 3: 10 * floor(10^17 / 30) = 10 * 3,333,333,333,333,333
     *   = 33,333,333,333,333,330 (exact in longs; doubles give ...328); balance 10^17 - 99,999,999,999,999,990 =
     *   10. Entry 1.0.
     * 40,000: HIGH (2.0 >= 2.0, prev 1.0 < 2.0); stop-loss 2.0 <= 0.5? no. SELL 33,333,333,333,333,330 AAA at 6:
     *   10 + 199,999,999,999,999,980 = 199,999,999,999,999,990; BUY BBB at 3: 10 * floor(199,999,999,999,999,990
     *   / 30) = 10 * 6,666,666,666,666,666 = 66,666,666,666,666,660 (remainder 10).
     */
    private static List<Answer> fundsBeyond2pow53() {
        return List.of(ind(S, 21_000, 2.0, 1.5, 2.0, 1.0),
                ind(S, 31_000, 1.0, 1.5, 2.0, 1.0), buy(S, 31_000, "AAA", 3, 33_333_333_333_333_330L),
                ind(S, 40_000, 2.0, 1.5, 2.0, 1.0), sell(S, 40_000, "AAA", 6, 33_333_333_333_333_330L),
                buy(S, 40_000, "BBB", 3, 66_666_666_666_666_660L));
    }

    /**
     * AAA 14 and BBB 14, 7, 14, 7: ratios 1.0, 2.0, 1.0, 2.0 as above. Funds 9,223,372,036,854,775,807.
     * 31,000: LOW: BUY AAA at 14: 10 * floor(9,223,372,036,854,775,807 / 140) = 10 * 65,881,228,834,676,970 =
     *   658,812,288,346,769,700, costing 9,223,372,036,854,775,800: balance 7.
     * 40,000: HIGH: SELL 658,812,288,346,769,700 AAA at 14: 7 + 9,223,372,036,854,775,800 = Long.MAX_VALUE again;
     *   BUY BBB at 7: 10 * floor(9,223,372,036,854,775,807 / 70) = 10 * 131,762,457,669,353,940 =
     *   1,317,624,576,693,539,400; balance 7.
     */
    private static List<Answer> fundsLongMax() {
        return List.of(ind(S, 21_000, 2.0, 1.5, 2.0, 1.0),
                ind(S, 31_000, 1.0, 1.5, 2.0, 1.0), buy(S, 31_000, "AAA", 14, 658_812_288_346_769_700L),
                ind(S, 40_000, 2.0, 1.5, 2.0, 1.0), sell(S, 40_000, "AAA", 14, 658_812_288_346_769_700L),
                buy(S, 40_000, "BBB", 7, 1_317_624_576_693_539_400L));
    }

    /**
     * P = 25 s: periods close at 26,000, 51,000, 76,000 and 100,000 with ratios 1, 2, 3, 1. N = 3, k = 0.5.
     * 76,000: [1, 2, 3]: sum 6, avg 2; squares 1 + 0 + 1 = 2, sd = sqrt(2/3); first indicator: no signal.
     * 100,000: [2, 3, 1]: avg 2, same sd. 1.0 <= 2 - 0.5 sd (about 1.59), prev 3.0 > prevLower: LOW. BUY AAA at
     * 1000: 10 * floor(1,000,000 / 10,000) = 1000.
     */
    private static List<Answer> customPeriodLength() {
        double sd = Math.sqrt(2.0 / 3.0);
        return List.of(ind(S, 76_000, 3.0, 2.0, 2.0 + 0.5 * sd, 2.0 - 0.5 * sd),
                ind(S, 100_000, 1.0, 2.0, 2.0 + 0.5 * sd, 2.0 - 0.5 * sd), buy(S, 100_000, "AAA", 1000, 1000));
    }

    /**
     * st_00001: as alone in {@link HandMadeScenarios#EVERY_TRANSITION}. st_00002 (BBB/AAA, N = 1): at every 10-s
     * close the ratio 1000 / AAA's average, flat. st_00003 (20-s periods, N = 1): AAA's four ticks of periods
     * 2i and 2i+1 over BBB's 1000: (900 + 1100 + 1400 + 1600) / 4 = 1250 -> 1.25 at 21,000; (1150 + 1350 + 1400 +
     * 1600) / 4 = 1375 at 41,000; 1250 at 61,000; 1375 at 81,000; (1400 + 1600 + 2400 + 2600) / 4 = 2000 at
     * 101,000; (1900 + 2100 + 900 + 1100) / 4 = 1500 at 121,000; [120000, 140000) never closes.
     */
    private static List<Answer> sharedSymbols() {
        List<Answer> out = new ArrayList<>(everyTransition(S));
        double[] r = HandMadeScenarios.EVERY_TRANSITION_RATIOS;
        for (int j = 0; j < r.length; j++) {
            long close = j == r.length - 1 ? 130_000 : (j + 1) * 10_000L + 1000;
            out.add(flat(S2, close, 1000.0 / (r[j] * 1000)));
        }
        double[] twenty = {1.25, 1.375, 1.25, 1.375, 2.0, 1.5};
        for (int i = 0; i < twenty.length; i++) {
            out.add(flat(S3, (i + 1) * 20_000L + 1000, twenty[i]));
        }
        return out;
    }
}
