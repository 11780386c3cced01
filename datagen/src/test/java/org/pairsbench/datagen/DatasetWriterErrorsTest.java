package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.workload.CorrelationsFile;

class DatasetWriterErrorsTest {

    @TempDir
    Path dir;

    private static List<String> names(Path d) throws IOException {
        try (Stream<Path> files = Files.list(d)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private DatasetWriter.Result write(Path out, int files, boolean overwrite, DatasetWriter.Progress progress) {
        return DatasetWriter.write(TestData.small(), new DatasetWriter.Options(out, files, false, overwrite), progress);
    }

    @Test
    void zeroFilesIsAnInputError() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new DatasetWriter.Options(dir, 0, false, false));
        assertEquals("fileCount must be a positive integer, got 0", e.getMessage());
    }

    @Test
    void anOutputDirectoryThatCannotBeCreatedIsAnInputError() throws IOException {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> write(file.resolve("data"), 1, false, DatasetWriter.Progress.NONE));
        assertTrue(e.getMessage().startsWith(file.resolve("data") + ": cannot create the output directory"), e.getMessage());
        assertEquals(List.of("plain-file"), names(dir));
    }

    @Test
    void aFailureMidwayLeavesNothingBehind() throws IOException {
        Path out = dir.resolve("data");
        RuntimeException diskFull = new InvalidInputException("simulated: No space left on device");
        RuntimeException e = assertThrows(RuntimeException.class, () -> write(out, 3, false, ticks -> {
            if (ticks >= DatasetWriter.PROGRESS_STEP) {
                throw diskFull;
            }
        }));
        assertEquals(diskFull, e);
        assertEquals(List.of(), names(out), "no tick file, no temporary file, no manifest");
    }

    @Test
    void anExistingDataSetIsKeptUnlessOverwriteIsGiven() throws IOException {
        Path out = dir.resolve("data");
        write(out, 3, false, DatasetWriter.Progress.NONE);
        byte[] manifest = Files.readAllBytes(out.resolve(Manifest.NAME));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> write(out, 1, false, DatasetWriter.Progress.NONE));
        assertTrue(e.getMessage().contains("already holds a data set"), e.getMessage());
        assertArrayEquals(manifest, Files.readAllBytes(out.resolve(Manifest.NAME)));

        write(out, 1, true, DatasetWriter.Progress.NONE);
        assertEquals(List.of(CorrelationsFile.NAME, Manifest.NAME, "ticks.csv"), names(out),
                "the old split files are gone, or a merge would mix two data sets");
    }

    @Test
    void overwriteRemovesTheOldManifestBeforeAFailureCanLeaveItBesideNewFiles() throws IOException {
        Path out = dir.resolve("data");
        write(out, 1, false, DatasetWriter.Progress.NONE);
        assertThrows(IllegalStateException.class, () -> write(out, 1, true, ticks -> {
            throw new IllegalStateException("crash");
        }));
        assertFalse(Files.exists(out.resolve(Manifest.NAME)), "without its manifest the data set is visibly incomplete");
    }
}
