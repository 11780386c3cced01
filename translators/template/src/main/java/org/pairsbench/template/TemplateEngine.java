package org.pairsbench.template;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.template.standin.StandInEngine;

/**
 * The adapter: all the Java an engine is allowed around its workload (spec 8.2). It deploys the translated
 * workload, advances the engine's clock before each tick, sends the tick, and turns the engine's output into
 * answers. Everything between the {@code YOUR ENGINE} markers is the stand-in's API; a real adapter calls its own
 * engine there and keeps the rest.
 *
 * <p>Threads: the harness calls {@link #deploy}, {@link #send} and {@link #finish} from one thread. The stand-in
 * computes on a thread of its own and delivers answers there, like most engines that queue their input; hence
 * {@link TriggerTimes} for inputTS, and {@link #finish} waiting for the engine to drain.
 */
public final class TemplateEngine implements Engine {

    private final TemplateTranslator translator;
    private final EngineOptions options;
    private final int queueCapacity;
    private final TriggerTimes triggers = new TriggerTimes();
    private StandInEngine engine;
    /** tickTS of the last tick sent: the engine's clock. */
    private long clock = Long.MIN_VALUE;

    TemplateEngine(TemplateTranslator translator, EngineOptions options, int queueCapacity) {
        this.translator = translator;
        this.options = options;
        this.queueCapacity = queueCapacity;
    }

    @Override
    public String description() {
        return "Pairs engine template (stand-in engine " + StandInEngine.VERSION + ")";
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) {
        if (engine != null) {
            throw new IllegalStateException("deploy called twice");
        }
        // Deploy what `pairs translate` writes, so the files a user reads are what runs.
        List<TranslatedFile> workload = translator.translate(strategies, options);
        // ---- YOUR ENGINE: compile and deploy the native workload; route its two output streams to the listener.
        // Here your engine's output events become Indicators and MarketOrders. The stand-in emits those already,
        // but cannot know the trigger's TS: it answers on its own thread, so TriggerTimes supplies it.
        engine = StandInEngine.deploy(workload.get(0).content(), queueCapacity, new AnswerListener() {
            @Override
            public void onIndicator(Indicator i) {
                listener.onIndicator(new Indicator(i.strategy(), i.ratio(), i.avgRatio(), i.upperBand(),
                        i.lowerBand(), i.inputTickTS(), triggers.tsOf(i.inputTickTS())));
            }

            @Override
            public void onOrder(MarketOrder o) {
                listener.onOrder(new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price(), o.size(),
                        o.inputTickTS(), triggers.tsOf(o.inputTickTS())));
            }
        });
        // ---- end of YOUR ENGINE
    }

    @Override
    public void send(StockTick tick, long ts) throws InterruptedException {
        if (engine == null) {
            throw new IllegalStateException("send before deploy");
        }
        long tickTS = tick.tickTS();
        if (tickTS < clock) {
            throw new IllegalArgumentException("tickTS " + tickTS + " of " + tick + " is before the previous tick's "
                    + clock + ": ticks must come in non-decreasing tickTS order");
        }
        if (tickTS > clock) {
            // Spec 5.1: the periods this tick closes are processed before the tick itself, so time moves first.
            triggers.clockAdvanced(tickTS, ts);
            // ---- YOUR ENGINE: advance its event-time clock.
            engine.advanceTime(tickTS);
            clock = tickTS;
        }
        // ---- YOUR ENGINE: send the tick as the engine's own event type.
        engine.sendTick(tick.symbol(), tick.price());
    }

    @Override
    public void finish() throws Exception {
        if (engine == null) {
            throw new IllegalStateException("finish before deploy");
        }
        // The harness stops collecting when this returns: every answer of the ticks sent must be delivered by then.
        // ---- YOUR ENGINE: flush or drain it, and wait.
        engine.drain();
    }

    @Override
    public void close() throws InterruptedException {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
