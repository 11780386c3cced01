package org.pairsbench.core.engine;

import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * An engine from a plug-in, as the harness drives it: every call runs with the plug-in's loader as context class
 * loader, and the caller's is restored afterwards (the kit's own JAXB and ServiceLoader lookups use it).
 */
final class PluginEngine implements Engine {

    private final Engine engine;
    private final InstalledEngine installed;
    private final ClassLoader loader;

    PluginEngine(Engine engine, InstalledEngine installed) {
        this.engine = engine;
        this.installed = installed;
        this.loader = installed.loader();
    }

    /** The engine's description, control characters escaped; one line naming the plug-in if it throws or is null. */
    @Override
    public String description() {
        return InvalidInputException.oneLine(installed.ask("description()", engine::description));
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        ContextLoader.call(loader, () -> {
            engine.deploy(strategies, listener);
            return null;
        });
    }

    @Override
    public void send(StockTick tick, long ts) throws Exception {
        // Written out rather than through ContextLoader.call: no lambda on the per-tick path.
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            engine.send(tick, ts);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @Override
    public void finish() throws Exception {
        ContextLoader.call(loader, () -> {
            engine.finish();
            return null;
        });
    }

    @Override
    public void close() throws Exception {
        ContextLoader.call(loader, () -> {
            engine.close();
            return null;
        });
    }
}
