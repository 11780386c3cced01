package org.pairsbench.core.scale;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.pairsbench.api.InvalidInputException;

/**
 * The Pairs metric: p_score = load(SF) / p99, the 99th-percentile MarketOrder latency in seconds over the
 * measurement interval (spec section 7). Computed in double; reported rounded half-up to two decimals.
 */
public record PScore(ScaleFactor scaleFactor, double p99Seconds) {

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
