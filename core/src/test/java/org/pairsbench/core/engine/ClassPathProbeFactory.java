package org.pairsbench.core.engine;

import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;

/**
 * A factory registered on the tests' own class path (src/test/resources/META-INF/services): a plug-in's class
 * loader must not find it, as it must not find the kit's real providers.
 */
public final class ClassPathProbeFactory implements EngineFactory {

    @Override
    public String name() {
        return "class-path-probe";
    }

    @Override
    public String summary() {
        return "registered on the kit's class path, never visible to a plug-in";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public Engine create(EngineOptions options) {
        throw new UnsupportedOperationException("only listed, never run");
    }
}
