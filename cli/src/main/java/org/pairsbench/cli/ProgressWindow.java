package org.pairsbench.cli;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.core.progress.Estimate;
import org.pairsbench.core.units.Durations;

/**
 * The progress line of {@code pairs run}: what a window of seconds did, the rates summed over the whole window and
 * the p99s of its worst second, each in the unit that keeps it readable. A paced run's answers come in the seconds
 * of its triggers, a few in a window; a line showing one second of the window would miss them (it printed "0
 * answers/s" throughout a run). A flat-out run's line has its rates only.
 */
final class ProgressWindow {

    private final int seconds;
    private final double runSeconds;
    private final Clock clock;
    private double length;
    private double planned;
    private long ticks;
    private long answers;
    private long orderP99;
    private long latenessP99;

    /**
     * A line every {@code seconds} seconds of the run (after seconds {@code seconds - 1}, {@code 2 seconds - 1}, ...),
     * ending with the time left and the ETA of a drive that lasts {@code runSeconds} (NaN: unknown, flat out).
     */
    ProgressWindow(int seconds, double runSeconds) {
        this(seconds, runSeconds, Clock.systemDefaultZone());
    }

    /** As {@link #ProgressWindow(int, double)}, the ETA by {@code clock}. */
    ProgressWindow(int seconds, double runSeconds, Clock clock) {
        this.seconds = seconds;
        this.runSeconds = runSeconds;
        this.clock = clock;
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
        StringBuilder line = new StringBuilder(String.format("  %5d s  %,9.0f ticks/s", second.startSecond() + 1,
                ticks / length));
        if (!flatOut()) {
            line.append(String.format(" (planned %,9.0f)", planned / length));
        }
        line.append(String.format("  %,8.1f answers/s", answers / length));
        // Only what was measured: a flat-out run has no schedule to be late on nor a latency worth a figure, and a
        // window without MarketOrders has no MarketOrder p99.
        java.util.List<String> p99s = new java.util.ArrayList<>();
        if (orderP99 >= 0) {
            p99s.add("MarketOrder " + Durations.plain(orderP99 / 1e6));
        }
        if (latenessP99 >= 0) {
            p99s.add("lateness " + Durations.plain(latenessP99 / 1e6));
        }
        if (!flatOut() && !p99s.isEmpty()) {
            line.append("  worst second's p99: ").append(String.join(", ", p99s));
        }
        if (!flatOut()) {
            line.append("  ").append(left(second.startSecond() + 1));
        }
        reset();
        return line.toString();
    }

    private boolean flatOut() {
        return Double.isNaN(runSeconds);
    }

    /** "1:08:00 left, ETA 08:10:00": the drive still to come by the schedule (validation follows it). */
    private String left(double elapsedSeconds) {
        return Estimate.scheduled(seconds(elapsedSeconds), seconds(runSeconds - elapsedSeconds),
                ZonedDateTime.now(clock)).remaining();
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis(Math.round(s * 1000));
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
