package org.pairsbench.core.io;

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

class PendingFileTest {

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theTargetAppearsOnlyOnCommit() throws IOException {
        Path target = dir.resolve("out.txt");
        try (PendingFile file = PendingFile.create(target)) {
            Files.writeString(file.temporary(), "new");
            assertFalse(Files.exists(target));
            assertTrue(file.temporary().getFileName().toString().matches("\\.out\\.txt\\." + ProcessHandle.current().pid() + "-[0-9a-f]+\\.tmp"));
            file.commit();
        }
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    @Test
    void aFailedWriteKeepsTheOldFileAndLeavesNoTemporary() throws IOException {
        Path target = Files.writeString(dir.resolve("out.txt"), "old");
        IOException diskFull = new IOException("No space left on device");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> PendingFile.write(target, out -> {
            out.write("partial".getBytes());
            throw diskFull;
        }));
        assertEquals(target + ": cannot write: No space left on device", e.getMessage());
        assertEquals("old", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    @Test
    void aMissingDirectoryIsAnInputError() {
        Path target = dir.resolve("no/such/out.txt");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> PendingFile.create(target));
        assertEquals(dir.resolve("no/such") + ": no such directory", e.getMessage());
    }
}
