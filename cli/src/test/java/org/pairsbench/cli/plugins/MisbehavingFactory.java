package org.pairsbench.cli.plugins;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Engine factories that misbehave, one way each, for tests that jar them into plug-in folders
 * ({@code TestPlugins}): the kit must turn each into one line, never a stack trace.
 */
public abstract class MisbehavingFactory implements EngineFactory {

    @Override
    public String summary() {
        return "a misbehaving test plug-in";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public Engine create(EngineOptions options) throws Exception {
        return new Quiet("test engine");
    }

    /** An engine that takes every tick and answers nothing. */
    public static class Quiet implements Engine {
        private final String description;

        public Quiet(String description) {
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
        }

        @Override
        public void close() {
        }
    }

    /** create() throws, with a message of two lines. */
    public static class ThrowsOnCreate extends MisbehavingFactory {
        @Override
        public String name() {
            return "throws-on-create";
        }

        @Override
        public Engine create(EngineOptions options) {
            throw new IllegalStateException("cannot reach the licence server\n\tat somewhere");
        }
    }

    /** create() needs {@link Dependency}, which its plug-in folder lacks (a dependency jar left out). */
    public static class NeedsDependency extends MisbehavingFactory {
        @Override
        public String name() {
            return "needs-dependency";
        }

        @Override
        public Engine create(EngineOptions options) {
            return new Dependency().engine();
        }
    }

    /** The class {@link NeedsDependency} needs; tests leave it out of the plug-in. */
    public static class Dependency {
        public Engine engine() {
            return new Quiet("with its dependency");
        }
    }

    /** Its engine's description() is null. */
    public static class NullDescription extends MisbehavingFactory {
        @Override
        public String name() {
            return "null-description";
        }

        @Override
        public Engine create(EngineOptions options) {
            return new Quiet(null);
        }
    }

    /** options() throws. */
    public static class ThrowsOnOptions extends MisbehavingFactory {
        @Override
        public String name() {
            return "throws-on-options";
        }

        @Override
        public List<EngineOption> options() {
            throw new UnsupportedOperationException("options are not ready");
        }
    }
}
