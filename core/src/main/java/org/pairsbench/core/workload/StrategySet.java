package org.pairsbench.core.workload;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pairsbench.api.model.Strategy;

/**
 * The contents of a strategies file (spec/strategies.xsd): the strategies in file order and how they were
 * made.
 *
 * @param scaleFactor the scale factor the query generator worked for, when recorded
 * @param seed        the query generator's seed, when recorded
 * @param standard    true only when counts, pair assignment and parameter value sets are those of the spec;
 *                    a run on a non-standard workload has no standard p_score
 */
public record StrategySet(OptionalInt scaleFactor, OptionalLong seed, boolean standard, List<StrategyEntry> entries) {

    public StrategySet {
        Objects.requireNonNull(scaleFactor, "scaleFactor");
        Objects.requireNonNull(seed, "seed");
        entries = List.copyOf(entries);
    }

    /** The engine-facing view: the strategies alone, in file order. */
    public List<Strategy> strategies() {
        return entries.stream().map(StrategyEntry::strategy).toList();
    }

    public int size() {
        return entries.size();
    }
}
