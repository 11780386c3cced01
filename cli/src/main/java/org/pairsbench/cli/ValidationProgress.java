package org.pairsbench.cli;

import java.io.PrintWriter;
import java.util.function.Supplier;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.validation.Validator;

/**
 * The validator's steps on a command's progress display: computing the expected answers (out of the data set's
 * tick count when its manifest gives it), then reading the engine's answers (counted: how many there are is not
 * known ahead). Before the first step, once the validator has accepted its inputs, one line says how large the
 * work is.
 */
final class ValidationProgress implements Validator.Progress, AutoCloseable {

    private final ProgressSteps display;
    private final PrintWriter err;
    private final Supplier<String> size;
    private final long ticks;
    private Validator.Step step;
    private Progress shown = Progress.NONE;

    /**
     * @param size  the line said before the first step
     * @param ticks the data set's tick count, -1 when not known
     */
    ValidationProgress(ProgressSteps display, PrintWriter err, Supplier<String> size, long ticks) {
        this.display = display;
        this.err = err;
        this.size = size;
        this.ticks = ticks;
    }

    @Override
    public void at(Validator.Step now, long count) {
        if (now != step) {
            if (step == null) {
                err.println(size.get());
                err.flush();
            }
            shown.close();
            step = now;
            shown = switch (now) {
                case COMPUTING_EXPECTED -> display.start("expected answers", ticks, "ticks");
                case READING_ANSWERS -> display.start("reading answers", -1, "answers");
                case WRITING_REPORTS -> Progress.NONE;
            };
        }
        shown.stepTo(count);
    }

    @Override
    public void close() {
        shown.close();
    }
}
