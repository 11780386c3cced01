package org.pairsbench.translator.esper;

import com.espertech.esper.common.client.EPCompiled;
import com.espertech.esper.common.client.EventBean;
import com.espertech.esper.common.client.EventSender;
import com.espertech.esper.common.client.configuration.Configuration;
import com.espertech.esper.compiler.client.CompilerArguments;
import com.espertech.esper.compiler.client.EPCompileException;
import com.espertech.esper.compiler.client.EPCompilerProvider;
import com.espertech.esper.runtime.client.EPDeployment;
import com.espertech.esper.runtime.client.EPEventService;
import com.espertech.esper.runtime.client.EPRuntime;
import com.espertech.esper.runtime.client.EPRuntimeProvider;
import com.espertech.esper.runtime.client.EPStatement;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
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
 * Runs the translated workload on an embedded Esper runtime with external time. The Java here only moves
 * the clock, sends events and hands answers on: the whole workload is the EPL module of {@link EsperTranslator}.
 *
 * <p>Time: before sending a tick whose tickTS is past the runtime's clock, the clock is advanced to that tickTS;
 * the periods it closes are processed during the advance, so every answer delivered then belongs to this tick,
 * the trigger. Answers therefore carry the trigger's TS as inputTS (their inputTickTS comes from the EPL).
 * Esper delivers listener output synchronously in the sending thread, so {@link #send} returns with all answers
 * of the tick delivered.
 *
 * <p>The engine floors run the same way with their own modules (floor.epl, ingest.epl; spec/execution.md "Engine
 * floors"): the floor's answers come from a statement IndicatorOut like pairs.epl's, the ingest module answers
 * nothing.
 */
public final class EsperEngine implements Engine {

    private static final AtomicInteger INSTANCES = new AtomicInteger();
    private static final Map<EngineWorkload, EPCompiled> COMPILED = new EnumMap<>(EngineWorkload.class);

    private final String uri = "pairs-esper-" + INSTANCES.incrementAndGet();
    private final EngineWorkload workload;
    /** A user's module to deploy instead of the translator's, or null. */
    private final String givenModule;
    /** The strategy definitions the given translation carries, checked against the run's; null when none. */
    private final String givenDefinitions;
    private EPRuntime runtime;
    private EPEventService events;
    /** Sends StockTick events without looking the type up by name on every tick. */
    private EventSender ticks;
    private long clock;
    /** TS of the tick whose clock advance is running: the trigger of any answer delivered now. */
    private long triggerTs = Indicator.NO_TS;
    /** The first throwable an answer's delivery threw (listeners run in the sending thread). */
    private Throwable listenerFailure;

    /** Deploys the translator's module. */
    public EsperEngine() {
        this(EngineWorkload.PAIRS);
    }

    /** Deploys the module of {@code workload}: the translator's, or an engine floor's. */
    EsperEngine(EngineWorkload workload) {
        this(workload, null, null);
    }

    /**
     * Deploys {@code module} (a user's edited pairs.epl) instead; {@code definitions}, the translation's
     * strategy-definitions.csv (or null), must be the run's strategies, which the engine sends as data.
     */
    EsperEngine(String module, String definitions) {
        this(EngineWorkload.PAIRS, module, definitions);
    }

    private EsperEngine(EngineWorkload workload, String module, String definitions) {
        this.workload = workload;
        this.givenModule = module;
        this.givenDefinitions = definitions;
    }

    @Override
    public String description() {
        return "Esper " + com.espertech.esper.runtime.client.util.RuntimeVersion.RUNTIME_VERSION
                + (workload == EngineWorkload.PAIRS ? "" : ", " + workload.value() + " workload");
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        if (runtime != null) {
            throw new IllegalStateException("deploy called twice");
        }
        StrategyRows.requireRunsStrategies(givenDefinitions, strategies);
        List<Object[]> definitions = StrategyRows.of(strategies);
        Configuration configuration = configuration();
        EPCompiled compiled = givenModule == null ? compiledModule(workload, configuration)
                : EPCompilerProvider.getCompiler().compile(givenModule, new CompilerArguments(configuration));
        runtime = EPRuntimeProvider.getRuntime(uri, configuration);
        events = runtime.getEventService();
        events.advanceTime(0);
        clock = 0;
        EPDeployment deployment = runtime.getDeploymentService().deploy(compiled);
        for (EPStatement statement : deployment.getStatements()) {
            switch (statement.getName()) {
                case "IndicatorOut" -> {
                    IndicatorReader indicators = new IndicatorReader(statement.getEventType());
                    statement.addListener((newEvents, oldEvents, s, r) -> deliver(() -> {
                        for (EventBean e : rows(newEvents)) {
                            listener.onIndicator(indicators.read(e, triggerTs));
                        }
                    }));
                }
                case "MarketOrderOut" -> statement.addListener((newEvents, oldEvents, s, r) -> deliver(() -> {
                    for (EventBean e : rows(newEvents)) {
                        listener.onOrder(order(e));
                    }
                }));
                default -> {
                }
            }
        }
        if (workload != EngineWorkload.INGEST) {
            // The ingest module knows no strategies.
            for (Object[] definition : definitions) {
                events.sendEventObjectArray(definition, EsperTranslator.STRATEGY_DEF);
            }
        }
        ticks = events.getEventSender(EsperTranslator.STOCK_TICK);
        throwIfFailed();
    }

    /** A listener's new events: none when an on-select matched no row (IndicatorOut selects from a table). */
    private static EventBean[] rows(EventBean[] newEvents) {
        return newEvents == null ? new EventBean[0] : newEvents;
    }

    /**
     * Runs a listener's delivery, keeping the first exception or error it throws. Esper catches whatever an
     * update listener throws, logs it and goes on (and this module logs nowhere), so without this an answer
     * lost in the hand-over would vanish silently; {@link #send} rethrows it instead, failing the run.
     */
    private void deliver(Runnable delivery) {
        try {
            delivery.run();
        } catch (Throwable t) {
            if (listenerFailure == null) {
                listenerFailure = t;
            }
        }
    }

    private void throwIfFailed() {
        StatementFailures.throwIfAny(uri);
        if (listenerFailure != null) {
            throw new IllegalStateException("delivering an answer failed: " + listenerFailure, listenerFailure);
        }
    }

    /**
     * External time, failures recorded, and integer division: pairs.epl sizes orders with '/' of two longs, which
     * must be the exact 64-bit quotient (spec 5.5); EPL's default would divide in double, wrong beyond 2^53 cents.
     *
     * <p>One thread sends every event (the {@link Engine} contract) and Esper runs everything in that thread: no
     * inbound, outbound, route or timer threads. So the runtime's guards for several sending threads only cost
     * time: statement locks are off, and so are the latches that keep inserted events and listener calls in the
     * order of several senders (with one sender, queue order is already that order). Answers and their order are
     * the same either way.
     */
    static Configuration configuration() {
        Configuration configuration = new Configuration();
        configuration.getCompiler().getExpression().setIntegerDivision(true);
        configuration.getRuntime().getThreading().setInternalTimerEnabled(false);
        configuration.getRuntime().getThreading().setInsertIntoDispatchPreserveOrder(false);
        configuration.getRuntime().getThreading().setListenerDispatchPreserveOrder(false);
        configuration.getRuntime().getThreading().setNamedWindowConsumerDispatchPreserveOrder(false);
        configuration.getRuntime().getExecution().setDisableLocking(true);
        configuration.getRuntime().getExceptionHandling().addClass(StatementFailures.class);
        return configuration;
    }

    /** A module compiles to the same byte code for any strategies, so one compilation serves every engine. */
    private static synchronized EPCompiled compiledModule(EngineWorkload workload, Configuration configuration)
            throws EPCompileException {
        EPCompiled compiled = COMPILED.get(workload);
        if (compiled == null) {
            compiled = EPCompilerProvider.getCompiler()
                    .compile(EsperTranslator.module(workload), new CompilerArguments(configuration));
            COMPILED.put(workload, compiled);
        }
        return compiled;
    }

    /** The runtime, for tests that read a statement's state (the ingest module's count). */
    EPRuntime runtime() {
        return runtime;
    }

    @Override
    public void send(StockTick tick, long ts) {
        if (runtime == null) {
            throw new IllegalStateException("send before deploy");
        }
        long tickTS = tick.tickTS();
        if (tickTS < clock) {
            throw new IllegalArgumentException("tickTS " + tickTS + " of " + tick + " is before the previous tick's "
                    + clock + ": ticks must come in non-decreasing tickTS order");
        }
        if (tickTS > clock) {
            triggerTs = ts;
            events.advanceTime(tickTS);
            clock = tickTS;
        }
        ticks.sendEvent(new Object[] {tick.symbol(), tick.price(), tick.size(), tickTS});
        throwIfFailed();
    }

    @Override
    public void close() {
        if (runtime != null) {
            runtime.destroy();
            runtime = null;
        }
        StatementFailures.forget(uri);
    }

    private MarketOrder order(EventBean e) {
        return new MarketOrder((String) e.get("strategy"), OrderType.valueOf((String) e.get("type")),
                (String) e.get("symbol"), (Integer) e.get("price"), (Long) e.get("size"),
                (Long) e.get("inputTickTS"), triggerTs);
    }
}
