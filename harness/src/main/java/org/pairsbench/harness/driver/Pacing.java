package org.pairsbench.harness.driver;

/**
 * How the driver offers ticks: paced by their tickTS (scaled by {@code rateFactor}), or flat out, as fast as
 * the engine takes them (for functional validation of long data sets; no latency figure is meaningful then).
 */
public record Pacing(boolean flatOut, double rateFactor) {

    /**
     * The rate factors a user may ask for (spec/execution.md section 12): below, a run's first ticks would be due
     * days away; above, a millisecond of stream time is less than a microsecond of schedule, finer than the pacer
     * keeps, so the run would be flat out in all but name. The kit's own tests pace up to 1000 too.
     */
    public static final double MIN_RATE_FACTOR = 0.01;
    public static final double MAX_RATE_FACTOR = 1000;

    /** Whether a user may ask for {@code rateFactor} (NaN is not). */
    public static boolean allowedRateFactor(double rateFactor) {
        return rateFactor >= MIN_RATE_FACTOR && rateFactor <= MAX_RATE_FACTOR;
    }

    public Pacing {
        if (!(rateFactor > 0) || Double.isInfinite(rateFactor)) {
            throw new IllegalArgumentException("rate factor must be a positive number, got " + rateFactor);
        }
    }

    public static Pacing realTime() {
        return new Pacing(false, 1.0);
    }

    public static Pacing scaled(double rateFactor) {
        return new Pacing(false, rateFactor);
    }

    public static Pacing flatOutPacing() {
        return new Pacing(true, 1.0);
    }

    /** How run records spell this pacing (the rate factor is recorded beside it). */
    public PacingMode mode() {
        return flatOut ? PacingMode.FLAT_OUT : PacingMode.PACED;
    }

    @Override
    public String toString() {
        return flatOut ? "flat out" : "paced x" + rateFactor;
    }
}
