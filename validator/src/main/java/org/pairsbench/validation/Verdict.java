package org.pairsbench.validation;

/** The outcome of a validation, as validation.json, run.json and the run database spell it (the constant's name). */
public enum Verdict {
    /** Every expected answer was given, right, and nothing else. */
    PASSED,
    /** Some answer was missing, undue or wrong. */
    FAILED,
    /** Validation did not run (a run's drive did not leave an answer log, say); a note says why. */
    NOT_RUN;

    public static Verdict of(boolean passed) {
        return passed ? PASSED : FAILED;
    }
}
