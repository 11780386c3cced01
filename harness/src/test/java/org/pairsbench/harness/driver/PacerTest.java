package org.pairsbench.harness.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PacerTest {

    private static final long START = 1_000_000_000L;

    @Test
    void scheduleIsStartPlusTickTsInNanoseconds() {
        Pacer pacer = new Pacer(new FakeClock(0), START, 1.0);
        assertEquals(START, pacer.scheduledNanos(0));
        assertEquals(START + 1_000_000, pacer.scheduledNanos(1));
        assertEquals(START + 7_260_000_000_000L, pacer.scheduledNanos(7_260_000));
    }

    @Test
    void rateFactorCompressesTheSchedule() {
        Pacer twice = new Pacer(new FakeClock(0), START, 2.0);
        assertEquals(START + 500_000, twice.scheduledNanos(1));
        Pacer third = new Pacer(new FakeClock(0), START, 3.0);
        assertEquals(START + 333_333, third.scheduledNanos(1), "rounded to the nearest ns");
        Pacer slow = new Pacer(new FakeClock(0), START, 0.5);
        assertEquals(START + 10_000_000, slow.scheduledNanos(5));
    }

    @Test
    void rejectsNonPositiveRateFactors() {
        assertThrows(IllegalArgumentException.class, () -> new Pacer(new FakeClock(0), START, 0));
        assertThrows(IllegalArgumentException.class, () -> new Pacer(new FakeClock(0), START, -1));
        assertThrows(IllegalArgumentException.class, () -> new Pacer(new FakeClock(0), START, Double.NaN));
    }

    @Test
    void parksUntilCloseToTheDueTimeThenSpinsToIt() {
        FakeClock clock = new FakeClock(START);
        Pacer pacer = new Pacer(clock, START, 1.0);
        long due = pacer.scheduledNanos(10); // 10 ms ahead
        long sent = pacer.awaitUntil(due);
        assertEquals(1, clock.parks.size(), "one park covers the far part");
        assertEquals(due - START - Pacer.SPIN_NANOS, clock.parks.get(0), "park stops SPIN_NANOS short");
        assertTrue(sent >= due, "never before the due time");
        assertTrue(sent - due <= clock.readCost, "spinning lands within one clock reading");
    }

    @Test
    void aParkThatOvershootsIsNotCompensatedBySendingEarlyLater() {
        FakeClock clock = new FakeClock(START);
        clock.parkOvershoot = 60_000; // less than the spin margin: still on time
        Pacer pacer = new Pacer(clock, START, 1.0);
        long due = pacer.scheduledNanos(2);
        long sent = pacer.awaitUntil(due);
        assertTrue(sent >= due && sent - due <= clock.readCost);
    }

    @Test
    void aShortWaitSpinsWithoutParking() {
        FakeClock clock = new FakeClock(START);
        Pacer pacer = new Pacer(clock, START, 1000.0); // 1 us per ms of tickTS
        long due = pacer.scheduledNanos(50); // 50 us ahead, inside the spin margin
        long sent = pacer.awaitUntil(due);
        assertTrue(clock.parks.isEmpty(), "no park for waits shorter than the spin margin");
        assertTrue(sent >= due && sent - due <= clock.readCost);
    }

    @Test
    void aTickAlreadyDueIsSentAtOnce() {
        FakeClock clock = new FakeClock(START);
        Pacer pacer = new Pacer(clock, START, 1.0);
        clock.advance(5_000_000); // 5 ms behind schedule
        long due = pacer.scheduledNanos(1);
        long sent = pacer.awaitUntil(due);
        assertTrue(clock.parks.isEmpty());
        assertEquals(START + 5_000_000, sent, "sent immediately, 4 ms late");
    }
}
