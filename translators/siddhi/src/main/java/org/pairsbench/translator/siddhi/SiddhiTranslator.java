package org.pairsbench.translator.siddhi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;

/**
 * Translates Pairs strategies for Siddhi: one fixed Siddhi app ({@code pairs.siddhi}, the whole workload in
 * SiddhiQL) plus one StrategyDef event per strategy. Strategies are data, so the app does not grow with the scale
 * factor; the per-symbol aggregation is shared by all strategies of a period length.
 */
public final class SiddhiTranslator implements WorkloadTranslator {

    /** File names of a translation written to a directory. */
    public static final String APP_FILE = "pairs.siddhi";
    public static final String DEFINITIONS_FILE = "strategy-definitions.csv";

    /** The stream names and attribute order of the app's input and output streams. */
    static final String STRATEGY_DEF = "StrategyDef";
    static final String STOCK_TICK = "StockTick";
    static final String INDICATOR = "Indicator";
    static final String MARKET_ORDER = "MarketOrder";
    static final String DEFINITIONS_HEADER =
            "alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds";

    private static final String APP_RESOURCE = "pairs.siddhi";

    /** The Siddhi app, identical for every set of strategies. */
    public static String app() {
        try (InputStream in = SiddhiTranslator.class.getResourceAsStream(APP_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + APP_RESOURCE + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The StrategyDef events for {@code strategies}, in their order: attribute values in stream order.
     *
     * @throws InvalidInputException if two strategies share an alias (the alias keys every per-strategy table)
     */
    public static List<Object[]> definitions(List<Strategy> strategies) {
        Set<String> aliases = new HashSet<>();
        List<Object[]> events = new ArrayList<>(strategies.size());
        for (Strategy s : strategies) {
            if (!aliases.add(s.alias())) {
                throw new InvalidInputException("strategy alias '" + s.alias() + "' occurs more than once");
            }
            events.add(new Object[] {s.alias(), s.symbol1(), s.symbol2(), s.periodLength(), s.numPeriods(),
                s.bandsMultiplier(), s.stopLossPerc(), s.availableFunds()});
        }
        return events;
    }

    /** The app ({@link #APP_FILE}) and one StrategyDef row per strategy ({@link #DEFINITIONS_FILE}). */
    @Override
    public List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options) {
        List<Object[]> events = definitions(strategies);
        StringBuilder csv = new StringBuilder(DEFINITIONS_HEADER).append('\n');
        for (Object[] event : events) {
            for (int i = 0; i < event.length; i++) {
                csv.append(i == 0 ? "" : ",").append(event[i]);
            }
            csv.append('\n');
        }
        return List.of(new TranslatedFile(APP_FILE, app()), new TranslatedFile(DEFINITIONS_FILE, csv.toString()));
    }
}
