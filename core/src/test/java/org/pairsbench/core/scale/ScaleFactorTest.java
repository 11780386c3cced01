package org.pairsbench.core.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.InvalidInputException;

class ScaleFactorTest {

    /**
     * The spec's scale table (spec/pairs-1.0.md section 6.2), computed by hand from thesis 7.3.5 and Appendix A:
     * M = ceil(SF/10); last-market strategies per pair = (SF-1) mod 10 + 1; load = SF*M + 2*(10*(M-1) + that),
     * which simplifies to SF*(M+2).
     */
    @ParameterizedTest(name = "SF {0}")
    @CsvSource({
            " 1, 1, 100, 25,   5,  25,  5000,  7500,  1,   3",
            " 2, 1, 100, 25,  10,  50,  5000,  7500,  2,   6",
            " 3, 1, 100, 25,  15,  75,  5000,  7500,  3,   9",
            " 4, 1, 100, 25,  20, 100,  5000,  7500,  4,  12",
            " 5, 1, 100, 25,  25, 125,  5000,  7500,  5,  15",
            " 6, 1, 100, 25,  30, 150,  5000,  7500,  6,  18",
            " 7, 1, 100, 25,  35, 175,  5000,  7500,  7,  21",
            " 8, 1, 100, 25,  40, 200,  5000,  7500,  8,  24",
            " 9, 1, 100, 25,  45, 225,  5000,  7500,  9,  27",
            "10, 1, 100, 25,  50, 250,  5000,  7500, 10,  30",
            "11, 2, 200, 50,  55, 275, 10000, 15000,  1,  44",
            "12, 2, 200, 50,  60, 300, 10000, 15000,  2,  48",
            "13, 2, 200, 50,  65, 325, 10000, 15000,  3,  52",
            "14, 2, 200, 50,  70, 350, 10000, 15000,  4,  56",
            "15, 2, 200, 50,  75, 375, 10000, 15000,  5,  60",
            "16, 2, 200, 50,  80, 400, 10000, 15000,  6,  64",
            "17, 2, 200, 50,  85, 425, 10000, 15000,  7,  68",
            "18, 2, 200, 50,  90, 450, 10000, 15000,  8,  72",
            "19, 2, 200, 50,  95, 475, 10000, 15000,  9,  76",
            "20, 2, 200, 50, 100, 500, 10000, 15000, 10,  80",
            "21, 3, 300, 75, 105, 525, 15000, 22500,  1, 105",
            "22, 3, 300, 75, 110, 550, 15000, 22500,  2, 110",
            "23, 3, 300, 75, 115, 575, 15000, 22500,  3, 115",
            "24, 3, 300, 75, 120, 600, 15000, 22500,  4, 120",
            "25, 3, 300, 75, 125, 625, 15000, 22500,  5, 125",
            "26, 3, 300, 75, 130, 650, 15000, 22500,  6, 130",
            "27, 3, 300, 75, 135, 675, 15000, 22500,  7, 135",
            "28, 3, 300, 75, 140, 700, 15000, 22500,  8, 140",
            "29, 3, 300, 75, 145, 725, 15000, 22500,  9, 145",
            "30, 3, 300, 75, 150, 750, 15000, 22500, 10, 150"
    })
    void scaleTableMatchesTheSpec(int sf, int markets, int symbols, int pairs, int users, int strategies,
                                  int basis, int peak, int perPairInLastMarket, long load) {
        ScaleFactor s = ScaleFactor.of(sf);
        assertEquals(markets, s.markets());
        assertEquals(symbols, s.symbols());
        assertEquals(pairs, s.correlatedPairs());
        assertEquals(users, s.users());
        assertEquals(strategies, s.strategies());
        assertEquals(basis, s.basisRate());
        assertEquals(peak, s.peakRate());
        assertEquals(perPairInLastMarket, s.strategiesPerPair(markets));
        assertEquals(load, s.load());
    }

    @Test
    void everyFullMarketHasTenStrategiesPerPairAndTheTotalAddsUp() {
        ScaleFactor sf = ScaleFactor.of(27);
        assertEquals(10, sf.strategiesPerPair(1));
        assertEquals(10, sf.strategiesPerPair(2));
        assertEquals(7, sf.strategiesPerPair(3));
        // 25 pairs x (10 + 10 + 7) = 675 = 25 x 27
        assertEquals(sf.strategies(), 25 * (10 + 10 + 7));
    }

    /** Thesis Table A.1. */
    @ParameterizedTest
    @CsvSource({"9, 1, 100, 225, 5000", "10, 1, 100, 250, 5000", "11, 2, 200, 275, 10000"})
    void reproducesThesisTableA1(int sf, int markets, int symbols, int strategies, int basis) {
        ScaleFactor s = ScaleFactor.of(sf);
        assertEquals(markets, s.markets());
        assertEquals(symbols, s.symbols());
        assertEquals(strategies, s.strategies());
        assertEquals(basis, s.basisRate());
    }

    /** Thesis 7.3.5 examples: SF 8 has 40 users and 200 strategies; SF 15 has 75 users, 250 + 125 strategies. */
    @Test
    void reproducesThesisScalingExamples() {
        assertEquals(40, ScaleFactor.of(8).users());
        assertEquals(200, ScaleFactor.of(8).strategies());
        ScaleFactor sf15 = ScaleFactor.of(15);
        assertEquals(75, sf15.users());
        assertEquals(375, sf15.strategies());
        assertEquals(250, 25 * sf15.strategiesPerPair(1));
        assertEquals(125, 25 * sf15.strategiesPerPair(2));
    }

    @Test
    void loadIsExactForLargeScaleFactors() {
        // SF 1000: M = 100, load = 1000 * 102
        assertEquals(102_000, ScaleFactor.of(1000).load());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE, 1_000_001, 4_294_961, Integer.MAX_VALUE})
    void rejectsScaleFactorsOutsideOneToAMillion(int sf) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ScaleFactor.of(sf));
        assertEquals("scale factor must be an integer from 1 to 1000000, got " + sf, e.getMessage());
    }

    @Test
    void theLargestScaleFactorStillHasExactSizes() {
        // SF 1,000,000: M = 100,000 markets; 10 M symbols; 25 M strategies; basis 500 M ticks/s.
        ScaleFactor max = ScaleFactor.of(ScaleFactor.MAX);
        assertEquals(100_000, max.markets());
        assertEquals(10_000_000, max.symbols());
        assertEquals(25_000_000, max.strategies());
        assertEquals(500_000_000, max.basisRate());
        assertEquals(750_000_000.0, max.peakRate());
        // load = SF (M + 2) = 1,000,000 x 100,002
        assertEquals(100_002_000_000L, max.load());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "x", "1.5", "2e3"})
    void rejectsTextThatIsNotAnInteger(String text) {
        assertThrows(InvalidInputException.class, () -> ScaleFactor.parse(text));
    }

    @Test
    void rejectsMarketsOutsideTheScaleFactor() {
        assertThrows(IllegalArgumentException.class, () -> ScaleFactor.of(11).strategiesPerPair(3));
        assertThrows(IllegalArgumentException.class, () -> ScaleFactor.of(11).strategiesPerPair(0));
    }
}
