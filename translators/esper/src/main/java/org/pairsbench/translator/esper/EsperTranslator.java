package org.pairsbench.translator.esper;

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
 * Translates Pairs strategies for Esper: one fixed EPL module ({@code pairs.epl}, the whole workload) plus one
 * StrategyDef event per strategy. Strategies are data, so the module does not grow with the scale factor;
 * shared plans (one price average per symbol and period length) come from the module's contexts.
 */
public final class EsperTranslator implements WorkloadTranslator {

    /** File names of a translation written to a directory. */
    public static final String MODULE_FILE = "pairs.epl";
    public static final String DEFINITIONS_FILE = StrategyRows.CSV_FILE;

    /** The event type names and property order of the StrategyDef and StockTick schemas in the module. */
    static final String STRATEGY_DEF = "StrategyDef";
    static final String STOCK_TICK = "StockTick";

    /** The EPL module, identical for every set of strategies. */
    public static String module() {
        return module(EngineWorkload.PAIRS);
    }

    /**
     * The module of a workload, a resource named after it: pairs.epl ({@link #MODULE_FILE}), or the engine floors'
     * floor.epl and ingest.epl (spec/execution.md, "Engine floors").
     */
    static String module(EngineWorkload workload) {
        String name = workload.value() + ".epl";
        try (InputStream in = EsperTranslator.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The module ({@link #MODULE_FILE}) and one StrategyDef row per strategy ({@link #DEFINITIONS_FILE}). */
    @Override
    public List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options) {
        return List.of(new TranslatedFile(MODULE_FILE, module()), StrategyRows.csv(strategies));
    }
}
