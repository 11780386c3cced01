package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.driver.Pacing;

/**
 * Everything needed to drive one engine through one run.
 *
 * @param ticks        opens the tick stream (files or the in-process generator)
 * @param profile      the rate profile the stream follows: phases, MI and the planned rate per second
 * @param runDir       where the answer log, sink log and .hlog go (created if missing)
 * @param answerLogs   which logs the sink writes
 * @param stallTimeout how long one engine call (deploy, send, finish) may take before the run fails
 */
public record DrivePlan(Supplier<TickSource> ticks, List<Strategy> strategies, RateProfile profile, Pacing pacing,
                        Path runDir, org.pairsbench.harness.sink.AnswerLogs answerLogs, Duration stallTimeout) {

    public DrivePlan {
        strategies = List.copyOf(strategies);
    }
}
