package org.pairsbench.reference;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** Builds tick streams by hand and collects what the reference computation answers. */
final class Scenario {
    static final long NO_TS = Indicator.NO_TS;

    final List<StockTick> ticks = new ArrayList<>();

    Scenario tick(long tickTS, String symbol, int price) {
        ticks.add(new StockTick(symbol, price, 100, tickTS));
        return this;
    }

    /**
     * One 10-second period j of the standard two-symbol layout: AAA at (ratio*1000 - 100) and (ratio*1000 +
     * 100), so AAA's average is ratio*1000 and its last price ratio*1000 + 100; BBB at {@code bbbLow} and
     * {@code bbbHigh}. Ticks at j*10000 + 1000, 2000, 3000, 4000.
     */
    Scenario period(int j, int aaaAverage, int bbbLow, int bbbHigh) {
        long t = j * 10_000L;
        return tick(t + 1000, "AAA", aaaAverage - 100).tick(t + 2000, "BBB", bbbLow)
                .tick(t + 3000, "AAA", aaaAverage + 100).tick(t + 4000, "BBB", bbbHigh);
    }

    List<Answer> run(List<Strategy> strategies) {
        List<Answer> out = new ArrayList<>();
        ReferenceComputation c = new ReferenceComputation(strategies, AnswerListener.of(out::add));
        for (StockTick t : ticks) {
            c.onTick(t, NO_TS);
        }
        return out;
    }

    static Strategy strategy(String alias, long funds, int periodSeconds, int n, double k, double stopLoss) {
        return new Strategy(alias, funds, "AAA", "BBB", periodSeconds, n, k, stopLoss);
    }

    static Indicator ind(String s, long inputTickTS, double ratio, double avg, double upper, double lower) {
        return new Indicator(s, ratio, avg, upper, lower, inputTickTS, NO_TS);
    }

    static MarketOrder buy(String s, long inputTickTS, String symbol, int price, long size) {
        return new MarketOrder(s, OrderType.BUY, symbol, price, size, inputTickTS, NO_TS);
    }

    static MarketOrder sell(String s, long inputTickTS, String symbol, int price, long size) {
        return new MarketOrder(s, OrderType.SELL, symbol, price, size, inputTickTS, NO_TS);
    }
}
