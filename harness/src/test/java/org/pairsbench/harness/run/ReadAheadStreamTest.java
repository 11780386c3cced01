package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickReadAhead;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;

class ReadAheadStreamTest {

    @Test
    void aRunsReadAheadStreamIsTheGeneratedStreamTickForTick() {
        // SF 11: two markets, so the merge of market streams is part of what must come through unchanged.
        DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SMOKE);
        Workload workload = Workloads.generated(parameters, null);
        long n = 0;
        try (TickSource direct = TickGenerator.open(parameters);
             TickSource readAhead = TickReadAhead.start(workload.openTicks(), "test-ticks")) {
            while (direct.hasNext()) {
                StockTick expected = direct.next();
                assertEquals(expected, readAhead.next(), "tick " + n);
                n++;
            }
            assertFalse(readAhead.hasNext(), "more ticks than the generator's " + n);
        }
        // Two markets at 5000 to 7500 ticks/s each for 121 s: well over a million ticks, hundreds of chunks.
        assertEquals(true, n > 1_000_000, n + " ticks");
    }
}
