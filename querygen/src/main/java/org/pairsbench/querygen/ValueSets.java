package org.pairsbench.querygen;

import java.util.List;
import java.util.function.Function;
import org.pairsbench.api.model.Strategy;

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
        availableFunds = valid("availableFunds", availableFunds, Strategy::availableFundsProblem);
        periodLength = valid("periodLength", periodLength, Strategy::periodLengthProblem);
        numPeriods = valid("numPeriods", numPeriods, Strategy::numPeriodsProblem);
        bandsMultiplier = valid("bandsMultiplier", bandsMultiplier, Strategy::bandsMultiplierProblem);
        stopLossPerc = valid("stopLossPerc", stopLossPerc, Strategy::stopLossPercProblem);
    }

    /** A non-empty set of values each of which a strategy may have: refused here, not at the first draw. */
    private static <T> List<T> valid(String name, List<T> values, Function<T, String> problem) {
        if (values == null || values.isEmpty()) {
            throw new IllegalArgumentException("the value set of " + name + " is empty");
        }
        for (T value : values) {
            String p = problem.apply(value);
            if (p != null) {
                throw new IllegalArgumentException("the value set of " + name + ": " + p);
            }
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
