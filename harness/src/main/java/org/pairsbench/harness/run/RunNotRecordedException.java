package org.pairsbench.harness.run;

/**
 * A run ended but its record is not whole: the run database or run.json (or both) could not take the end. The
 * message is one line with the cause, what was kept, and what {@code pairs runs import} then does.
 */
public final class RunNotRecordedException extends RuntimeException {

    public RunNotRecordedException(String message) {
        super(message);
    }
}
