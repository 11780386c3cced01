package org.pairsbench.reference;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Engine "null": takes every tick and does nothing, answers nothing. It measures the harness itself
 * (injection rate, pacing accuracy); a run with it fails validation whenever answers are expected.
 */
public final class NullEngineFactory implements EngineFactory {

    public static final String NAME = "null";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "does nothing and answers nothing: measures the harness itself";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public Engine create(EngineOptions options) {
        return new NullEngine();
    }

    /**
     * The do-nothing engine; counts ticks so the JIT cannot remove the call (and a test can see each consumed). Also
     * the reference engine's ingest workload: plain Java that takes every tick and answers nothing.
     */
    public static final class NullEngine implements Engine {
        private final String description;
        private long ticks;

        public NullEngine() {
            this("null engine (does nothing)");
        }

        public NullEngine(String description) {
            this.description = description;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
        }

        @Override
        public void send(StockTick tick, long ts) {
            ticks++;
        }

        public long ticks() {
            return ticks;
        }

        @Override
        public void close() {
        }
    }
}
