package org.pairsbench.core.workload;

import java.util.List;
import java.util.Objects;

/**
 * The auxiliary file the data generator writes for the query generator (thesis B.1): the workload size and,
 * per market, its symbols and correlated pairs. Format: JSON, spec/datagen.md section "Auxiliary file".
 *
 * @param format      {@link #FORMAT}
 * @param scaleFactor the scale factor the data was generated for
 * @param strategies  how many strategies the workload runs (25 x SF in a standard workload)
 * @param seed        the data generator's seed; the query generator's default seed
 * @param standard    true when the data follows the spec's defaults (a custom model or profile makes it false)
 * @param markets     markets 1..M in order
 */
public record Correlations(String format, int scaleFactor, int strategies, long seed, boolean standard,
                           List<Market> markets) {

    public static final String FORMAT = "pairs-correlations/1";

    public Correlations {
        Objects.requireNonNull(format, "format");
        markets = List.copyOf(markets);
    }

    /**
     * One market: its symbols in tick-cycle order and its correlated pairs (the first 2K symbols, paired in
     * order).
     */
    public record Market(int market, List<String> symbols, List<Pair> pairs) {
        public Market {
            symbols = List.copyOf(symbols);
            pairs = List.copyOf(pairs);
        }
    }

    /** Two symbols whose prices share a Brownian factor. */
    public record Pair(String symbol1, String symbol2) {
    }
}
