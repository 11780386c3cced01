package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.ticks.TickSource;

/**
 * Fuzz target: any bytes as the manifest.json of a data set holding one small tick file, checked the way the
 * commands check a data set before reading it (sizes, then SHA-256, then the tick count as the ticks are read).
 * The outcome must be a passed check or one {@link InvalidInputException} naming a file of the data set.
 */
class ManifestFuzzTest {

    /** Two ticks, 62 bytes: the tick file every fuzzed manifest describes. */
    static final String TICKS = "0,StockTick,AAAAAA,10000,100\n1000,StockTick,AAAAAB,2500,300\n";

    @TempDir
    static Path dir;

    @BeforeAll
    static void writeTicks() throws IOException {
        Files.writeString(dir.resolve("ticks.csv"), TICKS, StandardCharsets.US_ASCII);
    }

    // Jackson is a jar, which Jazzer does not instrument: JSON's own tokens show the fuzzer what to try.
    @DictionaryEntries({"null", "true", "false", "[]", "{}", "[null]", "-1", "1e999", "\"\"", "\"smoke\""})
    @FuzzTest(maxDuration = "2s")
    void manifest(byte[] bytes) throws IOException {
        Files.write(dir.resolve(Manifest.NAME), bytes);
        List<Path> files = List.of(dir.resolve("ticks.csv"));
        try {
            Optional<DataSetCheck.Identity> identity = DataSetCheck.check(dir, files, false);
            assertTrue(identity.isPresent(), "a data set with a manifest always has an identity");
            DataSetCheck.check(dir, files, true);
            try (TickSource ticks = DataSetCheck.counted(org.pairsbench.core.ticks.TickFiles.open(files),
                    identity.get())) {
                while (ticks.hasNext()) {
                    ticks.next();
                }
            }
        } catch (InvalidInputException e) {
            String message = e.getMessage();
            assertFalse(message.indexOf('\n') >= 0 || message.indexOf('\r') >= 0,
                    () -> "an input error of more than one line: " + message);
            assertTrue(message.startsWith(dir.toString()), () -> "an input error that names no file of the data set: "
                    + message);
        }
    }
}
