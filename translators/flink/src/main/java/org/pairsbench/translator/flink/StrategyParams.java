package org.pairsbench.translator.flink;

import java.io.Serializable;
import org.pairsbench.api.model.Strategy;

/** One strategy's parameters as the job's functions hold them (spec 4.2): a row of the strategies table. */
record StrategyParams(String alias, String symbol1, String symbol2, long periodMillis, int numPeriods,
                      double bandsMultiplier, double stopLossPerc, long availableFunds) implements Serializable {

    static StrategyParams of(Strategy s) {
        return new StrategyParams(s.alias(), s.symbol1(), s.symbol2(), s.periodMillis(), s.numPeriods(),
                s.bandsMultiplier(), s.stopLossPerc(), s.availableFunds());
    }

    String symbol(int leg) {
        return leg == 1 ? symbol1 : symbol2;
    }
}
