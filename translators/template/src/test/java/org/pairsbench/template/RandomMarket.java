package org.pairsbench.template;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** Seeded strategies and ticks that exercise every rule: ties, silences longer than a period, band crossings. */
final class RandomMarket {

    static final String[] SYMBOLS = {"AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"};

    private RandomMarket() {
    }

    static List<Strategy> strategies() {
        return List.of(
                new Strategy("st_00001", 10_000_000, "AAAAAA", "BBBBBB", 5, 3, 1.0, 0.2),
                new Strategy("st_00002", 5_000_000, "AAAAAA", "CCCCCC", 10, 4, 0.5, 0.05),
                new Strategy("st_00003", 1_000, "DDDDDD", "BBBBBB", 5, 2, 0.0, 0.5),
                new Strategy("st_00004", 50_000_000, "EEEEEE", "DDDDDD", 15, 5, 1.5, 0.1));
    }

    /** {@code count} ticks in non-decreasing tickTS: mostly small steps, some ties, a few silences of 20-40 s. */
    static List<StockTick> ticks(long seed, int count) {
        Random random = new Random(seed);
        int[] price = {1000, 2000, 1500, 800, 3000};
        List<StockTick> ticks = new ArrayList<>(count);
        long tickTS = 0;
        for (int i = 0; i < count; i++) {
            int roll = random.nextInt(100);
            tickTS += roll < 10 ? 0 : roll < 98 ? random.nextInt(400) : 20_000 + random.nextInt(20_000);
            int s = random.nextInt(SYMBOLS.length);
            price[s] = Math.max(1, price[s] + random.nextInt(61) - 30);
            ticks.add(new StockTick(SYMBOLS[s], price[s], 100 + 10 * random.nextInt(91), tickTS));
        }
        return ticks;
    }
}
