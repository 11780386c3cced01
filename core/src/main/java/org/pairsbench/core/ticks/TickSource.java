package org.pairsbench.core.ticks;

import java.io.Closeable;
import java.util.Iterator;
import org.pairsbench.core.model.StockTick;

/**
 * A stream of ticks in stream order (tickTS non-decreasing). Tick files and the in-process generator both
 * implement it, so the harness and the validator do not care where ticks come from.
 */
public interface TickSource extends Iterator<StockTick>, Closeable {

    /** Releases files; never throws a checked exception, since a source is only read. */
    @Override
    void close();
}
