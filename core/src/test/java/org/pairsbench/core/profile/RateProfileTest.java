package org.pairsbench.core.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pairsbench.api.InvalidInputException;

class RateProfileTest {

    private static final double B = 5000;
    private static final double P = 7500;
    private final RateProfile standard = RateProfile.varying(ProfileLength.STANDARD, B, P);

    @Test
    void standardProfileLastsHundredTwentyOneMinutes() {
        assertEquals(7260, standard.durationSeconds());
        assertEquals(1860, standard.measurementStartSeconds());
        assertEquals(5460, standard.measurementEndSeconds());
    }

    /** Rates at the breakpoints and halfway through each linear segment, by hand. */
    @ParameterizedTest(name = "rate at {0} s = {1}")
    @CsvSource({
            "0, 0", "30, 3750", "60, 7500", "960, 6250", "1860, 5000", "2760, 6250", "3660, 7500",
            "4560, 6250", "5460, 5000", "6360, 6250", "7260, 7500", "-1, 0", "7261, 0"
    })
    void rateFollowsTheLinearSegments(double t, double rate) {
        assertEquals(rate, standard.rateAt(t), 1e-9);
    }

    /**
     * Expected ticks per phase, integrating the trapezoids by hand with B = 5000, P = 7500:
     * ramp-up 60 * P/2 = 225,000; pre-measurement 1800 * (P+B)/2 = 11,250,000; MI 3600 * (P+B)/2 = 22,500,000;
     * post-measurement 11,250,000; total 9045 * B = 45,225,000.
     */
    @Test
    void expectedTickCountsIntegrateTheRate() {
        assertEquals(225_000, standard.expectedTicks(0, 60), 1e-6);
        assertEquals(11_250_000, standard.expectedTicks(60, 1860), 1e-6);
        assertEquals(22_500_000, standard.expectedTicks(1860, 5460), 1e-6);
        assertEquals(11_250_000, standard.expectedTicks(5460, 7260), 1e-6);
        assertEquals(45_225_000, standard.expectedTotalTicks(), 1e-6);
        // The first half minute of the ramp: integral of 125 t dt from 0 to 30 = 125 * 900 / 2 = 56,250
        assertEquals(56_250, standard.expectedTicks(0, 30), 1e-6);
        // The first minute of the MI: rate 5000 -> 5000 + 60 * (2500 / 1800); mean 5041.666.. -> 302,500
        assertEquals(302_500, standard.expectedTicks(1860, 1920), 1e-6);
    }

    @Test
    void shorterProfilesKeepTheShapeAndDivideTheCounts() {
        RateProfile shortProfile = RateProfile.varying(ProfileLength.SHORT, B, P);
        RateProfile smoke = RateProfile.varying(ProfileLength.SMOKE, B, P);
        assertEquals(726, shortProfile.durationSeconds());
        assertEquals(186, shortProfile.measurementStartSeconds());
        assertEquals(546, shortProfile.measurementEndSeconds());
        assertEquals(121, smoke.durationSeconds());
        assertEquals(31, smoke.measurementStartSeconds());
        assertEquals(91, smoke.measurementEndSeconds());
        assertEquals(4_522_500, shortProfile.expectedTotalTicks(), 1e-6);
        assertEquals(753_750, smoke.expectedTotalTicks(), 1e-6);
        assertEquals(P, smoke.rateAt(1), 1e-9);
    }

    @Test
    void phasesCoverTheRunInOrder() {
        assertEquals(Phase.RAMP_UP, standard.phaseAt(0));
        assertEquals(Phase.RAMP_UP, standard.phaseAt(59.999));
        assertEquals(Phase.PRE_MEASUREMENT, standard.phaseAt(60));
        assertEquals(Phase.MEASUREMENT, standard.phaseAt(1860));
        assertEquals(Phase.MEASUREMENT, standard.phaseAt(3660));
        assertEquals(Phase.POST_MEASUREMENT, standard.phaseAt(5460));
        assertEquals(Phase.POST_MEASUREMENT, standard.phaseAt(7259.999));
        assertTrue(standard.inMeasurementInterval(1860));
        assertTrue(!standard.inMeasurementInterval(5460));
        // A trigger belongs to the MI by its tickTS in ms: [1,860,000, 5,460,000).
        MeasurementInterval mi = standard.measurementInterval();
        assertFalse(mi.containsTrigger(1_859_999));
        assertTrue(mi.containsTrigger(1_860_000));
        assertTrue(mi.containsTrigger(5_459_999));
        assertFalse(mi.containsTrigger(5_460_000));
        assertThrows(IllegalArgumentException.class, () -> standard.phaseAt(7260));
        assertEquals(1860, standard.phaseStartSeconds(Phase.MEASUREMENT));
    }

    @Test
    void timeOfCumulativeInvertsTheIntegral() {
        for (double t = 0.5; t < 7260; t += 37.3) {
            double ticks = standard.cumulativeTicks(t);
            assertEquals(t, standard.timeOfCumulative(ticks), 1e-6, "t = " + t);
        }
        // ramp: 125 t^2 / 2 = 56,250 at t = 30 exactly
        assertEquals(30, standard.timeOfCumulative(56_250), 1e-9);
        assertEquals(0, standard.timeOfCumulative(0));
        assertEquals(Double.POSITIVE_INFINITY, standard.timeOfCumulative(45_225_000));
    }

    @Test
    void constantProfileHasOneRateAndTheSamePhases() {
        RateProfile constant = RateProfile.constant("constant", 121, 1000);
        assertEquals(1000, constant.rateAt(0));
        assertEquals(1000, constant.rateAt(120));
        assertEquals(121_000, constant.expectedTotalTicks(), 1e-6);
        assertEquals(31, constant.measurementStartSeconds());
        assertEquals(12.5, constant.timeOfCumulative(12_500), 1e-9);
    }

    @Test
    void profileNamesParseCaseInsensitivelyAndRejectOthers() {
        assertEquals(ProfileLength.SMOKE, ProfileLength.parse("Smoke"));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ProfileLength.parse("long"));
        assertEquals("unknown profile 'long'; expected one of standard, short, smoke", e.getMessage());
    }
    @Test
    void anArrivalThatRoundingCarriesPastABreakpointIsPutOnTheBreakpoint() {
        // datagen.md section 4: Lambda^-1(E) = min(t_1, t_0 + 2c / (r_0 + sqrt(r_0^2 + 2 s c))). With a per-market
        // basis of 6836/7 ticks/s, some E just below Lambda(60 s) give a quotient one ulp past 60 s; the spec's
        // min, not the formula alone, decides where those arrivals fall.
        double basis = 6836.0 / 7;
        RateProfile p = RateProfile.varying(ProfileLength.STANDARD, basis, 1.5 * basis);
        double slope = 1.5 * basis / 60;
        double e = p.cumulativeTicks(60);
        int pastTheEnd = 0;
        for (int k = 0; k < 2000; k++) {
            e = Math.nextDown(e);
            double formula = 2 * e / (0 + Math.sqrt(0 + 2 * slope * e));
            if (formula > 60) {
                pastTheEnd++;
            }
            assertEquals(Math.min(60, formula), p.timeOfCumulative(e), "E = " + e);
        }
        assertTrue(pastTheEnd > 0, "the witness of the clamp is gone: pick another basis rate");
    }
}
