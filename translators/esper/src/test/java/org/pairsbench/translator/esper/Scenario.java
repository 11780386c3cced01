package org.pairsbench.translator.esper;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** Small hand-made inputs: ticks written as "tickTS SYMBOL price", strategies with only what a test varies. */
final class Scenario {

    private Scenario() {
    }

    /** Parses "tickTS SYMBOL price" lines; size is always 100. */
    static List<StockTick> ticks(String... lines) {
        List<StockTick> ticks = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            ticks.add(new StockTick(f[1], Integer.parseInt(f[2]), 100, Long.parseLong(f[0])));
        }
        return ticks;
    }

    static Strategy strategy(String alias, String symbol1, String symbol2, int periodLength, int numPeriods,
                             double bandsMultiplier, double stopLossPerc, long availableFunds) {
        return new Strategy(alias, availableFunds, symbol1, symbol2, periodLength, numPeriods, bandsMultiplier,
                stopLossPerc);
    }

    /** AAA/BBB, 5 s periods, k = 1.2, stop-loss 10 %, 10,000.00 in funds. */
    static Strategy aaaBbb(String alias, int numPeriods) {
        return strategy(alias, "AAA", "BBB", 5, numPeriods, 1.2, 0.1, 1_000_000);
    }

    /**
     * One AAA tick at j*5000 with price {@code aaa[j]} and one BBB tick at j*5000+1 with price 300, for each
     * period j, then one AAA tick at the next period's start that closes the last period. Period j's ratio is
     * aaa[j] / 300 and its answers carry inputTickTS (j+1)*5000.
     */
    static List<StockTick> aaaOverBbb300(int... aaa) {
        List<StockTick> ticks = new ArrayList<>();
        for (int j = 0; j < aaa.length; j++) {
            ticks.add(new StockTick("AAA", aaa[j], 100, j * 5000L));
            ticks.add(new StockTick("BBB", 300, 100, j * 5000L + 1));
        }
        ticks.add(new StockTick("AAA", 300, 100, aaa.length * 5000L));
        return ticks;
    }

    /** The spec's indicator arithmetic for one full window (oldest first): {avgRatio, sd}. */
    static double[] meanAndPopulationSd(double... window) {
        double sum = 0;
        for (double r : window) {
            sum += r;
        }
        double mean = sum / window.length;
        double squares = 0;
        for (double r : window) {
            squares += (r - mean) * (r - mean);
        }
        return new double[] {mean, Math.sqrt(squares / window.length)};
    }
}
