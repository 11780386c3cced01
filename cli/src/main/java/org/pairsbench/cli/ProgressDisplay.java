package org.pairsbench.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.progress.Progress;

/**
 * Where a command shows the progress of its long steps: an interactive bar on a terminal; on anything else (CI,
 * a log file, {@code --json}, whose output is read by a program) a plain line on stderr now and then, each with
 * the elapsed time, the time left and the ETA; nothing when asked to be quiet.
 */
final class ProgressDisplay implements ProgressSteps {

    /** A plain line at most this often: often enough to see a step move, rare enough for a log. */
    static final Duration LINE_EVERY = Duration.ofSeconds(10);

    enum Form { BAR, LINES, NONE }

    private final String command;
    private final Form form;
    private final PrintWriter err;
    private final Clock clock;
    private final Duration lineEvery;

    ProgressDisplay(String command, Form form, PrintWriter err, Clock clock, Duration lineEvery) {
        this.command = command;
        this.form = form;
        this.err = err;
        this.clock = clock;
        this.lineEvery = lineEvery;
    }

    /**
     * The display of {@code command} ("pairs validate"): a bar when stderr is a terminal and the output is not
     * {@code json}, plain lines otherwise, none when {@code quiet}.
     */
    static ProgressDisplay of(String command, PrintWriter err, boolean json, boolean quiet) {
        Form form = quiet ? Form.NONE : System.console() != null && !json ? Form.BAR : Form.LINES;
        return new ProgressDisplay(command, form, err, Clock.systemDefaultZone(), LINE_EVERY);
    }

    Form form() {
        return form;
    }

    @Override
    public Progress start(String step, long total, String unit) {
        return switch (form) {
            case BAR -> new ProgressBarLine(step, total, unit, clock);
            case LINES -> new ProgressLines(command + ": " + step, total, unit, err, clock, lineEvery);
            case NONE -> Progress.NONE;
        };
    }
}
