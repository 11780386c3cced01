package org.pairsbench.harness.run;

import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;

/**
 * Refuses an engine floor where a Pairs result is made (run, sweep, conformance, translate): a floor's answers are
 * not Pairs answers, so it is measured by the bench commands and never recorded as a run (spec/execution.md, "Engine
 * floors").
 */
public final class PairsWorkloadOnly {

    private PairsWorkloadOnly() {
    }

    /** @throws InvalidInputException one line pointing at the bench command, unless the workload is Pairs */
    public static void require(String engine, EngineOptions options) {
        EngineWorkload workload = EngineWorkload.of(options);
        if (workload == EngineWorkload.PAIRS) {
            return;
        }
        String bench = workload == EngineWorkload.FLOOR ? "pairs bench floor --engine " + engine
                : "pairs throughput --engine " + engine + " --engine-opt workload=ingest";
        throw new InvalidInputException("--engine-opt " + EngineWorkload.OPTION + "=" + workload.value()
                + " is an engine floor, not the Pairs workload: it is measured by " + bench
                + " and is not a Pairs result");
    }
}
