package org.pairsbench.translator.flink;

import java.util.List;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;

/**
 * Translates Pairs strategies for Flink: the SQL part of the job ({@code pairs.sql}, the same for every workload)
 * and the strategies table the job's DataStream part reads ({@code strategy-definitions.csv}). The DataStream
 * part itself is code of this module ({@link PairsJob}, {@link PositionProcess}): Flink has no text form for it.
 */
public final class FlinkTranslator implements WorkloadTranslator {

    public static final String SQL_FILE = "pairs.sql";
    public static final String DEFINITIONS_FILE = StrategyRows.CSV_FILE;

    @Override
    public List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options) {
        return List.of(new TranslatedFile(SQL_FILE, PairsJob.sql()), StrategyRows.csv(strategies));
    }
}
