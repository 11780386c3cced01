package org.pairsbench.core.ticks;

import java.io.Closeable;
import java.util.Iterator;
import org.pairsbench.api.model.StockTick;

/**
 * A stream of ticks in stream order (tickTS non-decreasing). Tick files and the in-process generator both
 * implement it, so the harness and the validator do not care where ticks come from.
 */
public interface TickSource extends Iterator<StockTick>, Closeable {

    /** Releases files; never throws a checked exception, since a source is only read. */
    @Override
    void close();

    /** The ticks of a list already in memory (tests, benchmarks), in list order. */
    static TickSource of(java.util.List<StockTick> ticks) {
        Iterator<StockTick> it = ticks.iterator();
        return new TickSource() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public StockTick next() {
                return it.next();
            }

            @Override
            public void close() {
            }
        };
    }
}
