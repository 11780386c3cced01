package org.pairsbench.validation.input;

import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.LineReader;
import org.pairsbench.core.ticks.TickCsv;

/**
 * Why a line of a tick file cannot be read, found by a worker that does not know the line's number (that
 * depends on the chunks before): the error is made once the number is known, worded as on one thread.
 *
 * @param text    the line, when core's {@link TickCsv#parse} rejected it: it is parsed again with its number, so
 *                the message is exactly core's; null for the scanner's own checks
 * @param message what is wrong, without the file and line (for the scanner's own checks)
 */
record LineFailure(String text, String message) {

    /** A line core's parser rejected. */
    static LineFailure rejected(String text) {
        return new LineFailure(text, "not a tick line");
    }

    /** A failure the scanner itself found (line too long, tickTS decreasing, the file unreadable). */
    static LineFailure of(String message) {
        return new LineFailure(null, message);
    }

    /** The error for line {@code line} of {@code file} ("file:line: ..."). */
    InvalidInputException at(Path file, long line) {
        if (text != null && line == 1 && LineReader.startsWithByteOrderMark(text)) {
            return InvalidInputException.at(file, line, LineReader.BYTE_ORDER_MARK); // as core's reader names it
        }
        if (text != null) {
            TickCsv.parse(text, file, line); // throws: it threw for this text on the worker, and it is deterministic
        }
        return InvalidInputException.at(file, line, message);
    }
}
