package org.pairsbench.harness.sweep;

import java.math.BigDecimal;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

/**
 * One run of a sweep, as the sweep judges it.
 *
 * @param keptUp      whether the run kept up with its schedule (spec/execution.md section 11); false when it did
 *                    not complete or was not judged
 * @param orderP99Ms  MarketOrder p99 over the MI, null without MI MarketOrders
 * @param pScore      null unless the run passed validation and has one
 */
public record SweepPoint(int scaleFactor, long runId, String profile, RunStatus status, Verdict validation,
                         boolean keptUp, Double orderP99Ms, BigDecimal pScore, String keepingUp) {

    public static SweepPoint of(RunReport r) {
        KeepingUp k = r.lateness() == null ? null : r.lateness().keepingUp();
        Double p99 = r.latency().marketOrder().count() == 0 ? null : r.latency().marketOrder().p99Ms();
        boolean completed = r.status() == RunStatus.COMPLETED;
        return new SweepPoint(r.scaleFactor(), r.runId(), r.profile(), r.status(), r.validation().verdict(),
                completed && k != null && k.keptUp(), p99, r.pScore(),
                k == null ? "not judged (flat out or no drive)" : k.describe());
    }

    /** A run whose answers are all right: anything else ends a sweep, since such an engine has no result. */
    public boolean correct() {
        return status == RunStatus.COMPLETED && validation == Verdict.PASSED;
    }

    /** A run that may be the engine's result: correct, kept up and scored. */
    public boolean counts() {
        return correct() && keptUp && pScore != null;
    }
}
