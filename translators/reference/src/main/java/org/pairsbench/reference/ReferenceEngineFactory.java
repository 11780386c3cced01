package org.pairsbench.reference;

import java.util.List;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.FloorEngine;

/**
 * Registers {@link ReferenceEngine} under the name "reference" (META-INF/services), with the two engine floors of
 * plain Java: the floor workload is the kit's {@link FloorEngine}, the ingest workload the do-nothing engine that
 * counts ticks ({@link NullEngineFactory.NullEngine}).
 */
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
    public List<EngineOption> options() {
        return List.of(EngineWorkload.option());
    }

    @Override
    public void checkOptions(EngineOptions options) {
        EngineWorkload.of(options);
    }

    @Override
    public Engine create(EngineOptions options) {
        return switch (EngineWorkload.of(options)) {
            case PAIRS -> new ReferenceEngine();
            case FLOOR -> new FloorEngine(ReferenceEngine.describe() + ", floor workload");
            case INGEST -> new NullEngineFactory.NullEngine(ReferenceEngine.describe() + ", ingest workload");
        };
    }
}
