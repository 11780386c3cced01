package org.pairsbench.core.scale;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.pairsbench.api.InvalidInputException;

/**
 * The Pairs metric: p_score = load(SF) / p99, the 99th-percentile MarketOrder latency in seconds over the
 * measurement interval (spec section 7). Computed in double; reported rounded half-up to two decimals.
 */
public record PScore(ScaleFactor scaleFactor, double p99Seconds) {

    /**
     * Fewer MarketOrders in the measurement interval than this and their p99 is their maximum (the p99 is the
     * ceil(0.99 n)-th smallest latency, which is the n-th while n < 100): one outlier sets the p_score, which
     * then says nothing about a tail. Every figure shown from such a sample is marked (spec/report.md).
     */
    public static final long MIN_MARKET_ORDERS = 100;

    /** Whether a p99 (and the p_score made from it) rests on fewer than {@link #MIN_MARKET_ORDERS} samples. */
    public static boolean fewMarketOrders(long miMarketOrders) {
        return miMarketOrders < MIN_MARKET_ORDERS;
    }

    /**
     * The mark shown beside a p99 or p_score of {@code miMarketOrders} MI MarketOrders: empty when there are
     * enough, else why the figure is weak.
     */
    public static String fewMarketOrdersMark(long miMarketOrders) {
        return fewMarketOrders(miMarketOrders)
                ? "only " + miMarketOrders + " MI MarketOrder" + (miMarketOrders == 1 ? "" : "s") + ", fewer than "
                        + MIN_MARKET_ORDERS + ": the p99 is their maximum"
                : "";
    }

    public PScore {
        if (!(p99Seconds > 0) || Double.isInfinite(p99Seconds)) {
            throw new InvalidInputException("99th-percentile latency must be a positive number, got " + p99Seconds);
        }
    }

    public static PScore ofMillis(ScaleFactor scaleFactor, double p99Millis) {
        if (!(p99Millis > 0) || Double.isInfinite(p99Millis)) {
            throw new InvalidInputException("99th-percentile latency must be a positive number of ms, got " + p99Millis);
        }
        return new PScore(scaleFactor, p99Millis / 1000.0);
    }

    public static PScore ofNanos(ScaleFactor scaleFactor, long p99Nanos) {
        if (p99Nanos <= 0) {
            throw new InvalidInputException("99th-percentile latency must be positive, got " + p99Nanos + " ns");
        }
        return new PScore(scaleFactor, p99Nanos / 1e9);
    }

    public long load() {
        return scaleFactor.load();
    }

    public double value() {
        return scaleFactor.load() / p99Seconds;
    }

    /** The published figure: two decimals, half-up. */
    public BigDecimal rounded() {
        return BigDecimal.valueOf(value()).setScale(2, RoundingMode.HALF_UP);
    }
}
