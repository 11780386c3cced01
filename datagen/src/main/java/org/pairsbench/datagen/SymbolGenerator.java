package org.pairsbench.datagen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.commons.math3.random.RandomGenerator;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * The symbols of every market: six upper-case letters each, drawn uniformly (letter = 'A' + nextInt(26)),
 * market 1 first, a draw equal to any earlier symbol of any market drawn again. Market m's symbols therefore
 * do not depend on how many markets follow it.
 */
final class SymbolGenerator {

    static final int LENGTH = 6;

    private SymbolGenerator() {
    }

    /** {@code markets} lists of {@link ScaleFactor#SYMBOLS_PER_MARKET} symbols, in tick-cycle order. */
    static List<List<String>> symbols(long seed, int markets) {
        RandomGenerator random = Seeds.stream(seed, 0, Seeds.SYMBOLS);
        Set<String> used = new HashSet<>();
        List<List<String>> all = new ArrayList<>(markets);
        char[] letters = new char[LENGTH];
        for (int m = 0; m < markets; m++) {
            List<String> market = new ArrayList<>(ScaleFactor.SYMBOLS_PER_MARKET);
            while (market.size() < ScaleFactor.SYMBOLS_PER_MARKET) {
                for (int i = 0; i < LENGTH; i++) {
                    letters[i] = (char) ('A' + random.nextInt(26));
                }
                String symbol = new String(letters);
                if (used.add(symbol)) {
                    market.add(symbol);
                }
            }
            all.add(List.copyOf(market));
        }
        return all;
    }
}
