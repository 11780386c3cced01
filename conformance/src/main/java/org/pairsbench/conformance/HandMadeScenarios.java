package org.pairsbench.conformance;

import java.util.List;
import org.pairsbench.api.model.Strategy;

/**
 * The hand-made scenarios: one small tick stream per ruling of spec section 5 (and errata E1-E8), each built so
 * that an engine that gets the ruling wrong gives a different answer. The streams are described here; the
 * answers they must give are worked out by hand in the kit's tests (HandMadeScenariosTest), which pin the
 * reference engine to them.
 *
 * <p>Most scenarios trade AAA against BBB in the layout of {@link TickScript#period}: with N = 2 and k = 1 the
 * bands are exact in binary (a window [a, b] has avgRatio (a+b)/2 and sd |a-b|/2, so the bands are max and
 * min), which keeps the arithmetic checkable on paper. ZZZ is a symbol no strategy uses.
 */
public final class HandMadeScenarios {

    public static final String TRIGGER_TS = "trigger-ts";
    public static final String UNUSED_SYMBOL_TRIGGER = "unused-symbol-trigger";
    public static final String BOUNDARY_AND_TIES = "boundary-and-ties";
    public static final String INTEGER_AVERAGE = "integer-average";
    public static final String ONE_SYMBOL_SILENT = "one-symbol-silent";
    public static final String SILENCE_SEVERAL_PERIODS = "silence-several-periods";
    public static final String NO_TRIGGER_AT_END = "no-trigger-at-end";
    public static final String FIRST_INDICATOR_NO_SIGNAL = "first-indicator-no-signal";
    public static final String POPULATION_SD = "population-sd";
    public static final String SUMMATION_ORDER = "summation-order";
    public static final String STICKY_PRICES = "sticky-prices";
    public static final String STOP_LOSS_AT_SD_ZERO = "stop-loss-at-sd-zero";
    public static final String EVERY_TRANSITION = "every-transition";
    public static final String STOP_LOSS_BEFORE_SIGNAL = "stop-loss-before-signal";
    public static final String HIGH_AND_LOW_BOTH = "high-and-low-both";
    public static final String POSITIONS_N3 = "positions-n3";
    public static final String ZERO_SIZE_BUY = "zero-size-buy";
    public static final String PRICE_SUMS_BEYOND_2_31 = "price-sums-beyond-2-31";
    public static final String LOT_BEYOND_2_31 = "lot-beyond-2-31";
    public static final String FUNDS_BEYOND_2_53 = "funds-beyond-2-53";
    public static final String FUNDS_LONG_MAX = "funds-long-max";
    public static final String CUSTOM_PERIOD_LENGTH = "custom-period-length";
    public static final String TWO_PERIOD_LENGTHS_ONE_TRIGGER = "two-period-lengths-one-trigger";
    public static final String SHARED_SYMBOLS = "shared-symbols";

    /** The ratios of {@link #EVERY_TRANSITION}, period by period (AAA around r * 1000, BBB averaging 1000). */
    static final double[] EVERY_TRANSITION_RATIOS = {1.0, 1.5, 1.25, 1.5, 1.25, 1.25, 1.5, 1.25, 1.5, 2.5, 2.0, 1.0, 1.5};

    private HandMadeScenarios() {
    }

    /** Every hand-made scenario, in the order the suite runs them: time and periods, indicators, positions, funds. */
    public static List<Scenario> all() {
        return List.of(triggerTs(), unusedSymbolTrigger(), boundaryAndTies(), integerAverage(), oneSymbolSilent(),
                silenceSeveralPeriods(), noTriggerAtEnd(), firstIndicatorNoSignal(), populationSd(), summationOrder(),
                stickyPrices(), stopLossAtSdZero(), everyTransition(), stopLossBeforeSignal(), highAndLowBoth(),
                positionsN3(), zeroSizeBuy(), priceSumsBeyond2pow31(), lotBeyond2pow31(), fundsBeyond2pow53(),
                fundsLongMax(), customPeriodLength(), twoPeriodLengthsOneTrigger(), sharedSymbols());
    }

    static Strategy strategy(String alias, long funds, int periodSeconds, int n, double k, double stopLoss) {
        return new Strategy(alias, funds, "AAA", "BBB", periodSeconds, n, k, stopLoss);
    }

    /** N = 1: every closed period with a ratio is a full window. The trigger of [10000, 20000) is tick 6. */
    static Scenario triggerTs() {
        return Scenario.of(TRIGGER_TS, "answers carry the trigger's TS as inputTS, not a later tick's at the same "
                        + "tickTS (5.6, E8)",
                List.of(strategy("st_00001", 1_000_000, 10, 1, 2.0, 0.1)),
                new TickScript().tick(0, "AAA", 1000).tick(0, "BBB", 1000)
                        .tick(10_000, "ZZZ", 1).tick(10_000, "AAA", 2000).tick(10_000, "BBB", 1000)
                        .tick(15_000, "AAA", 2000)
                        .tick(20_000, "BBB", 1000).tick(20_000, "ZZZ", 1));
    }

    /**
     * P = 5 s. Period [0, 5000): AAA 100 and 102 (4,999), BBB 200; CCC at exactly 5,000 closes it; AAA 100 and
     * BBB 250 in [5000, 10000), which AAA at 12,000 closes. st_00001 has N = 1, st_00002 N = 2.
     */
    static Scenario unusedSymbolTrigger() {
        return Scenario.of(UNUSED_SYMBOL_TRIGGER, "a tick of a symbol no strategy uses closes the periods it "
                        + "reaches, on the boundary itself (5.1, E2)",
                List.of(strategy("st_00001", 1_000_000, 5, 1, 1.2, 0.1),
                        strategy("st_00002", 1_000_000, 5, 2, 1.2, 0.1)),
                new TickScript().tick(0, "AAA", 100).tick(1_000, "BBB", 200).tick(4_999, "AAA", 102)
                        .tick(5_000, "CCC", 7).tick(5_000, "AAA", 100).tick(6_000, "BBB", 250)
                        .tick(12_000, "AAA", 1).tick(12_000, "BBB", 1));
    }

    /**
     * P = 10 s, N = 2. AAA 1000 (0) and 2000 (9,999), BBB 1000 (5,000); then three ticks at exactly 10,000: AAA
     * 3000 (the trigger), BBB 1000, AAA 1000; two ZZZ ticks at 20,000.
     */
    static Scenario boundaryAndTies() {
        return Scenario.of(BOUNDARY_AND_TIES, "a tick at the period's end and the ticks sharing its tickTS belong "
                        + "to the next period; the close happens once (E1, E2)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.3)),
                new TickScript().tick(0, "AAA", 1000).tick(5_000, "BBB", 1000).tick(9_999, "AAA", 2000)
                        .tick(10_000, "AAA", 3000).tick(10_000, "BBB", 1000).tick(10_000, "AAA", 1000)
                        .tick(20_000, "ZZZ", 1).tick(20_000, "ZZZ", 1));
    }

    /** P = 5 s, N = 2. In both periods AAA trades 1, 2, 2 and BBB 3, 4. */
    static Scenario integerAverage() {
        return Scenario.of(INTEGER_AVERAGE, "avg = (double) integer sum / count, ratio = avg1 / avg2 (5.1, E3)",
                List.of(strategy("st_00001", 1_000_000, 5, 2, 1.2, 0.1)),
                new TickScript().tick(0, "AAA", 1).tick(1, "AAA", 2).tick(2, "AAA", 2).tick(3, "BBB", 3)
                        .tick(4, "BBB", 4).tick(5_000, "AAA", 1).tick(5_001, "AAA", 2).tick(5_002, "AAA", 2)
                        .tick(5_003, "BBB", 3).tick(5_004, "BBB", 4).tick(10_000, "ZZZ", 1));
    }

    /** N = 2. Period 0: ratio 1.0; period 1: only AAA (5000, 7000); period 2: ratio 1.5; ZZZ at 30,000. */
    static Scenario oneSymbolSilent() {
        return Scenario.of(ONE_SYMBOL_SILENT, "a period in which one symbol of the pair did not trade gives no "
                        + "ratio and does not count toward N (5.1, E3)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.3)),
                new TickScript().period(0, 1000, 900, 1100).tick(11_000, "AAA", 5000).tick(13_000, "AAA", 7000)
                        .period(2, 1500, 900, 1100).tick(30_000, "ZZZ", 1));
    }

    /** N = 2. Periods 0 and 1 (ratios 1.0, 1.25); nothing until AAA 1500 and BBB 1000 at 55,000; ZZZ at 60,000. */
    static Scenario silenceSeveralPeriods() {
        return Scenario.of(SILENCE_SEVERAL_PERIODS, "a silence spanning several periods: one trigger closes them "
                        + "all, the empty ones give nothing (5.1)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.3)),
                new TickScript().period(0, 1000, 900, 1100).period(1, 1250, 900, 1100)
                        .tick(55_000, "AAA", 1500).tick(55_000, "BBB", 1000).tick(60_000, "ZZZ", 1));
    }

    /** N = 1. Periods 0 and 1 (ratios 1.0, 1.5) and no tick after period 1. */
    static Scenario noTriggerAtEnd() {
        return Scenario.of(NO_TRIGGER_AT_END, "the last period never sees a trigger and gives nothing; no "
                        + "liquidation at the end (5.1, 5.6, E14)",
                List.of(strategy("st_00001", 1_000_000, 10, 1, 1.0, 0.3)),
                new TickScript().period(0, 1000, 900, 1100).period(1, 1500, 900, 1100));
    }

    /** N = 2, k = 0 (bands = avgRatio). Ratios 1.0, 2.0, 1.0; ZZZ at 30,000. */
    static Scenario firstIndicatorNoSignal() {
        return Scenario.of(FIRST_INDICATOR_NO_SIGNAL, "no indicator before N ratios, no signal on the first "
                        + "indicator even when it is past a band; k = 0 (5.2, 5.3, E5)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 0.0, 0.3)),
                new TickScript().ratios(1.0, 2.0, 1.0).tick(30_000, "ZZZ", 1));
    }

    /** N = 4, k = 1.5. AAA averages 1000, 1000, 2000, 2000, 4000 (BBB 1000); ZZZ at 50,000. */
    static Scenario populationSd() {
        return Scenario.of(POPULATION_SD, "avgRatio and the population (not sample) sd over the last N ratios; "
                        + "N = 4, k = 1.5 (5.2, E4)",
                List.of(strategy("st_00001", 1_000_000, 10, 4, 1.5, 0.3)),
                new TickScript().ratios(1.0, 1.0, 2.0, 2.0, 4.0).tick(50_000, "ZZZ", 1));
    }

    /** P = 5 s, N = 3. Ratios 1/10, 2/10, 3/10; ZZZ at 15,000. */
    static Scenario summationOrder() {
        return Scenario.of(SUMMATION_ORDER, "the window is summed oldest to newest: 0.1 + 0.2 + 0.3 in another "
                        + "order differs in the last bit (5.2, E4)",
                List.of(strategy("st_00001", 1_000_000, 5, 3, 1.2, 0.1)),
                new TickScript().tick(0, "AAA", 1).tick(1, "BBB", 10).tick(5_000, "AAA", 2).tick(5_001, "BBB", 10)
                        .tick(10_000, "AAA", 3).tick(10_001, "BBB", 10).tick(15_000, "ZZZ", 1));
    }

    /** P = 5 s, N = 3. AAA 1 and BBB 10 in each of four periods (ratio 1/10 every time); ZZZ at 20,000. */
    static Scenario stickyPrices() {
        return Scenario.of(STICKY_PRICES, "sticky prices: identical ratios give sd = 0 and avgRatio = ratio "
                        + "exactly, and no signal although ratio >= upperBand (5.2, 5.3, E4, E5)",
                List.of(strategy("st_00001", 1_000_000, 5, 3, 1.2, 0.1)),
                new TickScript().tick(0, "AAA", 1).tick(1, "BBB", 10).tick(5_000, "AAA", 1).tick(5_001, "BBB", 10)
                        .tick(10_000, "AAA", 1).tick(10_001, "BBB", 10).tick(15_000, "AAA", 1)
                        .tick(15_001, "BBB", 10).tick(20_000, "ZZZ", 1));
    }

    /** N = 2, k = 1, stopLossPerc 0. Ratios 1.0, 1.5, 1.25, 1.25; ZZZ at 40,000. */
    static Scenario stopLossAtSdZero() {
        return Scenario.of(STOP_LOSS_AT_SD_ZERO, "the stop-loss is checked on an indicator with sd = 0; "
                        + "stopLossPerc 0 (5.4)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.0)),
                new TickScript().ratios(1.0, 1.5, 1.25, 1.25).tick(40_000, "ZZZ", 1));
    }

    /**
     * N = 2, k = 1, stop-loss 50 %, funds 1,000,000. Ratios {@link #EVERY_TRANSITION_RATIOS}; the last period
     * closes on ZZZ exactly at its end, 130,000.
     */
    static Scenario everyTransition() {
        return Scenario.of(EVERY_TRANSITION, "HIGH and LOW from FLAT, LONG_SHORT and SHORT_LONG, stop-loss on both "
                        + "sides, SELL before BUY, integer funds (5.3-5.5, E6, E7)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.5)),
                new TickScript().ratios(EVERY_TRANSITION_RATIOS).tick(130_000, "ZZZ", 4242));
    }

    /** N = 2, k = 1. Ratios 1.0, 1.25, 1.0, 1.5, 1.5, 1.25, 2.0; ZZZ at 70,000. Stop-loss 20 % and 50 %. */
    static Scenario stopLossBeforeSignal() {
        return Scenario.of(STOP_LOSS_BEFORE_SIGNAL, "a stop-loss comes before a signal on the same indicator; "
                        + "SHORT_LONG keeps its position on HIGH (5.4, E6)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.2),
                        strategy("st_00002", 1_000_000, 10, 2, 1.0, 0.5)),
                new TickScript().ratios(1.0, 1.25, 1.0, 1.5, 1.5, 1.25, 2.0).tick(70_000, "ZZZ", 1));
    }

    /**
     * The per-period price sums of {@link #highAndLowBoth()} (five ticks of each symbol per period): AAA over BBB
     * gives the ratios 1.25, 1.0 (four times), 2.0, then twice 1.5, 1.5, 1.5 + 2^-52, 1.5, 1.5, with 2.0 between
     * them. 1.5 + 2^-52 is (762 / 5) / (508 / 5) = 152.4 / 101.6 in doubles: each average rounds, and so does
     * their quotient, onto the double just above 1.5.
     */
    static final int[] HIGH_AND_LOW_BOTH_AAA_SUMS =
            {6250, 5000, 5000, 5000, 5000, 10000, 750, 750, 762, 750, 750, 1000, 750, 750, 762, 750, 750};
    static final int[] HIGH_AND_LOW_BOTH_BBB_SUMS =
            {5000, 5000, 5000, 5000, 5000, 5000, 500, 500, 508, 500, 500, 500, 500, 500, 508, 500, 500};

    /**
     * HIGH and LOW on one indicator (5.3, 5.4, E6): a window [1.5, 1.5, 1.5 + 2^-52, 1.5, 1.5] has avgRatio 1.5
     * (the sum rounds 6 + 2^-52 to 6) and sd 2^-52 / sqrt(5) > 0, less than half an ulp of 1.5, so both bands
     * round to 1.5 and the ratio 1.5 is at once >= upperBand and <= lowerBand; the indicator before it, over
     * [2.0, 1.5, 1.5, 1.5 + 2^-52, 1.5], has bands about 1.4 and 1.8 around its ratio 1.5, so both signals fire.
     * It happens twice: st_00001 meets it in SHORT_LONG (the LOW row: reverse), then in LONG_SHORT (the HIGH row:
     * reverse); st_00002, whose 5,000 cents could not buy at 1,000 (the HIGH at 2.0 bought nothing), meets it
     * FLAT (the HIGH row: BUY symbol2), then in SHORT_LONG. An engine that tests LOW before HIGH, or that makes
     * one signal of the two, answers otherwise. N = 5, k = 1, P = 10 s, stop-loss 50 %. Period j: AAA at
     * j*10000 + 1000, 2000, ..., 5000 and BBB at j*10000 + 1500, 2500, ..., 5500, the five prices of each adding
     * up to its sum above, as even as possible, ascending; ZZZ at 170,000 closes the last period.
     */
    static Scenario highAndLowBoth() {
        TickScript ticks = new TickScript();
        for (int j = 0; j < HIGH_AND_LOW_BOTH_AAA_SUMS.length; j++) {
            int[] aaa = fivePrices(HIGH_AND_LOW_BOTH_AAA_SUMS[j]);
            int[] bbb = fivePrices(HIGH_AND_LOW_BOTH_BBB_SUMS[j]);
            for (int i = 0; i < 5; i++) {
                long t = j * 10_000L + 1000L * (i + 1);
                ticks.tick(t, "AAA", aaa[i]).tick(t + 500, "BBB", bbb[i]);
            }
        }
        ticks.tick(170_000, "ZZZ", 1);
        return Scenario.of(HIGH_AND_LOW_BOTH, "HIGH and LOW both hold when rounding makes the bands equal: the first "
                        + "row of the transition table applies (5.3, 5.4, E6)",
                List.of(strategy("st_00001", 1_000_000, 10, 5, 1.0, 0.5), strategy("st_00002", 5_000, 10, 5, 1.0, 0.5)),
                ticks);
    }

    /** Five prices adding up to {@code sum}, as even as possible, ascending: 762 gives 152, 152, 152, 153, 153. */
    static int[] fivePrices(int sum) {
        int[] prices = new int[5];
        for (int i = 0; i < 5; i++) {
            prices[i] = sum / 5 + (i >= 5 - sum % 5 ? 1 : 0);
        }
        return prices;
    }

    /** AAA prices of {@link #positionsN3()}, one per 5-second period; BBB is always 300. */
    static final int[] POSITIONS_N3_AAA = {300, 306, 300, 450, 540, 540, 300, 300, 450, 450, 360, 300};

    /**
     * P = 5 s, N = 3, k = 1.2, stop-loss 10 %, funds 1,000,000. Period j: AAA at j*5000 (price
     * {@link #POSITIONS_N3_AAA}[j]), BBB 300 at j*5000 + 1; AAA 300 at 60,000 closes the last period.
     */
    static Scenario positionsN3() {
        TickScript ticks = new TickScript();
        for (int j = 0; j < POSITIONS_N3_AAA.length; j++) {
            ticks.tick(j * 5_000L, "AAA", POSITIONS_N3_AAA[j]).tick(j * 5_000L + 1, "BBB", 300);
        }
        ticks.tick(POSITIONS_N3_AAA.length * 5_000L, "AAA", 300);
        return Scenario.of(POSITIONS_N3, "positions over a 3-ratio window with k = 1.2: signals from rounded bands, "
                        + "both stop-losses, the funds erratum (5.2-5.5, E7)",
                List.of(strategy("st_00001", 1_000_000, 5, 3, 1.2, 0.1)), ticks);
    }

    /** N = 2, k = 1; BBB at 100 then 1900; ratios 1.0, 1.5, 1.25, 1.5, 1.25; funds 14,000 and 5,000. */
    static Scenario zeroSizeBuy() {
        TickScript ticks = new TickScript();
        double[] r = {1.0, 1.5, 1.25, 1.5, 1.25};
        for (int j = 0; j < r.length; j++) {
            ticks.period(j, (int) (r[j] * 1000), 100, 1900);
        }
        ticks.tick(50_000, "ZZZ", 1);
        return Scenario.of(ZERO_SIZE_BUY, "a BUY of size 0 is not emitted and the strategy stays FLAT, also after "
                        + "a SELL (5.5, E7)",
                List.of(strategy("st_00001", 14_000, 10, 2, 1.0, 0.5), strategy("st_00002", 5_000, 10, 2, 1.0, 0.5)),
                ticks);
    }

    /** P = 5 s, N = 2. In both periods AAA 2,000,000,000 and 2,100,000,000, BBB 1,000,000,000; ZZZ at 10,000. */
    static Scenario priceSumsBeyond2pow31() {
        return Scenario.of(PRICE_SUMS_BEYOND_2_31, "a period's price sum past 2^31 is summed exactly in 64 bits "
                        + "(5.1, E3)",
                List.of(strategy("st_00001", 1_000_000, 5, 2, 1.2, 0.1)),
                new TickScript().tick(0, "AAA", 2_000_000_000).tick(1, "AAA", 2_100_000_000)
                        .tick(2, "BBB", 1_000_000_000).tick(5_000, "AAA", 2_000_000_000)
                        .tick(5_001, "AAA", 2_100_000_000).tick(5_002, "BBB", 1_000_000_000).tick(10_000, "ZZZ", 1));
    }

    /**
     * Ratios 1.0, 1.5, 1.25 in the usual layout with every price times 1,000,000 (AAA (r*1000 -/+ 100) * 1e6, BBB
     * 900e6 and 1100e6); funds 20,000,000,000; ZZZ at 31,000.
     */
    static Scenario lotBeyond2pow31() {
        TickScript ticks = new TickScript();
        double[] r = {1.0, 1.5, 1.25};
        for (int j = 0; j < r.length; j++) {
            long t = j * 10_000L;
            int aaa = (int) (r[j] * 1000);
            ticks.tick(t + 1000, "AAA", (aaa - 100) * 1_000_000).tick(t + 2000, "BBB", 900_000_000)
                    .tick(t + 3000, "AAA", (aaa + 100) * 1_000_000).tick(t + 4000, "BBB", 1_100_000_000);
        }
        ticks.tick(31_000, "ZZZ", 1);
        return Scenario.of(LOT_BEYOND_2_31, "prices near the top of the int range: the lot 10 * price passes 2^31 and "
                        + "is taken in 64 bits (5.5, E7)",
                List.of(strategy("st_00001", 20_000_000_000L, 10, 2, 1.0, 0.5)), ticks);
    }

    /**
     * One AAA and one BBB tick per 10-second period j, at j*10000 + 1000 and + 2000, with the prices given; ZZZ
     * at the end of the last period closes it.
     */
    private static TickScript fundsTicks(int[] aaa, int[] bbb) {
        TickScript ticks = new TickScript();
        for (int j = 0; j < aaa.length; j++) {
            ticks.tick(j * 10_000L + 1000, "AAA", aaa[j]).tick(j * 10_000L + 2000, "BBB", bbb[j]);
        }
        return ticks.tick(aaa.length * 10_000L, "ZZZ", 1);
    }

    /**
     * Funds 100,000,000,000,000,000 cents, far beyond 2^53: AAA 3, 6, 3, 6 and BBB 3 throughout (ratios 1, 2, 1,
     * 2). An engine that sizes orders in doubles gets the sizes wrong.
     */
    static Scenario fundsBeyond2pow53() {
        return Scenario.of(FUNDS_BEYOND_2_53, "balances, sizes and price * size are exact 64-bit integers: funds "
                        + "10^17 cents buying at 3 cents (5.5)",
                List.of(strategy("st_00001", 100_000_000_000_000_000L, 10, 2, 1.0, 0.5)),
                fundsTicks(new int[] {3, 6, 3, 6}, new int[] {3, 3, 3, 3}));
    }

    /**
     * Funds Long.MAX_VALUE, the largest the schema allows: AAA 14 throughout, BBB 14, 7, 14, 7 (ratios 1, 2, 1,
     * 2). AAA is sold at the price it was bought at, so the balance returns to exactly Long.MAX_VALUE and no sum
     * leaves 64 bits.
     */
    static Scenario fundsLongMax() {
        return Scenario.of(FUNDS_LONG_MAX, "the largest funds the spec allows (Long.MAX_VALUE cents), every sum "
                        + "within 64 bits (4.2, 5.5)",
                List.of(strategy("st_00001", Long.MAX_VALUE, 10, 2, 1.0, 0.5)),
                fundsTicks(new int[] {14, 14, 14, 14}, new int[] {14, 7, 14, 7}));
    }

    /**
     * P = 25 s (not a standard length), N = 3, k = 0.5, stop-loss 30 %. Period j ([j*25000, (j+1)*25000)): AAA
     * at j*25000 + 1000 and + 21000, BBB 1000 at + 2000; AAA 1000, 2000, 3000, 1000 (ratios 1, 2, 3, 1); ZZZ at
     * 100,000. An engine that assumed a standard length (20 or 30 s) would cut the periods elsewhere.
     */
    static Scenario customPeriodLength() {
        TickScript ticks = new TickScript();
        int[] aaa = {1000, 2000, 3000, 1000};
        for (int j = 0; j < aaa.length; j++) {
            long t = j * 25_000L;
            ticks.tick(t + 1000, "AAA", aaa[j]).tick(t + 2000, "BBB", 1000).tick(t + 21_000, "AAA", aaa[j]);
        }
        ticks.tick(100_000, "ZZZ", 1);
        return Scenario.of(CUSTOM_PERIOD_LENGTH, "a custom period length (25 s), N = 3 and k = 0.5 (2, 4.2, 5.2)",
                List.of(strategy("st_00001", 1_000_000, 25, 3, 0.5, 0.3)), ticks);
    }

    /** N = 1; P = 5 s (st_00001) and 10 s (st_00002). AAA 1000, BBB 1000 at 1,000; AAA 3000, BBB 1000 at 6,000. */
    static Scenario twoPeriodLengthsOneTrigger() {
        return Scenario.of(TWO_PERIOD_LENGTHS_ONE_TRIGGER, "periods of two lengths closing on one trigger; the "
                        + "shorter one also closes alone (5.1)",
                List.of(strategy("st_00001", 1_000_000, 5, 1, 2.0, 0.1), strategy("st_00002", 1_000_000, 10, 1, 2.0, 0.1)),
                new TickScript().tick(1_000, "AAA", 1000).tick(1_000, "BBB", 1000)
                        .tick(6_000, "AAA", 3000).tick(6_000, "BBB", 1000).tick(10_000, "ZZZ", 1));
    }

    /**
     * The stream of {@link #EVERY_TRANSITION} with three strategies: st_00001 that scenario's; st_00002 the pair
     * reversed (BBB/AAA), same period length, N = 1; st_00003 AAA/BBB with 20-second periods, N = 1.
     */
    static Scenario sharedSymbols() {
        return Scenario.of(SHARED_SYMBOLS, "strategies sharing symbols and a period length, and one with another "
                        + "length, do not disturb each other (5)",
                List.of(strategy("st_00001", 1_000_000, 10, 2, 1.0, 0.5),
                        new Strategy("st_00002", 1_000_000, "BBB", "AAA", 10, 1, 1.0, 0.5),
                        strategy("st_00003", 2_000_000, 20, 1, 1.5, 0.2)),
                new TickScript().ratios(EVERY_TRANSITION_RATIOS).tick(130_000, "ZZZ", 4242));
    }
}
