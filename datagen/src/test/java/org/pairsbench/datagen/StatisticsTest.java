package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.Correlations;

/**
 * The generated data has the distributions spec/datagen.md states. The seeds are fixed, so each test has one
 * outcome; the thresholds are wide enough that a correct generator passes for almost any seed, and the
 * negative controls show each test can fail.
 */
class StatisticsTest {

    private static final double SIGNIFICANCE = 0.001;

    /** Constant rate of 1 tick/s for the standard 7260 s: ms flooring is small next to 1 s mean gaps. */
    private static double[] gapsInSeconds(boolean constantInterarrival) {
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(1)).withRates(1, 1.5)
                .withConstantRate(true).withConstantInterarrival(constantInterarrival);
        List<StockTick> ticks = TestData.drain(TickGenerator.open(p));
        double[] gaps = new double[ticks.size() - 1];
        for (int i = 1; i < ticks.size(); i++) {
            gaps[i - 1] = (ticks.get(i).tickTS() - ticks.get(i - 1).tickTS()) / 1000.0;
        }
        return gaps;
    }

    @Test
    void interArrivalTimesAtConstantRatePassKolmogorovSmirnovAgainstTheExponential() {
        double[] gaps = gapsInSeconds(false);
        assertTrue(gaps.length > 7000, "about 7260 ticks: " + gaps.length);
        double p = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(new ExponentialDistribution(null, 1.0), gaps);
        assertTrue(p > SIGNIFICANCE, "KS p-value " + p);
    }

    @Test
    void constantInterArrivalTimesFailThatTest() {
        double[] gaps = gapsInSeconds(true);
        double p = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(new ExponentialDistribution(null, 1.0), gaps);
        assertTrue(p < 1e-9, "evenly spaced arrivals are not exponential: p " + p);
        assertTrue(new SummaryStatistics() {
            {
                for (double g : gaps) {
                    addValue(g);
                }
            }
        }.getMax() <= 1.001, "1 s apart, up to ms flooring");
    }

    @Test
    void ticksPerMinuteFollowTheIntegralOfTheRateProfile() {
        // The short length (726 s) at a tenth of the SF 11 rates: 2 markets, 13 one-minute buckets.
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SHORT)
                .withRates(1000, 1500);
        RateProfile market = p.marketProfile();
        int buckets = (int) Math.ceil(market.durationSeconds() / 60);
        long[] observed = new long[buckets];
        try (TickGenerator g = TickGenerator.open(p)) {
            while (g.hasNext()) {
                observed[(int) (g.next().tickTS() / 60_000)]++;
            }
        }
        double[] expected = new double[buckets];
        double total = 0;
        for (int b = 0; b < buckets; b++) {
            expected[b] = 2 * market.expectedTicks(60.0 * b, Math.min(60.0 * (b + 1), market.durationSeconds()));
            total += expected[b];
            // Poisson counts: within 4 standard deviations of the integral, bucket by bucket.
            assertTrue(Math.abs(observed[b] - expected[b]) < 4 * Math.sqrt(expected[b]),
                    "minute " + b + ": " + observed[b] + " ticks, expected " + expected[b]);
        }
        assertEquals(p.expectedTicks(), total, 1e-6 * total);
        double chi = new ChiSquareTest().chiSquareTest(expected, observed);
        assertTrue(chi > SIGNIFICANCE, "chi-square p-value " + chi);
    }

    /**
     * Evenly spaced arrivals at a constant 1000 ticks/s: each symbol trades every 0.1 s exactly, and prices
     * near $100,000 make the rounding to cents negligible.
     */
    private static DatagenParameters priceStudy(PriceModel model) {
        return DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE).withRates(1000, 1500)
                .withConstantRate(true).withConstantInterarrival(true).withPrices(model);
    }

    private static final double DT = 0.1;

    private static Map<String, double[]> logReturns(DatagenParameters p) {
        Map<String, List<Integer>> prices = new HashMap<>();
        TestData.drain(TickGenerator.open(p)).forEach(t -> prices.computeIfAbsent(t.symbol(), s -> new ArrayList<>()).add(t.price()));
        Map<String, double[]> returns = new HashMap<>();
        prices.forEach((symbol, list) -> {
            double[] r = new double[list.size() - 1];
            for (int i = 1; i < list.size(); i++) {
                r[i - 1] = Math.log((double) list.get(i) / list.get(i - 1));
            }
            returns.put(symbol, r);
        });
        return returns;
    }

    @Test
    void logReturnsHaveTheConfiguredMeanAndVariance() {
        PriceModel model = new PriceModel(10_000_000, 10_000_000, 0.01, 0.1, 0.9);
        SummaryStatistics stats = new SummaryStatistics();
        double mean = (model.drift() - model.volatility() * model.volatility() / 2) * DT;
        double variance = model.volatility() * model.volatility() * DT;
        Map<String, double[]> returns = logReturns(priceStudy(model));
        assertEquals(100, returns.size());
        returns.forEach((symbol, r) -> {
            SummaryStatistics own = new SummaryStatistics();
            for (double x : r) {
                stats.addValue(x);
                own.addValue(x);
            }
            // Each symbol alone, paired or not: within 5 standard errors (about 1,200 returns each).
            assertEquals(mean, own.getMean(), 5 * Math.sqrt(variance / own.getN()), symbol + " mean");
            assertEquals(variance, own.getVariance(), 5 * variance * Math.sqrt(2.0 / own.getN()), symbol + " variance");
        });
        double standardError = Math.sqrt(variance / stats.getN());
        assertTrue(stats.getN() > 100_000, "returns: " + stats.getN());
        assertEquals(mean, stats.getMean(), 4 * standardError, "mean log-return");
        assertEquals(variance, stats.getVariance(), 4 * variance * Math.sqrt(2.0 / stats.getN()), "variance");
    }

    @Test
    void correlatedPairsHaveCorrelationNearRhoAndOtherSymbolsNearZero() {
        PriceModel model = new PriceModel(10_000_000, 10_000_000, 0, 0.01, 0.9);
        DatagenParameters p = priceStudy(model);
        Correlations.Market market = TickGenerator.open(p).markets().get(0);
        Map<String, double[]> returns = logReturns(p);
        PearsonsCorrelation pearson = new PearsonsCorrelation();
        // Symbol 2i+1 trades 1 ms after symbol 2i, so their 0.1 s returns overlap by 99 ms of 100.
        double expected = model.rho() * (DT - 0.001) / DT;
        SummaryStatistics paired = new SummaryStatistics();
        for (Correlations.Pair pair : market.pairs()) {
            double c = correlation(pearson, returns.get(pair.symbol1()), returns.get(pair.symbol2()));
            assertEquals(expected, c, 0.05, pair.toString());
            paired.addValue(c);
        }
        assertEquals(expected, paired.getMean(), 0.015);
        List<String> symbols = market.symbols();
        for (int i = 0; i < 49; i++) {
            // neighbours across pairs (1-2, 3-4, ...) and among the unpaired symbols (50-51, 52-53, ...)
            for (int a : new int[] {2 * i + 1, 50 + i}) {
                double c = correlation(pearson, returns.get(symbols.get(a)), returns.get(symbols.get(a + 1)));
                assertEquals(0, c, 0.12, symbols.get(a) + "/" + symbols.get(a + 1));
            }
        }
    }

    private static double correlation(PearsonsCorrelation pearson, double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        return pearson.correlation(java.util.Arrays.copyOf(a, n), java.util.Arrays.copyOf(b, n));
    }

    @Test
    void sizesAreUniformOverTheMultiplesOfTenFrom100To1000() {
        long[] counts = new long[91];
        TestData.drain(TickGenerator.open(TestData.small())).forEach(t -> {
            assertEquals(0, t.size() % 10, "size " + t.size());
            assertTrue(t.size() >= 100 && t.size() <= 1000, "size " + t.size());
            counts[(t.size() - 100) / 10]++;
        });
        double[] expected = new double[91];
        java.util.Arrays.fill(expected, 1.0);
        double p = new ChiSquareTest().chiSquareTest(expected, counts);
        assertTrue(p > SIGNIFICANCE, "chi-square p-value " + p);
        for (long c : counts) {
            assertTrue(c > 0);
        }
    }

    @Test
    void pricesStayWholePositiveCentsEvenWhenTheProcessCollapses() {
        PriceModel crash = new PriceModel(1_000, 1_000, -5, 0.01, 0.9);
        List<StockTick> ticks = TestData.drain(TickGenerator.open(priceStudy(crash)));
        assertTrue(ticks.stream().allMatch(t -> t.price() >= 1));
        assertEquals(1, ticks.get(ticks.size() - 1).price(), "exp(-5 x 121) cents rounds to 0, kept at 1");
    }

    @Test
    void initialPricesLieInTheConfiguredRange() {
        DatagenParameters p = TestData.small().withPrices(new PriceModel(2_000, 2_500, 0, 0, 0.9));
        // Zero volatility and drift: every price is its initial price.
        TestData.drain(TickGenerator.open(p)).forEach(t ->
                assertTrue(t.price() >= 2_000 && t.price() <= 2_500, "price " + t.price()));
    }
}
