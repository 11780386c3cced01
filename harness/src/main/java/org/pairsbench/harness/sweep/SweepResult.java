package org.pairsbench.harness.sweep;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What a sweep found: every run in the order made, the engine's best (the largest p_score among the runs that
 * count: correct, kept up, scored), why the sweep stopped, and the standard-profile run at the best SF when it was
 * asked for.
 *
 * @param format       {@link #FORMAT}
 * @param engine       the engine with its options as given, e.g. {@code siddhi (aggregation=bucket)}
 * @param rule         the keeping-up rule the runs were judged by
 * @param confirmation the standard run at the best SF ({@code --confirm}), else null
 */
public record SweepResult(String format, String engine, String profile, String rule, List<SweepPoint> points,
                          SweepPoint best, String stoppedBecause, SweepPoint confirmation) {

    public static final String FORMAT = "pairs-sweep/1";

    public SweepResult {
        points = List.copyOf(points);
    }

    /** The run with the largest p_score among those that count; empty when none does. */
    public static Optional<SweepPoint> best(List<SweepPoint> points) {
        return points.stream().filter(SweepPoint::counts).max(Comparator.comparing(SweepPoint::pScore));
    }

    public SweepResult withConfirmation(SweepPoint run) {
        return new SweepResult(format, engine, profile, rule, points, best, stoppedBecause, run);
    }
}
