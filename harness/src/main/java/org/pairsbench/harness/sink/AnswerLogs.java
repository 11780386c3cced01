package org.pairsbench.harness.sink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.function.Supplier;

/** Opens the logs the sink of one run writes, in the run's directory. */
@FunctionalInterface
public interface AnswerLogs {

    /**
     * @param engineDescription the engine as it describes itself, asked when a log writes its header: at its first
     *                          answer or its close, so after deploy, when an engine behind the protocol has named
     *                          itself in its Ready record
     */
    List<AnswerLog> open(Path runDir, Date startTime, Supplier<String> engineDescription) throws IOException;

    /** No log at all: answers are timed and counted, nothing is written (benchmarks). */
    AnswerLogs NONE = (dir, start, engine) -> List.of();
}
