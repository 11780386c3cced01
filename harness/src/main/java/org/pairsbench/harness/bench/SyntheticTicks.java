package org.pairsbench.harness.bench;

import java.util.NoSuchElementException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/**
 * A made-up tick stream for the harness's own benchmarks: {@code count} ticks over 100 symbols, one every
 * {@code 1 / ticksPerMilli} ms of tickTS (several per ms when above 1). Not Pairs data: it only has the shape.
 */
final class SyntheticTicks implements TickSource {

    private static final String[] SYMBOLS = new String[100];

    static {
        for (int i = 0; i < SYMBOLS.length; i++) {
            SYMBOLS[i] = "SYM" + (char) ('A' + i / 26 % 26) + (char) ('A' + i % 26) + "X";
        }
    }

    private final long count;
    private final double millisPerTick;
    private long i;

    SyntheticTicks(long count, double ticksPerMilli) {
        this.count = count;
        this.millisPerTick = 1 / ticksPerMilli;
    }

    @Override
    public boolean hasNext() {
        return i < count;
    }

    @Override
    public StockTick next() {
        if (i >= count) {
            throw new NoSuchElementException();
        }
        long n = i++;
        return new StockTick(SYMBOLS[(int) (n % SYMBOLS.length)], 1000 + (int) (n % 977), 100, (long) (n * millisPerTick));
    }

    @Override
    public void close() {
    }
}
