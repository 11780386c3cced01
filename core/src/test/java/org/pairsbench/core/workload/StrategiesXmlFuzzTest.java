package org.pairsbench.core.workload;

import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/**
 * Fuzz target: any bytes as a strategies file. Reading it gives a strategy set or one
 * {@link InvalidInputException} naming the file; anything else thrown (or a hang) is a finding.
 */
class StrategiesXmlFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void strategiesXml(byte[] bytes) throws IOException {
        Path file = dir.resolve("strategies.xml");
        Files.write(file, bytes);
        try {
            StrategiesXml.read(file);
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
        }
    }
}
