package org.pairsbench.harness.run;

/**
 * A run ended and its folder holds its report, but the run database could not record the end: the message is
 * one line with the cause and the command that records it later ({@code pairs runs import}).
 */
public final class RunNotRecordedException extends RuntimeException {

    public RunNotRecordedException(String message) {
        super(message);
    }
}
