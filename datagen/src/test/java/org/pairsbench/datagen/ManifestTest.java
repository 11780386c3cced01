package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/** Manifest.read on manifests whose JSON is well-formed but gives null where the kit needs a value. */
class ManifestTest {

    /** A complete manifest of one tick file; the tests replace one of its values. */
    private static final String MANIFEST = """
            {"format": "pairs-dataset/1", "generator": "pairs datagen", "standard": false,
             "parameters": {"scaleFactor": 1, "markets": 1, "profile": "smoke", "durationSeconds": 121.0,
                            "basisRate": 1000.0, "peakRate": 10000.0, "constantRate": false,
                            "constantInterarrival": false, "minInitialCents": 1000, "maxInitialCents": 10000,
                            "drift": 0.0, "volatility": 0.2, "rho": 0.8, "seed": 1, "fileCount": 1, "gzip": false},
             "split": "single", "totalTicks": 2, "expectedTicks": 2,
             "files": [{"name": "ticks.csv", "ticks": 2, "bytes": 60, "sha256": "00", "csvSha256": "00",
                        "firstTickTS": 0, "lastTickTS": 1000}],
             "correlations": null}
            """;

    @TempDir
    Path dir;

    private InvalidInputException readError(String manifest) throws IOException {
        Files.writeString(dir.resolve(Manifest.NAME), manifest);
        return assertThrows(InvalidInputException.class, () -> Manifest.read(dir));
    }

    @Test
    void theManifestAsWrittenReads() throws IOException {
        Files.writeString(dir.resolve(Manifest.NAME), MANIFEST);
        assertEquals("ticks.csv", Manifest.read(dir).files().get(0).name());
    }

    @Test
    void aNullProfileIsAnInputError() throws IOException {
        // A NullPointerException from ProfileLength.parse before.
        InvalidInputException e = readError(MANIFEST.replace("\"profile\": \"smoke\"", "\"profile\": null"));
        assertEquals(dir.resolve(Manifest.NAME) + ": no profile", e.getMessage());
    }

    @Test
    void nullFilesAreAnInputError() throws IOException {
        // A NullPointerException in DataSetCheck before, when it went through the files.
        String files = MANIFEST.substring(MANIFEST.indexOf("[{\"name\""), MANIFEST.indexOf("}],") + 2);
        assertEquals(dir.resolve(Manifest.NAME) + ": files must be a list of tick file entries, got null",
                readError(MANIFEST.replace(files, "null")).getMessage());
        assertEquals(dir.resolve(Manifest.NAME) + ": files must be a list of tick file entries, got [null]",
                readError(MANIFEST.replace(files, "[null]")).getMessage());
    }

    @Test
    void aTickFileWithoutANameIsAnInputError() throws IOException {
        // A NullPointerException from Path.resolve in DataSetCheck before.
        InvalidInputException e = readError(MANIFEST.replace("\"name\": \"ticks.csv\"", "\"name\": null"));
        assertEquals(dir.resolve(Manifest.NAME) + ": a tick file entry without a name", e.getMessage());
    }
}
