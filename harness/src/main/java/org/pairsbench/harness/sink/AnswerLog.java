package org.pairsbench.harness.sink;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A file the sink's writer thread writes every answer to (the kit's answer log, a FINCoS sink log). Used by
 * one thread only. {@link #close()} completes the file under its final name; until then it may live under
 * a temporary one, so a file with the final name is always complete.
 */
public interface AnswerLog extends Closeable {

    /**
     * Writes one answer.
     *
     * @param triggerTS the TS of the answer's trigger tick, or {@link Arrival#NO_TRIGGER}
     */
    void write(Arrival arrival, long triggerTS) throws IOException;

    /** Pushes buffered lines to the operating system (called when the sink is idle). */
    void flush() throws IOException;

    /**
     * Closes the file without completing it, for a log the sink could not write whole: it does not get its final
     * name, and its temporary file is removed (on a full disk, the space is the user's to have back).
     */
    default void discard() {
        try {
            close();
        } catch (IOException e) {
            // a log without a temporary name has nothing more to remove
        }
    }

    /** The final name of the file. */
    Path file();
}
