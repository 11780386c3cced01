package org.pairsbench.api.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Strategy;

/**
 * Strategies as data: one row of values per strategy, for workloads whose text does not grow with the number of
 * strategies (the strategies enter as events or table rows, as in the Esper and Siddhi translations), and the
 * same rows as the CSV file a translator returns beside its workload.
 */
public final class StrategyRows {

    /** The columns, in row order: the strategy's parameters (spec section 4.2), alias first. */
    public static final List<String> COLUMNS = List.of("alias", "symbol1", "symbol2", "periodLength", "numPeriods",
            "bandsMultiplier", "stopLossPerc", "availableFunds");

    /** The CSV file's name in a translation. */
    public static final String CSV_FILE = "strategy-definitions.csv";

    private StrategyRows() {
    }

    /**
     * One row per strategy, in their order, values in {@link #COLUMNS} order (String, String, String, Integer,
     * Integer, Double, Double, Long).
     *
     * @throws InvalidInputException if two strategies share an alias: the alias keys every per-strategy state
     */
    public static List<Object[]> of(List<Strategy> strategies) {
        Set<String> aliases = new HashSet<>();
        List<Object[]> rows = new ArrayList<>(strategies.size());
        for (Strategy s : strategies) {
            if (!aliases.add(s.alias())) {
                throw new InvalidInputException("strategy alias '" + s.alias() + "' occurs more than once");
            }
            rows.add(new Object[] {s.alias(), s.symbol1(), s.symbol2(), s.periodLength(), s.numPeriods(),
                s.bandsMultiplier(), s.stopLossPerc(), s.availableFunds()});
        }
        return rows;
    }

    /** {@link #CSV_FILE}: a header of {@link #COLUMNS}, then one line per strategy. */
    public static TranslatedFile csv(List<Strategy> strategies) {
        return new TranslatedFile(CSV_FILE, String.join(",", COLUMNS) + "\n" + csvLines(strategies));
    }

    /**
     * Checks a user's translation against the run it is deployed in: the strategies enter the engine as data,
     * from the run's strategies, so a translation's {@link #CSV_FILE} ({@code given}; null when it has none)
     * must hold exactly those, or an edit of it would be silently ignored.
     *
     * @throws IllegalArgumentException when it holds other strategies
     */
    public static void requireRunsStrategies(String given, List<Strategy> strategies) {
        if (given != null && !given.equals(csv(strategies).content())) {
            throw new IllegalArgumentException("the translation's " + CSV_FILE + " is not the run's strategies: the "
                    + "engine sends those as data; change the strategies file, not the csv");
        }
    }

    /** The lines of {@link #csv} without its header, each ended by a line feed (for readers that skip none). */
    public static String csvLines(List<Strategy> strategies) {
        StringBuilder csv = new StringBuilder();
        for (Object[] row : of(strategies)) {
            for (int i = 0; i < row.length; i++) {
                csv.append(i == 0 ? "" : ",").append(row[i]);
            }
            csv.append('\n');
        }
        return csv.toString();
    }
}
