package org.pairsbench.gui.monitor;

import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunReport;

/** A run's verdict and p_score as the monitor's summary and the Run window both say them. */
public final class RunTexts {

    private RunTexts() {
    }

    /**
     * The verdict with its note; for a run that ended early, what part of the stream it covers: it was validated
     * on the ticks the run sent, not the whole stream.
     */
    public static String validation(RunReport r) {
        String part = RunFigures.validatedPart(r);
        boolean checked = !"NOT_RUN".equals(r.validation().verdict());
        return r.validation().verdict() + (r.validation().note() == null ? "" : ": " + r.validation().note())
                + (part == null || !checked ? "" : " (on " + part + ": the run ended early, not the whole stream)");
    }

    /** The p_score with the load and MI MarketOrders it comes from, or "none: " and why there is none. */
    public static String pScore(RunReport r) {
        long orders = r.latency().marketOrder().count();
        return r.pScore() == null ? "none: " + r.pScoreNote() : r.pScore().toPlainString()
                + String.format(" (load %d / MarketOrder p99 of %,d MI answer%s)", r.load(), orders,
                        orders == 1 ? "" : "s")
                + (PScore.fewMarketOrders(orders) ? "; " + PScore.fewMarketOrdersMark(orders) : "")
                + (r.pScoreNote() == null ? "" : "; " + r.pScoreNote());
    }
}
