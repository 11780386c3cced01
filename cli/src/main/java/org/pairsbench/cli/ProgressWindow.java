package org.pairsbench.cli;

import org.pairsbench.harness.measure.SecondStats;

/**
 * The progress line of {@code pairs run}: what a window of seconds did, the rates summed over the whole window and
 * the p99s of its worst second. A paced run's answers come in the seconds of its triggers, a few in a window; a
 * line showing one second of the window would miss them (it printed "0 answers/s" throughout a run).
 */
final class ProgressWindow {

    private final int seconds;
    private final double runSeconds;
    private double length;
    private double planned;
    private long ticks;
    private long answers;
    private long orderP99;
    private long latenessP99;

    /**
     * A line every {@code seconds} seconds of the run (after seconds {@code seconds - 1}, {@code 2 seconds - 1}, ...),
     * ending with the time left of a drive that lasts {@code runSeconds} (NaN: unknown, flat out).
     */
    ProgressWindow(int seconds, double runSeconds) {
        this.seconds = seconds;
        this.runSeconds = runSeconds;
        reset();
    }

    /** Adds one second; returns the window's line when this second completes it, else null. */
    String add(SecondStats second) {
        length += second.lengthSeconds();
        planned += second.plannedTicks();
        ticks += second.ticksSent();
        answers += second.answers();
        orderP99 = Math.max(orderP99, second.orderP99());
        latenessP99 = Math.max(latenessP99, second.latenessP99());
        if (second.startSecond() % seconds != seconds - 1) {
            return null;
        }
        String line = String.format("  %5d s  %,9.0f ticks/s (planned %,9.0f)  %,8.1f answers/s  worst second's p99: "
                        + "MarketOrder %s, lateness %s", second.startSecond() + 1, ticks / length, planned / length,
                answers / length, orderP99 < 0 ? "-" : String.format("%.3f ms", orderP99 / 1e6),
                latenessP99 < 0 ? "-" : String.format("%.1f us", latenessP99 / 1e3))
                + (Double.isNaN(runSeconds) ? "" : "  " + left(runSeconds - (second.startSecond() + 1)) + " left");
        reset();
        return line;
    }

    /** h:mm:ss of the drive still to come (validation follows it). */
    private static String left(double seconds) {
        long s = Math.max(0, Math.round(seconds));
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private void reset() {
        length = 0;
        planned = 0;
        ticks = 0;
        answers = 0;
        orderP99 = -1;
        latenessP99 = -1;
    }
}
