package org.pairsbench.template.standin;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Scanner;
import org.pairsbench.api.model.Strategy;

/**
 * Reads the stand-in engine's workload language back into strategies: the text the template's translator writes
 * ({@code pairs.rules}), so that what a reader inspects is what the engine runs.
 */
final class RulesParser {

    private RulesParser() {
    }

    /**
     * Parses a rule file: comment lines start with '#', every other line is
     * {@code STRATEGY alias PAIR symbol1 symbol2 PERIOD seconds WINDOW n BANDS k STOPLOSS fraction FUNDS cents}.
     *
     * @throws IllegalArgumentException naming the line it cannot parse, or whose values no strategy may have
     */
    static List<Strategy> parse(String text) {
        List<Strategy> strategies = new ArrayList<>();
        int lineNumber = 0;
        for (String line : text.split("\n", -1)) {
            lineNumber++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                strategies.add(strategy(line));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("rules line " + lineNumber + ": cannot parse '" + line + "': " + e,
                        e);
            }
        }
        return strategies;
    }

    private static Strategy strategy(String line) {
        try (Scanner in = new Scanner(line)) {
            in.useLocale(Locale.ROOT);
            String alias = word(in, "STRATEGY");
            in.next("PAIR");
            String symbol1 = in.next();
            String symbol2 = in.next();
            int periodSeconds = Integer.parseInt(word(in, "PERIOD"));
            int window = Integer.parseInt(word(in, "WINDOW"));
            double k = Double.parseDouble(word(in, "BANDS"));
            double stopLoss = Double.parseDouble(word(in, "STOPLOSS"));
            long funds = Long.parseLong(word(in, "FUNDS"));
            return new Strategy(alias, funds, symbol1, symbol2, periodSeconds, window, k, stopLoss);
        }
    }

    private static String word(Scanner in, String keyword) {
        in.next(keyword);
        return in.next();
    }
}
