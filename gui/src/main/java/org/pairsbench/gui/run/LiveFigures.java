package org.pairsbench.gui.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.core.progress.Estimate;
import org.pairsbench.harness.measure.SecondStats;

/**
 * What the Run window shows while a run drives, from the per-second rows: time gone and left, the input rate
 * and lateness of the latest second, the answers so far, and the MarketOrder p99 of every second that had one
 * (a paced run answers only in the seconds of its triggers). No JavaFX here: tested without a display.
 */
public final class LiveFigures {

    /**
     * The shortest row whose rates are shown: the run's last row covers only the moments after its last whole
     * second (10 ms, say), whose planned and sent ticks are a few or none ("planned 0" at the end of every run).
     */
    static final double WHOLE_SECONDS = 0.5;

    /** One second's MarketOrder latency: p99 in ms over {@code count} answers. */
    public record OrderLatency(int second, double p99Ms, long count) {
    }

    private final double plannedSeconds;
    private double elapsedSeconds;
    private long ticks;
    private long answers;
    private SecondStats last;
    /** The latest row of at least {@link #WHOLE_SECONDS}: the rates shown come from it. */
    private SecondStats lastWhole;
    private final List<OrderLatency> orderLatency = new ArrayList<>();

    /** @param plannedSeconds how long the drive is planned to take; NaN when unknown (flat out) */
    public LiveFigures(double plannedSeconds) {
        this.plannedSeconds = plannedSeconds;
    }

    /** Adds the next second of the run; returns its MarketOrder point when it had MarketOrders. */
    public OrderLatency add(SecondStats row) {
        elapsedSeconds += row.lengthSeconds();
        ticks += row.ticksSent();
        answers += row.answers();
        last = row;
        if (row.lengthSeconds() >= WHOLE_SECONDS) {
            lastWhole = row;
        }
        if (row.orderCount() > 0 && row.orderP99() >= 0) {
            OrderLatency point = new OrderLatency(row.startSecond(), row.orderP99() / 1e6, row.orderCount());
            orderLatency.add(point);
            return point;
        }
        return null;
    }

    public double elapsedSeconds() {
        return elapsedSeconds;
    }

    /** Seconds of the drive still to come (validation follows), never below 0; NaN when unknown. */
    public double remainingSeconds() {
        return Math.max(0, plannedSeconds - elapsedSeconds);
    }

    public long ticksSent() {
        return ticks;
    }

    public long answers() {
        return answers;
    }

    /** Ticks per second sent in the latest whole second; 0 before the first. */
    public double inputRate() {
        return lastWhole == null ? 0 : lastWhole.inputRate();
    }

    /** The latest whole second's planned rate; NaN flat out or before the first. */
    public double plannedRate() {
        return lastWhole == null ? Double.NaN : lastWhole.plannedRate();
    }

    /** The lateness p99 of the latest second in microseconds; -1 when it sent nothing (or before the first). */
    public double latenessP99Us() {
        return last == null || last.latenessP99() < 0 ? -1 : last.latenessP99() / 1e3;
    }

    public List<OrderLatency> orderLatency() {
        return List.copyOf(orderLatency);
    }

    /** h:mm:ss, for the time gone and left. */
    public static String clock(double seconds) {
        return Double.isNaN(seconds) ? "-" : Estimate.hms(Duration.ofNanos(Math.round(seconds * 1e9)));
    }
}
