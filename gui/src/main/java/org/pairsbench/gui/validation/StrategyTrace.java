package org.pairsbench.gui.validation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * What one strategy answered, expected and by the engine, in file order: the data of the strategy chart
 * (thesis Figure 7.5).
 *
 * @param firstDivergence the smallest inputTickTS of an incorrect answer of the strategy, if it has one
 */
public record StrategyTrace(String strategy, List<Indicator> expectedIndicators, List<MarketOrder> expectedOrders,
                            List<Indicator> engineIndicators, List<MarketOrder> engineOrders,
                            OptionalLong firstDivergence) {

    /**
     * Reads the answers of {@code strategy} from the expected answers (an answer log) and the engine's answers
     * (answer log or FINCoS sink log); unreadable lines of the engine's file are left out here (the incorrect
     * answers list them).
     */
    public static StrategyTrace load(Path expectedAnswers, Path engineAnswers, String strategy,
                                     List<IncorrectAnswer> incorrect) {
        Collector expected = new Collector(strategy);
        AnswerFiles.read(expectedAnswers, expected);
        Collector engine = new Collector(strategy);
        AnswerFiles.read(engineAnswers, engine);
        return new StrategyTrace(strategy, expected.indicators, expected.orders, engine.indicators, engine.orders,
                firstDivergence(strategy, incorrect));
    }

    static OptionalLong firstDivergence(String strategy, List<IncorrectAnswer> incorrect) {
        return incorrect.stream().map(i -> i.expected() != null ? i.expected() : i.sut())
                .filter(a -> a != null && a.strategy().equals(strategy))
                .mapToLong(Answer::inputTickTS).min();
    }

    private static final class Collector implements AnswerLogHandler {
        final String strategy;
        final List<Indicator> indicators = new ArrayList<>();
        final List<MarketOrder> orders = new ArrayList<>();

        Collector(String strategy) {
            this.strategy = strategy;
        }

        @Override
        public void onAnswer(Answer answer, long arrivalNs, long line) {
            if (!answer.strategy().equals(strategy)) {
                return;
            }
            if (answer instanceof Indicator i) {
                indicators.add(i);
            } else {
                orders.add((MarketOrder) answer);
            }
        }

        @Override
        public void onMalformed(MalformedLine malformed) {
        }
    }
}
