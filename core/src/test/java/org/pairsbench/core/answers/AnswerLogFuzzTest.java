package org.pairsbench.core.answers;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzz target: any bytes as the kit's answer log. Seeds start with its header, so the fuzzer mostly works on
 * the records; {@link AnswerFileFuzzing} states what the outcome must be.
 */
class AnswerLogFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void answerLog(byte[] bytes) throws IOException {
        Path file = dir.resolve("answers.log");
        Files.write(file, bytes);
        AnswerFileFuzzing.readChecked(file);
    }
}
