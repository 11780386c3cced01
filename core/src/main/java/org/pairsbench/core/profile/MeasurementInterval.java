package org.pairsbench.core.profile;

/**
 * The measurement interval, [start, end) in seconds since the start of the run. An answer belongs to it by its
 * trigger's tickTS (simulation time), not by its arrival, so a late answer still counts where its trigger was
 * (spec/execution.md section 4). The harness, which knows the profile, and the report, which knows only the
 * recorded bounds, both ask this one predicate.
 */
public record MeasurementInterval(double startSeconds, double endSeconds) {

    public boolean contains(double seconds) {
        return seconds >= startSeconds && seconds < endSeconds;
    }

    /** Whether a trigger with this tickTS (ms since the start of the run) lies in the interval. */
    public boolean containsTrigger(long tickTS) {
        return contains(tickTS / 1000.0);
    }
}
