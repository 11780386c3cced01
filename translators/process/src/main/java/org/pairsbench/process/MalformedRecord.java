package org.pairsbench.process;

import org.pairsbench.api.InvalidInputException;

/**
 * A protocol line that cannot be read: the message says why, on one line (line breaks and control characters in
 * the quoted input are escaped). Cheap: no stack trace.
 */
public final class MalformedRecord extends Exception {
    private static final long serialVersionUID = 1L;

    public MalformedRecord(String message) {
        super(InvalidInputException.oneLine(message), null, false, false);
    }
}
