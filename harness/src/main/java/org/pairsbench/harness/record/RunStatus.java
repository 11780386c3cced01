package org.pairsbench.harness.record;

/**
 * Where a run stands, as run.json, the run database and {@code pairs runs list} spell it (the constant's name):
 * how its drive ended (validation is a verdict of its own), or that it has not ended.
 */
public enum RunStatus {
    /** Started and not ended yet: recorded so when the run starts, replaced when it ends. */
    RUNNING,
    /** Every tick was sent and the engine finished. */
    COMPLETED,
    /** The engine threw or stalled, or an answer could not be written: the reason says which. */
    FAILED,
    /** Stopped on request (Ctrl-C); everything up to then is logged and validated. */
    INTERRUPTED,
    /** Its process ended without recording an end (killed, or the machine stopped). */
    ABANDONED
}
