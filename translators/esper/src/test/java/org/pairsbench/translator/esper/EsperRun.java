package org.pairsbench.translator.esper;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** Runs strategies over ticks on a fresh {@link EsperEngine}; tick i is sent with TS = {@link #ts}(i). */
final class EsperRun implements AnswerListener {

    final List<Indicator> indicators = new ArrayList<>();
    final List<MarketOrder> orders = new ArrayList<>();
    /** Indicators and orders in delivery order. */
    final List<Object> answers = new ArrayList<>();

    /** The TS the run gives the i-th tick (0-based): distinct per tick, so inputTS shows which tick triggered. */
    static long ts(int i) {
        return 1_000_000L + 1000L * i;
    }

    static EsperRun of(List<Strategy> strategies, List<StockTick> ticks) throws Exception {
        EsperRun run = new EsperRun();
        try (EsperEngine engine = new EsperEngine()) {
            engine.deploy(strategies, run);
            for (int i = 0; i < ticks.size(); i++) {
                engine.send(ticks.get(i), ts(i));
            }
            engine.finish();
        }
        return run;
    }

    @Override
    public void onIndicator(Indicator indicator) {
        indicators.add(indicator);
        answers.add(indicator);
    }

    @Override
    public void onOrder(MarketOrder order) {
        orders.add(order);
        answers.add(order);
    }

    List<Indicator> indicatorsOf(String strategy) {
        return indicators.stream().filter(i -> i.strategy().equals(strategy)).toList();
    }
}
