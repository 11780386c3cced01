package org.pairsbench.harness.sink;

/**
 * The sink's accounting at the end of a run. Every received answer is either written to every log or
 * counted in {@code notWritten} with the {@code failure} that explains why; nothing disappears silently.
 *
 * @param received           answers the engine delivered
 * @param written            answers written to every log (or handled, when there is no log)
 * @param notWritten         answers received but not written (queue overflow, write error)
 * @param queueHighWater     the largest number of answers waiting for the writer at any time
 * @param unattributed       answers whose inputTickTS is not the tickTS of any trigger tick sent (not timed)
 * @param inputTsMismatches  answers whose carried inputTS differs from the trigger's TS (ruling 8)
 * @param failure            why answers were not written, or null
 * @param kitLoss            why answers the engine delivered in time are not in the answer log through the kit's
 *                           doing (a log that could not be written, and was removed; a full sink queue), or null:
 *                           then the log cannot be validated, as the answers it lacks are not the engine's fault
 */
public record SinkReport(long received, long written, long notWritten, int queueHighWater, long unattributed,
                         long inputTsMismatches, String failure, String kitLoss) {

    /** True when every received answer was written. */
    public boolean complete() {
        return failure == null && received == written;
    }
}
