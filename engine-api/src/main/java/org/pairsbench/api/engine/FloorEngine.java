package org.pairsbench.api.engine;

import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * The floor workload in plain Java ({@link EngineWorkload#FLOOR}): an engine that does none of Pairs's work but
 * answers when Pairs can, at each trigger one {@link EngineWorkload#floorIndicator} for every strategy whose period
 * that trigger closes ({@link PeriodCloses}), synchronously inside {@link #send}, in strategy order. So it answers at
 * the moments a real engine would, every strategy whose period closes as if it had traded in it: the largest burst
 * of Indicators a close can release, with none of the work. It is the harness floor ({@code pairs bench floor}
 * without an engine) and the reference engine's floor workload; engines in other languages implement the same rule
 * with their own time and window mechanism.
 */
public final class FloorEngine implements Engine {

    private final String description;
    private AnswerListener listener;
    private String[] aliases = new String[0];
    private PeriodCloses closes;

    /** @param description what reports print for this engine */
    public FloorEngine(String description) {
        this.description = description;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        if (closes != null) {
            throw new IllegalStateException("deploy called twice");
        }
        this.listener = listener;
        aliases = strategies.stream().map(Strategy::alias).toArray(String[]::new);
        closes = new PeriodCloses(strategies);
    }

    @Override
    public void send(StockTick tick, long ts) {
        if (closes == null) {
            throw new IllegalStateException("send before deploy");
        }
        long tickTS = tick.tickTS();
        if (!closes.next(tickTS)) {
            return;
        }
        for (int i = 0; i < aliases.length; i++) {
            if (closes.closes(i)) {
                listener.onIndicator(EngineWorkload.floorIndicator(aliases[i], tickTS, ts));
            }
        }
    }

    @Override
    public void close() {
    }
}
