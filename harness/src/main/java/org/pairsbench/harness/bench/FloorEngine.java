package org.pairsbench.harness.bench;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.harness.driver.TriggerTable;

/**
 * For the latency floor only ({@link LatencyFloor}): an engine that does none of Pairs's work but answers when Pairs
 * can: at each trigger, one Indicator for every strategy whose period that trigger closes, synchronously, from
 * the driver's thread inside {@link #send}. Periods are aligned to tickTS 0, and a strategy's period closes at the
 * first tick whose tickTS lies in a later period than the previous tick's (spec/pairs-1.0.md 5.1). A silence over
 * several periods closes them at one trigger with one answer, because a strategy answers at most once per trigger
 * (only the first of the periods held ticks); the first tick closes nothing, the periods before it being empty.
 * So it answers at the moments a real engine would, every strategy whose period closes as if it had traded in it:
 * the largest burst of Indicators a close can release, with none of the work. What their latency shows is the
 * kit's own.
 */
final class FloorEngine implements Engine {

    private AnswerListener listener;
    private String[] aliases = new String[0];
    private long[] periodMillis = new long[0];
    private boolean anyTick;
    private long previousTickTS;

    @Override
    public String description() {
        return "floor engine (one Indicator per strategy whose period closes, no Pairs computation)";
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        this.listener = listener;
        aliases = new String[strategies.size()];
        periodMillis = new long[strategies.size()];
        for (int i = 0; i < aliases.length; i++) {
            aliases[i] = strategies.get(i).alias();
            periodMillis[i] = strategies.get(i).periodMillis();
        }
    }

    @Override
    public void send(StockTick tick, long ts) {
        long tickTS = tick.tickTS();
        boolean first = !anyTick;
        long previous = previousTickTS;
        anyTick = true;
        previousTickTS = tickTS;
        // Every period length is a multiple of the 5-second boundary, so a tick that passes no boundary closes
        // nothing: most ticks leave here, as they leave a real engine's close check.
        if (first || Math.floorDiv(previous, TriggerTable.BOUNDARY_MILLIS) == Math.floorDiv(tickTS, TriggerTable.BOUNDARY_MILLIS)) {
            return;
        }
        for (int i = 0; i < aliases.length; i++) {
            if (Math.floorDiv(previous, periodMillis[i]) != Math.floorDiv(tickTS, periodMillis[i])) {
                // Values of a plausible Indicator: the sink logs them, nobody checks them.
                listener.onIndicator(new Indicator(aliases[i], 1.0, 1.0, 1.5, 0.5, tickTS, ts));
            }
        }
    }

    @Override
    public void close() {
    }
}
