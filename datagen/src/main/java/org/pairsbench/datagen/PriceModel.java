package org.pairsbench.datagen;

/**
 * Parameters of the price process (spec/datagen.md section "Prices"): every symbol follows a geometric
 * Brownian motion in continuous simulation time, sampled at its ticks and rounded to whole cents; the two
 * symbols of a correlated pair are driven by Brownian motions with correlation {@code rho}.
 *
 * @param minInitialCents lowest initial price, cents (inclusive)
 * @param maxInitialCents highest initial price, cents (inclusive)
 * @param drift           mu, per second: E[log S(t+h) - log S(t)] = (mu - sigma^2/2) h
 * @param volatility      sigma, per square root of a second
 * @param rho             correlation of the Brownian motions of a correlated pair, in [-1, 1]
 */
public record PriceModel(int minInitialCents, int maxInitialCents, double drift, double volatility, double rho) {

    /** $10.00 to $100.00, no drift, 0.05% per sqrt(s) (about 4% over a 2-hour run), rho 0.9. */
    public static final PriceModel STANDARD = new PriceModel(1_000, 10_000, 0.0, 0.0005, 0.9);

    public PriceModel {
        if (minInitialCents < 1 || maxInitialCents < minInitialCents) {
            throw new IllegalArgumentException("initial price range must satisfy 1 <= min <= max cents, got ["
                    + minInitialCents + ", " + maxInitialCents + "]");
        }
        if (!Double.isFinite(drift)) {
            throw new IllegalArgumentException("drift must be a finite number, got " + drift);
        }
        if (!(volatility >= 0) || Double.isInfinite(volatility)) {
            throw new IllegalArgumentException("volatility must be a finite number >= 0, got " + volatility);
        }
        if (!(rho >= -1 && rho <= 1)) {
            throw new IllegalArgumentException("rho must be in [-1, 1], got " + rho);
        }
    }
}
