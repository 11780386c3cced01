package org.pairsbench.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

/**
 * What {@code pairs runs list} prints: each run with the sample its MarketOrder p99 rests on. A flat-out run shows
 * no p99 (it measures no latency); a p_score from fewer than {@link PScore#MIN_MARKET_ORDERS} MI MarketOrders
 * carries a mark explained under the table.
 */
final class RunList {

    /** The mark of a p_score from too few MarketOrders. */
    static final String FEW = "*";
    /** The mark of a p_score of a run that did not keep up with its schedule. */
    static final String BEHIND = "\u00a7";

    /** One run as {@code --json} gives it. */
    record Entry(long id, String startedAt, String engine, int scaleFactor, String profile, PacingMode pacing,
                 double rateFactor, boolean standard, RunStatus status, Verdict validation, long ticksSent, long answers,
                 long miMarketOrders, Double orderP99Ms, BigDecimal pScore, boolean fewMarketOrders, Boolean keptUp) {
    }

    private RunList() {
    }

    static List<Entry> entries(List<RunStore.RunRow> rows, Map<Long, RunFigures> figures) {
        List<Entry> entries = new ArrayList<>();
        for (RunStore.RunRow r : rows) {
            RunFigures f = figures.getOrDefault(r.id(), new RunFigures(r.id(), 0, 1.0, false, false));
            entries.add(new Entry(r.id(), r.startedAt(), r.engine(), r.scaleFactor(), r.profile(), r.pacing(),
                    f.rateFactor(), f.standard(), r.status(), r.validation(), r.ticksSent(), r.answers(),
                    f.marketOrders(), f.hasOrderLatency() ? r.orderP99Ms() : null, r.pScore(),
                    r.pScore() != null && f.fewMarketOrders(), f.keptUp()));
        }
        return entries;
    }

    static void print(PrintWriter out, List<Entry> entries) {
        String format = "%4s  %-20s  %-12s  %4s  %-8s  %-12s  %-11s  %-10s  %9s  %10s  %10s%n";
        out.printf(format, "id", "started (UTC)", "engine", "SF", "profile", "pacing", "status", "validation",
                "MI MOs", "MO p99 ms", "p_score");
        boolean anyFew = false;
        boolean anyBehind = false;
        for (Entry e : entries) {
            anyFew |= e.fewMarketOrders();
            boolean behind = e.pScore() != null && Boolean.FALSE.equals(e.keptUp());
            anyBehind |= behind;
            out.printf(format, e.id(),
                    e.startedAt().length() > 20 ? e.startedAt().substring(0, 19) + "Z" : e.startedAt(),
                    e.engine(), e.scaleFactor(), e.profile(),
                    e.pacing() + (e.rateFactor() != 1.0 ? " x" + RunFigures.rateFactorText(e.rateFactor()) : ""),
                    e.status(), e.validation(), e.pacing() == PacingMode.PACED ? String.format("%,d", e.miMarketOrders()) : "-",
                    e.orderP99Ms() == null ? "-" : String.format("%.3f", e.orderP99Ms()),
                    e.pScore() == null ? "-" : e.pScore().toPlainString() + (e.fewMarketOrders() ? FEW : "")
                            + (behind ? BEHIND : ""));
        }
        if (anyFew) {
            out.printf("%s p_score from fewer than %d MI MarketOrders: the p99 is their maximum, not a tail%n", FEW,
                    PScore.MIN_MARKET_ORDERS);
        }
        if (anyBehind) {
            out.printf("%s the run did not keep up with its schedule (spec/execution.md section 11): its p99 measures "
                    + "a queue%n", BEHIND);
        }
    }
}
