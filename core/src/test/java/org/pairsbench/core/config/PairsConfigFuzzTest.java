package org.pairsbench.core.config;

import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/**
 * Fuzz target: any bytes as a B.6 configuration file. Reading it either succeeds, and then every value it set
 * can be taken as its key's type, or stops with one {@link InvalidInputException} naming the file.
 */
class PairsConfigFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void config(byte[] bytes) throws IOException {
        Path file = dir.resolve("pairs.properties");
        Files.write(file, bytes);
        PairsConfig config;
        try {
            config = PairsConfig.read(file);
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
            return;
        }
        // A file that reads must hold only values its users can take: the getters throw nothing.
        for (ConfigKey key : config.values().keySet()) {
            switch (key.type()) {
                case PATH -> config.path(key);
                case POSITIVE_INT -> config.positiveInt(key);
                case LONG -> config.longValue(key);
                case BOOLEAN -> config.bool(key);
                case STRING -> config.string(key);
            }
        }
        config.engineOptions("esper");
    }
}
