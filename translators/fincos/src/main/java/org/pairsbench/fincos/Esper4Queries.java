package org.pairsbench.fincos;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pairsbench.api.model.Strategy;

/**
 * The Pairs workload as EPL statements for Esper 4.9, the engine inside FINCoS 2.4's Esper adapter, in the order
 * the adapter creates them (the order of Query_Set.xml).
 *
 * <p>Strategies are data: a first FINCoS phase sends one StrategyDef event per strategy, which starts that
 * strategy's partition of the per-strategy contexts and opens its position. Two parameters cannot be data in
 * Esper 4.9, which takes neither a context property as a view parameter nor {@code initiated by distinct}: the
 * period length (a period clock and a per-symbol aggregation per length) and the window size N
 * ({@code win:length(N)}). So there is one group of statements per distinct period length and one context per
 * distinct N of the translated strategies; every strategy sent must have a length and an N among them.
 *
 * <p>Time: no statement reads the engine clock. FINCoS's adapter advances Esper's external clock only AFTER
 * each event, while a period must close before its trigger tick is applied (spec 5.1). So periods are computed
 * from tickTS alone: a tick whose period start (tickTS - tickTS % P) lies past the previous tick's closes the
 * previous tick's period, and the running sums are keyed by period start, so the trigger's own update goes to
 * the next period's row whatever order Esper runs the statements in. The answers are the same with the
 * adapter's external timer on or off.
 *
 * <p>Division: the stream set turns on Esper's integer division, so '/' of two integers is the exact 64-bit
 * quotient the order sizes need (spec 5.5); every double division here casts both operands to double.
 */
public final class Esper4Queries {

    /** The names of the two listened queries: FINCoS's sink subscribes to them by these names. */
    public static final String INDICATOR_QUERY = FincosEventType.INDICATOR.name();
    public static final String MARKET_ORDER_QUERY = FincosEventType.MARKET_ORDER.name();

    /** A named EPL statement of Query_Set.xml. */
    public record Query(String name, String text) {
    }

    private Esper4Queries() {
    }

    /** The statements for {@code strategies} (only their period lengths and window sizes shape them). */
    public static List<Query> of(List<Strategy> strategies) {
        if (strategies.isEmpty()) {
            throw new IllegalArgumentException("no strategies to translate");
        }
        SortedSet<Integer> periodLengths = new TreeSet<>();
        SortedSet<Integer> windowSizes = new TreeSet<>();
        for (Strategy s : strategies) {
            periodLengths.add(s.periodLength());
            windowSizes.add(s.numPeriods());
        }
        List<Query> q = new ArrayList<>();
        // A stream nothing is sent to: Esper 4.9 contexts need a terminating condition, and this one never comes.
        q.add(new Query("NoEvent", "create schema NoEvent as ()"));
        q.add(new Query("StrategyCtx",
                "create context StrategyCtx initiated by StrategyDef as def terminated by NoEvent"));
        for (int n : windowSizes) {
            q.add(new Query("WindowCtx_" + n, "create context WindowCtx_" + n
                    + " initiated by StrategyDef(numPeriods = " + n + ") as def terminated by NoEvent"));
        }
        positionState(q);
        for (int p : periodLengths) {
            periodAggregation(q, p);
        }
        perStrategy(q, windowSizes);
        q.add(new Query(INDICATOR_QUERY, "select " + String.join(", ", FincosEventType.INDICATOR.propertyNames())
                + " from IndicatorRow"));
        q.add(new Query(MARKET_ORDER_QUERY, "select "
                + String.join(", ", FincosEventType.MARKET_ORDER.propertyNames()) + " from OrderRow"));
        return List.copyOf(q);
    }

    /** Each strategy's position (FLAT, LONG_SHORT holding symbol1, SHORT_LONG holding symbol2), opened FLAT. */
    private static void positionState(List<Query> q) {
        q.add(new Query("Position", "create window Position.std:unique(strategy) as (strategy string, "
                + "state string, shares long, balance long, entryRatio double)"));
        q.add(new Query("OpenPosition", """
                on StrategyDef def merge Position p where p.strategy = def.alias
                when not matched then
                  insert select def.alias as strategy, 'FLAT' as state, 0L as shares, def.availableFunds as balance,
                                0.0 as entryRatio"""));
    }

    /**
     * One period length P: the running sum, count and last price of every symbol per period start, and at each
     * trigger the rows of the period that closed, taken out of the window as SymbolPeriod events.
     */
    private static void periodAggregation(List<Query> q, int periodSeconds) {
        long ms = periodSeconds * 1000L;
        String p = Integer.toString(periodSeconds);
        String start = "t.tickTS - t.tickTS % " + ms;
        q.add(new Query("SymbolAgg_" + p, "create window SymbolAgg_" + p + ".win:keepall() as (symbol string, "
                + "periodStart long, sumPrice long, cnt long, lastPrice int)"));
        q.add(new Query("SymbolAggKey_" + p, "create index SymbolAggKey_" + p + " on SymbolAgg_" + p
                + "(symbol, periodStart)"));
        // Prices summed as longs: an int sum wraps once a period's prices pass 2^31.
        q.add(new Query("SymbolAggregation_" + p, "on StockTick t merge SymbolAgg_" + p + " a\n"
                + "where a.symbol = t.symbol and a.periodStart = " + start + "\n"
                + "when matched then update set sumPrice = sumPrice + t.price, cnt = cnt + 1, lastPrice = t.price\n"
                + "when not matched then insert select t.symbol as symbol, " + start + " as periodStart,\n"
                + "  cast(t.price, long) as sumPrice, 1L as cnt, t.price as lastPrice"));
        // The trigger: the first tick past the period of the tick before it. After a silence spanning several
        // periods only the previous tick's period can hold ticks; the empty ones yield no ratio (spec 5.1).
        q.add(new Query("PeriodClose_" + p, "insert into PeriodClose_" + p + "\n"
                + "select tickTS as closeTS, prior(1, tickTS) - prior(1, tickTS) % " + ms + " as closedStart, TS\n"
                + "from StockTick\n"
                + "where prior(1, tickTS) is not null\n"
                + "  and tickTS - tickTS % " + ms + " > prior(1, tickTS) - prior(1, tickTS) % " + ms));
        q.add(new Query("SymbolPeriod_" + p, "on PeriodClose_" + p + " c\n"
                + "insert into SymbolPeriod\n"
                + "select and delete " + p + " as periodLength, a.symbol as symbol,\n"
                + "  cast(a.sumPrice, double) / cast(a.cnt, double) as avgPrice, a.lastPrice as lastPrice,\n"
                + "  c.closeTS as closeTS, c.TS as TS\n"
                + "from SymbolAgg_" + p + " a\n"
                + "where a.periodStart = c.closedStart"));
    }

    private static void perStrategy(List<Query> q, SortedSet<Integer> windowSizes) {
        // Fires once per close in which both symbols traded: when the second of the two arrives (same closeTS).
        q.add(new Query("PeriodRatio", """
                context StrategyCtx
                insert into PeriodRatio
                select context.def.alias as strategy, a.avgPrice / b.avgPrice as ratio, a.lastPrice as price1,
                       b.lastPrice as price2, a.closeTS as closeTS, a.TS as TS
                from SymbolPeriod(periodLength = context.def.periodLength, symbol = context.def.symbol1).std:lastevent() as a,
                     SymbolPeriod(periodLength = context.def.periodLength, symbol = context.def.symbol2).std:lastevent() as b
                where a.closeTS = b.closeTS"""));
        // The last N ratios, oldest first; emits once the window is full. avgRatio sums them oldest to newest,
        // then divides by N; sd is the population deviation, two-pass: squared deviations from avgRatio summed
        // oldest to newest, over N. A window of identical ratios has avgRatio = ratio and sd = 0 exactly
        // (spec 5.2). Esper 4.9 loses the element type of window(r.*) once inserted into a stream, so sd is
        // computed here, where the window is typed.
        for (int n : windowSizes) {
            String mean = "window(r.*).sumOf(u => u.ratio) / " + n + ".0";
            q.add(new Query("RatioWindow_" + n, "context WindowCtx_" + n + "\n"
                    + "insert into RatioWindow\n"
                    + "select r.strategy as strategy, r.ratio as ratio, r.price1 as price1, r.price2 as price2,\n"
                    + "       r.closeTS as closeTS, r.TS as TS,\n"
                    + "       case when max(r.ratio) = min(r.ratio) then r.ratio else " + mean + " end as avgRatio,\n"
                    + "       case when max(r.ratio) = min(r.ratio) then 0.0\n"
                    + "            else Math.sqrt(window(r.*).sumOf(v => (v.ratio - " + mean + ") * (v.ratio - "
                    + mean + ")) / " + n + ".0) end as sd\n"
                    + "from PeriodRatio(strategy = context.def.alias).win:length(" + n + ") as r\n"
                    + "having count(*) = " + n));
        }
        q.add(new Query("IndicatorRow", """
                context StrategyCtx
                insert into IndicatorRow
                select w.strategy as strategy, w.ratio as ratio, w.avgRatio as avgRatio,
                       w.avgRatio + context.def.bandsMultiplier * w.sd as upperBand,
                       w.avgRatio - context.def.bandsMultiplier * w.sd as lowerBand,
                       w.closeTS as inputTickTS, w.TS as TS, w.sd as sd,
                       w.price1 as price1, w.price2 as price2
                from RatioWindow(strategy = context.def.alias) as w"""));
        // HIGH when the ratio reaches the upper band from below, LOW the lower band from above; none on the
        // first indicator (no prior) nor when sd = 0 (spec 5.3).
        q.add(new Query("Decision", """
                context StrategyCtx
                insert into Decision
                select i.strategy as strategy, i.ratio as ratio,
                       coalesce(i.sd > 0 and i.ratio >= i.upperBand and prior(1, i.ratio) < prior(1, i.upperBand), false) as high,
                       coalesce(i.sd > 0 and i.ratio <= i.lowerBand and prior(1, i.ratio) > prior(1, i.lowerBand), false) as low,
                       context.def.symbol1 as symbol1, context.def.symbol2 as symbol2, i.price1 as price1,
                       i.price2 as price2, context.def.stopLossPerc as stopLossPerc, i.inputTickTS as inputTickTS,
                       i.TS as TS
                from IndicatorRow(strategy = context.def.alias) as i"""));
        positionMoves(q);
    }

    /**
     * The position transitions of spec 5.4 and the orders of 5.5, in steps that each read what the previous one
     * wrote, so that nothing depends on how Esper 4.9 orders the actions of one on-merge (its merge actions do
     * not see each other's updates the way 8.x's do): the move (stop-loss first, at most one), then the sell
     * side and the cash available, then the buy size, then the orders (SELL before BUY) and the new position.
     */
    private static void positionMoves(List<Query> q) {
        q.add(new Query("PositionMove", """
                on Decision d
                insert into PositionMove
                select d.strategy as strategy, d.inputTickTS as inputTickTS, d.TS as TS, d.ratio as ratio,
                       d.symbol1 as symbol1, d.symbol2 as symbol2, d.price1 as price1, d.price2 as price2,
                       p.shares as shares, p.balance as balance,
                       case when p.state = 'SHORT_LONG' and d.ratio >= (1 + d.stopLossPerc) * p.entryRatio then 'STOP2'
                            when p.state = 'LONG_SHORT' and d.ratio <= (1 - d.stopLossPerc) * p.entryRatio then 'STOP1'
                            when p.state = 'FLAT' and d.high then 'BUY2'
                            when p.state = 'FLAT' and d.low then 'BUY1'
                            when p.state = 'LONG_SHORT' and d.high then 'SELL1_BUY2'
                            when p.state = 'SHORT_LONG' and d.low then 'SELL2_BUY1'
                            else 'NONE' end as move
                from Position p
                where p.strategy = d.strategy"""));
        // The sell side (the shares held of the stock sold) and the cash available after it; the buy side.
        q.add(new Query("PositionTrade", """
                insert into PositionTrade
                select strategy, inputTickTS, TS, ratio,
                       case when move in ('STOP2', 'SELL2_BUY1') then symbol2
                            when move in ('STOP1', 'SELL1_BUY2') then symbol1 else null end as sellSymbol,
                       case when move in ('STOP2', 'SELL2_BUY1') then price2
                            when move in ('STOP1', 'SELL1_BUY2') then price1 else 0 end as sellPrice,
                       case when move in ('STOP2', 'SELL2_BUY1', 'STOP1', 'SELL1_BUY2') then shares else 0L end
                         as sellSize,
                       balance + (case when move in ('STOP2', 'SELL2_BUY1') then shares * price2
                                       when move in ('STOP1', 'SELL1_BUY2') then shares * price1 else 0L end)
                         as available,
                       case when move in ('BUY2', 'SELL1_BUY2') then symbol2
                            when move in ('BUY1', 'SELL2_BUY1') then symbol1 else null end as buySymbol,
                       case when move in ('BUY2', 'SELL1_BUY2') then price2
                            when move in ('BUY1', 'SELL2_BUY1') then price1 else 0 end as buyPrice,
                       case when move in ('BUY2', 'SELL1_BUY2') then 'SHORT_LONG'
                            when move in ('BUY1', 'SELL2_BUY1') then 'LONG_SHORT' else 'FLAT' end as buyState
                from PositionMove(move != 'NONE')"""));
        // 10 * floor(available / (10 * price)) in exact 64-bit integers (integer division is on): spec 5.5.
        q.add(new Query("PositionSized", """
                insert into PositionSized
                select strategy, inputTickTS, TS, ratio, sellSymbol, sellPrice, sellSize, available, buySymbol,
                       buyPrice, buyState,
                       case when buyPrice > 0
                            then (available - available % (cast(buyPrice, long) * 10)) / cast(buyPrice, long)
                            else 0L end as buySize
                from PositionTrade"""));
        q.add(new Query("Orders", """
                on PositionSized m
                insert into OrderRow
                select m.strategy as strategy, 'SELL' as type, m.sellSymbol as symbol, m.sellPrice as price,
                       m.sellSize as size, m.inputTickTS as inputTickTS, m.TS as TS
                where m.sellSize > 0
                insert into OrderRow
                select m.strategy as strategy, 'BUY' as type, m.buySymbol as symbol, m.buyPrice as price,
                       m.buySize as size, m.inputTickTS as inputTickTS, m.TS as TS
                where m.buySize > 0
                output all"""));
        // A BUY of 0 shares is not emitted and leaves the strategy FLAT with the cash available (spec 5.5).
        q.add(new Query("PositionUpdate", """
                on PositionSized m merge Position p where p.strategy = m.strategy
                when matched then update set
                  state = case when m.buySize > 0 then m.buyState else 'FLAT' end,
                  shares = m.buySize,
                  balance = m.available - m.buySize * m.buyPrice,
                  entryRatio = case when m.buySize > 0 then m.ratio else p.entryRatio end"""));
    }
}
