package org.pairsbench.harness.bench;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.PeriodCloses;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * An engine under a floor drive, with the number of answers its floor workload owes: one per strategy whose period
 * each trigger closes ({@link PeriodCloses}, the rule every engine's floor follows), counted from the ticks the
 * engine took. Counting follows the engine's send, so the engine's answers leave before it; a trigger costs one step
 * per period length, any other tick one comparison.
 */
final class FloorTally implements Engine {

    private final Engine engine;
    private PeriodCloses closes;
    private long owed;

    FloorTally(Engine engine) {
        this.engine = engine;
    }

    /** The answers the ticks sent so far owe (read after the drive). */
    long owed() {
        return owed;
    }

    @Override
    public String description() {
        return engine.description();
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        closes = new PeriodCloses(strategies);
        engine.deploy(strategies, listener);
    }

    @Override
    public void send(StockTick tick, long ts) throws Exception {
        engine.send(tick, ts);
        if (closes.next(tick.tickTS())) {
            owed += closes.count();
        }
    }

    @Override
    public void finish() throws Exception {
        engine.finish();
    }

    @Override
    public void close() throws Exception {
        engine.close();
    }
}
