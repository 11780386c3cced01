package org.pairsbench.report.compare;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

/**
 * A comparison of recorded runs in the shape of the thesis's Table 7.1: one row per scale factor, with the
 * basis input rate and the number of strategies, and per engine the MarketOrder p99 and the p_score.
 *
 * @param engines the table's engine columns, in order of first appearance
 * @param table   one row per scale factor, ascending
 * @param runs    every selected run, oldest first (the table shows one run per engine and SF)
 */
public record Comparison(String format, Selection selection, List<String> engines, List<Row> table,
                        List<RunEntry> runs) {

    public static final String FORMAT = "pairs-comparison/1";

    /** How the runs were picked: by id, or by engine and profile (null: any). */
    public record Selection(List<Long> runIds, String engine, String profile) {
    }

    /** A row of the table; {@code byEngine} has an entry for each engine with a run at this SF. */
    public record Row(int scaleFactor, int basisRate, int strategies, Map<String, Cell> byEngine) {
    }

    /**
     * One engine at one SF: the run shown, its MarketOrder p99 over the MI (null without such answers or flat out)
     * with the number of MarketOrders it is taken over, and its p_score (null unless the run passed validation and
     * has one). A cell is comparable with the thesis's Table 7.1 only when {@code standard}: a run on another
     * profile, replayed faster ({@code rateFactor}) or on a custom workload sits in the same row but measured
     * something else.
     *
     * @param fewMarketOrders the p99 rests on fewer than {@code PScore.MIN_MARKET_ORDERS} answers (it is their maximum)
     * @param standing        "standard", or "non-standard (why)"
     * @param keptUp          whether the run kept up with its schedule (spec/execution.md section 11); null when
     *                        not judged
     */
    public record Cell(long runId, String profile, PacingMode pacing, double rateFactor, boolean standard, String standing,
                       Verdict validation, Double marketOrderP99Ms, long miMarketOrders, boolean fewMarketOrders,
                       BigDecimal pScore, Boolean keptUp) {
    }

    /** One selected run. */
    public record RunEntry(long runId, String startedAt, String engine, int scaleFactor, String profile, PacingMode pacing,
                           double rateFactor, boolean standard, RunStatus status, Verdict validation,
                           Double marketOrderP99Ms, long miMarketOrders, boolean fewMarketOrders, BigDecimal pScore,
                           Boolean keptUp) {
    }
}
