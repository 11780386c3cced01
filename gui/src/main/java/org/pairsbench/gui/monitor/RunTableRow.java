package org.pairsbench.gui.monitor;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunStore;

/**
 * One run in the monitor's table: the database row with what its p99 rests on, and the texts the table shows.
 * Values stay typed so the columns sort as numbers; only the cells format them.
 */
public record RunTableRow(RunStore.RunRow run, RunFigures figures) {

    /** The mark after a p_score from fewer than {@code PScore.MIN_MARKET_ORDERS} MI MarketOrders. */
    public static final String FEW = "*";

    private static final DateTimeFormatter STARTED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneOffset.UTC);

    public long id() {
        return run.id();
    }

    /** The start, to the second, UTC ("2026-11-22 03:00:00"); the stored text when it is not an instant. */
    public String started() {
        return started(run.startedAt());
    }

    /** An ISO instant as "2026-11-22 03:00:00" (UTC, to the second); any other text as it is. */
    public static String started(String isoInstant) {
        try {
            return STARTED.format(Instant.parse(isoInstant));
        } catch (DateTimeParseException | NullPointerException e) {
            return isoInstant;
        }
    }

    /** "paced", "paced x2", "flat out". */
    public String pacing() {
        return run.pacing() + (figures.rateFactor() != 1.0 ? " x" + RunFigures.rateFactorText(figures.rateFactor()) : "");
    }

    /** MI MarketOrders the p99 is taken over; null for a flat-out run, which times none against a schedule. */
    public Long miMarketOrders() {
        return figures.flatOut() ? null : figures.marketOrders();
    }

    /** MarketOrder p99 over the MI in ms; null without one and for a flat-out run. */
    public Double orderP99Ms() {
        return figures.hasOrderLatency() ? run.orderP99Ms() : null;
    }

    public BigDecimal pScore() {
        return run.pScore();
    }

    /** The p_score as shown: marked when its p99 rests on too few MarketOrders; "-" without one. */
    public String pScoreText() {
        return run.pScore() == null ? "-" : run.pScore().toPlainString() + (figures.fewMarketOrders() ? FEW : "");
    }

    /** A p99 in ms to the microsecond: the harness measures to 3 significant digits, so more says nothing. */
    public static String ms(Double ms) {
        return ms == null ? "-" : String.format(Locale.ROOT, "%.3f", ms);
    }
}
