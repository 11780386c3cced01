package org.pairsbench.api.engine;

import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * An event processing engine under test, as the harness sees it: deploy the workload, take ticks, deliver
 * answers. One adapter module per engine implements it (and {@link EngineFactory}); the adapter's Java only
 * moves events in and out, the workload itself runs in the engine (thesis B.3).
 *
 * <p>Threading: {@link #deploy}, {@link #send} and {@link #finish} are called from one thread, in that order.
 * Answers may reach the {@link AnswerListener} on any thread, during or after {@code send}.
 */
public interface Engine extends AutoCloseable {

    /** The engine's name and version as reports print it, e.g. "Esper 8.9.0". */
    String description();

    /**
     * Translates (if needed) and deploys the strategies; answers go to {@code listener} from now on.
     * Called once, before the first {@link #send}.
     */
    void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception;

    /**
     * Submits one tick. {@code ts} is the tick's TS field (spec section 3.1): its scheduled send time in
     * nanoseconds on the harness clock. An engine that carries TS through sets it as inputTS of its answers;
     * one that does not sets {@link org.pairsbench.api.model.Indicator#NO_TS} and the harness derives it
     * from inputTickTS.
     */
    void send(StockTick tick, long ts) throws Exception;

    /** End of stream: returns when every answer the ticks sent so far will cause has been delivered. */
    default void finish() throws Exception {
    }

    /**
     * Releases the engine; called once by the harness, also after a failure or without {@link #finish}. A second
     * call does nothing (as {@link AutoCloseable} advises; the conformance suite checks it).
     */
    @Override
    void close() throws Exception;
}
