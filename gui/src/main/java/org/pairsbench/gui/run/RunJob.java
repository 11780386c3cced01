package org.pairsbench.gui.run;

import java.util.concurrent.Executor;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.RunListener;
import org.pairsbench.harness.run.RunNotRecordedException;
import org.pairsbench.harness.run.RunSession;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.record.RunStatus;

/**
 * The Run window's run, one at a time, through the harness's {@link RunSession} on a thread of its own:
 * IDLE, then RUNNING from Start until the run is recorded, then DONE (it completed), CANCELLED (Cancel: recorded
 * INTERRUPTED, like Ctrl-C on the command line; or stopped before anything started, and then nothing is
 * recorded) or FAILED (the run failed, or could not start: one line). A new run may start from any state but
 * RUNNING. Everything the listener hears comes through {@code ui} (the JavaFX thread in the window). No JavaFX
 * here: tested without a display.
 */
public final class RunJob {

    public enum State { IDLE, RUNNING, DONE, CANCELLED, FAILED }

    /** The reason a cancelled run records. */
    public static final String CANCEL_REASON = "interrupted (Cancel in the GUI's Run window)";

    /** What the window hears, on the {@code ui} executor. */
    public interface Listener {
        /** The state changed (or, while RUNNING, Cancel was pressed). */
        void stateChanged(RunJob job);

        /** A phase of the run began (deploying and driving, validating) or a warning. */
        void phase(String line);

        /** The drive recorded one more second. */
        void second(SecondStats row);
    }

    private final Executor ui;
    private final Listener listener;
    private volatile State state = State.IDLE;
    private volatile boolean cancelRequested;
    private volatile RunReport report;
    private volatile String error;
    private RunSession session;
    private Thread thread;

    public RunJob(Executor ui, Listener listener) {
        this.ui = ui;
        this.listener = listener;
    }

    public State state() {
        return state;
    }

    /** Whether Cancel was pressed during the current (or last) run. */
    public boolean cancelRequested() {
        return cancelRequested;
    }

    /** The recorded report of the last run; null while it runs, or when it ended before it was recorded. */
    public RunReport report() {
        return report;
    }

    /** Why the last run failed or could not start, in one line; null when it did not. */
    public String error() {
        return error;
    }

    /** The run's thread, so a caller can wait for its end; null before the first run. */
    public synchronized Thread thread() {
        return thread;
    }

    /**
     * Starts the run of {@code setup}: its inputs are checked and it is driven, validated and recorded on a new
     * thread.
     *
     * @throws IllegalStateException while a run is RUNNING
     */
    public synchronized void start(RunSetup setup) {
        if (state == State.RUNNING) {
            throw new IllegalStateException("a run is under way");
        }
        state = State.RUNNING;
        cancelRequested = false;
        report = null;
        error = null;
        session = null;
        ui.execute(() -> listener.stateChanged(this));
        thread = new Thread(() -> run(setup), "pairs-gui-run");
        thread.start();
    }

    /**
     * Asks the running run to stop: the drive ends after the tick in flight, the answers are validated on the
     * ticks sent and the run is recorded INTERRUPTED. Before the drive, nothing starts. No effect unless RUNNING.
     */
    public synchronized void cancel() {
        if (state != State.RUNNING || cancelRequested) {
            return;
        }
        cancelRequested = true;
        if (session != null) {
            session.cancel(CANCEL_REASON);
        }
        ui.execute(() -> listener.stateChanged(this));
    }

    private void run(RunSetup setup) {
        RunReport ended = null;
        String failure = null;
        try {
            RunSession prepared = RunSession.prepare(setup);
            boolean go;
            synchronized (this) {
                session = prepared;
                go = !cancelRequested;
            }
            if (go) {
                ended = prepared.execute(new RunListener() {
                    @Override
                    public void phase(String line) {
                        ui.execute(() -> listener.phase(line));
                    }

                    @Override
                    public void second(SecondStats row) {
                        ui.execute(() -> listener.second(row));
                    }
                });
            }
        } catch (Exception | LinkageError e) {
            failure = oneLine(e);
        }
        RunReport r = ended;
        String f = failure;
        ui.execute(() -> end(r, f));
    }

    private void end(RunReport ended, String failure) {
        synchronized (this) {
            report = ended;
            if (failure != null) {
                error = failure;
                state = State.FAILED;
            } else if (ended == null || ended.status() == RunStatus.INTERRUPTED) {
                state = State.CANCELLED;
            } else if (ended.status() == RunStatus.FAILED) {
                error = firstLine(ended.failure());
                state = State.FAILED;
            } else {
                state = State.DONE;
            }
        }
        listener.stateChanged(this);
    }

    /** The message of a user error, else the exception, on one line (the command line's message). */
    static String oneLine(Throwable e) {
        String text = e instanceof InvalidInputException || e instanceof RunNotRecordedException
                || e instanceof IllegalArgumentException ? e.getMessage() : e.toString();
        return firstLine(text);
    }

    private static String firstLine(String text) {
        String t = String.valueOf(text).strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl);
    }
}
