package org.pairsbench.reference;

import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;

/** Registers {@link ReferenceEngine} under the name "reference" (META-INF/services). */
public final class ReferenceEngineFactory implements EngineFactory {

    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "the spec in plain Java, the validator's oracle: the hand-coded baseline";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public Engine create(EngineOptions options) {
        return new ReferenceEngine();
    }
}
