package org.pairsbench.template.standin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

/**
 * The stand-in engine's compiled workload: the strategies of a rule file, each computing spec section 5 on its
 * own (no sharing between strategies, unlike the reference engine: the stand-in is meant to be read, not raced).
 * Runs on the engine's thread only.
 */
final class PairsRules {

    /** The last price of a symbol, and the strategy legs that read it. */
    static final class Symbol {
        int lastPrice;
        final List<StrategyRule.Leg> legs = new ArrayList<>();
    }

    private final List<StrategyRule> strategies;
    private final Map<String, Symbol> symbols;
    private boolean started;

    private PairsRules(List<StrategyRule> strategies, Map<String, Symbol> symbols) {
        this.strategies = strategies;
        this.symbols = symbols;
    }

    /**
     * Compiles a rule file: comment lines start with '#', every other line is
     * {@code STRATEGY alias PAIR symbol1 symbol2 PERIOD seconds WINDOW n BANDS k STOPLOSS fraction FUNDS cents}.
     */
    static PairsRules parse(String text, StandInEngine.Output output) {
        List<StrategyRule> strategies = new ArrayList<>();
        Map<String, Symbol> symbols = new HashMap<>();
        int lineNumber = 0;
        for (String line : text.split("\n", -1)) {
            lineNumber++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try (Scanner in = new Scanner(line)) {
                in.useLocale(java.util.Locale.ROOT);
                String alias = word(in, "STRATEGY");
                in.next("PAIR");
                String symbol1 = in.next();
                String symbol2 = in.next();
                long periodMillis = Long.parseLong(word(in, "PERIOD")) * 1000;
                int window = Integer.parseInt(word(in, "WINDOW"));
                double k = Double.parseDouble(word(in, "BANDS"));
                double stopLoss = Double.parseDouble(word(in, "STOPLOSS"));
                long funds = Long.parseLong(word(in, "FUNDS"));
                strategies.add(new StrategyRule(alias, symbol1, symbols.computeIfAbsent(symbol1, x -> new Symbol()),
                        symbol2, symbols.computeIfAbsent(symbol2, x -> new Symbol()), periodMillis, window, k, stopLoss,
                        funds, output));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("rules line " + lineNumber + ": cannot parse '" + line + "': " + e,
                        e);
            }
        }
        return new PairsRules(strategies, symbols);
    }

    private static String word(Scanner in, String keyword) {
        in.next(keyword);
        return in.next();
    }

    /** The clock moved to {@code time}: every period that ends at or before it closes, strategy by strategy. */
    void onTime(long time) {
        for (StrategyRule strategy : strategies) {
            strategy.onTime(time, started);
        }
        started = true;
    }

    /** A trade at the current time; symbols no strategy reads are ignored. */
    void onTick(String symbol, int price) {
        Symbol s = symbols.get(symbol);
        if (s != null) {
            s.lastPrice = price;
            for (StrategyRule.Leg leg : s.legs) {
                leg.add(price);
            }
        }
    }
}
