package org.pairsbench.harness.driver;

/**
 * How the driver offers ticks: paced by their tickTS (scaled by {@code rateFactor}), or flat out, as fast as
 * the engine takes them (for functional validation of long data sets; no latency figure is meaningful then).
 */
public record Pacing(boolean flatOut, double rateFactor) {

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
