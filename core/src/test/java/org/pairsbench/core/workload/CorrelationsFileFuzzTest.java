package org.pairsbench.core.workload;

import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/**
 * Fuzz target: any bytes as the correlations file (correlations.json). Reading it gives correlations that passed
 * the file's checks, or one {@link InvalidInputException} naming the file.
 */
class CorrelationsFileFuzzTest {

    @TempDir
    static Path dir;

    // Jackson is a jar, which Jazzer does not instrument: JSON's own tokens show the fuzzer what to try.
    @DictionaryEntries({"null", "true", "false", "[]", "{}", "[null]", "-1", "1e999", "\"\""})
    @FuzzTest(maxDuration = "2s")
    void correlationsFile(byte[] bytes) throws IOException {
        Path file = dir.resolve("correlations.json");
        Files.write(file, bytes);
        try {
            CorrelationsFile.read(file);
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
        }
    }
}
