package org.pairsbench.querygen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apache.commons.math3.random.RandomGenerator;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.Correlations;
import org.pairsbench.core.workload.StrategyEntry;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.Seeds;

/**
 * Turns the data generator's correlations into strategies (spec rulings 9 and 10, spec/datagen.md section
 * "Query generator").
 *
 * <p>Assignment: user groups of 5 users, numbered from 0. The standard workload has SF groups; group g
 * belongs to market floor(g / 10) + 1, so each market has as many groups as strategies per pair. In its
 * group, user j (0..4) owns one strategy on each of the market's pairs 5j .. 5j+4: a group puts one strategy
 * on each of the 25 pairs, and a user's 5 strategies are on 5 different pairs. Strategies are numbered
 * st_00001, st_00002, ... in the order (group, user, pair); users u_00001, ... in the order (group, user).
 * A custom count N takes the first N strategies of that order, adding groups beyond SF round-robin over the
 * markets (group SF + e goes to market (e mod M) + 1) when N exceeds 25 x SF.
 *
 * <p>Parameters: for each strategy in order, availableFunds, periodLength, numPeriods, bandsMultiplier and
 * stopLossPerc, each {@code set[nextInt(set.size())]} of the global stream {@link Seeds#STRATEGIES}.
 */
public final class QueryGenerator {

    public static final int USERS_PER_GROUP = ScaleFactor.USERS_PER_SCALE_FACTOR;
    public static final int STRATEGIES_PER_USER = ScaleFactor.STRATEGIES_PER_USER;

    private QueryGenerator() {
    }

    /**
     * @param strategies how many strategies; {@code correlations.strategies()} unless overridden
     * @param seed       the seed of the parameter draws; the data generator's unless overridden
     */
    public static StrategySet generate(Correlations correlations, ValueSets values, int strategies, long seed) {
        if (strategies < 1) {
            throw new IllegalArgumentException("the number of strategies must be positive, got " + strategies);
        }
        ScaleFactor sf = ScaleFactor.of(correlations.scaleFactor());
        RandomGenerator random = Seeds.stream(seed, 0, Seeds.STRATEGIES);
        int strategiesPerGroup = USERS_PER_GROUP * STRATEGIES_PER_USER;
        List<StrategyEntry> entries = new ArrayList<>(Math.min(strategies, 1 << 16));
        for (int group = 0; entries.size() < strategies; group++) {
            int marketNumber = marketOfGroup(group, sf);
            Correlations.Market market = correlations.markets().get(marketNumber - 1);
            for (int slot = 0; slot < strategiesPerGroup && entries.size() < strategies; slot++) {
                int user = group * USERS_PER_GROUP + slot / STRATEGIES_PER_USER;
                Correlations.Pair pair = market.pairs().get(slot);
                Strategy strategy = new Strategy(String.format(Locale.ROOT, "st_%05d", entries.size() + 1),
                        pick(random, values.availableFunds()), pair.symbol1(), pair.symbol2(),
                        pick(random, values.periodLength()), pick(random, values.numPeriods()),
                        pick(random, values.bandsMultiplier()), pick(random, values.stopLossPerc()));
                entries.add(StrategyEntry.of(strategy, String.format(Locale.ROOT, "u_%05d", user + 1), marketNumber));
            }
        }
        boolean standard = values.equals(ValueSets.STANDARD) && strategies == sf.strategies();
        return new StrategySet(OptionalInt.of(sf.value()), OptionalLong.of(seed), standard, entries);
    }

    /** The spec's workload: the correlations file's count, the standard value sets, its seed. */
    public static StrategySet standard(Correlations correlations) {
        return generate(correlations, ValueSets.STANDARD, correlations.strategies(), correlations.seed());
    }

    static int marketOfGroup(int group, ScaleFactor sf) {
        if (group < sf.value()) {
            return group / ScaleFactor.SCALE_FACTORS_PER_MARKET + 1;
        }
        return (group - sf.value()) % sf.markets() + 1;
    }

    private static <T> T pick(RandomGenerator random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
