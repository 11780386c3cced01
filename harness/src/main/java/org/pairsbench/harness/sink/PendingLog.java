package org.pairsbench.harness.sink;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.pairsbench.core.io.PendingFile;

/**
 * A log file written under a temporary name (core's {@link PendingFile}) and given its final name by
 * {@link #close()}, so a file with the final name is always a complete log, even after a failed run. Its header is
 * written at the first answer ({@link #headed()}) or at the close, whichever comes first: by then the engine is
 * deployed and describes itself as it is (an engine behind the protocol knows its name once it is Ready).
 */
abstract class PendingLog implements AnswerLog {

    private static final int BUFFER = 1 << 16;

    private final PendingFile pending;
    private boolean headed;
    /** UTF-8, buffered; what subclasses write to. */
    protected final Writer out;

    PendingLog(Path file) {
        this.pending = PendingFile.create(file);
        this.out = new BufferedWriter(new OutputStreamWriter(pending.newOutputStream(), StandardCharsets.UTF_8), BUFFER);
    }

    /** Writes the header to {@link #out}. */
    protected abstract void header() throws IOException;

    /** Writes the header unless it is written: a subclass calls it before writing an answer. */
    protected final void headed() throws IOException {
        if (!headed) {
            headed = true;
            header();
        }
    }

    /**
     * Closes the file and leaves nothing behind: for a constructor that fails after the file was created, and for
     * a log that could not be written whole.
     */
    @Override
    public final void discard() {
        try {
            out.close();
        } catch (IOException ignored) {
            // the temporary file goes anyway
        }
        pending.discard();
    }

    /** {@code text} on one line: a header line cannot hold a line end (a path or argument may). */
    static String oneLine(String text) {
        return text == null ? null : text.replaceAll("[\\r\\n]+", " ");
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public Path file() {
        return pending.target();
    }

    @Override
    public void close() throws IOException {
        try {
            headed();
        } catch (IOException | RuntimeException e) {
            discard();
            throw e;
        }
        out.close();
        pending.commit();
    }
}
