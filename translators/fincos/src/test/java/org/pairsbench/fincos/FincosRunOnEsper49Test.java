package org.pairsbench.fincos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.engine.TranslationWriter;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.Validator;

/**
 * A generated workspace run on the real Esper 4.9 exactly as FINCoS 2.4.2 feeds it (see
 * {@link FincosEsperAdapterReplica}), its sink log judged by the kit's validator.
 */
class FincosRunOnEsper49Test {

    @TempDir
    static Path dir;

    static Path ticks;
    static Path strategiesFile;
    static List<Strategy> strategies;

    @BeforeAll
    static void dataSet() {
        // SF 1 over the short profile (12.1 minutes) at a fiftieth of the standard rates: about 70,000 ticks,
        // long enough for strategies of every period length to fill their windows and trade.
        Path data = dir.resolve("data");
        DatasetWriter.write(DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SHORT)
                .withRates(100, 150), new DatasetWriter.Options(data, 1, false, false), DatasetWriter.Progress.NONE);
        ticks = data.resolve("ticks.csv");
        StrategySet set = QueryGenerator.standard(CorrelationsFile.read(data.resolve(CorrelationsFile.NAME)));
        strategiesFile = dir.resolve("strategies.xml");
        StrategiesXml.write(set, strategiesFile);
        strategies = set.strategies();
    }

    @Test
    void aSinkLogOfTheGeneratedQueriesOnEsper49PassesValidation() throws Exception {
        Path workspace = dir.resolve("workspace");
        TranslationWriter.write(FincosWorkspace.files(strategies, ticks, workspace), workspace);
        Path log = dir.resolve("SINK01.log");
        try (FincosEsperAdapterReplica fincos = new FincosEsperAdapterReplica(workspace, "fincos-e2e")) {
            fincos.replay(workspace.resolve(FincosWorkspace.STRATEGY_DEFINITIONS), ticks);
            fincos.writeSinkLog(log);
        }
        Validator.Outcome outcome = new Validator(f -> StrategiesXml.read(f).strategies())
                .run(new Validator.Request(List.of(ticks), strategiesFile, log, null, null, false));
        ComparisonResult result = outcome.result();
        assertTrue(result.passed(), () -> "first incorrect: " + result.incorrect().stream().limit(5).toList());
        // The data must exercise both streams, or passing says little.
        assertTrue(result.of(AnswerStream.INDICATOR).correct() > 100, "indicators checked");
        assertTrue(result.of(AnswerStream.MARKET_ORDER).correct() > 5, "market orders checked");
        assertEquals(0, result.of(AnswerStream.MARKET_ORDER).wrong());
    }
}
