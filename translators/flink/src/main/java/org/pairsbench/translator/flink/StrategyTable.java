package org.pairsbench.translator.flink;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.model.Strategy;

/**
 * The strategies as data: the job's functions look strategies up here, by alias or by the symbols they trade, so
 * the job graph is the same for one strategy or 2,500. Shipped to the job's tasks with the functions that hold it.
 */
final class StrategyTable implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Map<String, StrategyParams> byAlias = new HashMap<>();
    /** Per symbol: the strategies trading it, each with the leg (1 or 2) it is for them. */
    private final Map<String, List<Leg>> bySymbol = new HashMap<>();
    /** Per period length in ms: the strategies of that length, in the order given (the floor job's fan-out). */
    private final Map<Long, List<String>> byPeriod = new TreeMap<>();

    record Leg(String strategy, int leg) implements Serializable {
    }

    /** @throws org.pairsbench.api.InvalidInputException when an alias occurs twice */
    StrategyTable(List<Strategy> strategies) {
        StrategyRows.of(strategies); // refuses duplicate aliases, in the kit's words
        for (Strategy s : strategies) {
            StrategyParams params = StrategyParams.of(s);
            byAlias.put(s.alias(), params);
            bySymbol.computeIfAbsent(s.symbol1(), k -> new ArrayList<>()).add(new Leg(s.alias(), 1));
            bySymbol.computeIfAbsent(s.symbol2(), k -> new ArrayList<>()).add(new Leg(s.alias(), 2));
            byPeriod.computeIfAbsent(s.periodMillis(), k -> new ArrayList<>()).add(s.alias());
        }
    }

    StrategyParams strategy(String alias) {
        StrategyParams params = byAlias.get(alias);
        if (params == null) {
            throw new IllegalStateException("no strategy " + alias);
        }
        return params;
    }

    List<Leg> legsOf(String symbol) {
        return bySymbol.getOrDefault(symbol, List.of());
    }

    /** The distinct period lengths, in ms, ascending. */
    List<Long> periodLengths() {
        return List.copyOf(byPeriod.keySet());
    }

    /** The aliases of the strategies whose period is {@code periodMillis} long. */
    List<String> strategiesOfPeriod(long periodMillis) {
        return byPeriod.getOrDefault(periodMillis, List.of());
    }
}
