package org.pairsbench.reference.computation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * The kit's oracle: the Pairs strategy semantics (spec rulings 1-7) in plain Java, one pass over the ticks,
 * memory proportional to the strategies. Per-symbol price sums are kept once per period length and shared by
 * all strategies that read them, so a tick costs one update per period length that uses its symbol.
 *
 * <p>Answers go to the listener synchronously, during {@link #onTick}. For one trigger they come strategy by
 * strategy in the order of the strategies list; each strategy's Indicator precedes its orders, SELL before
 * BUY (spec/validation.md, Decisions).
 */
public final class ReferenceComputation {

    /** Symbol id of a tick whose symbol no strategy uses: it only advances the clock. */
    public static final int UNUSED_SYMBOL = -1;

    private final AnswerListener listener;
    private final Map<String, Integer> symbolIds = new HashMap<>();
    private final int[] lastPrice;
    private final SymbolPeriod[][] periodsOfSymbol;
    private final PeriodGroup[] groups;
    private final StrategyRun[] runs;
    /**
     * The index in {@link #groups} of each run's period length. A trigger reads only this array to find the runs
     * whose period closes: a close of one length no longer touches the other lengths' runs to skip them.
     */
    private final int[] groupOfRun;
    /** Per group: set while the trigger that closes its current period is being processed. */
    private final boolean[] closing;
    private boolean started;
    private long lastTickTS = Long.MIN_VALUE;
    /** Smallest period end over all groups: below it, a tick closes nothing. */
    private long nextBoundary = Long.MIN_VALUE;

    public ReferenceComputation(List<Strategy> strategies, AnswerListener listener) {
        this.listener = listener;
        Map<Long, PeriodGroup> groupsByLength = new TreeMap<>();
        Map<Long, Map<Integer, SymbolPeriod>> sums = new HashMap<>();
        List<List<SymbolPeriod>> ofSymbol = new ArrayList<>();
        this.runs = new StrategyRun[strategies.size()];
        for (int i = 0; i < strategies.size(); i++) {
            Strategy s = strategies.get(i);
            PeriodGroup group = groupsByLength.computeIfAbsent(s.periodMillis(), PeriodGroup::new);
            int id1 = idOf(s.symbol1(), ofSymbol);
            int id2 = idOf(s.symbol2(), ofSymbol);
            Map<Integer, SymbolPeriod> groupSums = sums.computeIfAbsent(s.periodMillis(), p -> new HashMap<>());
            SymbolPeriod leg1 = sumOf(group, groupSums, id1, ofSymbol);
            SymbolPeriod leg2 = sumOf(group, groupSums, id2, ofSymbol);
            runs[i] = new StrategyRun(s, id1, id2, leg1, leg2);
        }
        this.groups = groupsByLength.values().toArray(new PeriodGroup[0]);
        List<Long> lengths = new ArrayList<>(groupsByLength.keySet());
        this.groupOfRun = new int[runs.length];
        for (int i = 0; i < runs.length; i++) {
            groupOfRun[i] = lengths.indexOf(strategies.get(i).periodMillis());
        }
        this.closing = new boolean[groups.length];
        this.lastPrice = new int[ofSymbol.size()];
        this.periodsOfSymbol = new SymbolPeriod[ofSymbol.size()][];
        for (int i = 0; i < ofSymbol.size(); i++) {
            periodsOfSymbol[i] = ofSymbol.get(i).toArray(new SymbolPeriod[0]);
        }
    }

    private int idOf(String symbol, List<List<SymbolPeriod>> ofSymbol) {
        return symbolIds.computeIfAbsent(symbol, s -> {
            ofSymbol.add(new ArrayList<>());
            return ofSymbol.size() - 1;
        });
    }

    private static SymbolPeriod sumOf(PeriodGroup group, Map<Integer, SymbolPeriod> groupSums, int id,
                                      List<List<SymbolPeriod>> ofSymbol) {
        return groupSums.computeIfAbsent(id, k -> {
            SymbolPeriod sp = group.newSymbolPeriod();
            ofSymbol.get(id).add(sp);
            return sp;
        });
    }

    /** The id {@link #onTick(int, int, long, long)} takes for {@code symbol}, or {@link #UNUSED_SYMBOL}. */
    public int symbolId(String symbol) {
        Integer id = symbolIds.get(symbol);
        return id == null ? UNUSED_SYMBOL : id;
    }

    /** Every symbol some strategy uses, indexed by its id. */
    public String[] symbols() {
        String[] out = new String[symbolIds.size()];
        symbolIds.forEach((s, id) -> out[id] = s);
        return out;
    }

    /** The symbols some strategy uses that no tick has had so far. */
    public List<String> symbolsWithoutTicks() {
        String[] names = symbols();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (lastPrice[i] == 0) {
                out.add(names[i]);
            }
        }
        return out;
    }

    /**
     * Processes one tick.
     *
     * @param ts the tick's TS (ns), copied to the inputTS of the answers it triggers; {@code Indicator.NO_TS}
     *           when unknown
     */
    public void onTick(StockTick tick, long ts) {
        onTick(symbolId(tick.symbol()), tick.price(), tick.tickTS(), ts);
    }

    /** {@link #onTick(StockTick, long)} for callers that resolved the symbol with {@link #symbolId} already. */
    public void onTick(int symbolId, int price, long tickTS, long ts) {
        if (tickTS < lastTickTS) {
            throw new IllegalArgumentException("tickTS " + tickTS + " after " + lastTickTS + ": ticks must be in "
                    + "non-decreasing tickTS order");
        }
        lastTickTS = tickTS;
        if (tickTS >= nextBoundary) {
            advanceClock(tickTS, ts);
        }
        if (symbolId >= 0) {
            lastPrice[symbolId] = price;
            for (SymbolPeriod sp : periodsOfSymbol[symbolId]) {
                sp.sum += price;
                sp.count++;
            }
        }
    }

    /** The trigger: closes due periods before the tick itself is applied (ruling 2). */
    private void advanceClock(long tickTS, long ts) {
        if (started) {
            for (int g = 0; g < groups.length; g++) {
                closing[g] = tickTS >= groups[g].periodEnd;
            }
            for (int i = 0; i < runs.length; i++) {
                if (closing[groupOfRun[i]]) {
                    runs[i].onPeriodClosed(tickTS, ts, lastPrice, listener);
                }
            }
        }
        long next = Long.MAX_VALUE;
        for (int g = 0; g < groups.length; g++) {
            if (!started || closing[g]) {
                groups[g].openPeriodOf(tickTS);
            }
            next = Math.min(next, groups[g].periodEnd);
        }
        started = true;
        nextBoundary = next;
    }
}
