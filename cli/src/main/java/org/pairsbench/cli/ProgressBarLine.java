package org.pairsbench.cli;

import java.time.Clock;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.pairsbench.core.progress.Progress;

/**
 * Progress as an interactive bar on the terminal: the progressbar library redraws it in place on stderr, as
 * {@link FittedBar} lays it out to the terminal's width (the share done, the counts, the time gone and left, the
 * ETA).
 */
final class ProgressBarLine implements Progress {

    private final ProgressBar bar;

    ProgressBarLine(String step, long total, String unit, Clock clock) {
        this.bar = new ProgressBarBuilder().setTaskName(step).setInitialMax(total)
                .setRenderer(new FittedBar(unit, clock))
                .setUpdateIntervalMillis(250).continuousUpdate().build();
    }

    @Override
    public void stepTo(long done) {
        bar.stepTo(done);
    }

    @Override
    public void total(long total) {
        bar.maxHint(total);
    }

    @Override
    public void close() {
        bar.close();
    }
}
