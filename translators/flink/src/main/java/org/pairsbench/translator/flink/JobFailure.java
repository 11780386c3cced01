package org.pairsbench.translator.flink;

/** A job that ended without finishing: failed or cancelled, with the reason in one line. */
final class JobFailure extends Exception {

    private static final long serialVersionUID = 1L;

    JobFailure(String reason) {
        super(reason);
    }
}
