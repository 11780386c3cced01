package org.pairsbench.core.progress;

/**
 * Where the long steps of a piece of work show their progress: the work names each step as it starts and tells
 * its {@link Progress}; the display (a command's bar or lines) is the caller's.
 */
@FunctionalInterface
public interface ProgressSteps {

    ProgressSteps NONE = (step, total, unit) -> Progress.NONE;

    /** A step ("loading the ticks") of {@code total} {@code unit}s ("ticks") starts; below 0: not known. */
    Progress start(String step, long total, String unit);
}
