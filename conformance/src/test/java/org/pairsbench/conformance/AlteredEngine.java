package org.pairsbench.conformance;

import java.util.List;
import java.util.function.UnaryOperator;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.reference.ReferenceEngine;

/**
 * The reference engine with one fault built in: each answer passes through {@code alter} (null drops it), and
 * the send of the tick with TS {@code failAtTs} throws. For tests of what the runner reports on a wrong engine.
 */
final class AlteredEngine implements Engine {

    private final ReferenceEngine reference = new ReferenceEngine();
    private final UnaryOperator<Answer> alter;
    private final long failAtTs;

    AlteredEngine(UnaryOperator<Answer> alter, long failAtTs) {
        this.alter = alter;
        this.failAtTs = failAtTs;
    }

    static AlteredEngine answers(UnaryOperator<Answer> alter) {
        return new AlteredEngine(alter, -1);
    }

    @Override
    public String description() {
        return "altered reference";
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        reference.deploy(strategies, AnswerListener.of(a -> {
            Answer out = alter.apply(a);
            if (out instanceof Indicator i) {
                listener.onIndicator(i);
            } else if (out instanceof MarketOrder o) {
                listener.onOrder(o);
            }
        }));
    }

    @Override
    public void send(StockTick tick, long ts) {
        if (ts == failAtTs) {
            throw new IllegalStateException("engine fault at TS " + ts + "\nsecond line");
        }
        reference.send(tick, ts);
    }

    @Override
    public void close() {
        reference.close();
    }
}
