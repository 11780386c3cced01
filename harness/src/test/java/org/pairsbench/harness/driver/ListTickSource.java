package org.pairsbench.harness.driver;

import java.util.Arrays;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/** Tick streams for tests. */
public final class ListTickSource {

    private ListTickSource() {
    }

    /** One tick of symbol AAAAAA at each of the given tickTS. */
    public static TickSource at(long... tickTS) {
        return TickSource.of(Arrays.stream(tickTS).mapToObj(t -> new StockTick("AAAAAA", 100, 100, t)).toList());
    }
}
