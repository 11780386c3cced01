package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;

/** Tick files against their manifest: what a copy cut short, altered or incomplete gets. */
class DataSetCheckTest {

    @TempDir
    Path dir;

    private Manifest write(int files) {
        return DatasetWriter.write(TestData.small(), new DatasetWriter.Options(dir, files, false, false),
                DatasetWriter.Progress.NONE).manifest();
    }

    private DataSetCheck.Identity check(boolean sha256) {
        return DataSetCheck.check(dir, TickFiles.resolve(dir), sha256).orElseThrow();
    }

    private static String sha256Of(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    void anIntactDataSetIsNamedByItsManifestsHashAndItsFilesCountsAndHashes() throws Exception {
        Manifest manifest = write(2);

        DataSetCheck.Identity id = check(true);

        assertEquals(sha256Of(Files.readAllBytes(dir.resolve(Manifest.NAME))), id.manifestSha256());
        assertTrue(id.sha256Verified());
        assertEquals(List.of("ticks-1.csv", "ticks-2.csv"), id.tickFiles().stream().map(DataSetCheck.TickFile::name).toList());
        assertEquals(sha256Of(Files.readAllBytes(dir.resolve("ticks-2.csv"))), id.tickFiles().get(1).sha256());
        assertEquals(manifest.totalTicks(), id.ticks());
        assertEquals(sha256Of(Files.readAllBytes(dir.resolve("correlations.json"))), id.correlationsSha256());
        assertFalse(check(false).sha256Verified());
    }

    @Test
    void aFileCutShortIsRefusedNamingItWithBothSizes() throws IOException {
        write(1);
        Path ticks = dir.resolve("ticks.csv");
        long size = Files.size(ticks);
        try (FileChannel c = FileChannel.open(ticks, StandardOpenOption.WRITE)) {
            c.truncate(size / 2);
        }

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> check(false));

        assertEquals(ticks.toAbsolutePath() + ": " + size / 2 + " bytes, but manifest.json says " + size
                + ": cut short (an interrupted copy?); copy the data set again or regenerate it", e.getMessage());
    }

    @Test
    void aFileAlteredToTheSameSizePassesTheSizeCheckButNotTheHashCheck() throws IOException {
        write(1);
        Path ticks = dir.resolve("ticks.csv");
        byte[] bytes = Files.readAllBytes(ticks);
        int digit = 0;
        while (bytes[digit] < '1' || bytes[digit] > '8') {
            digit++;
        }
        bytes[digit]++; // one digit of the first tickTS, one more: same size, other data
        Files.write(ticks, bytes);

        check(false);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> check(true));

        assertTrue(e.getMessage().startsWith(ticks.toAbsolutePath() + ": SHA-256 "), e.getMessage());
        assertTrue(e.getMessage().endsWith(": the file was altered; copy the data set again or regenerate it"),
                e.getMessage());
    }

    @Test
    void aSplitSetMissingItsLastFileIsRefusedNamingTheMissingFile() throws IOException {
        write(3);
        Files.delete(dir.resolve("ticks-3.csv"));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> check(false));

        assertEquals(dir.resolve("ticks-3.csv").toAbsolutePath() + ": missing: manifest.json lists it; copy the whole "
                + "data set again", e.getMessage());
    }

    @Test
    void aTickFileTheManifestDoesNotListIsRefused() throws IOException {
        write(2);
        Files.writeString(dir.resolve("ticks-3.csv"), "0,StockTick,AAAAAA,100,10\n");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> check(false));

        assertTrue(e.getMessage().startsWith(dir.resolve("ticks-3.csv") + ": not a file of the data set in "),
                e.getMessage());
    }

    @Test
    void filesWithoutAManifestPassUncheckedButCannotBeVerified() throws IOException {
        Path ticks = Files.writeString(dir.resolve("ticks.csv"), "0,StockTick,AAAAAA,100,10\n");

        assertTrue(DataSetCheck.check(ticks, List.of(ticks), false).isEmpty());
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> DataSetCheck.check(ticks, List.of(ticks), true));
        assertTrue(e.getMessage().startsWith(dir.toAbsolutePath() + ": no manifest.json to verify the tick files "
                + "against"), e.getMessage());
    }

    @Test
    void aStreamHoldingOtherThanTheManifestsTickCountFailsWhenItRunsOut() {
        DataSetCheck.Identity threeTicks = new DataSetCheck.Identity(dir.toString(), "m", false,
                List.of(new DataSetCheck.TickFile("ticks.csv", 3, 60, "h")), "c");
        StockTick tick = new StockTick("AAAAAA", 100, 10, 0);

        TickSource two = DataSetCheck.counted(new ListSource(List.of(tick, tick)), threeTicks);
        two.next();
        two.next();
        InvalidInputException e = assertThrows(InvalidInputException.class, two::hasNext);
        assertEquals(dir.resolve("manifest.json") + ": the tick files hold 2 ticks, but the manifest says 3: the data "
                + "set was altered; copy it again or regenerate it", e.getMessage());

        TickSource three = DataSetCheck.counted(new ListSource(List.of(tick, tick, tick)), threeTicks);
        assertEquals(3, TestData.drain(three).size());
    }

    /** A fixed list of ticks. */
    private static final class ListSource implements TickSource {
        private final java.util.Iterator<StockTick> ticks;

        ListSource(List<StockTick> ticks) {
            this.ticks = ticks.iterator();
        }

        @Override
        public boolean hasNext() {
            return ticks.hasNext();
        }

        @Override
        public StockTick next() {
            return ticks.next();
        }

        @Override
        public void close() {
        }
    }
}
