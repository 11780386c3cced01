package org.pairsbench.harness.run;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.pairsbench.datagen.DatagenParameters;

/**
 * The driver processes of a run ({@code pairs run --drivers N}, spec/execution.md section 14), as the coordinator
 * sees them: they generate the stream's parts and send them, paced on the schedule the coordinator starts, while the
 * coordinator keeps the engine's deploy and finish, the sink, the trigger table and the verdict. Implemented over a
 * transport (Kafka); {@link EngineDrive} drives through it instead of its own driver.
 */
public interface RemoteDrivers {

    /** What one driver reported at the end of its part. */
    record Part(int part, List<Integer> markets, long ticks, Histogram lateness, Histogram latenessMi,
                long backlogAtMiEndNanos) {

        public Part {
            markets = List.copyOf(markets);
        }
    }

    /** The stream the drivers generate: the coordinator walks its arrival times to know the triggers. */
    DatagenParameters stream();

    /**
     * Waits until every driver has joined (each checked to read this process's clock).
     *
     * @throws Exception naming the part that did not join, or why one was refused
     */
    void awaitJoined() throws Exception;

    /** Tells the drivers the schedule's start: tickTS 0 is due at clock reading {@code startNanos}. */
    void start(long startNanos) throws Exception;

    /** Ticks the drivers have sent so far, as they last said (any thread). */
    long ticksSent();

    /** Why a driver failed the run (gone, another clock, a malformed report), on one line, or null. */
    String failure();

    /** Every driver has reported the end of its part. */
    boolean allReported();

    /**
     * Tells the drivers to stop before the first tick whose tickTS is {@code beforeTickTS} or later, the run ending
     * early: what they sent is then a prefix of the stream, and each still ends its part and reports.
     */
    void stop(long beforeTickTS, String reason);

    /** The reports that came, in part order; a part that has not reported is missing. */
    List<Part> reports();
}
