package org.pairsbench.datagen;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;

/** Small parameter sets that keep the suite fast, and helpers to drain a stream. */
final class TestData {

    private TestData() {
    }

    /** SF 1, the smoke length, at a tenth of the standard rates: about 75,000 ticks. */
    static DatagenParameters small() {
        return DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE).withRates(500, 750);
    }

    static List<StockTick> drain(TickSource source) {
        List<StockTick> ticks = new ArrayList<>();
        try (source) {
            source.forEachRemaining(ticks::add);
        }
        return ticks;
    }
}
