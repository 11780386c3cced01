package org.pairsbench.conformance;

import java.util.List;
import org.pairsbench.api.model.Strategy;

/**
 * The scenarios that check an adapter's side of the engine contract (spec/adding-an-engine.md section 2) rather
 * than the spec's arithmetic: what it does with a tick that goes back and with a listener that refuses answers.
 * Two more rules of the contract are checked on every scenario by the runner: {@code finish()} returns only when
 * every answer is delivered, and a second {@code close()} does nothing. Kept in the suite, not in each engine's
 * tests, so every engine (a vendor's plug-in, or one behind the protocol) is held to them.
 */
public final class AdapterContractScenarios {

    public static final String TICK_GOING_BACK = "refuses-tick-going-back";
    public static final String LISTENER_FAILURE = "listener-failure-surfaces";

    /** AAA/BBB, 5-s periods, N = 2, k = 1.2, stop-loss 10 %. */
    private static final Strategy AAA_BBB = new Strategy("st_00001", 1_000_000, "AAA", "BBB", 5, 2, 1.2, 0.1);

    private AdapterContractScenarios() {
    }

    public static List<Scenario> all() {
        return List.of(tickGoingBack(), listenerFailure());
    }

    /** AAA at 5,000 then at 4,999: the second tick goes back in time; no answer is due before it. */
    static Scenario tickGoingBack() {
        return Scenario.of(TICK_GOING_BACK, "a tick whose tickTS goes back is refused (an exception in one line "
                        + "from its send or a later call), not computed (2, adapter contract)",
                List.of(AAA_BBB), new TickScript().tick(5000, "AAA", 1).tick(4999, "AAA", 1),
                Scenario.Kind.REFUSAL);
    }

    /**
     * Two periods of AAA and BBB (ratios 100 / 200 and 100 / 250), then ZZZ at 12,000, which closes the second
     * and gives st_00001's first Indicator, then ZZZ at 13,000 and 14,000: the listener refuses that Indicator.
     */
    static Scenario listenerFailure() {
        return Scenario.of(LISTENER_FAILURE, "an answer the listener refuses fails a later send or finish (in "
                        + "one line) instead of vanishing (adapter contract)",
                List.of(AAA_BBB), new TickScript().tick(0, "AAA", 100).tick(1000, "BBB", 200).tick(5000, "AAA", 100)
                        .tick(6000, "BBB", 250).tick(12_000, "ZZZ", 1).tick(13_000, "ZZZ", 1).tick(14_000, "ZZZ", 1),
                Scenario.Kind.LISTENER_FAILURE);
    }
}
