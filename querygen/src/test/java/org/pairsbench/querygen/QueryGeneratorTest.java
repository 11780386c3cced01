package org.pairsbench.querygen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.Correlations;
import org.pairsbench.core.workload.StrategyEntry;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;

class QueryGeneratorTest {

    /** The data generator's correlations at {@code scaleFactor}, as {@code pairs datagen} writes them. */
    static Correlations correlations(int scaleFactor) {
        return TickGenerator.open(DatagenParameters.standard(ScaleFactor.of(scaleFactor))).correlations();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 8, 10, 11, 15, 30})
    void countsAndPairAssignmentFollowRulingTen(int scaleFactor) {
        ScaleFactor sf = ScaleFactor.of(scaleFactor);
        Correlations c = correlations(scaleFactor);
        StrategySet set = QueryGenerator.standard(c);
        assertTrue(set.standard());
        assertEquals(25 * scaleFactor, set.size(), "strategies");
        Map<String, List<StrategyEntry>> byUser = set.entries().stream()
                .collect(Collectors.groupingBy(e -> e.user().orElseThrow()));
        assertEquals(5 * scaleFactor, byUser.size(), "users");
        for (List<StrategyEntry> own : byUser.values()) {
            assertEquals(5, own.size(), "strategies per user");
            assertEquals(5, own.stream().map(e -> e.strategy().symbol1()).distinct().count(), "5 different pairs");
            assertEquals(1, own.stream().map(e -> e.market().getAsInt()).distinct().count(), "a user stays in one market");
        }
        Map<Correlations.Pair, Integer> perPair = new HashMap<>();
        for (StrategyEntry e : set.entries()) {
            Correlations.Pair pair = new Correlations.Pair(e.strategy().symbol1(), e.strategy().symbol2());
            int market = e.market().getAsInt();
            assertTrue(c.markets().get(market - 1).pairs().contains(pair), "pair belongs to its market");
            perPair.merge(pair, 1, Integer::sum);
        }
        for (Correlations.Market m : c.markets()) {
            for (Correlations.Pair pair : m.pairs()) {
                assertEquals(sf.strategiesPerPair(m.market()), perPair.get(pair), "strategies on " + pair);
            }
        }
        // SF 15 (thesis 7.3.5): 250 strategies over the first 100 symbols, 125 over the second.
        if (scaleFactor == 15) {
            assertEquals(250, set.entries().stream().filter(e -> e.market().getAsInt() == 1).count());
            assertEquals(125, set.entries().stream().filter(e -> e.market().getAsInt() == 2).count());
        }
    }

    @Test
    void aliasesAndUsersAreNumberedInOrder() {
        StrategySet set = QueryGenerator.standard(correlations(2));
        for (int i = 0; i < set.size(); i++) {
            StrategyEntry e = set.entries().get(i);
            assertEquals(String.format("st_%05d", i + 1), e.strategy().alias());
            assertEquals(String.format("u_%05d", i / 5 + 1), e.user().orElseThrow());
        }
        // Group 0, user 0 (u_00001) holds pairs 0..4; user 1 pairs 5..9; the second group starts over.
        List<Correlations.Pair> pairs = correlations(2).markets().get(0).pairs();
        assertEquals(pairs.get(0).symbol1(), set.entries().get(0).strategy().symbol1());
        assertEquals(pairs.get(5).symbol2(), set.entries().get(5).strategy().symbol2());
        assertEquals(pairs.get(0).symbol1(), set.entries().get(25).strategy().symbol1());
    }

    @Test
    void parametersComeFromTheValueSetsAndCoverThemUniformly() {
        StrategySet set = QueryGenerator.standard(correlations(400));
        ValueSets v = ValueSets.STANDARD;
        List<Strategy> s = set.strategies();
        assertUniform(s.stream().map(Strategy::availableFunds).toList(), v.availableFunds());
        assertUniform(s.stream().map(Strategy::periodLength).toList(), v.periodLength());
        assertUniform(s.stream().map(Strategy::numPeriods).toList(), v.numPeriods());
        assertUniform(s.stream().map(Strategy::bandsMultiplier).toList(), v.bandsMultiplier());
        assertUniform(s.stream().map(Strategy::stopLossPerc).toList(), v.stopLossPerc());
    }

    private static <T> void assertUniform(List<T> drawn, List<T> values) {
        assertTrue(new HashSet<>(values).containsAll(drawn), "only values of the set: " + new HashSet<>(drawn));
        long[] counts = new long[values.size()];
        double[] expected = new double[values.size()];
        for (int i = 0; i < values.size(); i++) {
            T value = values.get(i);
            counts[i] = drawn.stream().filter(value::equals).count();
            expected[i] = 1;
        }
        double p = new ChiSquareTest().chiSquareTest(expected, counts);
        assertTrue(p > 0.001, "chi-square p " + p + " for " + java.util.Arrays.toString(counts));
    }

    @Test
    void parametersAreDrawnFromStreamZeroTwoInTheSpecsOrder() {
        // datagen.md section 8, modelled from its text: per strategy, in order, one nextInt(|set|) for funds,
        // period length, number of periods, bands, stop-loss, from the seed's stream (0, 2).
        List<Long> funds = List.of(1_000_000L, 2_000_000L, 5_000_000L);
        List<Integer> periods = List.of(5, 10, 20, 30, 60);
        List<Integer> numPeriods = List.of(5, 6, 7, 8, 9, 10, 15, 20, 25, 30);
        List<Double> bands = List.of(1.2, 1.5, 1.8, 2.0);
        List<Double> stopLoss = List.of(0.1, 0.2, 0.3);
        StrategySet set = QueryGenerator.standard(correlations(2));
        org.apache.commons.math3.random.RandomGenerator stream = org.pairsbench.datagen.Seeds.stream(2013, 0, 2);
        for (StrategyEntry e : set.entries()) {
            Strategy s = e.strategy();
            assertEquals((long) funds.get(stream.nextInt(3)), s.availableFunds(), s.alias());
            assertEquals((int) periods.get(stream.nextInt(5)), s.periodLength(), s.alias());
            assertEquals((int) numPeriods.get(stream.nextInt(10)), s.numPeriods(), s.alias());
            assertEquals((double) bands.get(stream.nextInt(4)), s.bandsMultiplier(), s.alias());
            assertEquals((double) stopLoss.get(stream.nextInt(3)), s.stopLossPerc(), s.alias());
        }
        // And the published SF 2 workload (reference-results/esper/sf2/strategy-definitions.csv), on which the
        // reference runs were made, begins as it did.
        assertEquals(new Strategy("st_00001", 5_000_000, "SHNMYT", "FRHZRM", 20, 10, 1.5, 0.1),
                set.entries().get(0).strategy());
        assertEquals(new Strategy("st_00003", 5_000_000, "WJHHJU", "JROHQJ", 20, 8, 1.8, 0.1),
                set.entries().get(2).strategy());
    }

    @Test
    void theSameSeedGivesTheSameStrategiesAndAnotherSeedOthers() {
        Correlations c = correlations(3);
        assertEquals(QueryGenerator.standard(c), QueryGenerator.standard(c));
        StrategySet other = QueryGenerator.generate(c, ValueSets.STANDARD, 75, 99);
        assertNotEquals(QueryGenerator.standard(c).strategies(), other.strategies());
        assertTrue(other.standard(), "the seed does not make a workload custom");
    }

    @Test
    void overriddenValueSetsOrCountsMakeACustomWorkload() {
        Correlations c = correlations(2);
        StrategySet values = QueryGenerator.generate(c, ValueSets.STANDARD.withPeriodLength(List.of(15)), 50, 1);
        assertFalse(values.standard());
        assertTrue(values.strategies().stream().allMatch(s -> s.periodLength() == 15));
        assertFalse(QueryGenerator.generate(c, ValueSets.STANDARD, 49, 1).standard());
    }

    @Test
    void extraStrategiesAddGroupsRoundRobinOverTheMarkets() {
        // SF 11: groups 0-9 in market 1, group 10 in market 2; extra groups 11, 12, 13 go to markets 1, 2, 1.
        StrategySet set = QueryGenerator.generate(correlations(11), ValueSets.STANDARD, 25 * 14 - 3, 1);
        assertEquals(347, set.size());
        Set<Integer> marketsOfExtraGroups = new HashSet<>();
        List<Integer> markets = set.entries().stream().map(e -> e.market().getAsInt()).toList();
        assertEquals(1, markets.get(25 * 11));
        assertEquals(2, markets.get(25 * 12));
        assertEquals(1, markets.get(25 * 13));
        marketsOfExtraGroups.addAll(markets.subList(25 * 11, set.size()));
        assertEquals(Set.of(1, 2), marketsOfExtraGroups);
        assertEquals(70, set.entries().stream().map(e -> e.user().orElseThrow()).distinct().count(), "ceil(347 / 5)");
    }

    @Test
    void aPrefixOfTheStandardOrderIsTakenForFewerStrategies() {
        Correlations c = correlations(2);
        assertEquals(QueryGenerator.standard(c).entries().subList(0, 7),
                QueryGenerator.generate(c, ValueSets.STANDARD, 7, c.seed()).entries());
    }
}
