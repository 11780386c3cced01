package org.pairsbench.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;

class EstimateTest {

    private static final ZonedDateTime SEVEN = ZonedDateTime.of(2026, 11, 24, 7, 0, 0, 0, ZoneOffset.UTC);

    @Test
    void whatIsLeftTakesTheElapsedTimeScaledByTheWorkLeftOverTheWorkDone() {
        // 250 of 1,000 in 60 s: 750 more at 250 a minute take 180 s, ending at 07:03:00.
        Estimate e = Estimate.atRate(250, 1000, Duration.ofSeconds(60), SEVEN);

        assertEquals(Duration.ofSeconds(180), e.left());
        assertEquals(SEVEN.plusSeconds(180), e.eta());
        assertEquals("0:01:00 elapsed, 0:03:00 left, ETA 07:03:00", e.describe());
    }

    @Test
    void nothingDoneOrNoKnownTotalSaysOnlyTheElapsedTime() {
        assertEquals("0:00:05 elapsed", Estimate.atRate(0, 1000, Duration.ofSeconds(5), SEVEN).describe());
        Estimate unknown = Estimate.atRate(300, -1, Duration.ofSeconds(5), SEVEN);
        assertNull(unknown.left());
        assertNull(unknown.remaining());
        assertEquals("0:00:05 elapsed", unknown.describe());
    }

    @Test
    void workBeyondTheEstimatedTotalLeavesNothing() {
        // datagen's total is the profile's expected count: the stream may hold a few more ticks.
        assertEquals(Duration.ZERO, Estimate.atRate(1010, 1000, Duration.ofSeconds(60), SEVEN).left());
    }

    @Test
    void anEtaOnAnotherDayCarriesItsDate() {
        // 1 of 3 at 23:59:00 after 60 s: 120 s more end at 00:01:00 the next day.
        Estimate e = Estimate.atRate(1, 3, Duration.ofSeconds(60), SEVEN.withHour(23).withMinute(59));
        assertEquals("0:02:00 left, ETA 2026-11-25 00:01:00", e.remaining());
    }

    @Test
    void billionsOfTicksOverHoursDoNotOverflow() {
        // 1e9 of 4.5e9 ticks in 10 h: 3.5e9 more take 35 h; 10 h of nanoseconds times 3.5e9 is past a long.
        Estimate e = Estimate.atRate(1_000_000_000L, 4_500_000_000L, Duration.ofHours(10), SEVEN);
        assertEquals(Duration.ofHours(35), e.left());
        assertEquals("10:00:00 elapsed, 35:00:00 left, ETA 2026-11-25 18:00:00", e.describe());
    }

    @Test
    void aScheduledEndIsTakenAsGivenAndNeverBehindNow() {
        assertEquals("1:08:00 left, ETA 08:08:00",
                Estimate.scheduled(Duration.ofSeconds(3180), Duration.ofSeconds(4080), SEVEN).remaining());
        assertEquals("0:00:00 left, ETA 07:00:00",
                Estimate.scheduled(Duration.ofSeconds(7300), Duration.ofSeconds(-40), SEVEN).remaining());
    }

    @Test
    void hoursAreNotWrappedIntoDaysAndSecondsAreRounded() {
        assertEquals("25:01:01", Estimate.hms(Duration.ofSeconds(90_061)));
        assertEquals("0:00:01", Estimate.hms(Duration.ofMillis(1499)));
        assertEquals("0:00:02", Estimate.hms(Duration.ofMillis(1500)));
    }
}
