package org.pairsbench.datagen;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.IntPredicate;
import java.util.function.LongConsumer;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/**
 * The ticks of some of the markets of a generated stream, each with its position in the whole merged stream
 * (0, 1, 2, ...): what a driver process of {@code pairs drive --part I/N} sends (spec/execution.md section 14).
 * The positions follow the merge order of spec/datagen.md section 6 (exact arrival time, ties to the lower market),
 * which {@link TickGenerator} gives, so the ticks of all parts put together by position are exactly its stream.
 *
 * <p>Why it is cheaper than generating the whole stream and keeping a part: a market's arrival times draw from a
 * random stream of their own (spec/datagen.md section 2), so for the markets of other parts only their arrivals
 * are drawn, to count the ticks that come before each of this part's; their prices and sizes are never drawn.
 * Each part still draws every market's arrivals. Not thread-safe; memory is a few numbers per market.
 */
public final class PartTicks implements TickSource {

    /** This part's markets' streams, by entrant (market - 1); null for another part's market. */
    private final MarketStream[] own;
    /** The other parts' markets' arrivals, by entrant; null for this part's market. */
    private final Arrivals[] others;
    private final MarketMerge merge;
    private final LongConsumer othersTickTS;
    /** The position of the next arrival taken from the merge, whichever market it is of. */
    private long next;
    private long position = -1;

    private PartTicks(DatagenParameters parameters, IntPredicate ownMarket, LongConsumer othersTickTS) {
        this.othersTickTS = othersTickTS;
        List<List<String>> symbols = SymbolGenerator.symbols(parameters.seed(), parameters.markets());
        int markets = parameters.markets();
        this.own = new MarketStream[markets];
        this.others = new Arrivals[markets];
        double[] firstTimes = new double[markets];
        for (int m = 1; m <= markets; m++) {
            if (ownMarket.test(m)) {
                own[m - 1] = new MarketStream(m, symbols.get(m - 1), parameters.marketProfile(), parameters);
                firstTimes[m - 1] = own[m - 1].nextTime();
            } else {
                others[m - 1] = new Arrivals(parameters.marketProfile(), !parameters.constantInterarrival(),
                        Seeds.fastStream(parameters.seed(), m, Seeds.ARRIVALS));
                firstTimes[m - 1] = others[m - 1].nextTime();
            }
        }
        this.merge = new MarketMerge(firstTimes);
    }

    /** The part a market belongs to when the stream is split in {@code parts}: 1 + ((market - 1) mod parts). */
    public static int partOf(int market, int parts) {
        return 1 + (market - 1) % parts;
    }

    /**
     * The ticks of part {@code part} of {@code parts} (1-based): the markets m with {@link #partOf} = part.
     *
     * @throws IllegalArgumentException part not in 1..parts, or more parts than the stream has markets
     */
    public static PartTicks open(DatagenParameters parameters, int part, int parts) {
        if (parts < 1 || parts > parameters.markets() || part < 1 || part > parts) {
            throw new IllegalArgumentException("part " + part + " of " + parts + " of a stream of "
                    + parameters.markets() + " markets");
        }
        return new PartTicks(parameters, m -> partOf(m, parts) == part, tickTS -> { });
    }

    /**
     * The ticks of the markets {@code own} accepts; {@code othersTickTS} is told the tickTS of every other
     * market's tick as it is passed over, in stream order (with no market of its own, a source that walks the
     * whole stream's arrival times).
     */
    static PartTicks ofMarkets(DatagenParameters parameters, IntPredicate own, LongConsumer othersTickTS) {
        return new PartTicks(parameters, own, othersTickTS);
    }

    /**
     * Tells {@code tickTS} the tickTS of every tick of the stream, in stream order, drawing arrival times only (no
     * prices, no sizes): how the coordinator of driver processes learns the triggers of the ticks they send.
     */
    public static void walkTickTS(DatagenParameters parameters, LongConsumer tickTS) {
        try (PartTicks none = ofMarkets(parameters, market -> false, tickTS)) {
            none.hasNext(); // with no market of its own, this passes over the whole stream
        }
    }

    /** The position in the merged stream of the tick {@link #next()} returned last; -1 before the first. */
    public long position() {
        return position;
    }

    /** Passes over the other markets' arrivals until the next one is this part's, or the stream ends. */
    private void skipOthers() {
        Arrivals other;
        while (!merge.isOver() && (other = others[merge.winner()]) != null) {
            othersTickTS.accept(MarketStream.tickTS(other.nextTime()));
            other.advance();
            next++;
            merge.advanceWinner(other.nextTime());
        }
    }

    @Override
    public boolean hasNext() {
        skipOthers();
        return !merge.isOver();
    }

    @Override
    public StockTick next() {
        skipOthers();
        if (merge.isOver()) {
            throw new NoSuchElementException();
        }
        MarketStream stream = own[merge.winner()];
        StockTick tick = stream.next();
        position = next++;
        merge.advanceWinner(stream.nextTime());
        return tick;
    }

    @Override
    public void close() {
        // Nothing to release: the markets' state is a few arrays on the heap.
    }
}
