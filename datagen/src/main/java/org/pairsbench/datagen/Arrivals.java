package org.pairsbench.datagen;

import org.apache.commons.math3.util.FastMath;
import org.pairsbench.core.profile.RateProfile;

/**
 * The arrival times of one market's ticks: the points of a unit-rate Poisson process (or the integers, for
 * constant inter-arrival times) mapped through the inverse of the integrated rate, which is exactly the
 * non-homogeneous Poisson process of the profile. The arrivals draw from a random stream of their own, so they
 * can be counted without generating the ticks ({@link #countFromPending()}).
 */
final class Arrivals {

    private final RateProfile profile;
    private final boolean exponential;
    private final Mt19937 random;
    private double integrated;
    private double nextTime;

    /** Draws the first arrival. */
    Arrivals(RateProfile profile, boolean exponential, Mt19937 random) {
        this.profile = profile;
        this.exponential = exponential;
        this.random = random;
        advance();
    }

    /** Exact time of the pending arrival, seconds; +infinity once the run is over. */
    double nextTime() {
        return nextTime;
    }

    boolean hasNext() {
        return nextTime != Double.POSITIVE_INFINITY;
    }

    /** Draws the following arrival. */
    void advance() {
        integrated += step();
        // max: rounding in the inverse near a breakpoint must never move time backwards.
        nextTime = Math.max(nextTime, profile.timeOfCumulative(integrated));
    }

    private double step() {
        return exponential ? -FastMath.log(1 - random.nextDouble()) : 1.0;
    }

    /**
     * How many arrivals there are from the pending one to the end of the run, drawn as {@link #advance()} draws
     * them (this consumes the stream). Their times are not needed: an arrival exists exactly when
     * {@link RateProfile#timeOfCumulative} of its integrated rate is finite, which is when that is at most 0 or
     * below the profile's total.
     */
    long countFromPending() {
        if (!hasNext()) {
            return 0;
        }
        double total = profile.expectedTotalTicks();
        double s = integrated;
        long n = 1;
        while (true) {
            s += step();
            if (!(s <= 0 || s < total)) {
                return n;
            }
            n++;
        }
    }
}
