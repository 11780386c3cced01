package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Seeded random inputs that hit the edges of the semantics far more often than generated market data: few
 * symbols, ticks sharing a tickTS, ticks exactly on 5-second boundaries, silences spanning several periods, a
 * symbol that trades rarely (skipped periods), a symbol whose price never changes (sd = 0 windows), small
 * windows and a low k (many indicators and signals), small funds (zero-size BUYs).
 */
public final class EdgeMarket {

    private static final int[] PERIODS = {5, 10, 20, 30, 60};
    private static final double[] MULTIPLIERS = {0.5, 1.2, 1.5, 1.8, 2.0};
    private static final double[] STOP_LOSSES = {0.05, 0.10, 0.20, 0.30};
    private static final long[] FUNDS = {1000, 1_000_000, 2_000_000, 5_000_000};

    private final SplittableRandom random;
    private final int symbols;

    public EdgeMarket(long seed, int symbols) {
        this.random = new SplittableRandom(seed);
        this.symbols = symbols;
    }

    static String symbol(int i) {
        return "SYM" + (char) ('A' + i / 26) + (char) ('A' + i % 26);
    }

    public List<Strategy> strategies(int count) {
        List<Strategy> strategies = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            int s1 = random.nextInt(symbols);
            int s2 = (s1 + 1 + random.nextInt(symbols - 1)) % symbols;
            int numPeriods = random.nextBoolean() ? 2 + random.nextInt(3) : 5 + random.nextInt(6);
            strategies.add(new Strategy(String.format("st_%05d", i), FUNDS[random.nextInt(FUNDS.length)],
                    symbol(s1), symbol(s2), PERIODS[random.nextInt(random.nextBoolean() ? 2 : PERIODS.length)],
                    numPeriods, MULTIPLIERS[random.nextInt(MULTIPLIERS.length)],
                    STOP_LOSSES[random.nextInt(STOP_LOSSES.length)]));
        }
        return strategies;
    }

    /**
     * {@code count} ticks. Symbol 0 keeps one price forever; symbol 1 trades rarely; the others random-walk
     * around 100.00 with occasional jumps.
     */
    public List<StockTick> ticks(int count) {
        int[] price = new int[symbols];
        for (int i = 0; i < symbols; i++) {
            price[i] = 5000 + random.nextInt(10000);
        }
        List<StockTick> ticks = new ArrayList<>(count);
        long tickTS = random.nextInt(3) * 5000L;
        for (int n = 0; n < count; n++) {
            int r = random.nextInt(1000);
            if (r < 5) {
                tickTS += 5000L * (2 + random.nextInt(12)) + random.nextInt(3) * 2500L;   // silence
            } else if (r < 60) {
                tickTS = (tickTS / 5000 + 1) * 5000;                                  // exactly on a boundary
            } else if (r >= 400) {
                tickTS += 1 + random.nextInt(300);
            } // else: the same tickTS as the previous tick
            int s = random.nextInt(symbols);
            if (s == 1 && random.nextInt(8) != 0) {
                s = 2 + random.nextInt(symbols - 2);
            }
            if (s > 1) {
                int step = random.nextInt(100) < 3 ? random.nextInt(2001) - 1000 : random.nextInt(41) - 20;
                price[s] = Math.max(1, price[s] + step);
            }
            ticks.add(new StockTick(symbol(s), price[s], 10 * (10 + random.nextInt(91)), tickTS));
        }
        return ticks;
    }
}
