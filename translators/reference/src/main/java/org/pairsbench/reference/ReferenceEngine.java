package org.pairsbench.reference;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.reference.computation.ReferenceComputation;

/**
 * The oracle as an {@link Engine}: the hand-coded baseline the harness offers as engine "reference". It answers
 * synchronously inside {@link #send}, with inputTS = the trigger tick's TS.
 */
public final class ReferenceEngine implements Engine {

    private ReferenceComputation computation;

    @Override
    public String description() {
        return describe();
    }

    /** The reference engine's name and version as reports print it. */
    static String describe() {
        String version = ReferenceEngine.class.getPackage().getImplementationVersion();
        return "Pairs reference engine (plain Java)" + (version == null ? "" : " " + version);
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        if (computation != null) {
            throw new IllegalStateException("deploy called twice");
        }
        computation = new ReferenceComputation(strategies, listener);
    }

    @Override
    public void send(StockTick tick, long ts) {
        if (computation == null) {
            throw new IllegalStateException("send before deploy");
        }
        computation.onTick(tick, ts);
    }

    @Override
    public void close() {
        computation = null;
    }
}
