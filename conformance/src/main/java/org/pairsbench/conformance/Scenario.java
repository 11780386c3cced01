package org.pairsbench.conformance;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;

/**
 * One named case of the conformance suite: strategies, a tick stream, and what the engine must do with them. The
 * expected answers are not part of it: the runner computes them with the reference engine on the same ticks (the
 * kit's own tests pin the reference's answers on every hand-made scenario with hand-checked values).
 *
 * @param name       what {@code --scenario} takes: lower case words joined by '-'
 * @param pins       the spec ruling it checks, in one line, with its section
 * @param strategies deployed as one workload
 * @param ticks      opens the stream afresh; each call yields the same ticks in the same order
 * @param kind       what is checked: the answers, or a part of the adapter contract
 */
public record Scenario(String name, String pins, List<Strategy> strategies, Supplier<TickSource> ticks, Kind kind) {

    /** What a scenario checks of an engine. */
    public enum Kind {
        /** Its answers are the reference's. */
        ANSWERS,
        /**
         * The stream holds a tick the reference refuses (its tickTS goes back): the engine refuses it too, with an
         * exception in one line from the send of that tick or a later call (send or finish).
         */
        REFUSAL,
        /**
         * The listener throws on every answer: the engine does not lose that silently, a send or finish throws
         * (in one line) once the listener has refused an answer.
         */
        LISTENER_FAILURE
    }

    public Scenario {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pins, "pins");
        strategies = List.copyOf(strategies);
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(kind, "kind");
        if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("scenario name " + name + ": lower case words joined by '-'");
        }
    }

    /** A scenario whose answers must be the reference's. */
    public Scenario(String name, String pins, List<Strategy> strategies, Supplier<TickSource> ticks) {
        this(name, pins, strategies, ticks, Kind.ANSWERS);
    }

    /** A scenario whose ticks are a list held in memory. */
    static Scenario of(String name, String pins, List<Strategy> strategies, TickScript ticks) {
        return of(name, pins, strategies, ticks, Kind.ANSWERS);
    }

    static Scenario of(String name, String pins, List<Strategy> strategies, TickScript ticks, Kind kind) {
        List<org.pairsbench.api.model.StockTick> list = ticks.ticks();
        return new Scenario(name, pins, strategies, () -> TickSource.of(list), kind);
    }
}
