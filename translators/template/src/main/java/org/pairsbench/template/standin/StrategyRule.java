package org.pairsbench.template.standin;

/**
 * One strategy of the stand-in engine: spec sections 5.1 to 5.5 step by step, in the order of operations the spec
 * gives, so its doubles are bit-identical to the reference engine's.
 */
final class StrategyRule {

    /** One symbol's price sum and count in the strategy's current period. */
    static final class Leg {
        long sum;
        int count;

        void add(int price) {
            sum += price;
            count++;
        }

        double average() {
            return (double) sum / count;
        }
    }

    private enum Position { FLAT, LONG_SHORT, SHORT_LONG }

    private final String alias;
    private final String symbol1;
    private final String symbol2;
    private final PairsRules.Symbol price1;
    private final PairsRules.Symbol price2;
    private final Leg leg1 = new Leg();
    private final Leg leg2 = new Leg();
    private final long periodMillis;
    private final double k;
    private final double stopLoss;
    private final StandInEngine.Output output;

    private long periodEnd;
    /** The last N ratios as a ring; {@code oldest} indexes the oldest once it is full. */
    private final double[] ratios;
    private int ratioCount;
    private int oldest;
    private boolean hasPrevious;
    private double prevRatio;
    private double prevUpper;
    private double prevLower;
    private Position position = Position.FLAT;
    private long shares;
    private long balance;
    private double entryRatio;

    StrategyRule(String alias, String symbol1, PairsRules.Symbol price1, String symbol2, PairsRules.Symbol price2,
                 long periodMillis, int window, double k, double stopLoss, long funds, StandInEngine.Output output) {
        this.alias = alias;
        this.symbol1 = symbol1;
        this.symbol2 = symbol2;
        this.price1 = price1;
        this.price2 = price2;
        this.periodMillis = periodMillis;
        this.ratios = new double[window];
        this.k = k;
        this.stopLoss = stopLoss;
        this.balance = funds;
        this.output = output;
        price1.legs.add(leg1);
        price2.legs.add(leg2);
    }

    /** Spec 5.1: the first event at or past the period's end closes it, before that event applies. */
    void onTime(long time, boolean started) {
        if (started && time >= periodEnd) {
            close(time);
        }
        if (!started || time >= periodEnd) {
            // A silence of several periods leaves the later ones empty: they yield no ratio, so skip them.
            periodEnd = (Math.floorDiv(time, periodMillis) + 1) * periodMillis;
            leg1.sum = leg2.sum = 0;
            leg1.count = leg2.count = 0;
        }
    }

    private void close(long trigger) {
        if (leg1.count == 0 || leg2.count == 0) {
            return; // 5.1: no ratio
        }
        double ratio = leg1.average() / leg2.average();
        int n = ratios.length;
        if (ratioCount < n) {
            ratios[ratioCount++] = ratio;
            if (ratioCount < n) {
                return; // 5.2: no indicator before the window is full
            }
        } else {
            ratios[oldest] = ratio;
            oldest = (oldest + 1) % n;
        }
        double sum = 0;
        boolean allEqual = true;
        for (int i = 0; i < n; i++) {
            double r = ratios[(oldest + i) % n];
            sum += r;
            allEqual &= r == ratio;
        }
        double avgRatio = sum / n;
        double sd;
        if (allEqual) {
            avgRatio = ratio;
            sd = 0;
        } else {
            double squares = 0;
            for (int i = 0; i < n; i++) {
                double d = ratios[(oldest + i) % n] - avgRatio;
                squares += d * d;
            }
            sd = Math.sqrt(squares / n);
        }
        double upper = avgRatio + k * sd;
        double lower = avgRatio - k * sd;
        output.indicator(alias, ratio, avgRatio, upper, lower, trigger);

        // 5.3: signals against the previous indicator.
        boolean high = hasPrevious && sd != 0 && ratio >= upper && prevRatio < prevUpper;
        boolean low = hasPrevious && sd != 0 && ratio <= lower && prevRatio > prevLower;
        hasPrevious = true;
        prevRatio = ratio;
        prevUpper = upper;
        prevLower = lower;

        // 5.4: at most one transition, stop-loss first.
        if (position == Position.SHORT_LONG && ratio >= (1 + stopLoss) * entryRatio) {
            sellAll(symbol2, price2, trigger);
        } else if (position == Position.LONG_SHORT && ratio <= (1 - stopLoss) * entryRatio) {
            sellAll(symbol1, price1, trigger);
        } else if (high && position != Position.SHORT_LONG) {
            if (position == Position.LONG_SHORT) {
                sellAll(symbol1, price1, trigger);
            }
            buy(symbol2, price2, Position.SHORT_LONG, ratio, trigger);
        } else if (low && position != Position.LONG_SHORT) {
            if (position == Position.SHORT_LONG) {
                sellAll(symbol2, price2, trigger);
            }
            buy(symbol1, price1, Position.LONG_SHORT, ratio, trigger);
        }
    }

    private void sellAll(String symbol, PairsRules.Symbol last, long trigger) {
        output.order(alias, false, symbol, last.lastPrice, shares, trigger);
        balance += shares * last.lastPrice;
        shares = 0;
        position = Position.FLAT;
    }

    /** 5.5: size = 10 * floor(balance / (10 * price)) in integer cents; a BUY of size 0 is not emitted. */
    private void buy(String symbol, PairsRules.Symbol last, Position target, double ratio, long trigger) {
        int price = last.lastPrice;
        long size = 10 * (balance / (10L * price));
        if (size == 0) {
            return;
        }
        output.order(alias, true, symbol, price, size, trigger);
        balance -= size * price;
        shares = size;
        position = target;
        entryRatio = ratio;
    }
}
