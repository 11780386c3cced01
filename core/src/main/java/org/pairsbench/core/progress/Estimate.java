package org.pairsbench.core.progress;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * How long a long step has taken, how long it still takes and when it ends (its ETA), as every progress display
 * of the kit says it (the bar and the plain lines of a {@link Progress}, the lines of a run and of a sweep).
 *
 * @param elapsed time the step has taken so far
 * @param left    time it still takes; null while nothing tells (nothing done yet, or no known end)
 * @param eta     the clock time it ends; null when {@code left} is
 */
public record Estimate(Duration elapsed, Duration left, ZonedDateTime eta) {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");
    private static final DateTimeFormatter DAY_AND_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /**
     * The estimate of a step that has done {@code done} of {@code total} units in {@code elapsed}, at the rate it
     * kept so far: what is left takes elapsed x (total - done) / done. {@code total} below 0: not known.
     */
    public static Estimate atRate(long done, long total, Duration elapsed, ZonedDateTime now) {
        if (total < 0 || done <= 0) {
            return new Estimate(elapsed, null, null);
        }
        long rest = Math.max(0, total - done);
        // In nanoseconds as a double: a long product overflows for hours of billions of ticks.
        Duration left = Duration.ofNanos(Math.round(elapsed.toNanos() * ((double) rest / done)));
        return new Estimate(elapsed, left, now.plus(left));
    }

    /** The estimate of a step whose end is scheduled (a paced run's drive): {@code left} is known, not estimated. */
    public static Estimate scheduled(Duration elapsed, Duration left, ZonedDateTime now) {
        Duration notNegative = left.isNegative() ? Duration.ZERO : left;
        return new Estimate(elapsed, notNegative, now.plus(notNegative));
    }

    /** "0:00:12 elapsed, 0:01:03 left, ETA 07:23:41" (the ETA with its date when it is not today). */
    public String describe() {
        return hms(elapsed) + " elapsed" + (left == null ? "" : ", " + remaining());
    }

    /** "0:01:03 left, ETA 07:23:41"; null while the time left is not known. */
    public String remaining() {
        return left == null ? null : hms(left) + " left, ETA " + etaText();
    }

    /** "07:23:41", with the date before it when that is not today's; null while the time left is not known. */
    public String etaText() {
        if (eta == null) {
            return null;
        }
        boolean today = eta.toLocalDate().equals(eta.minus(left).toLocalDate());
        return eta.format(today ? TIME : DAY_AND_TIME);
    }

    /** h:mm:ss, rounded to the second, hours unbounded (a long standard run at a high SF takes more than a day). */
    public static String hms(Duration d) {
        long s = Math.max(0, Math.round(d.toMillis() / 1000.0));
        return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
