package org.pairsbench.harness.run;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.record.RunReport;

/**
 * What may have spoiled a run's figures though its status and verdict look fine, in the words every place that
 * shows the run uses (the console, the report page, the GUI's Run window and monitor): its warnings, then whether it
 * kept up with its schedule. A queue in front of the engine on a CPU another run shared is not put down to the
 * engine alone.
 */
public final class RunCaveats {

    private RunCaveats() {
    }

    /** The run's warnings, then its not keeping up; empty when nothing spoiled it. */
    public static List<String> of(RunReport r) {
        List<String> caveats = new ArrayList<>();
        r.warnings().forEach(w -> caveats.add("Warning: " + w));
        KeepingUp k = r.lateness() == null ? null : r.lateness().keepingUp();
        if (k != null && !k.keptUp()) {
            caveats.add(notKeptUp(k, r.warnings().stream().anyMatch(RunLock::sharesTheCpu)));
        }
        return caveats;
    }

    /**
     * The sentence for a run that did not keep up ({@code k.keptUp()} false); {@code sharedCpu}: another Pairs run
     * was on the CPU (its warning is shown above this).
     */
    public static String notKeptUp(KeepingUp k, boolean sharedCpu) {
        return sharedCpu
                ? "The run did not keep up with the load: " + k.describe() + ", with another Pairs run on the CPU (the "
                        + "warning above): the queue in front of the engine may be that run's doing as much as the "
                        + "engine's, so its p99 is not the engine's alone; run it again alone (spec/execution.md "
                        + "section 11)."
                : "The engine did not keep up with the load: " + k.describe() + ". Ticks queued in front of it, so its "
                        + "p99 measures the queue as much as the engine (spec/execution.md section 11).";
    }
}
