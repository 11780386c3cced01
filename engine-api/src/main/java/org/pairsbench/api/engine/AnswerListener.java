package org.pairsbench.api.engine;

import java.util.function.Consumer;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/** Where an engine delivers its answers. Implementations must be thread-safe and must not block for long. */
public interface AnswerListener {

    void onIndicator(Indicator indicator);

    void onOrder(MarketOrder order);

    /** A listener that hands both kinds of answer to {@code consumer}, e.g. {@code AnswerListener.of(list::add)}. */
    static AnswerListener of(Consumer<? super Answer> consumer) {
        return new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                consumer.accept(indicator);
            }

            @Override
            public void onOrder(MarketOrder order) {
                consumer.accept(order);
            }
        };
    }
}
