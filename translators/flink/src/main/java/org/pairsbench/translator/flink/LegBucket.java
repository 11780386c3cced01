package org.pairsbench.translator.flink;

/**
 * One 5-second bucket of one symbol (a row of {@code pairs.sql}), addressed to one strategy that trades the symbol
 * as its leg 1 or leg 2.
 */
public final class LegBucket {

    public String strategy;
    /** 1: the strategy's symbol1, 2: its symbol2. */
    public int leg;
    /** The bucket's end in milliseconds, a multiple of 5,000. */
    public long bucketEnd;
    public long priceSum;
    public long ticks;
    public int lastPrice;

    public LegBucket() {
    }

    LegBucket(String strategy, int leg, long bucketEnd, long priceSum, long ticks, int lastPrice) {
        this.strategy = strategy;
        this.leg = leg;
        this.bucketEnd = bucketEnd;
        this.priceSum = priceSum;
        this.ticks = ticks;
        this.lastPrice = lastPrice;
    }
}
