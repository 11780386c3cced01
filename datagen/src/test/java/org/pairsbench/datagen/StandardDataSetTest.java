package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.Correlations;

/**
 * Pins the standard data set to the specification: every published result was measured on it, so a change to the
 * generator (two random draws reordered, say) that the determinism tests cannot see must fail here.
 */
class StandardDataSetTest {

    @Test
    void theSf2Seed2013SymbolsAndFirstPairAreThoseOfTheSpecsExample() {
        // spec/datagen.md section 7.1: the correlations.json of SF 2, seed 2013.
        Correlations c = TickGenerator.open(DatagenParameters.standard(ScaleFactor.of(2))).correlations();
        Correlations.Market market = c.markets().get(0);
        assertEquals(List.of("SHNMYT", "FRHZRM"), market.symbols().subList(0, 2));
        assertEquals(new Correlations.Pair("SHNMYT", "FRHZRM"), market.pairs().get(0));
        assertEquals(100, market.symbols().size());
        assertEquals(25, market.pairs().size());
    }
}
