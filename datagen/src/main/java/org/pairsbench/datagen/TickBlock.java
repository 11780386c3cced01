package org.pairsbench.datagen;

/**
 * Consecutive ticks held as columns, no object per tick: a run of one market's ticks as a worker generated them
 * (with their exact arrival times, which the merge orders by), or a run of the merged stream (without). Symbols
 * are numbers into the stream's symbol table: market m's symbol s is 100 (m - 1) + s. Filled by one thread and
 * then only read, by the thread that takes it from a future.
 */
final class TickBlock {

    /** Exact arrival times in seconds; null in a block of the merged stream. */
    final double[] time;
    final long[] tickTS;
    final int[] symbol;
    final int[] price;
    final int[] size;
    /** Ticks held, from index 0. */
    int count;
    /** A market's block only: its market has no tick after this block's. */
    boolean last;

    /** A block of up to {@code capacity} ticks; {@code time} holds a market block's times, null for a merged block. */
    TickBlock(int capacity, double[] time) {
        this.time = time;
        this.tickTS = new long[capacity];
        this.symbol = new int[capacity];
        this.price = new int[capacity];
        this.size = new int[capacity];
    }
}
