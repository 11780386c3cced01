package org.pairsbench.reference.computation;

import java.util.ArrayList;
import java.util.List;

/**
 * The clock of one period length P (ms): periods are [j*P, (j+1)*P) on tickTS (spec ruling 1), and the current
 * one closes on the first tick of any symbol with tickTS >= its end (ruling 2). Owns the per-symbol sums of its
 * current period.
 */
final class PeriodGroup {
    final long periodMillis;
    /** End (exclusive) of the current period, in tickTS. */
    long periodEnd;
    private final List<SymbolPeriod> sums = new ArrayList<>();

    PeriodGroup(long periodMillis) {
        this.periodMillis = periodMillis;
    }

    SymbolPeriod newSymbolPeriod() {
        SymbolPeriod sp = new SymbolPeriod();
        sums.add(sp);
        return sp;
    }

    /**
     * Opens the period that contains {@code tickTS}. Periods skipped by a gap had no ticks, so they yield no
     * ratio and need no further work (ruling 3).
     */
    void openPeriodOf(long tickTS) {
        periodEnd = (Math.floorDiv(tickTS, periodMillis) + 1) * periodMillis;
        for (SymbolPeriod sp : sums) {
            sp.reset();
        }
    }
}
