package org.pairsbench.process;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * The engine side's output: the answers the served engine delivers (on any of its threads), and the control
 * records. Flush rule: whenever the server is about to wait for input ({@link #idle}), and, while it waits, at
 * once after each answer (an engine that answers on its own threads). So the answers of a tick leave as soon as
 * no further tick is ready, and flat out they leave in large writes.
 */
final class AnswerOutput implements AnswerListener {

    private final Writer out;
    private final StringBuilder line = new StringBuilder(160);
    private long answers;
    private boolean pending;
    private volatile boolean idle;
    /** The first write error: the kit is gone; the server stops at its next step. */
    private volatile IOException error;

    AnswerOutput(OutputStream out) {
        this.out = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    }

    @Override
    public void onIndicator(Indicator indicator) {
        answer(indicator);
    }

    @Override
    public void onOrder(MarketOrder order) {
        answer(order);
    }

    private void answer(Answer answer) {
        synchronized (this) {
            line.setLength(0);
            RecordCodec.appendAnswer(line, answer).append('\n');
            answers++;
            write(line);
        }
        if (idle) {
            flush();
        }
    }

    /** Writes a control record (without line end) and flushes it: those are never urgent to batch. */
    synchronized void record(String text) throws IOException {
        write(text + "\n");
        flush();
        if (error != null) {
            throw error;
        }
    }

    /** Answers written so far, for the Done record. */
    synchronized long answers() {
        return answers;
    }

    /** The server is about to wait for input: everything written leaves now. */
    void idle() throws IOException {
        idle = true;
        flush();
        if (error != null) {
            throw error;
        }
    }

    /** The server has input again. */
    void busy() {
        idle = false;
    }

    synchronized void flush() {
        if (!pending || error != null) {
            return;
        }
        try {
            out.flush();
            pending = false;
        } catch (IOException e) {
            error = e;
        }
    }

    IOException error() {
        return error;
    }

    private void write(CharSequence text) {
        if (error != null) {
            return;
        }
        try {
            out.append(text);
            pending = true;
        } catch (IOException e) {
            error = e;
        }
    }

    void close() {
        try {
            out.close();
        } catch (IOException e) {
            // The kit has gone; there is no one left to tell.
        }
    }
}
