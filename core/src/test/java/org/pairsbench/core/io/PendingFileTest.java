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

    @Test
    void theTemporaryFilesOfAWriterThatIsGoneAreRemovedAndALiveWritersAreKept() throws Exception {
        Process finished = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").redirectErrorStream(true).start();
        finished.getInputStream().readAllBytes();
        finished.waitFor();
        long dead = finished.pid();
        Path killed = Files.write(dir.resolve(".data.csv." + dead + "-3f2a.tmp"), new byte[1234]);
        Path older = Files.write(dir.resolve(".data.csv.9c1b77.tmp"), new byte[10]); // before pids were in the name
        Path otherTarget = Files.write(dir.resolve(".notes.txt." + dead + "-77.tmp"), new byte[5]);
        try (PendingFile live = PendingFile.create(dir.resolve("data.csv"))) {
            List<PendingFile.Stale> removed = PendingFile.removeStale(dir, name -> name.equals("data.csv"));

            assertEquals(List.of(new PendingFile.Stale(killed, 1234), new PendingFile.Stale(older, 10)),
                    removed.stream().sorted(java.util.Comparator.comparing(s -> -s.bytes())).toList());
            assertTrue(Files.exists(live.temporary()), "this process is alive: its file is being written");
            assertTrue(Files.exists(otherTarget), "not a file the caller writes");
            assertFalse(Files.exists(killed));
        }
    }
}
