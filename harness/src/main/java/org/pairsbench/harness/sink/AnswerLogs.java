package org.pairsbench.harness.sink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;

/** Opens the logs the sink of one run writes, in the run's directory. */
@FunctionalInterface
public interface AnswerLogs {

    List<AnswerLog> open(Path runDir, Date startTime, String engineDescription) throws IOException;

    /** No log at all: answers are timed and counted, nothing is written (benchmarks). */
    AnswerLogs NONE = (dir, start, engine) -> List.of();
}
