package org.pairsbench.core.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.InvalidInputException;

class PScoreTest {

    /** Every cell of thesis Table 7.1 (engines X and Y). */
    @ParameterizedTest(name = "SF {0} at {1} ms -> {2}")
    @CsvSource({
            "1, 63, 47.62", "2, 175, 34.29", "3, 203, 44.33", "4, 351, 34.19", "5, 91862, 0.16",
            "1, 22, 136.36", "2, 24, 250.00"
    })
    void reproducesThesisTable71(int sf, double p99Millis, String expected) {
        assertEquals(new BigDecimal(expected), PScore.ofMillis(ScaleFactor.of(sf), p99Millis).rounded());
    }

    @Test
    void secondsNanosAndMillisAgree() {
        ScaleFactor sf = ScaleFactor.of(1);
        assertEquals(new BigDecimal("47.62"), new PScore(sf, 0.063).rounded());
        assertEquals(new BigDecimal("47.62"), PScore.ofNanos(sf, 63_000_000L).rounded());
        assertEquals(3 / 0.063, PScore.ofMillis(sf, 63).value(), 1e-12);
    }

    @Test
    void roundsHalfUp() {
        // load 3 at 0.48 s = 6.25 exactly; 3 / 0.0008 = 3750.00; 3 / 0.032 = 93.75
        assertEquals(new BigDecimal("6.25"), PScore.ofMillis(ScaleFactor.of(1), 480).rounded());
        assertEquals(new BigDecimal("93.75"), PScore.ofMillis(ScaleFactor.of(1), 32).rounded());
        // load 3 / 0.4096 s = 7.32421875 -> 7.32 ; load 6 / 0.128 s = 46.875 -> 46.88 (half-up)
        assertEquals(new BigDecimal("7.32"), PScore.ofMillis(ScaleFactor.of(1), 409.6).rounded());
        assertEquals(new BigDecimal("46.88"), PScore.ofMillis(ScaleFactor.of(2), 128).rounded());
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -1, Double.NaN, Double.POSITIVE_INFINITY})
    void rejectsLatenciesThatAreNotPositive(double p99Millis) {
        assertThrows(InvalidInputException.class, () -> PScore.ofMillis(ScaleFactor.of(1), p99Millis));
    }

    @Test
    void marksAPScoreFromFewerThanAHundredMarketOrders() {
        assertTrue(PScore.fewMarketOrders(0));
        assertTrue(PScore.fewMarketOrders(99));
        assertFalse(PScore.fewMarketOrders(100));
        assertEquals("only 1 MI MarketOrder, fewer than 100: the p99 is their maximum", PScore.fewMarketOrdersMark(1));
        assertEquals("only 42 MI MarketOrders, fewer than 100: the p99 is their maximum", PScore.fewMarketOrdersMark(42));
        assertEquals("", PScore.fewMarketOrdersMark(100));
    }
}
