package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.Correlations;

/**
 * Pins the standard data set to the specification: every published result was measured on it, so a change to the
 * generator (two random draws reordered, say) that the determinism tests cannot see must fail here.
 */
class StandardDataSetTest {

    @TempDir
    Path dir;

    @Test
    void theSf1Seed2013SmokeStreamIsByteForByteTheOneOfThePublishedRuns() throws Exception {
        // A golden file's digest, as JMH pins its result formats: 754,116 ticks, the count of the published smoke
        // runs (reference-results/esper/run-sf10-smoke-paced.json), written on 2026-11-22 by the generator then.
        Path out = dir.resolve("sf1");
        DatasetWriter.write(DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE),
                new DatasetWriter.Options(out, 1, false, false), DatasetWriter.Progress.NONE);
        byte[] ticks = Files.readAllBytes(out.resolve("ticks.csv"));
        assertEquals("c7a07679bf578ddea6df509d2299b1552ae50a2700dcff88bdd35d5ec4629d20",
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(ticks)));
        assertEquals(754_116, Files.readAllLines(out.resolve("ticks.csv")).size());
    }

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
