package org.pairsbench.core.profile;

import java.util.Arrays;
import java.util.Objects;

/**
 * The tick arrival rate as a function of simulation time (spec section 6.3): a piecewise-linear function
 * through breakpoints (t_i, r_i), in seconds and ticks per second. The standard profile (thesis 7.3.7,
 * Figure 7.9) runs through (0, 0), (60, peak), (1860, basis), (3660, peak), (5460, basis), (7260, peak);
 * the measurement interval is [1860, 5460) s.
 *
 * <p>Besides the rate it gives the expected tick count over any interval (the integral of the rate) and
 * the inverse of that integral, which turns a unit-rate Poisson process into this non-homogeneous one.
 */
public final class RateProfile {

    /** 121 minutes. */
    public static final double STANDARD_DURATION_SECONDS = 7260;
    /** Breakpoint times of the standard profile in seconds; rates alternate 0, peak, basis, peak, basis, peak. */
    private static final double[] STANDARD_TIMES = {0, 60, 1860, 3660, 5460, 7260};
    private static final Phase[] PHASE_OF_SEGMENT = {
        Phase.RAMP_UP, Phase.PRE_MEASUREMENT, Phase.MEASUREMENT, Phase.MEASUREMENT, Phase.POST_MEASUREMENT};

    private final String name;
    private final double[] times;
    private final double[] rates;
    /** cumulative[i] = expected ticks in [0, times[i]). */
    private final double[] cumulative;
    /**
     * slope[i]: the rate's change per second in segment i, computed once (timeOfCumulative runs per generated
     * tick, and a division there costs); the same expression, so the same doubles as computing it each time.
     */
    private final double[] slope;

    private RateProfile(String name, double[] times, double[] rates) {
        this.name = name;
        this.times = times;
        this.rates = rates;
        this.cumulative = new double[times.length];
        for (int i = 1; i < times.length; i++) {
            cumulative[i] = cumulative[i - 1] + (rates[i - 1] + rates[i]) / 2 * (times[i] - times[i - 1]);
        }
        this.slope = new double[Math.max(0, times.length - 1)];
        for (int i = 0; i < slope.length; i++) {
            slope[i] = (rates[i + 1] - rates[i]) / (times[i + 1] - times[i]);
        }
    }

    /** The standard shape at one of the named lengths, varying between basis and peak. */
    public static RateProfile varying(ProfileLength length, double basisRate, double peakRate) {
        return varying(length.id(), STANDARD_DURATION_SECONDS / length.divisor(), basisRate, peakRate);
    }

    /** The standard shape stretched or shrunk to any duration (a custom, non-standard run). */
    public static RateProfile varying(String name, double durationSeconds, double basisRate, double peakRate) {
        checkRates(basisRate, peakRate);
        double[] times = scaledTimes(durationSeconds);
        double[] rates = {0, peakRate, basisRate, peakRate, basisRate, peakRate};
        return new RateProfile(name, times, rates);
    }

    /**
     * A constant rate over the same phases as the varying profile (B.1's "constant rate" option): useful to
     * measure an engine at one load level. Not a standard run.
     */
    public static RateProfile constant(String name, double durationSeconds, double rate) {
        checkRates(rate, rate);
        double[] times = scaledTimes(durationSeconds);
        double[] rates = new double[times.length];
        Arrays.fill(rates, rate);
        return new RateProfile(name, times, rates);
    }

    private static double[] scaledTimes(double durationSeconds) {
        if (!(durationSeconds > 0) || Double.isInfinite(durationSeconds)) {
            throw new IllegalArgumentException("duration must be positive, got " + durationSeconds);
        }
        double[] times = new double[STANDARD_TIMES.length];
        for (int i = 0; i < times.length; i++) {
            // Whole-number divisors (the named lengths) give exact breakpoints; keep the last one exact always.
            times[i] = STANDARD_TIMES[i] * durationSeconds / STANDARD_DURATION_SECONDS;
        }
        times[times.length - 1] = durationSeconds;
        return times;
    }

    private static void checkRates(double basisRate, double peakRate) {
        if (!(basisRate > 0) || !(peakRate > 0) || Double.isInfinite(basisRate) || Double.isInfinite(peakRate)) {
            throw new IllegalArgumentException("rates must be positive, got basis " + basisRate + ", peak " + peakRate);
        }
    }

    public String name() {
        return name;
    }

    public double durationSeconds() {
        return times[times.length - 1];
    }

    /** Start of the measurement interval, seconds since the start of the run. */
    public double measurementStartSeconds() {
        return times[2];
    }

    /** End (exclusive) of the measurement interval. */
    public double measurementEndSeconds() {
        return times[4];
    }

    public MeasurementInterval measurementInterval() {
        return new MeasurementInterval(measurementStartSeconds(), measurementEndSeconds());
    }

    public boolean inMeasurementInterval(double seconds) {
        return measurementInterval().contains(seconds);
    }

    /** The phase that contains time t; t outside [0, duration) belongs to no phase. */
    public Phase phaseAt(double seconds) {
        if (seconds < 0 || seconds >= durationSeconds()) {
            throw new IllegalArgumentException("t = " + seconds + " s is outside the run [0, " + durationSeconds() + ")");
        }
        return PHASE_OF_SEGMENT[segmentOf(seconds)];
    }

    /** Start time of a phase, seconds. */
    public double phaseStartSeconds(Phase phase) {
        for (int i = 0; i < PHASE_OF_SEGMENT.length; i++) {
            if (PHASE_OF_SEGMENT[i] == phase) {
                return times[i];
            }
        }
        throw new AssertionError(phase);
    }

    /** Rate in ticks per second at time t; 0 outside [0, duration]. */
    public double rateAt(double seconds) {
        if (seconds < 0 || seconds > durationSeconds()) {
            return 0;
        }
        int i = segmentOf(Math.min(seconds, Math.nextDown(durationSeconds())));
        return rates[i] + slope(i) * (seconds - times[i]);
    }

    /** Expected number of ticks in [0, t): the integral of the rate. */
    public double cumulativeTicks(double seconds) {
        if (seconds <= 0) {
            return 0;
        }
        if (seconds >= durationSeconds()) {
            return cumulative[cumulative.length - 1];
        }
        int i = segmentOf(seconds);
        double u = seconds - times[i];
        return cumulative[i] + rates[i] * u + slope(i) * u * u / 2;
    }

    /** Expected number of ticks in [from, to). */
    public double expectedTicks(double fromSeconds, double toSeconds) {
        return cumulativeTicks(toSeconds) - cumulativeTicks(fromSeconds);
    }

    /** Expected number of ticks in the whole run. */
    public double expectedTotalTicks() {
        return cumulative[cumulative.length - 1];
    }

    /**
     * The time t at which {@link #cumulativeTicks(double)} reaches {@code ticks}: the inverse of the
     * integrated rate. Mapping the points of a unit-rate Poisson process through it yields a Poisson process
     * with this rate profile, exactly (no per-second approximation). Returns +infinity past the end of the run.
     */
    public double timeOfCumulative(double ticks) {
        if (ticks <= 0) {
            return 0;
        }
        if (ticks >= expectedTotalTicks()) {
            return Double.POSITIVE_INFINITY;
        }
        int i = Arrays.binarySearch(cumulative, ticks);
        if (i < 0) {
            i = -i - 2;
        }
        double c = ticks - cumulative[i];
        // Solves rates[i]*u + slope*u^2/2 = c in the form that stays accurate for rising, falling and flat
        // segments alike (no cancellation when the slope is small or negative).
        double r0 = rates[i];
        double u = 2 * c / (r0 + Math.sqrt(r0 * r0 + 2 * slope(i) * c));
        return Math.min(times[i] + u, times[i + 1]);
    }

    private double slope(int segment) {
        return slope[segment];
    }

    private int segmentOf(double seconds) {
        int i = Arrays.binarySearch(times, seconds);
        if (i < 0) {
            i = -i - 2;
        }
        return Math.min(i, times.length - 2);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RateProfile other && name.equals(other.name)
                && Arrays.equals(times, other.times) && Arrays.equals(rates, other.rates);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, Arrays.hashCode(times), Arrays.hashCode(rates));
    }

    @Override
    public String toString() {
        return "RateProfile[" + name + ", " + durationSeconds() + " s, times=" + Arrays.toString(times)
                + ", rates=" + Arrays.toString(rates) + "]";
    }
}
