package org.pairsbench.harness.run;

/** How the drive of a run ended (validation is a separate verdict). */
public enum RunStatus {
    /** Every tick was sent and the engine finished. */
    COMPLETED,
    /** The engine threw or stalled, or an answer could not be written: the reason says which. */
    FAILED,
    /** Stopped on request (Ctrl-C); everything up to then is logged and validated. */
    INTERRUPTED
}
