package org.pairsbench.core.answers;

import java.util.Optional;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;

/** The two output streams of Pairs, named as the thesis (Figure 7.8) and FINCoS sink logs name them. */
public enum AnswerStream {
    INDICATOR("Indicator"),
    MARKET_ORDER("MarketOrder");

    private final String streamName;

    AnswerStream(String streamName) {
        this.streamName = streamName;
    }

    /** The name in logs: {@code Indicator} or {@code MarketOrder}. */
    public String streamName() {
        return streamName;
    }

    public static AnswerStream of(Answer answer) {
        return answer instanceof Indicator ? INDICATOR : MARKET_ORDER;
    }

    public static Optional<AnswerStream> byName(String name) {
        for (AnswerStream s : values()) {
            if (s.streamName.equals(name)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
