package org.pairsbench.harness.driver;

import java.util.Iterator;
import java.util.List;
import org.pairsbench.core.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/** Ticks from a list, for tests. */
public final class ListTickSource implements TickSource {
    private final Iterator<StockTick> it;
    public boolean closed;

    public ListTickSource(List<StockTick> ticks) {
        this.it = ticks.iterator();
    }

    public static ListTickSource at(long... tickTS) {
        return new ListTickSource(java.util.Arrays.stream(tickTS).mapToObj(t -> new StockTick("AAAAAA", 100, 100, t)).toList());
    }

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
        closed = true;
    }
}
