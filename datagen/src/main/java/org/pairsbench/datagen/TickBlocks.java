package org.pairsbench.datagen;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.profile.RateProfile;

/**
 * The stream of {@link TickGenerator}, tick for tick and in the same order, made in blocks with the markets
 * generated on worker threads: the path of {@code pairs datagen}, where one thread cannot keep up with the disk.
 *
 * <p>Markets are independent streams (spec/datagen.md section 2), so each market generates its next block on a
 * worker while the caller merges the blocks it already has, by exact arrival time and then market number, as
 * {@link TickGenerator} merges single ticks. Within a market, the arrival times and the prices draw from random
 * streams of their own, so each block is made in two stages: its times are drawn one block ahead, while the
 * ticks at the times drawn before are computed (with one market, that keeps two workers busy). Each stage of a
 * market has at most one task in flight, started by the caller once the one before it is done, so a market's
 * state is touched by one task at a time and no task ever waits for another; the merge alone decides the order:
 * the blocks, and every byte made from them, are the same for any number of threads.
 *
 * <p>Not thread-safe: one thread calls {@link #next()}. Memory: three blocks per market.
 */
final class TickBlocks {

    /** Ticks of a market's block: about 0.2 MB, so even a hundred markets' blocks take little of a heap. */
    static final int MARKET_BLOCK = 1 << MergedBlock.POSITION_BITS;
    /**
     * Ticks of a merged block, the unit handed to the formatters: a fraction of a millisecond of work, about
     * 0.3 MB of CSV text, below the size a garbage collector treats as a large object in any heap (G1: half a
     * region).
     */
    static final int BLOCK = 1 << 13;

    /**
     * One market in the merge: its current block, the following one being generated, and the arrival times of
     * the one after that being drawn (null when the run ends before).
     */
    private static final class Market {
        final int number;
        final int symbolBase;
        final MarketStream stream;
        TickBlock block;
        int at;
        /** The number of the merged block in which this market's current block is a source; 0: none yet. */
        int sourceIn;
        /** Its index among that merged block's sources. */
        int source;
        Future<TickBlock> following;
        Future<MarketStream.Times> followingTimes;

        Market(int number, int symbolBase, MarketStream stream) {
            this.number = number;
            this.symbolBase = symbolBase;
            this.stream = stream;
        }
    }

    private final Workers workers;
    private final String[] symbols;
    /** The markets with ticks at the start, in market number order: their index is their place in the merge. */
    private final Market[] markets;
    /** The markets' current ticks in merge order: entrant i is markets[i]. */
    private final MarketMerge merge;
    /** Merged blocks made so far: the number of the one being made. */
    private int merged;

    private TickBlocks(DatagenParameters parameters, Workers workers) {
        this.workers = workers;
        List<List<String>> perMarket = SymbolGenerator.symbols(parameters.seed(), parameters.markets());
        RateProfile profile = parameters.marketProfile();
        List<String> all = new ArrayList<>();
        List<Market> markets = new ArrayList<>();
        for (int m = 1; m <= parameters.markets(); m++) {
            List<String> own = perMarket.get(m - 1);
            MarketStream stream = new MarketStream(m, own, profile, parameters);
            if (stream.hasNext()) {
                markets.add(new Market(m, all.size(), stream));
            }
            all.addAll(own);
        }
        this.symbols = all.toArray(String[]::new);
        // Every market's first blocks are started at once, in parallel, before any is waited for.
        for (Market market : markets) {
            market.followingTimes = drawTimes(market);
        }
        for (Market market : markets) {
            startFollowing(market);
        }
        this.markets = markets.toArray(Market[]::new);
        double[] firstTimes = new double[this.markets.length];
        for (int i = 0; i < this.markets.length; i++) {
            takeFollowing(this.markets[i]);
            firstTimes[i] = this.markets[i].block.time[0];
        }
        this.merge = new MarketMerge(firstTimes);
    }

    /** The blocks of the stream of {@code parameters}, generated on {@code workers} (which the caller closes). */
    static TickBlocks open(DatagenParameters parameters, Workers workers) {
        return new TickBlocks(parameters, workers);
    }

    /** The symbols the blocks' symbol numbers refer to. */
    String[] symbols() {
        return symbols.clone();
    }

    /** The symbols as the bytes of their CSV text (US-ASCII: six capital letters). */
    byte[][] symbolBytes() {
        byte[][] bytes = new byte[symbols.length][];
        for (int i = 0; i < symbols.length; i++) {
            bytes[i] = symbols[i].getBytes(StandardCharsets.US_ASCII);
        }
        return bytes;
    }

    /**
     * The next {@value #BLOCK} ticks of the stream (fewer at its end), as references into the markets' blocks;
     * null once it is over.
     */
    MergedBlock next() {
        if (merge.isOver()) {
            return null;
        }
        MergedBlock out = new MergedBlock(BLOCK);
        int number = ++merged;
        int n = 0;
        while (n < BLOCK && !merge.isOver()) {
            Market top = markets[merge.winner()];
            TickBlock from = top.block;
            if (top.sourceIn != number) {
                top.sourceIn = number;
                top.source = out.addSource(from);
            }
            int at = top.at;
            out.add(top.source, at);
            n++;
            if (++at < from.count) {
                top.at = at;
                merge.advanceWinner(from.time[at]);
            } else if (from.last) {
                top.block = null;
                merge.advanceWinner(Double.POSITIVE_INFINITY);
            } else {
                takeFollowing(top);
                merge.advanceWinner(top.block.time[0]);
            }
        }
        return out;
    }

    /**
     * Makes the block being generated the market's current one and starts the one after it. A block that is not
     * its market's last is followed by at least one tick, so a current block is never empty.
     */
    private void takeFollowing(Market market) {
        market.block = workers.help(market.following);
        market.at = 0;
        market.sourceIn = 0;
        if (market.block.last) {
            market.following = null;
        } else {
            startFollowing(market);
        }
    }

    /**
     * Starts the ticks at the times drawn last (the previous ticks are done) and the drawing of the next times
     * (the times drawn last are done): the two stages, on the market's two random streams, run side by side.
     */
    private void startFollowing(Market market) {
        MarketStream.Times times = workers.help(market.followingTimes);
        market.following = workers.submit(() -> market.stream.ticksAt(times, market.symbolBase));
        market.followingTimes = times.last() ? null : drawTimes(market);
    }

    private Future<MarketStream.Times> drawTimes(Market market) {
        return workers.submit(() -> market.stream.nextTimes(MARKET_BLOCK));
    }
}
