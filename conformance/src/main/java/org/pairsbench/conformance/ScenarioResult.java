package org.pairsbench.conformance;

import java.util.Optional;

/**
 * The outcome of one scenario on one engine.
 *
 * @param scenario   the scenario's name
 * @param expected   answers the reference engine gave
 * @param got        answers the engine gave (up to its failure, if it failed)
 * @param incorrect  missing + undue + wrong answers, by the validator's rules
 * @param first      the first incorrect answer, when there is one
 * @param error      what the engine threw (deploy, send, finish or close), when it threw
 * @param millis     wall time of the scenario: ticks, reference and engine together
 */
public record ScenarioResult(String scenario, long expected, long got, long incorrect, Optional<Difference> first,
                             Optional<String> error, long millis) {

    /** The engine gave exactly the expected answers, and threw nothing. */
    public boolean passed() {
        return incorrect == 0 && error.isEmpty();
    }
}
