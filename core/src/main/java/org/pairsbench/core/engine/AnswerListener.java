package org.pairsbench.core.engine;

import java.util.function.Consumer;
import org.pairsbench.core.model.Answer;
import org.pairsbench.core.model.Indicator;
import org.pairsbench.core.model.MarketOrder;

/** Where an engine delivers its answers. Implementations must be thread-safe and must not block for long. */
public interface AnswerListener {

    void onIndicator(Indicator indicator);

    void onOrder(MarketOrder order);

    /**
     * A listener that hands the answers of both streams, in delivery order, to {@code sink} (e.g.
     * {@code list::add}); as thread-safe as the sink.
     */
    static AnswerListener of(Consumer<? super Answer> sink) {
        return new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                sink.accept(indicator);
            }

            @Override
            public void onOrder(MarketOrder order) {
                sink.accept(order);
            }
        };
    }
}
