package org.pairsbench.reference.computation;

import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.Strategy;

/**
 * One strategy's state between periods: its last N ratios, its previous indicator, its position and funds.
 * Every step is written to follow the spec's rulings 3-7 literally, in the order of operations they give, so
 * that its doubles are bit-identical to any engine that follows them too.
 */
final class StrategyRun {

    // The strategy's parameters are copied in rather than read through its Strategy at each close: a close of
    // tens of thousands of strategies then touches one object and its ratios per strategy, not three.
    private final String alias;
    private final String symbol1Name;
    private final String symbol2Name;
    private final double bandsMultiplier;
    private final double stopLossPerc;
    private final int symbol1;
    private final int symbol2;
    private final SymbolPeriod leg1;
    private final SymbolPeriod leg2;

    /** Ring buffer of the last N ratios; {@code oldest} is the index of the oldest once it is full. */
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

    StrategyRun(Strategy strategy, int symbol1, int symbol2, SymbolPeriod leg1, SymbolPeriod leg2) {
        this.alias = strategy.alias();
        this.symbol1Name = strategy.symbol1();
        this.symbol2Name = strategy.symbol2();
        this.bandsMultiplier = strategy.bandsMultiplier();
        this.stopLossPerc = strategy.stopLossPerc();
        this.symbol1 = symbol1;
        this.symbol2 = symbol2;
        this.leg1 = leg1;
        this.leg2 = leg2;
        this.ratios = new double[strategy.numPeriods()];
        this.balance = strategy.availableFunds();
    }

    /**
     * The strategy's current period has closed with the trigger (tickTS, ts); {@code lastPrice} holds each
     * symbol's last price before the trigger.
     */
    void onPeriodClosed(long tickTS, long ts, int[] lastPrice, AnswerListener out) {
        if (leg1.count == 0 || leg2.count == 0) {
            return; // ruling 3: no ratio, and the period does not count
        }
        double ratio = leg1.average() / leg2.average();
        int n = ratios.length;
        if (ratioCount < n) {
            ratios[ratioCount++] = ratio;
            if (ratioCount < n) {
                return; // ruling 4: no indicator before N ratios exist
            }
        } else {
            ratios[oldest] = ratio;
            oldest = oldest + 1 == n ? 0 : oldest + 1;
        }

        // Ruling 4: mean summed oldest to newest, then the population sd in a second pass over the same N. Oldest
        // to newest is [oldest, n) then [0, oldest): two plain loops, no division per ratio.
        double sum = 0;
        boolean allEqual = true;
        for (int i = oldest; i < n; i++) {
            sum += ratios[i];
            allEqual &= ratios[i] == ratio;
        }
        for (int i = 0; i < oldest; i++) {
            sum += ratios[i];
            allEqual &= ratios[i] == ratio;
        }
        double avgRatio = sum / n;
        double sd;
        if (allEqual) {
            avgRatio = ratio;
            sd = 0;
        } else {
            double squares = 0;
            for (int i = oldest; i < n; i++) {
                double d = ratios[i] - avgRatio;
                squares += d * d;
            }
            for (int i = 0; i < oldest; i++) {
                double d = ratios[i] - avgRatio;
                squares += d * d;
            }
            sd = Math.sqrt(squares / n);
        }
        double k = bandsMultiplier;
        double upper = avgRatio + k * sd;
        double lower = avgRatio - k * sd;
        out.onIndicator(new Indicator(alias, ratio, avgRatio, upper, lower, tickTS, ts));

        // Ruling 5: signals against the previous indicator; none on the first one, none when sd = 0.
        boolean high = hasPrevious && sd != 0 && ratio >= upper && prevRatio < prevUpper;
        boolean low = hasPrevious && sd != 0 && ratio <= lower && prevRatio > prevLower;
        hasPrevious = true;
        prevRatio = ratio;
        prevUpper = upper;
        prevLower = lower;

        // Ruling 6: at most one transition, stop-loss first.
        if (position == Position.SHORT_LONG && ratio >= (1 + stopLossPerc) * entryRatio) {
            sellAll(symbol2, tickTS, ts, lastPrice, out);
        } else if (position == Position.LONG_SHORT && ratio <= (1 - stopLossPerc) * entryRatio) {
            sellAll(symbol1, tickTS, ts, lastPrice, out);
        } else if (high && position != Position.SHORT_LONG) {
            if (position == Position.LONG_SHORT) {
                sellAll(symbol1, tickTS, ts, lastPrice, out);
            }
            buy(symbol2, Position.SHORT_LONG, ratio, tickTS, ts, lastPrice, out);
        } else if (low && position != Position.LONG_SHORT) {
            if (position == Position.SHORT_LONG) {
                sellAll(symbol2, tickTS, ts, lastPrice, out);
            }
            buy(symbol1, Position.LONG_SHORT, ratio, tickTS, ts, lastPrice, out);
        }
    }

    /** Ruling 7: SELL every share held at the symbol's last price; the strategy is FLAT afterwards. */
    private void sellAll(int symbol, long tickTS, long ts, int[] lastPrice, AnswerListener out) {
        int price = lastPrice[symbol];
        out.onOrder(new MarketOrder(alias, OrderType.SELL, symbolName(symbol), price, shares, tickTS, ts));
        balance += shares * price;
        shares = 0;
        position = Position.FLAT;
    }

    /**
     * Ruling 7 with its erratum: buySize = 10 * floor(available / (10 * buyPrice)) in integer cents, balance -=
     * buySize * buyPrice. A BUY of size 0 is not emitted; the strategy stays FLAT.
     */
    private void buy(int symbol, Position target, double ratio, long tickTS, long ts, int[] lastPrice,
                     AnswerListener out) {
        int price = lastPrice[symbol];
        long size = 10 * (balance / (10L * price));
        if (size == 0) {
            return;
        }
        out.onOrder(new MarketOrder(alias, OrderType.BUY, symbolName(symbol), price, size, tickTS, ts));
        balance -= size * price;
        shares = size;
        position = target;
        entryRatio = ratio;
    }

    private String symbolName(int symbol) {
        return symbol == symbol1 ? symbol1Name : symbol2Name;
    }
}
