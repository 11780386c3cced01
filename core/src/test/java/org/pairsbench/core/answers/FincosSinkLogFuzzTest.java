package org.pairsbench.core.answers;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzz target: any bytes as a FINCoS sink log. Seeds start with its 8-line header, so the fuzzer works on the
 * header's values and the records; {@link AnswerFileFuzzing} states what the outcome must be.
 */
class FincosSinkLogFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void fincosSinkLog(byte[] bytes) throws IOException {
        Path file = dir.resolve("Sink1.log");
        Files.write(file, bytes);
        AnswerFileFuzzing.readChecked(file);
    }
}
