package org.pairsbench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpaceReserveTest {

    @TempDir
    Path dir;

    private List<Path> files() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    @Test
    void theSpaceIsHeldAsWrittenBytesUnderATemporaryNameAndGivenBackOnRelease() throws Exception {
        SpaceReserve reserve = SpaceReserve.take(dir, "record-reserve", 100_000, "a test");
        List<Path> held = files();
        assertEquals(1, held.size(), held.toString());
        String name = held.get(0).getFileName().toString();
        assertTrue(name.startsWith(".record-reserve.") && name.endsWith(".tmp"), name);
        assertEquals(100_000, Files.size(held.get(0)));

        reserve.release();
        assertEquals(List.of(), files());
        reserve.release(); // again: nothing to do, no error
    }
}
