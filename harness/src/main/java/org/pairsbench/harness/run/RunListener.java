package org.pairsbench.harness.run;

import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.harness.measure.SecondStats;

/** What a run shows while it runs: the console's progress lines, or the GUI's Run window. All default to nothing. */
public interface RunListener {

    /** A line as each phase starts (deploying and driving, validating) and each warning; on the run's thread. */
    default void phase(String line) {
    }

    /** Each row of the per-second series as the drive records it; on the drive's sampler thread. */
    default void second(SecondStats row) {
    }

    /** Where validation shows how far it is (it can take as long as the drive at scale); on the run's thread. */
    default ProgressSteps validationProgress() {
        return ProgressSteps.NONE;
    }
}
