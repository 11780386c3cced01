package org.pairsbench.gui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogWriter;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.querygen.ValueSets;
import org.pairsbench.validation.ExpectedAnswers;

/**
 * A small data set with known mismatches: a smoke-length SF 1 stream at a tenth of the rate, 25 strategies
 * with 5 s periods and short windows (so that orders happen within two minutes), and an engine answer log
 * that is the reference engine's answers with five mutations:
 * one order's price changed (wrong), another order dropped (missing), an undue order added, one indicator's
 * ratio changed (wrong) and another indicator dropped (missing).
 */
public final class ValidationFixture {

    public final Path dataDir;
    public final Path strategiesFile;
    public final Path answersFile;
    public final List<Answer> expected;
    public final MarketOrder wrongOrderExpected;
    public final MarketOrder wrongOrderEngine;
    public final MarketOrder missingOrder;
    public final MarketOrder undueOrder;
    public final Indicator wrongIndicatorExpected;
    public final Indicator missingIndicator;

    public ValidationFixture(Path root) throws IOException {
        dataDir = root.resolve("data");
        DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE)
                .withRates(500, 750);
        DatasetWriter.write(parameters, new DatasetWriter.Options(dataDir, 1, false, false), DatasetWriter.Progress.NONE);
        ValueSets quick = ValueSets.STANDARD.withPeriodLength(List.of(5)).withNumPeriods(List.of(3, 4))
                .withBandsMultiplier(List.of(0.5, 0.8));
        StrategySet set = QueryGenerator.generate(CorrelationsFile.read(dataDir.resolve(CorrelationsFile.NAME)),
                quick, 25, 7);
        strategiesFile = dataDir.resolve("strategies.xml");
        StrategiesXml.write(set, strategiesFile);
        List<Strategy> strategies = set.strategies();
        expected = ExpectedAnswers.compute(TickFiles.open(dataDir), strategies, "fixture").answers();

        List<MarketOrder> orders = expected.stream().filter(a -> a instanceof MarketOrder).map(a -> (MarketOrder) a)
                .toList();
        List<Indicator> indicators = expected.stream().filter(a -> a instanceof Indicator).map(a -> (Indicator) a)
                .toList();
        if (orders.size() < 4 || indicators.size() < 4) {
            throw new IllegalStateException("fixture too small: " + orders.size() + " orders, " + indicators.size()
                    + " indicators");
        }
        wrongOrderExpected = orders.get(1);
        MarketOrder o = wrongOrderExpected;
        wrongOrderEngine = new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price() + 7, o.size(), o.inputTickTS(),
                o.inputTS());
        missingOrder = orders.get(orders.size() - 1);
        undueOrder = new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price(), o.size(), o.inputTickTS() + 1,
                Indicator.NO_TS);
        wrongIndicatorExpected = indicators.get(2);
        missingIndicator = indicators.get(3);

        List<Answer> engine = new ArrayList<>();
        for (Answer a : expected) {
            if (a == missingOrder || a == missingIndicator) {
                continue;
            }
            if (a == wrongOrderExpected) {
                engine.add(wrongOrderEngine);
                engine.add(undueOrder);
            } else if (a == wrongIndicatorExpected) {
                Indicator i = (Indicator) a;
                engine.add(new Indicator(i.strategy(), i.ratio() * 1.01, i.avgRatio(), i.upperBand(), i.lowerBand(),
                        i.inputTickTS(), i.inputTS()));
            } else {
                engine.add(a);
            }
        }
        answersFile = root.resolve("answers.log");
        try (AnswerLogWriter writer = AnswerLogWriter.open(answersFile, Map.of("engine", "mutated reference"))) {
            for (Answer a : engine) {
                writer.write(a, AnswerLogFormat.NO_ARRIVAL);
            }
        }
    }

    public long expectedIndicators() {
        return expected.stream().filter(a -> a instanceof Indicator).count();
    }

    public long expectedOrders() {
        return expected.stream().filter(a -> a instanceof MarketOrder).count();
    }

    /** The expected answers of one strategy of one kind. */
    public <T extends Answer> List<T> expectedOf(String strategy, Class<T> kind) {
        return expected.stream().filter(a -> a.strategy().equals(strategy) && kind.isInstance(a)).map(kind::cast)
                .toList();
    }
}
