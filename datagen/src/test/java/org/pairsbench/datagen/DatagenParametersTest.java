package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

class DatagenParametersTest {

    @TempDir
    Path dir;

    private PairsConfig config(String text) throws IOException {
        return PairsConfig.read(Files.writeString(dir.resolve("pairs.properties"), text));
    }

    @Test
    void theSpecsDefaultsAreStandard() {
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(15));
        assertEquals(10_000, p.basisRate());
        assertEquals(15_000, p.peakRate());
        assertEquals(2, p.markets());
        assertEquals(5_000, p.marketProfile().rateAt(1860), 1e-9, "each market gets basis / M");
        assertTrue(p.standardDataSet());
        assertTrue(p.withSeed(1).standardDataSet(), "the seed does not matter");
        assertTrue(p.withLength(ProfileLength.SMOKE).standardModel());
        assertFalse(p.withLength(ProfileLength.SMOKE).standardDataSet());
        assertFalse(p.withConstantRate(true).standardModel());
        assertFalse(p.withRates(10_000, 12_000).standardModel());
    }

    @Test
    void aB6FileSetsScaleFactorProfileSeedAndTheConstantOptions() throws IOException {
        DatagenParameters p = DatagenParameters.fromConfig(config(
                "dGenFolder=./data/\nscaleFactor=12\nfileCount=3\nseed=-5\nprofile=short\nconstantRate=true\n"
                        + "constantInterarrival=false\n"));
        assertEquals(DatagenParameters.standard(ScaleFactor.of(12)).withSeed(-5).withLength(ProfileLength.SHORT)
                .withConstantRate(true), p);
    }

    @Test
    void aBadProfileInTheFileNamesItsLine() throws IOException {
        PairsConfig c = config("scaleFactor=2\n\nprofile=weekly\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> DatagenParameters.fromConfig(c));
        assertTrue(e.getMessage().startsWith(c.file() + ":3: unknown profile 'weekly'"), e.getMessage());
    }

    @Test
    void aFileWithoutScaleFactorIsAnError() throws IOException {
        PairsConfig c = config("dGenFolder=./data/\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> DatagenParameters.fromConfig(c));
        assertEquals(c.file() + ": no scaleFactor", e.getMessage());
    }
}
