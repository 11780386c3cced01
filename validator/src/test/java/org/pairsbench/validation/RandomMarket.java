package org.pairsbench.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * A small seeded market for tests that need many answers rather than hand-checked ones: four symbols whose
 * prices random-walk around 100.00, a tick every 0-200 ms (several share a tickTS), 30 simulated minutes.
 */
final class RandomMarket {
    static final String[] SYMBOLS = {"AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"};

    static List<StockTick> ticks(long seed, int minutes) {
        Random random = new Random(seed);
        int[] price = {10_000, 10_000, 10_000, 10_000};
        List<StockTick> ticks = new ArrayList<>();
        long t = 0;
        while (t < minutes * 60_000L) {
            int s = random.nextInt(SYMBOLS.length);
            price[s] = Math.max(100, price[s] + (int) Math.round(random.nextGaussian() * 40));
            ticks.add(new StockTick(SYMBOLS[s], price[s], 10 * (10 + random.nextInt(91)), t));
            t += random.nextInt(4) == 0 ? 0 : random.nextInt(200);
        }
        return ticks;
    }

    static List<Strategy> strategies() {
        return List.of(
                new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 5, 1.2, 0.1),
                new Strategy("st_00002", 2_000_000, "AAAAAA", "BBBBBB", 10, 6, 1.5, 0.2),
                new Strategy("st_00003", 5_000_000, "CCCCCC", "DDDDDD", 5, 10, 1.2, 0.3),
                new Strategy("st_00004", 1_000_000, "BBBBBB", "CCCCCC", 20, 5, 1.8, 0.1),
                new Strategy("st_00005", 2_000_000, "DDDDDD", "AAAAAA", 5, 7, 2.0, 0.2));
    }

    private RandomMarket() {
    }
}
