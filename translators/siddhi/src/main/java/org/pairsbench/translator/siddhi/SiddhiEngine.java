package org.pairsbench.translator.siddhi;

import io.siddhi.core.SiddhiAppRuntime;
import io.siddhi.core.SiddhiManager;
import io.siddhi.core.event.Event;
import io.siddhi.core.stream.input.InputHandler;
import io.siddhi.core.stream.output.StreamCallback;
import java.util.List;
import java.util.function.Consumer;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Runs the translated workload on an embedded Siddhi app in playback mode. The Java here only sends events (whose
 * timestamps drive the app's clock) and hands answers on: the whole workload is the Siddhi app of
 * {@link SiddhiTranslator}.
 *
 * <p>Time: each tick is sent with its tickTS as the event timestamp. Siddhi moves the app clock to it before
 * processing the tick, and the periods that closes are processed then (the app's timers fire inside that move),
 * so every answer delivered during a {@link #send} belongs to the tick being sent, the trigger: answers carry its
 * TS as inputTS (their inputTickTS comes from the app). The app declares no {@code @async} stream, so Siddhi
 * processes each event and delivers its answers synchronously in the sending thread: when {@code send} returns,
 * the tick's answers are delivered, and {@link #finish} has nothing left to wait for.
 *
 * <p>Failures: Siddhi catches what goes wrong while it processes events (logs it, drops the events). The adapter
 * records the first such failure (the app's exception listener, errors Siddhi logs, an answer the listener
 * refuses) and throws it from the deploy, send or finish during which it happened.
 */
public final class SiddhiEngine implements Engine {

    private final String app;
    private final EngineWorkload workload;
    /** The strategy definitions a user's translation carries, checked against the run's; null when none. */
    private final String givenDefinitions;
    private final FirstFailure failures = new FirstFailure();
    private SiddhiManager manager;
    private SiddhiAppRuntime runtime;
    private InputHandler ticks;
    private long clock;
    /** TS of the tick being sent: the trigger of any answer delivered now. */
    private long triggerTs = Indicator.NO_TS;

    /** An engine running {@code app}, which must have the streams of {@link SiddhiTranslator#app}. */
    SiddhiEngine(String app) {
        this(app, EngineWorkload.PAIRS);
    }

    /**
     * An engine running {@code app}, the app of {@code workload}, which must have the streams of
     * {@link SiddhiTranslator#app}.
     */
    SiddhiEngine(String app, EngineWorkload workload) {
        this(app, null, workload);
    }

    /**
     * An engine running a user's edited {@code app}; {@code definitions}, the translation's
     * strategy-definitions.csv (or null), must be the run's strategies, which the engine sends as data.
     */
    SiddhiEngine(String app, String definitions) {
        this(app, definitions, EngineWorkload.PAIRS);
    }

    private SiddhiEngine(String app, String definitions, EngineWorkload workload) {
        this.app = app;
        this.workload = workload;
        this.givenDefinitions = definitions;
    }

    @Override
    public String description() {
        return "Siddhi " + SiddhiEngineFactory.siddhiVersion()
                + (workload == EngineWorkload.PAIRS ? "" : ", " + workload.value() + " workload");
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        if (manager != null) {
            throw new IllegalStateException("deploy called twice");
        }
        StrategyRows.requireRunsStrategies(givenDefinitions, strategies);
        List<Object[]> definitions = StrategyRows.of(strategies);
        SiddhiLog.install();
        SiddhiLog.bind(failures);
        manager = new SiddhiManager();
        manager.setExtension(SqrtFunction.NAME, SqrtFunction.class);
        try {
            runtime = manager.createSiddhiAppRuntime(app);
        } catch (RuntimeException e) {
            throw new IllegalStateException("the Siddhi app does not compile: " + FirstFailure.oneLine(e), e);
        }
        runtime.handleRuntimeExceptionWith(failures);
        runtime.addCallback(SiddhiTranslator.INDICATOR, callback(e -> listener.onIndicator(indicator(e))));
        runtime.addCallback(SiddhiTranslator.MARKET_ORDER, callback(e -> listener.onOrder(order(e))));
        runtime.start();
        InputHandler strategyDefs = runtime.getInputHandler(SiddhiTranslator.STRATEGY_DEF);
        for (Object[] definition : definitions) {
            strategyDefs.send(0L, definition);
        }
        ticks = runtime.getInputHandler(SiddhiTranslator.STOCK_TICK);
        clock = 0;
        failures.throwIfAny();
    }

    /**
     * Delivers each event of an output stream. What the listener throws is recorded and fails the send that caused
     * it; thrown on into Siddhi, it would be logged and would stop the delivery of the rest of the batch.
     */
    private StreamCallback callback(Consumer<Event> delivery) {
        return new StreamCallback() {
            @Override
            public void receive(Event[] events) {
                try {
                    for (Event event : events) {
                        delivery.accept(event);
                    }
                } catch (RuntimeException | Error e) {
                    failures.record("delivering an answer failed: " + e, e);
                }
            }
        };
    }

    @Override
    public void send(StockTick tick, long ts) throws Exception {
        if (ticks == null) {
            throw new IllegalStateException("send before deploy");
        }
        long tickTS = tick.tickTS();
        if (tickTS < clock) {
            throw new IllegalArgumentException("tickTS " + tickTS + " of " + tick + " is before the previous tick's "
                    + clock + ": ticks must come in non-decreasing tickTS order");
        }
        clock = tickTS;
        triggerTs = ts;
        ticks.send(tickTS, new Object[] {tick.symbol(), tick.price(), tick.size(), tickTS});
        failures.throwIfAny();
    }

    /** Nothing is pending: every answer was delivered in the send of its trigger. */
    @Override
    public void finish() {
        failures.throwIfAny();
    }

    @Override
    public void close() {
        SiddhiLog.unbind(failures);
        if (runtime != null) {
            runtime.shutdown();
            runtime = null;
        }
        if (manager != null) {
            manager.shutdown();
        }
        ticks = null;
    }

    /** The app's runtime once deployed, for tests that listen to a stream the adapter does not (IngestCount). */
    SiddhiAppRuntime runtime() {
        return runtime;
    }

    private Indicator indicator(Event e) {
        Object[] d = e.getData();
        return new Indicator((String) d[0], (Double) d[1], (Double) d[2], (Double) d[3], (Double) d[4], (Long) d[5],
                triggerTs);
    }

    private MarketOrder order(Event e) {
        Object[] d = e.getData();
        return new MarketOrder((String) d[0], OrderType.valueOf((String) d[1]), (String) d[2],
                Math.toIntExact((Long) d[3]), (Long) d[4], (Long) d[5], triggerTs);
    }
}
