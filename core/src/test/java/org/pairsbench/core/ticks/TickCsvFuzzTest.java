package org.pairsbench.core.ticks;

import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/**
 * Fuzz target: any bytes as a plain tick file (ticks.csv). Reading it to the end either yields ticks or stops
 * with one {@link InvalidInputException} naming the file; any other throwable, or a hang, is a finding.
 */
class TickCsvFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void tickFile(byte[] bytes) throws IOException {
        Path file = dir.resolve("ticks.csv");
        Files.write(file, bytes);
        try (TickSource ticks = TickFiles.open(file)) {
            while (ticks.hasNext()) {
                ticks.next();
            }
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
        }
    }
}
