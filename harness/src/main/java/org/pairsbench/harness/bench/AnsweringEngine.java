package org.pairsbench.harness.bench;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * For the sink benchmark only: answers one Indicator per tick, on the driver's thread, naming the latest
 * trigger tick. Far more answers than Pairs produces: the sink's worst case.
 */
final class AnsweringEngine implements Engine {

    private AnswerListener listener;

    @Override
    public String description() {
        return "answering null engine (one Indicator per tick)";
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        this.listener = listener;
    }

    @Override
    public void send(StockTick tick, long ts) {
        // Names the latest 5-second boundary as trigger, so the sink's lookup hits as in a real run.
        long trigger = tick.tickTS() - tick.tickTS() % 5000;
        listener.onIndicator(new Indicator("st_00001", tick.price(), 1.0, 1.5, 0.5, trigger, Indicator.NO_TS));
    }

    @Override
    public void close() {
    }
}
