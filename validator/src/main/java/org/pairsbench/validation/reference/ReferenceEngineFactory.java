package org.pairsbench.validation.reference;

import org.pairsbench.core.engine.Engine;
import org.pairsbench.core.engine.EngineFactory;

/** Registers {@link ReferenceEngine} under the name "reference" (META-INF/services). */
public final class ReferenceEngineFactory implements EngineFactory {

    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "the validator's plain-Java implementation of the spec: the hand-coded baseline";
    }

    @Override
    public Engine create() {
        return new ReferenceEngine();
    }
}
