package org.pairsbench.api.engine;

import java.util.List;
import org.pairsbench.api.model.Strategy;

/**
 * Turns strategies into an engine's native workload (thesis B.3), for {@code pairs translate}: the files a user
 * reads, edits or deploys by hand. An engine offers one through {@link EngineFactory#translator()}.
 */
public interface WorkloadTranslator {

    /**
     * The workload files for {@code strategies}, in the order a reader should see them.
     *
     * @throws org.pairsbench.api.InvalidInputException if the strategies cannot be translated (e.g. two share an
     *                                                   alias)
     */
    List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options);
}
