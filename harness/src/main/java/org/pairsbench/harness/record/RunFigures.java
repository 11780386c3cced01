package org.pairsbench.harness.record;

import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.driver.PacingMode;

/**
 * What a headline p99 or p_score of a run rests on, for every place that shows one beside other runs (the run
 * list, the monitor, a comparison): how many MarketOrders the p99 was taken over, and whether the run was a
 * standard one.
 *
 * @param marketOrders MarketOrder answers whose trigger lies in the measurement interval (the p99's sample)
 * @param rateFactor   how many times faster than real time the stream was replayed (1 for flat out)
 * @param flatOut      sent as fast as the engine took ticks: no latency was measured
 * @param standard     a paced run at real time on the standard profile whose workload was not marked custom
 * @param keptUp       whether the run kept up with its schedule (spec/execution.md section 11); null when not
 *                     judged (flat out, not driven, or recorded by a kit that did not judge it)
 * @param notUnderTest the engine's plug-in ships the reference computation, as the run's warnings say
 *                     ({@link InstalledEngine#SHIPS_REFERENCE_COMPUTATION}): its figures are the oracle's, never a
 *                     standard result
 */
public record RunFigures(long runId, long marketOrders, double rateFactor, boolean flatOut, boolean standard,
                         Boolean keptUp, boolean notUnderTest) {

    public RunFigures(long runId, long marketOrders, double rateFactor, boolean flatOut, boolean standard) {
        this(runId, marketOrders, rateFactor, flatOut, standard, null, false);
    }

    public RunFigures(long runId, long marketOrders, double rateFactor, boolean flatOut, boolean standard,
                      Boolean keptUp) {
        this(runId, marketOrders, rateFactor, flatOut, standard, keptUp, false);
    }

    /** The start of the p_score note of a run whose profile, rate factor or workload is not the standard one. */
    public static final String NOT_STANDARD_NOTE = "not a standard Pairs result";

    /**
     * From a stored report. A custom workload is recorded only in the note of a run that got a p_score; a run
     * without one is judged by its profile, pacing and rate factor alone.
     */
    public static RunFigures of(RunReport r) {
        boolean flatOut = r.pacing() != PacingMode.PACED;
        boolean notUnderTest = r.warnings().stream().anyMatch(w -> w.contains(InstalledEngine.SHIPS_REFERENCE_COMPUTATION));
        boolean standard = !notUnderTest && !flatOut && r.rateFactor() == 1.0 && "standard".equals(r.profile())
                && (r.pScoreNote() == null || !r.pScoreNote().startsWith(NOT_STANDARD_NOTE));
        long orders = r.latency() == null || r.latency().marketOrder() == null ? 0 : r.latency().marketOrder().count();
        Boolean keptUp = r.lateness() == null || r.lateness().keepingUp() == null ? null
                : r.lateness().keepingUp().keptUp();
        return new RunFigures(r.runId(), orders, r.rateFactor(), flatOut, standard, keptUp, notUnderTest);
    }

    /**
     * What part of the stream the validation of a run that ended early covers (null for a completed run: the whole
     * stream): the first ticks, as many as it sent, and for a paced run the stretch of the profile they lie in at
     * most (a paced tick is sent at its due time or later, so by the drive's end at the rate factor; a run behind
     * its schedule covers less). "the first 74,270 ticks, which lie in at most the first 62 s of the 121 s smoke profile".
     */
    public static String validatedPart(RunStatus status, long ticksSent, PacingMode pacing, double rateFactor,
                                       double driveSeconds, String profile, double profileSeconds) {
        if (status == RunStatus.COMPLETED) {
            return null;
        }
        String ticks = String.format(java.util.Locale.ROOT, "the first %,d tick%s", ticksSent, ticksSent == 1 ? "" : "s");
        if (pacing != PacingMode.PACED || ticksSent == 0 || !(driveSeconds > 0) || !(rateFactor > 0)) {
            return ticks;
        }
        // The schedule starts 20 ms after deploy, inside the drive's time: rounding up keeps "at most" true.
        double covered = Math.min(profileSeconds, Math.ceil(driveSeconds * rateFactor));
        return ticks + String.format(java.util.Locale.ROOT, ", which lie in at most the first %.0f s of the %.0f s %s profile",
                covered, profileSeconds, profile);
    }

    /** {@link #validatedPart(RunStatus, long, PacingMode, double, double, String, double)} of a stored report. */
    public static String validatedPart(RunReport r) {
        return validatedPart(r.status(), r.ticksSent(), r.pacing(), r.rateFactor(), r.driveSeconds(), r.profile(),
                r.profileSeconds());
    }

    /** Whether a p99 over this run's MI MarketOrders means anything: none for a flat-out run or without any. */
    public boolean hasOrderLatency() {
        return !flatOut && marketOrders > 0;
    }

    /** See {@link PScore#fewMarketOrders}. */
    public boolean fewMarketOrders() {
        return PScore.fewMarketOrders(marketOrders);
    }

    /** "standard", or what makes the run non-standard in a word or two. */
    public String standing(String profile) {
        if (notUnderTest) {
            return "not an engine under test (its plug-in ships the reference computation)";
        }
        if (standard) {
            return "standard";
        }
        if (flatOut) {
            return "flat out";
        }
        StringBuilder why = new StringBuilder();
        if (!"standard".equals(profile)) {
            why.append(profile).append(" profile");
        }
        if (rateFactor != 1.0) {
            why.append(why.length() == 0 ? "" : ", ").append("rate x").append(rateFactorText(rateFactor));
        }
        return "non-standard" + (why.length() == 0 ? " (custom workload)" : " (" + why + ")");
    }

    /** A rate factor without a needless ".0": 2, 0.5. */
    public static String rateFactorText(double rateFactor) {
        return java.math.BigDecimal.valueOf(rateFactor).stripTrailingZeros().toPlainString();
    }
}
