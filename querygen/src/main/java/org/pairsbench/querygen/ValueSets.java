package org.pairsbench.querygen;

import java.util.List;
import org.pairsbench.core.model.Strategy;

/**
 * The values each strategy parameter is drawn from, uniformly (spec ruling 9, thesis Table B.1). Any other
 * sets make a custom, non-standard workload.
 */
public record ValueSets(List<Long> availableFunds, List<Integer> periodLength, List<Integer> numPeriods,
                        List<Double> bandsMultiplier, List<Double> stopLossPerc) {

    /** Funds in cents ($10k, $20k, $50k), periods in seconds, stop-loss as a fraction. */
    public static final ValueSets STANDARD = new ValueSets(
            List.of(1_000_000L, 2_000_000L, 5_000_000L),
            List.of(5, 10, 20, 30, 60),
            List.of(5, 6, 7, 8, 9, 10, 15, 20, 25, 30),
            List.of(1.2, 1.5, 1.8, 2.0),
            List.of(0.10, 0.20, 0.30));

    public ValueSets {
        availableFunds = nonEmpty("availableFunds", availableFunds);
        periodLength = nonEmpty("periodLength", periodLength);
        for (int seconds : periodLength) {
            if (seconds <= 0 || seconds % Strategy.PERIOD_GRANULARITY_SECONDS != 0) {
                throw new IllegalArgumentException("periodLength " + seconds + " is not a positive multiple of "
                        + Strategy.PERIOD_GRANULARITY_SECONDS + " s (spec section 4.2)");
            }
        }
        numPeriods = nonEmpty("numPeriods", numPeriods);
        bandsMultiplier = nonEmpty("bandsMultiplier", bandsMultiplier);
        stopLossPerc = nonEmpty("stopLossPerc", stopLossPerc);
    }

    private static <T> List<T> nonEmpty(String name, List<T> values) {
        if (values == null || values.isEmpty()) {
            throw new IllegalArgumentException("the value set of " + name + " is empty");
        }
        return List.copyOf(values);
    }

    public ValueSets withAvailableFunds(List<Long> values) {
        return new ValueSets(values, periodLength, numPeriods, bandsMultiplier, stopLossPerc);
    }

    public ValueSets withPeriodLength(List<Integer> values) {
        return new ValueSets(availableFunds, values, numPeriods, bandsMultiplier, stopLossPerc);
    }

    public ValueSets withNumPeriods(List<Integer> values) {
        return new ValueSets(availableFunds, periodLength, values, bandsMultiplier, stopLossPerc);
    }

    public ValueSets withBandsMultiplier(List<Double> values) {
        return new ValueSets(availableFunds, periodLength, numPeriods, values, stopLossPerc);
    }

    public ValueSets withStopLossPerc(List<Double> values) {
        return new ValueSets(availableFunds, periodLength, numPeriods, bandsMultiplier, values);
    }
}
