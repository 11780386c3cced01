package org.pairsbench.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.Locale;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.Estimate;

/**
 * Progress as plain lines, for stderr that is not a terminal: at most one line every {@code every}, so a step
 * shorter than that prints nothing, and a closing line when the step that printed some ends.
 */
final class ProgressLines implements Progress {

    private final String step;
    private final String unit;
    private final PrintWriter out;
    private final Clock clock;
    private final Duration every;
    private final Instant start;
    private long total;
    private long done;
    private Instant lastLine;
    private boolean printed;

    /** @param step the line's start, "pairs validate: expected answers" */
    ProgressLines(String step, long total, String unit, PrintWriter out, Clock clock, Duration every) {
        this.step = step;
        this.total = total;
        this.unit = unit;
        this.out = out;
        this.clock = clock;
        this.every = every;
        this.start = clock.instant();
        this.lastLine = start;
    }

    @Override
    public void stepTo(long done) {
        this.done = done;
        Instant now = clock.instant();
        if (Duration.between(lastLine, now).compareTo(every) >= 0) {
            lastLine = now;
            printed = true;
            out.println(line(now));
            out.flush();
        }
    }

    @Override
    public void total(long total) {
        this.total = total;
    }

    @Override
    public void close() {
        if (printed) {
            out.println(String.format(Locale.ROOT, "%s: done, %,d %s in %s", step, done, unit,
                    Estimate.hms(Duration.between(start, clock.instant()))));
            out.flush();
        }
    }

    /** "STEP: 3,400,000 of 7,500,000 ticks (45.3%), 0:00:12 elapsed, 0:00:15 left, ETA 07:23:41". */
    String line(Instant now) {
        Estimate estimate = Estimate.atRate(done, total, Duration.between(start, now),
                ZonedDateTime.ofInstant(now, clock.getZone()));
        String amount = total < 0 ? String.format(Locale.ROOT, "%,d %s", done, unit)
                : String.format(Locale.ROOT, "%,d of %,d %s (%.1f%%)", done, total, unit,
                        total == 0 ? 100.0 : 100.0 * done / total);
        return step + ": " + amount + ", " + estimate.describe();
    }
}
