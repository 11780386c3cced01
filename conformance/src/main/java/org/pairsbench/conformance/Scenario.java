package org.pairsbench.conformance;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;

/**
 * One named case of the conformance suite: strategies and a tick stream. The expected answers are not part of
 * it: the runner computes them with the reference engine on the same ticks (the kit's own tests pin the
 * reference's answers on every hand-made scenario with hand-checked values).
 *
 * @param name       what {@code --scenario} takes: lower case words joined by '-'
 * @param pins       the spec ruling it checks, in one line, with its section
 * @param strategies deployed as one workload
 * @param ticks      opens the stream afresh; each call yields the same ticks in the same order
 */
public record Scenario(String name, String pins, List<Strategy> strategies, Supplier<TickSource> ticks) {

    public Scenario {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pins, "pins");
        strategies = List.copyOf(strategies);
        Objects.requireNonNull(ticks, "ticks");
        if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("scenario name " + name + ": lower case words joined by '-'");
        }
    }

    /** A scenario whose ticks are a list held in memory. */
    static Scenario of(String name, String pins, List<Strategy> strategies, TickScript ticks) {
        List<org.pairsbench.api.model.StockTick> list = ticks.ticks();
        return new Scenario(name, pins, strategies, () -> TickSource.of(list));
    }
}
