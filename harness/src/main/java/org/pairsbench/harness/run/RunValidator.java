package org.pairsbench.harness.run;

import java.nio.file.Path;
import org.pairsbench.harness.record.RunReport;

/** Checks a run's answer log against the expected answers of the ticks it sent. */
@FunctionalInterface
public interface RunValidator {

    /**
     * @param ticksSent how many ticks of the workload's stream the engine received (all, unless the run ended
     *                  early: then the expected answers are those of this prefix)
     */
    RunReport.Validation validate(Path answerLog, Workload workload, long ticksSent, Path runDir);
}
