package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/**
 * Hand-checked answers, written as the spec states them, and the assertion that the reference engine gives
 * exactly those on a scenario. Answers are built without inputTS; {@link #assertPinned} gives each the TS the
 * runner gives its trigger: the trigger of inputTickTS T is the first tick of the stream with tickTS T (the first
 * at or past a period's end, E2; no earlier tick has tickTS T, or it would have been the trigger), and the runner
 * sends tick i with TS = i.
 */
final class Expected {

    static final long NO_TS = Indicator.NO_TS;

    private Expected() {
    }

    static Indicator ind(String s, long inputTickTS, double ratio, double avg, double upper, double lower) {
        return new Indicator(s, ratio, avg, upper, lower, inputTickTS, NO_TS);
    }

    /** An indicator over a window of identical ratios: avgRatio = ratio and both bands too (sd = 0). */
    static Indicator flat(String s, long inputTickTS, double ratio) {
        return ind(s, inputTickTS, ratio, ratio, ratio, ratio);
    }

    /**
     * The indicator of a window of ratios that are not all equal (oldest first), by the formulas of spec 5.2 in
     * their order: for the windows whose doubles are not short decimals.
     */
    static Indicator window(String s, long inputTickTS, double k, double... ratios) {
        double sum = 0.0;
        for (double r : ratios) {
            sum = sum + r;
        }
        double avg = sum / (double) ratios.length;
        double q = 0.0;
        for (double r : ratios) {
            q = q + (r - avg) * (r - avg);
        }
        double sd = Math.sqrt(q / (double) ratios.length);
        return ind(s, inputTickTS, ratios[ratios.length - 1], avg, avg + k * sd, avg - k * sd);
    }

    static MarketOrder buy(String s, long inputTickTS, String symbol, int price, long size) {
        return new MarketOrder(s, OrderType.BUY, symbol, price, size, inputTickTS, NO_TS);
    }

    static MarketOrder sell(String s, long inputTickTS, String symbol, int price, long size) {
        return new MarketOrder(s, OrderType.SELL, symbol, price, size, inputTickTS, NO_TS);
    }

    /**
     * Asserts that the answers the runner expects on {@code scenario} (the reference's) are {@code handChecked},
     * strategy by strategy in the order given (the order across strategies is free, spec 5.6), each with the
     * inputTS of its trigger unless it carries one already.
     */
    static void assertPinned(Scenario scenario, List<? extends Answer> handChecked) {
        List<StockTick> ticks = new ArrayList<>();
        try (TickSource source = scenario.ticks().get()) {
            source.forEachRemaining(ticks::add);
        }
        List<Answer> withTs = new ArrayList<>();
        for (Answer a : handChecked) {
            withTs.add(a.inputTS() != NO_TS ? a : withInputTs(a, triggerIndex(ticks, a.inputTickTS())));
        }
        assertEquals(byStrategy(withTs), byStrategy(ConformanceRunner.expectedAnswers(scenario)), scenario.name());
    }

    private static long triggerIndex(List<StockTick> ticks, long inputTickTS) {
        for (int i = 0; i < ticks.size(); i++) {
            if (ticks.get(i).tickTS() == inputTickTS) {
                return i;
            }
        }
        throw new AssertionError("no tick at " + inputTickTS + ": the expected answer has no trigger");
    }

    static Answer withInputTs(Answer a, long ts) {
        if (a instanceof Indicator i) {
            return new Indicator(i.strategy(), i.ratio(), i.avgRatio(), i.upperBand(), i.lowerBand(), i.inputTickTS(), ts);
        }
        MarketOrder o = (MarketOrder) a;
        return new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price(), o.size(), o.inputTickTS(), ts);
    }

    private static Map<String, List<Answer>> byStrategy(List<? extends Answer> answers) {
        Map<String, List<Answer>> out = new LinkedHashMap<>();
        for (Answer a : answers) {
            out.computeIfAbsent(a.strategy(), k -> new ArrayList<>()).add(a);
        }
        return out;
    }
}
