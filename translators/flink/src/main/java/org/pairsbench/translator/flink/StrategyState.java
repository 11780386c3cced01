package org.pairsbench.translator.flink;

/**
 * One strategy's keyed state between periods (a Flink POJO): the ring of its last N ratios, the previous
 * indicator and the position. The open periods' legs are {@link PeriodLegs}.
 */
public final class StrategyState {

    public static final int FLAT = 0;
    /** Holds shares of symbol1. */
    public static final int LONG_SHORT = 1;
    /** Holds shares of symbol2. */
    public static final int SHORT_LONG = 2;

    /** The last N ratios; once full, {@code oldest} is the index of the oldest. */
    public double[] ratios;
    public int ratioCount;
    public int oldest;

    public boolean hasPrevious;
    public double prevRatio;
    public double prevUpper;
    public double prevLower;

    public int position = FLAT;
    public long shares;
    public long balance;
    public double entryRatio;

    public StrategyState() {
    }

    static StrategyState start(StrategyParams params) {
        StrategyState state = new StrategyState();
        state.ratios = new double[params.numPeriods()];
        state.balance = params.availableFunds();
        return state;
    }
}
