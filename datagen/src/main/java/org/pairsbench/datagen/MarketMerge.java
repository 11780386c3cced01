package org.pairsbench.datagen;

import java.util.Arrays;

/**
 * The merge order of the markets' streams (spec/datagen.md section 6): earliest exact arrival time first, equal
 * times to the lower entrant. The entrants are numbered 0 to n - 1 in market number order, so "lower entrant"
 * is "lower market". Every generator of the stream merges through this one class: tick by tick
 * ({@link TickGenerator}, {@link PartTicks}) and block by block ({@link TickBlocks}).
 *
 * <p>A tournament tree of losers: node k (1 to leaves - 1) holds the entrant that lost the match there, node 0
 * the overall winner. When the winner's time changes, only its path to the root is played again: log2(leaves)
 * comparisons, each against a stored loser and in primitive doubles, where a binary heap needs two per level
 * (and {@code java.util.PriorityQueue} a Comparator call for each). Not thread-safe.
 */
final class MarketMerge {

    /** Leaves of the tree: a power of two, at least one per entrant (the extra ones never win). */
    private final int leaves;
    /** Time of each leaf's pending arrival; +infinity once its stream is over, or for a leaf with no entrant. */
    private final double[] time;
    private final int[] loser;

    /**
     * @param firstTimes each entrant's first arrival time (seconds, never NaN nor -0.0), +infinity for an entrant
     *                   with none (a merge of no entrants is over from the start)
     */
    MarketMerge(double[] firstTimes) {
        this.leaves = Integer.highestOneBit(Math.max(1, firstTimes.length) * 2 - 1);
        this.time = Arrays.copyOf(firstTimes, leaves);
        Arrays.fill(time, firstTimes.length, leaves, Double.POSITIVE_INFINITY);
        this.loser = new int[leaves];
        buildTree();
    }

    /** The entrant whose arrival comes next; its time is {@link #winnerTime()}. */
    int winner() {
        return loser[0];
    }

    /** The time of the next arrival of all; +infinity once every stream is over. */
    double winnerTime() {
        return time[loser[0]];
    }

    /** True once every entrant's stream is over. */
    boolean isOver() {
        return winnerTime() == Double.POSITIVE_INFINITY;
    }

    /**
     * The winner's arrival was taken: {@code nextTime} is the time of its following one (+infinity when its stream
     * is over), never earlier than the one taken.
     */
    void advanceWinner(double nextTime) {
        int leaf = loser[0];
        time[leaf] = nextTime;
        replay(leaf);
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
     * Merge order: earlier exact arrival first; equal times (practically never) to the lower entrant. Times are
     * never NaN nor -0.0 (they are at least the +0.0 an arrival starts from), so {@code <} and {@code ==} order
     * them as {@link Double#compare} does; leaves over (+infinity) lose to any arrival.
     */
    private boolean before(int a, int b) {
        double ta = time[a];
        double tb = time[b];
        return ta < tb || ta == tb && a < b;
    }
}
