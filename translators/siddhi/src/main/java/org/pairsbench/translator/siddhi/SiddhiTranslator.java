package org.pairsbench.translator.siddhi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;

/**
 * Translates Pairs strategies for Siddhi: one Siddhi app ({@code pairs.siddhi}, the whole workload in SiddhiQL,
 * fixed but for the {@link SiddhiAggregation} chosen) plus one StrategyDef event per strategy. Strategies are data, so the app does not grow with the scale
 * factor; the per-symbol aggregation is shared by all strategies of a period length.
 */
public final class SiddhiTranslator implements WorkloadTranslator {

    /** File names of a translation written to a directory. */
    public static final String APP_FILE = "pairs.siddhi";
    public static final String DEFINITIONS_FILE = StrategyRows.CSV_FILE;

    /** The stream names and attribute order of the app's input and output streams. */
    static final String STRATEGY_DEF = "StrategyDef";
    static final String STOCK_TICK = "StockTick";
    static final String INDICATOR = "Indicator";
    static final String MARKET_ORDER = "MarketOrder";

    private static final String APP_RESOURCE = "pairs.siddhi";
    private static final String TABLES_SLOT = "-- [aggregation: tables]\n";
    private static final String QUERIES_SLOT = "-- [aggregation: queries]\n";

    /**
     * The Siddhi app with the given aggregation, identical for every set of strategies: {@code pairs.siddhi} with
     * the aggregation's tables and queries in its two slots.
     */
    public static String app(SiddhiAggregation aggregation) {
        String tables = resource(aggregation.tablesResource(), true);
        return resource(APP_RESOURCE, false)
                .replace(TABLES_SLOT, tables)
                .replace(QUERIES_SLOT, resource(aggregation.queriesResource(), false));
    }

    /**
     * The app of a workload: {@link #app(SiddhiAggregation)} for Pairs, else the engine floor's floor.siddhi or
     * ingest.siddhi (spec/execution.md, "Engine floors"), which have no aggregation to choose.
     */
    static String app(EngineWorkload workload, SiddhiAggregation aggregation) {
        return workload == EngineWorkload.PAIRS ? app(aggregation) : resource(workload.value() + ".siddhi", false);
    }

    private static String resource(String name, boolean optional) {
        try (InputStream in = SiddhiTranslator.class.getResourceAsStream(name)) {
            if (in == null) {
                if (optional) {
                    return "";
                }
                throw new IllegalStateException("resource " + name + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The app ({@link #APP_FILE}) with the aggregation the options name, and one StrategyDef row per strategy
     * ({@link #DEFINITIONS_FILE}).
     */
    @Override
    public List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options) {
        return List.of(new TranslatedFile(APP_FILE, app(SiddhiAggregation.of(options))), StrategyRows.csv(strategies));
    }
}
