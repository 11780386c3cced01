package org.pairsbench.translator.flink;

/** One strategy's two legs in one period (a Flink POJO): each symbol's price sum, tick count and last price. */
public final class PeriodLegs {

    public long sum1;
    public long count1;
    public int last1;
    public long sum2;
    public long count2;
    public int last2;

    public PeriodLegs() {
    }

    void add(LegBucket bucket) {
        if (bucket.leg == 1) {
            sum1 += bucket.priceSum;
            count1 += bucket.ticks;
            last1 = bucket.lastPrice;
        } else {
            sum2 += bucket.priceSum;
            count2 += bucket.ticks;
            last2 = bucket.lastPrice;
        }
    }

    /** Spec 5.1: a period gives a ratio only when both symbols traded in it. */
    boolean bothTraded() {
        return count1 > 0 && count2 > 0;
    }

    int lastPrice(int leg) {
        return leg == 1 ? last1 : last2;
    }
}
