package org.pairsbench.core.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.pairsbench.core.InvalidInputException;
import org.pairsbench.core.model.Strategy;

/**
 * Turns strategies into an engine's native workload files (thesis B.3), for {@code pairs translate}. Adapters
 * register an implementation in {@code META-INF/services/org.pairsbench.core.engine.WorkloadTranslator}; the
 * name is the engine's {@link EngineFactory#name()}.
 */
public interface WorkloadTranslator {

    /** The engine name users type after {@code --engine}. */
    String name();

    /**
     * Writes the workload for {@code strategies} into {@code dir} (created if missing), each file complete or
     * not at all.
     *
     * @return the files written
     */
    List<Path> write(List<Strategy> strategies, Path dir) throws IOException;

    /** The translator registered under {@code name}, or an {@link InvalidInputException} listing the known ones. */
    static WorkloadTranslator byName(String name) {
        return ServiceByName.find(ServiceLoader.load(WorkloadTranslator.class), WorkloadTranslator::name, name,
                "translator");
    }
}
