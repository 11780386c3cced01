package org.pairsbench.core.workload;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.pairsbench.api.model.Strategy;

/**
 * One strategy of a {@link StrategySet} with the workload facts the engine does not need: the user who owns
 * it and the market (1-based) its pair belongs to. Files in the thesis's own form (Figure B.2) lack both.
 */
public record StrategyEntry(Strategy strategy, Optional<String> user, OptionalInt market) {

    public StrategyEntry {
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(market, "market");
    }

    public static StrategyEntry of(Strategy strategy, String user, int market) {
        return new StrategyEntry(strategy, Optional.of(user), OptionalInt.of(market));
    }

    public static StrategyEntry of(Strategy strategy) {
        return new StrategyEntry(strategy, Optional.empty(), OptionalInt.empty());
    }
}
