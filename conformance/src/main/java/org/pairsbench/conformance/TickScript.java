package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.StockTick;

/**
 * A hand-made tick stream, written tick by tick (size 100 each: no rule reads the size). Kept in the order
 * written; tickTS does not decrease (the reference engine refuses a tick that goes back), except where a scenario
 * checks that an engine refuses it too ({@link AdapterContractScenarios}).
 */
final class TickScript {

    private final List<StockTick> ticks = new ArrayList<>();

    TickScript tick(long tickTS, String symbol, int price) {
        ticks.add(new StockTick(symbol, price, 100, tickTS));
        return this;
    }

    /**
     * One 10-second period j of the two-symbol layout most scenarios use: AAA at (aaaAverage - 100) and
     * (aaaAverage + 100), so its average is aaaAverage and its last price aaaAverage + 100; BBB at
     * {@code bbbLow}, then {@code bbbHigh} (its last price). Ticks at j*10000 + 1000, 2000, 3000, 4000, so
     * period j closes on the first tick of period j+1 (at (j+1)*10000 + 1000) or on a tick of another symbol.
     */
    TickScript period(int j, int aaaAverage, int bbbLow, int bbbHigh) {
        long t = j * 10_000L;
        return tick(t + 1000, "AAA", aaaAverage - 100).tick(t + 2000, "BBB", bbbLow)
                .tick(t + 3000, "AAA", aaaAverage + 100).tick(t + 4000, "BBB", bbbHigh);
    }

    /** Period j of the layout above for each ratio r_j: AAA around r_j * 1000, BBB at 900 then 1100 (average 1000). */
    TickScript ratios(double... r) {
        for (int j = 0; j < r.length; j++) {
            period(j, (int) Math.round(r[j] * 1000), 900, 1100);
        }
        return this;
    }

    List<StockTick> ticks() {
        return List.copyOf(ticks);
    }
}
