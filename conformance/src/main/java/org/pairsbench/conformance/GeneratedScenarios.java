package org.pairsbench.conformance;

import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.querygen.QueryGenerator;

/**
 * The generated scenarios: too large to check by hand, they catch what the small ones cannot (rulings meeting
 * each other at random, rounding over millions of ticks). Their expected answers exist only as the reference
 * engine's, which the hand-made scenarios pin.
 */
public final class GeneratedScenarios {

    public static final String SF1_SHORT = "sf1-short";
    public static final String EDGE_MIX = "edge-mix";

    private GeneratedScenarios() {
    }

    public static List<Scenario> all() {
        return List.of(edgeMix(), sf1Short());
    }

    /**
     * The stream {@code pairs run --sf 1 --profile short} replays (datagen's standard model, default seed: about
     * 4.5 M ticks over 12.1 minutes of tickTS) with the 25 standard strategies, generated in process as that
     * command does, and generated again for each run rather than held in memory.
     */
    static Scenario sf1Short() {
        DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SHORT);
        List<Strategy> strategies;
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            strategies = QueryGenerator.standard(generator.correlations()).strategies();
        }
        return new Scenario(SF1_SHORT, "the SF 1 short-profile stream with the standard strategies, generated in "
                + "process like pairs run (all of section 5 on market data)", strategies,
                () -> TickGenerator.open(parameters));
    }

    /**
     * 60,000 seeded random ticks of 8 symbols ({@link EdgeMarket}) and 40 strategies with windows of 2 to 10
     * ratios, 5- to 60-second periods, k from 0.5, funds from 10.00: rulings meeting each other at the edges.
     */
    static Scenario edgeMix() {
        EdgeMarket market = new EdgeMarket(1, 8);
        List<Strategy> strategies = market.strategies(40);
        List<StockTick> ticks = market.ticks(60_000);
        return new Scenario(EDGE_MIX, "seeded random edge data: constant and rarely trading symbols, tickTS ties, "
                + "ticks on boundaries, silences, small windows (all of section 5)", strategies,
                () -> TickSource.of(ticks));
    }
}
