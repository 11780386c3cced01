package org.pairsbench.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.harness.measure.SecondStats;

/** The Run window's live figures from per-second rows, without a display. */
class LiveFiguresTest {

    /** A second with {@code orders} MarketOrders at p99 {@code orderP99} ns, lateness p99 {@code lateP99} ns. */
    private static SecondStats second(int s, double length, long ticks, long answers, long orders, long orderP99,
                                      long lateP99) {
        return new SecondStats(s, length, 1000 * length, ticks, answers, answers - orders, -1, -1, -1, orders,
                orders > 0 ? orderP99 / 2 : -1, orders > 0 ? orderP99 : -1, orders > 0 ? orderP99 : -1, -1, lateP99,
                lateP99, -1, 0, 0);
    }

    @Test
    void timeRatesAnswersAndTheSecondsWithMarketOrders() {
        LiveFigures live = new LiveFigures(121.0 / 4); // the smoke profile at rate factor 4: 30.25 s

        assertNull(live.add(second(0, 1.0, 1000, 12, 0, -1, 40_000)));
        LiveFigures.OrderLatency point = live.add(second(1, 1.0, 1100, 30, 5, 2_500_000, -1));
        live.add(second(2, 0.5, 450, 3, 0, -1, 80_000));

        assertEquals(new LiveFigures.OrderLatency(1, 2.5, 5), point);
        assertEquals(List.of(point), live.orderLatency(), "only the second with MarketOrders");
        assertEquals(2.5, live.elapsedSeconds(), 1e-9);
        assertEquals(30.25 - 2.5, live.remainingSeconds(), 1e-9);
        assertEquals(2550, live.ticksSent());
        assertEquals(45, live.answers());
        assertEquals(900, live.inputRate(), 1e-9, "450 ticks in the last half second");
        assertEquals(1000, live.plannedRate(), 1e-9);
        assertEquals(80, live.latenessP99Us(), 1e-9);
        assertEquals("0:00:28", LiveFigures.clock(live.remainingSeconds()));
    }

    @Test
    void theRunsLastFewMillisecondsLeaveTheRatesOfItsLastWholeSecond() {
        LiveFigures live = new LiveFigures(121.0);
        live.add(second(0, 1.0, 1000, 0, 0, -1, 40_000));
        // the run's last row: the 10 ms after its last whole second, 10 ticks planned and none sent
        live.add(new SecondStats(1, 0.01, 10, 0, 0, 0, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0));

        assertEquals(1000, live.inputRate(), 1e-9, "not 0 ticks/s");
        assertEquals(1000, live.plannedRate(), 1e-9, "not planned 0");
        assertEquals(1.01, live.elapsedSeconds(), 1e-9);
    }

    @Test
    void aFlatOutRunHasNoTimeLeftAndNothingBeforeTheFirstSecond() {
        LiveFigures live = new LiveFigures(Double.NaN);
        assertEquals(0, live.inputRate());
        assertEquals(-1, live.latenessP99Us());
        assertTrue(Double.isNaN(live.remainingSeconds()));
        assertEquals("-", LiveFigures.clock(live.remainingSeconds()));
        assertEquals("1:02:03", LiveFigures.clock(3723));
    }
}
