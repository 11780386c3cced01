package org.pairsbench.harness.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.record.RunReport;

/**
 * Runs an engine at the scale factors a {@link ScaleFactorSearch} picks, each a whole recorded and validated run,
 * until the search is over, a run is not correct (an engine with wrong answers has no result to find), or the
 * run budget is spent.
 */
public final class Sweep {

    /** Makes one whole run at a scale factor and returns its report. */
    @FunctionalInterface
    public interface Runner {
        RunReport run(int scaleFactor) throws Exception;
    }

    /** The keeping-up rule, as the result records it. */
    public static final String RULE = String.format("lateness p99 over the MI and backlog at its end at most %.0f ms "
            + "(spec/execution.md section 11)", KeepingUp.LATENESS_LIMIT_US / 1e3);

    private final Runner runner;
    private final int maxRuns;
    private Consumer<SweepPoint> listener = p -> { };

    public Sweep(Runner runner, int maxRuns) {
        if (maxRuns < 1) {
            throw new IllegalArgumentException("maxRuns must be positive");
        }
        this.runner = runner;
        this.maxRuns = maxRuns;
    }

    /** Receives each run's point as soon as it is judged. */
    public Sweep onPoint(Consumer<SweepPoint> listener) {
        this.listener = listener;
        return this;
    }

    public SweepResult run(ScaleFactorSearch search, String engine, String profile) throws Exception {
        List<SweepPoint> points = new ArrayList<>();
        String stopped = null;
        for (OptionalInt sf = search.next(); sf.isPresent(); sf = search.next()) {
            if (points.size() == maxRuns) {
                stopped = "the run budget (" + maxRuns + " runs) was spent before the search ended";
                break;
            }
            SweepPoint point = SweepPoint.of(runner.run(sf.getAsInt()));
            points.add(point);
            listener.accept(point);
            if (!point.correct()) {
                stopped = "run " + point.runId() + " at SF " + point.scaleFactor() + " ended " + point.status()
                        + " with validation " + point.validation() + ": an engine without correct answers has no result";
                break;
            }
            search.record(sf.getAsInt(), point.keptUp());
        }
        if (stopped == null) {
            stopped = search.smallestNotKeptUp() < 0
                    ? "every scale factor asked for kept up"
                    : search.largestKeptUp() < 0
                    ? "the engine did not keep up at the first scale factor, SF " + search.smallestNotKeptUp()
                    : "the engine keeps up at SF " + search.largestKeptUp() + " and not at SF "
                    + search.smallestNotKeptUp();
        }
        return new SweepResult(SweepResult.FORMAT, engine, profile, RULE, points,
                SweepResult.best(points).orElse(null), stopped, null);
    }
}
