package org.pairsbench.cli;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.Estimate;

/**
 * Progress as an interactive bar on the terminal (the progressbar library redraws it in place on stderr). The
 * library shows the elapsed and remaining time; the ETA, the clock time of the end, follows as the bar's message.
 */
final class ProgressBarLine implements Progress {

    /** A total this large is counted in millions on the bar. */
    private static final long MILLIONS = 10_000_000;

    private final ProgressBar bar;
    private final Clock clock;
    private final Instant start;
    private long total;
    private long etaSecond = -1;

    ProgressBarLine(String step, long total, String unit, Clock clock) {
        this.clock = clock;
        this.start = clock.instant();
        this.total = total;
        boolean millions = total >= MILLIONS;
        this.bar = new ProgressBarBuilder().setTaskName(step).setInitialMax(total)
                .setUnit(millions ? " M " + unit : " " + unit, millions ? 1_000_000 : 1)
                .setUpdateIntervalMillis(250).continuousUpdate().build();
    }

    @Override
    public void stepTo(long done) {
        bar.stepTo(done);
        Instant now = clock.instant();
        // The ETA moves by the second: worked out once a second, not at every step.
        if (now.getEpochSecond() != etaSecond) {
            etaSecond = now.getEpochSecond();
            Estimate e = Estimate.atRate(done, total, Duration.between(start, now),
                    ZonedDateTime.ofInstant(now, clock.getZone()));
            bar.setExtraMessage(e.eta() == null ? "" : "ETA " + e.etaText());
        }
    }

    @Override
    public void total(long total) {
        this.total = total;
        bar.maxHint(total);
    }

    @Override
    public void close() {
        bar.close();
    }
}
