package org.pairsbench.core.engine;

import org.pairsbench.core.model.Indicator;
import org.pairsbench.core.model.MarketOrder;

/** Where an engine delivers its answers. Implementations must be thread-safe and must not block for long. */
public interface AnswerListener {

    void onIndicator(Indicator indicator);

    void onOrder(MarketOrder order);
}
