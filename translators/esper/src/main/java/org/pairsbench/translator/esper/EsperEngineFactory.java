package org.pairsbench.translator.esper;

import org.pairsbench.core.engine.Engine;
import org.pairsbench.core.engine.EngineFactory;

/** Registers {@link EsperEngine} under the name "esper". */
public final class EsperEngineFactory implements EngineFactory {

    @Override
    public String name() {
        return "esper";
    }

    @Override
    public String summary() {
        return "Esper 8.9 embedded, native EPL with shared per-period averages, external time";
    }

    @Override
    public Engine create() {
        return new EsperEngine();
    }
}
