package org.pairsbench.report.model;

import java.math.BigDecimal;
import java.util.Map;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;

/**
 * The top of a report: what ran, how big, and the verdict.
 *
 * @param engineVersion     the engine's own description of itself (name and version)
 * @param engineOptions     the options the engine ran with, by key (empty when none)
 * @param basisRate         total basis input rate, ticks/s: the SF's standard one, or the data set's (its manifest)
 * @param marketOrderP99Ms  p99 of the MarketOrder answers triggered in the MI; null without such answers
 * @param marketOrderCount  how many MarketOrder answers that p99 is taken over
 * @param fewMarketOrders   the p99 rests on fewer than {@link PScore#MIN_MARKET_ORDERS} of them: it is their maximum,
 *                          and a p_score made from it is marked
 * @param pScore            null unless the run completed, passed validation and was paced
 * @param pScoreNote        why there is no p_score, or why it is not a standard result; null otherwise
 * @param validation        the verdict with the B.3 counts per stream
 * @param validatedTicks    the ticks whose answers were validated: all the run sent, which is the whole stream only
 *                          when the run completed
 * @param wholeStreamValidated false for a run that ended early: its verdict covers only the part it sent
 * @param keepingUp         whether the run kept up with its schedule (spec/execution.md section 11); null when not
 *                          judged (flat out, or recorded by a kit that did not judge it)
 * @param transport         how ticks and answers travelled, one line (spec/execution.md section 9); null (and absent
 *                          from the JSON, whose format is otherwise unchanged) in process
 */
public record Headline(long runId, String startedAt, RunStatus status, String failure, String engine,
                       String engineVersion, Map<String, String> engineOptions, int scaleFactor, int strategies, double basisRate, double peakRate,
                       long load, String profile, Double marketOrderP99Ms, long marketOrderCount,
                       boolean fewMarketOrders, BigDecimal pScore, String pScoreNote,
                       RunReport.Validation validation, long validatedTicks, boolean wholeStreamValidated,
                       KeepingUp keepingUp,
                       @com.fasterxml.jackson.annotation.JsonInclude(
                               com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String transport) {

    /** The headline of a run whose engine ran in process (no transport to show). */
    public Headline(long runId, String startedAt, RunStatus status, String failure, String engine, String engineVersion,
                    Map<String, String> engineOptions, int scaleFactor, int strategies, double basisRate,
                    double peakRate, long load, String profile, Double marketOrderP99Ms, long marketOrderCount,
                    boolean fewMarketOrders, BigDecimal pScore, String pScoreNote, RunReport.Validation validation,
                    long validatedTicks, boolean wholeStreamValidated, KeepingUp keepingUp) {
        this(runId, startedAt, status, failure, engine, engineVersion, engineOptions, scaleFactor, strategies,
                basisRate, peakRate, load, profile, marketOrderP99Ms, marketOrderCount, fewMarketOrders, pScore,
                pScoreNote, validation, validatedTicks, wholeStreamValidated, keepingUp, null);
    }

    /** True when the report may show a p_score: the harness gave one and validation passed. */
    public boolean hasPScore() {
        return pScore != null && validation.passed();
    }
}
