package org.pairsbench.datagen;

import java.util.Arrays;

/**
 * A run of the merged stream as references into the markets' blocks, not copies: per tick, which market block
 * and which position in it. The merge, on the one thread everything waits for, then writes one int per tick;
 * the fields are read where the block is formatted, on a worker ({@link BlockText}) or summed
 * ({@link GeneratorSpeed}). The market blocks are filled before the merge takes them and only read after, so any
 * thread the block is handed to (through a task) sees their fields.
 */
final class MergedBlock {

    /** Bits of a reference that hold the position in a market block: market blocks hold at most 2^13 ticks. */
    static final int POSITION_BITS = 13;
    private static final int POSITION_MASK = (1 << POSITION_BITS) - 1;

    /** Per tick: the index of its market block in {@link #sources}, shifted, or'ed with its position there. */
    private final int[] reference;
    private TickBlock[] sources = new TickBlock[16];
    private int sourceCount;
    private int count;

    /** An empty block of up to {@code capacity} ticks. */
    MergedBlock(int capacity) {
        reference = new int[capacity];
    }

    /** Registers a market block ticks are taken from; returns its index for {@link #add}. */
    int addSource(TickBlock block) {
        if (sourceCount == sources.length) {
            sources = Arrays.copyOf(sources, 2 * sourceCount);
        }
        sources[sourceCount] = block;
        return sourceCount++;
    }

    /** Appends the tick at {@code position} of source {@code source}. */
    void add(int source, int position) {
        reference[count++] = source << POSITION_BITS | position;
    }

    int count() {
        return count;
    }

    /** The market block of tick {@code i}. */
    TickBlock source(int i) {
        return sources[reference[i] >>> POSITION_BITS];
    }

    /** The position of tick {@code i} in its market block ({@link #source}). */
    int position(int i) {
        return reference[i] & POSITION_MASK;
    }
}
