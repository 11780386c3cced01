package org.pairsbench.harness.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Which scale factor a sweep runs next, from whether the runs so far kept up. Either a given list, run in
 * ascending order until a run does not keep up, or automatic: doubling from a first SF until a run does not keep
 * up, then bisection between the largest SF that kept up and the smallest that did not, until they are within the
 * resolution (a fraction of the lower one, at least 1).
 */
public final class ScaleFactorSearch {

    private final List<Integer> given;
    private final int maxScaleFactor;
    private final double resolution;
    private int next;
    private int keptUp = -1;
    private int notKeptUp = -1;
    private boolean done;

    private ScaleFactorSearch(List<Integer> given, int first, int maxScaleFactor, double resolution) {
        this.given = given;
        this.next = first;
        this.maxScaleFactor = maxScaleFactor;
        this.resolution = resolution;
    }

    /** The given scale factors, ascending, until one does not keep up. */
    public static ScaleFactorSearch of(List<Integer> scaleFactors) {
        List<Integer> sorted = new ArrayList<>(new java.util.TreeSet<>(scaleFactors));
        if (sorted.isEmpty() || sorted.get(0) < 1) {
            throw new IllegalArgumentException("scale factors must be positive: " + scaleFactors);
        }
        return new ScaleFactorSearch(sorted, sorted.get(0), Integer.MAX_VALUE, 0);
    }

    /**
     * Doubling from {@code first} (not past {@code maxScaleFactor}), then bisection to within
     * {@code resolution} x the largest SF that kept up.
     */
    public static ScaleFactorSearch automatic(int first, int maxScaleFactor, double resolution) {
        if (first < 1 || maxScaleFactor < first || !(resolution > 0)) {
            throw new IllegalArgumentException("need 1 <= first <= max and a positive resolution");
        }
        return new ScaleFactorSearch(null, first, maxScaleFactor, resolution);
    }

    /** The next SF to run, or empty when the search is over. */
    public OptionalInt next() {
        return done ? OptionalInt.empty() : OptionalInt.of(next);
    }

    /** Records the outcome of the run at the SF {@link #next} gave. */
    public void record(int scaleFactor, boolean keptUpThere) {
        if (done || scaleFactor != next) {
            throw new IllegalStateException("expected the outcome of SF " + next + ", got SF " + scaleFactor);
        }
        if (keptUpThere) {
            keptUp = Math.max(keptUp, scaleFactor);
        } else {
            notKeptUp = notKeptUp < 0 ? scaleFactor : Math.min(notKeptUp, scaleFactor);
        }
        if (given != null) {
            int i = given.indexOf(scaleFactor) + 1;
            done = !keptUpThere || i == given.size();
            next = done ? -1 : given.get(i);
        } else if (notKeptUp < 0) {
            // doubling
            long doubled = 2L * scaleFactor;
            done = scaleFactor >= maxScaleFactor;
            next = done ? -1 : (int) Math.min(doubled, maxScaleFactor);
        } else if (keptUp < 0) {
            done = true; // the first SF already did not keep up: nothing below it to search
            next = -1;
        } else {
            done = notKeptUp - keptUp <= Math.max(1, keptUp * resolution);
            next = done ? -1 : keptUp + (notKeptUp - keptUp) / 2;
        }
    }

    /** The largest SF that kept up so far, or -1. */
    public int largestKeptUp() {
        return keptUp;
    }

    /** The smallest SF that did not keep up so far, or -1. */
    public int smallestNotKeptUp() {
        return notKeptUp;
    }
}
