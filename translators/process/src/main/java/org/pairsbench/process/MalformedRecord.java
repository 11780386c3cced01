package org.pairsbench.process;

/** A protocol line that cannot be read: the message says why. Cheap: no stack trace. */
public final class MalformedRecord extends Exception {
    private static final long serialVersionUID = 1L;

    public MalformedRecord(String message) {
        super(message, null, false, false);
    }
}
