package org.pairsbench.reference.computation;

/**
 * The running price sum and tick count of one symbol in the current period of one period length. Shared by
 * every strategy with that symbol and period length: a tick updates it once, however many strategies read it.
 */
final class SymbolPeriod {
    /** Sum of prices in integer cents; a long cannot overflow at any realistic tick count. */
    long sum;
    int count;

    void reset() {
        sum = 0;
        count = 0;
    }

    /** (double) integer sum / count: spec ruling 3, so every engine rounds alike. */
    double average() {
        return (double) sum / count;
    }
}
