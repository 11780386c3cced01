package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

class DataSetEstimateTest {

    @TempDir
    Path dir;

    private static void assertWithin(double percent, double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= expected * percent / 100,
                what + ": estimated " + actual + ", written " + expected);
    }

    @Test
    void theEstimateIsWithinTwoPercentOfWhatDatagenWrites() {
        // SF 1 smoke at the standard rates: about 750,000 ticks, enough for the tickTS digits to change five times
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE);
        DatasetWriter.Result plain = DatasetWriter.write(p, new DatasetWriter.Options(dir.resolve("plain"), 1, false,
                false), DatasetWriter.Progress.NONE);
        DataSetEstimate estimate = DataSetEstimate.of(p, false);
        assertWithin(2, plain.manifest().totalTicks(), estimate.ticks(), "ticks");
        assertWithin(2, plain.bytes(), estimate.bytes(), "bytes");

        DatasetWriter.Result gzip = DatasetWriter.write(p, new DatasetWriter.Options(dir.resolve("gzip"), 1, true,
                false), DatasetWriter.Progress.NONE);
        DataSetEstimate gzipEstimate = DataSetEstimate.of(p, true);
        assertWithin(20, gzip.bytes(), gzipEstimate.bytes(), "gzip bytes");
        assertTrue(gzipEstimate.bytesToReserve() >= gzip.bytes(), "a free-space check reserves enough");
    }

    @Test
    void tickTsDigitsFollowTheProfileOverTheRun() {
        // A constant 1,000 ticks/s for the smoke profile's 121 s: 10 ms of 1 digit (tickTS 0-9), 90 ms of 2,
        // 900 ms of 3, 9 s of 4, 90 s of 5 and the last 21 s of 6 digits.
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE)
                .withConstantRate(true).withRates(1000, 1500);
        double expected = 1000 * (0.01 * 1 + 0.09 * 2 + 0.9 * 3 + 9 * 4 + 90 * 5 + 21 * 6);
        assertEquals(expected, DataSetEstimate.expectedTickTsDigits(p), 1e-6);
    }
}
