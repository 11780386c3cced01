package org.pairsbench.translator.esper;

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
 * Translates Pairs strategies for Esper: one fixed EPL module ({@code pairs.epl}, the whole workload) plus one
 * StrategyDef event per strategy. Strategies are data, so the module does not grow with the scale factor;
 * shared plans (one price average per symbol and period length) come from the module's contexts.
 */
public final class EsperTranslator implements WorkloadTranslator {

    /** File names of a translation written to a directory. */
    public static final String MODULE_FILE = "pairs.epl";
    public static final String DEFINITIONS_FILE = "strategy-definitions.csv";

    /** The event type names and property order of the StrategyDef and StockTick schemas in the module. */
    static final String STRATEGY_DEF = "StrategyDef";
    static final String STOCK_TICK = "StockTick";
    static final String DEFINITIONS_HEADER =
            "alias,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc,availableFunds";

    private static final String MODULE_RESOURCE = "pairs.epl";

    /** The EPL module, identical for every set of strategies. */
    public static String module() {
        try (InputStream in = EsperTranslator.class.getResourceAsStream(MODULE_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + MODULE_RESOURCE + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The StrategyDef events for {@code strategies}, in their order: property values in schema order.
     *
     * @throws InvalidInputException if two strategies share an alias (each alias is one context partition and
     *                               one Position row)
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

    /** The module ({@link #MODULE_FILE}) and one StrategyDef row per strategy ({@link #DEFINITIONS_FILE}). */
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
        return List.of(new TranslatedFile(MODULE_FILE, module()), new TranslatedFile(DEFINITIONS_FILE, csv.toString()));
    }
}
