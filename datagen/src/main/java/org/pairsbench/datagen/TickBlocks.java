package org.pairsbench.datagen;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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
    /** Leaves of the tree: a power of two, at least one per market (the extra ones never win). */
    private final int leaves;
    /**
     * Time of each leaf's current tick, +infinity once its market is over (or for a leaf with no market): the
     * merge's key, kept in one array because the merge reads it for every tick.
     */
    private final double[] time;
    /**
     * Tournament tree of losers (a loser tree): node k (1 to leaves - 1) holds the leaf that lost the match
     * there, node 0 the overall winner. A new tick of the winner replays only its path to the root: log2(leaves)
     * comparisons per tick, each against a stored loser, where a binary heap needs two per level.
     */
    private final int[] loser;
    private int live;
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
        this.leaves = Math.max(1, Integer.highestOneBit(Math.max(1, this.markets.length) * 2 - 1));
        this.time = new double[leaves];
        Arrays.fill(time, Double.POSITIVE_INFINITY);
        for (int i = 0; i < this.markets.length; i++) {
            takeFollowing(this.markets[i]);
            time[i] = this.markets[i].block.time[0];
        }
        this.live = this.markets.length;
        this.loser = new int[leaves];
        buildTree();
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
        if (live == 0) {
            return null;
        }
        MergedBlock out = new MergedBlock(BLOCK);
        int number = ++merged;
        int n = 0;
        while (n < BLOCK && live > 0) {
            int winner = loser[0];
            Market top = markets[winner];
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
                time[winner] = from.time[at];
            } else if (from.last) {
                top.block = null;
                time[winner] = Double.POSITIVE_INFINITY;
                live--;
            } else {
                takeFollowing(top);
                time[winner] = top.block.time[0];
            }
            replay(winner);
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

    /** Plays every match from the leaves up: the tree at the start. */
    private void buildTree() {
        int[] winner = new int[2 * leaves];
        for (int leaf = 0; leaf < leaves; leaf++) {
            winner[leaves + leaf] = leaf;
        }
        for (int node = leaves - 1; node >= 1; node--) {
            int a = winner[2 * node];
            int b = winner[2 * node + 1];
            boolean aWins = before(a, b);
            winner[node] = aWins ? a : b;
            loser[node] = aWins ? b : a;
        }
        loser[0] = leaves == 1 ? 0 : winner[1];
    }

    /** After the time of {@code leaf} (the last winner) changed: its matches on the way to the root, played again. */
    private void replay(int leaf) {
        int[] losers = loser;
        double[] times = time;
        int winner = leaf;
        double winnerTime = times[leaf];
        for (int node = (leaf + leaves) >>> 1; node >= 1; node >>>= 1) {
            int other = losers[node];
            double otherTime = times[other];
            // Which market wins is a coin toss, so a branch here is mispredicted half the time: the non-short-circuit
            // operators and the selects below let the JIT use conditional moves instead. Same order as before().
            boolean otherWins = otherTime < winnerTime | otherTime == winnerTime & other < winner;
            losers[node] = otherWins ? winner : other;
            winner = otherWins ? other : winner;
            winnerTime = otherWins ? otherTime : winnerTime;
        }
        losers[0] = winner;
    }

    /**
     * Merge order: earlier exact arrival first; equal times (practically never) to the lower market number, which
     * is the lower leaf. Times are never NaN nor -0.0 (they are at least the +0.0 an arrival starts from), so
     * {@code <} and {@code ==} order them as {@link Double#compare} does; leaves over (+infinity) lose to any tick.
     */
    private boolean before(int a, int b) {
        double ta = time[a];
        double tb = time[b];
        return ta < tb || ta == tb && a < b;
    }
}
