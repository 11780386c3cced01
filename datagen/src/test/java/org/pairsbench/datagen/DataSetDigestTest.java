package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataSetDigestTest {

    @TempDir
    Path dir;

    @Test
    void theManifestComputedInMemoryIsTheOneDatagenWritesForPlainFiles() {
        Manifest written = DatasetWriter.write(TestData.small(), new DatasetWriter.Options(dir, 3, false, false),
                DatasetWriter.Progress.NONE).manifest();

        Manifest computed = DataSetDigest.of(TestData.small(), 3);

        assertEquals(written, computed);
    }

    @Test
    void aGzipDataSetAgreesOnTheCsvHashesAndCountsButNotOnTheBytes() {
        Manifest gzip = DatasetWriter.write(TestData.small(), new DatasetWriter.Options(dir, 1, true, false),
                DatasetWriter.Progress.NONE).manifest();

        Manifest.TickFile computed = DataSetDigest.of(TestData.small(), 1).files().get(0);
        Manifest.TickFile onDisk = gzip.files().get(0);

        assertEquals(onDisk.csvSha256(), computed.csvSha256());
        assertEquals(onDisk.ticks(), computed.ticks());
        assertNotEquals(onDisk.sha256(), computed.sha256());
        assertEquals(gzip.correlations(), DataSetDigest.of(TestData.small(), 1).correlations());
    }

    @Test
    void anotherSeedGivesOtherHashes() {
        assertNotEquals(DataSetDigest.of(TestData.small(), 1).files().get(0).csvSha256(),
                DataSetDigest.of(TestData.small().withSeed(7), 1).files().get(0).csvSha256());
    }
}
