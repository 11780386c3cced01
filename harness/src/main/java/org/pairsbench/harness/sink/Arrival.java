package org.pairsbench.harness.sink;

import org.pairsbench.core.model.Indicator;
import org.pairsbench.core.model.MarketOrder;
import org.pairsbench.harness.measure.AnswerStream;

/**
 * One answer as the sink received it: exactly one of {@code indicator} and {@code order}, and its arrival
 * time on the harness clock, read on the engine's thread the moment the answer was delivered.
 */
public record Arrival(Indicator indicator, MarketOrder order, long arrivalNanos) {

    /** The trigger TS of an answer whose inputTickTS names no trigger tick the driver sent. */
    public static final long NO_TRIGGER = Indicator.NO_TS;

    public static Arrival of(Indicator indicator, long arrivalNanos) {
        return new Arrival(indicator, null, arrivalNanos);
    }

    public static Arrival of(MarketOrder order, long arrivalNanos) {
        return new Arrival(null, order, arrivalNanos);
    }

    public AnswerStream stream() {
        return indicator != null ? AnswerStream.INDICATOR : AnswerStream.MARKET_ORDER;
    }

    public long inputTickTS() {
        return indicator != null ? indicator.inputTickTS() : order.inputTickTS();
    }

    /** The inputTS the engine carried, {@link Indicator#NO_TS} if none. */
    public long carriedInputTS() {
        return indicator != null ? indicator.inputTS() : order.inputTS();
    }
}
