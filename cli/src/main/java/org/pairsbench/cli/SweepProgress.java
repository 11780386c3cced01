package org.pairsbench.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.Locale;
import org.pairsbench.core.progress.Estimate;

/**
 * The progress of a sweep, counted in runs: a line when it starts with how much it may take, then one after each
 * run with the time left at the pace of the runs so far. Always plain lines, never a bar: each run is a child
 * {@code pairs run} that prints its own progress lines on the same stderr.
 */
final class SweepProgress {

    private final PrintWriter err;
    private final Clock clock;
    private final int runsAtMost;
    private final Instant start;
    private int done;

    /** @param runsAtMost the most runs the sweep makes (its budget, or fewer given scale factors; confirmation included) */
    SweepProgress(PrintWriter err, Clock clock, int runsAtMost) {
        this.err = err;
        this.clock = clock;
        this.runsAtMost = runsAtMost;
        this.start = clock.instant();
    }

    /**
     * "pairs sweep: at most 12 runs of the short profile, each 0:12:06 of driving (then its validation): at most
     * 2:25:12 of driving".
     */
    void started(String profile, double driveSeconds) {
        Duration drive = Duration.ofMillis(Math.round(driveSeconds * 1000));
        say(String.format(Locale.ROOT, "pairs sweep: at most %d run%s of the %s profile, each %s of driving (then its "
                + "validation): at most %s of driving", runsAtMost, runsAtMost == 1 ? "" : "s", profile,
                Estimate.hms(drive), Estimate.hms(drive.multipliedBy(runsAtMost))));
    }

    /** "pairs sweep: 3 of at most 12 runs done, 0:36:00 elapsed, 1:48:00 left, ETA 09:12:00". */
    void runDone() {
        done++;
        Instant now = clock.instant();
        say(String.format(Locale.ROOT, "pairs sweep: %d of at most %d runs done, %s", done, runsAtMost,
                Estimate.atRate(done, runsAtMost, Duration.between(start, now),
                        ZonedDateTime.ofInstant(now, clock.getZone())).describe()));
    }

    private void say(String line) {
        err.println(line);
        err.flush();
    }
}
