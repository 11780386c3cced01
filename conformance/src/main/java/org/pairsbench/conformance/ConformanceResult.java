package org.pairsbench.conformance;

import java.util.List;

/**
 * The suite's outcome on one engine.
 *
 * @param engine    the engine's name as chosen ({@code --engine})
 * @param describe  the engine's own description, e.g. "Esper 8.9.0"
 * @param scenarios one result per scenario run, in suite order
 * @param millis    wall time of the whole run
 */
public record ConformanceResult(String engine, String describe, List<ScenarioResult> scenarios, long millis) {

    public ConformanceResult {
        scenarios = List.copyOf(scenarios);
    }

    public long passedCount() {
        return scenarios.stream().filter(ScenarioResult::passed).count();
    }

    /** Every scenario passed (and there was at least one). */
    public boolean passed() {
        return !scenarios.isEmpty() && passedCount() == scenarios.size();
    }
}
