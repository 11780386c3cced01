package org.pairsbench.report.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/** The record's schema, both ways, and every record published in reference-results/. */
class ResultRecordsTest {

    /** The published runs of the repository, seen from this module's folder. */
    private static final Path PUBLISHED = Path.of("..", "reference-results");

    @TempDir
    Path dir;

    @Test
    void everyPublishedRunHasARecordThatValidatesAgainstTheSchema() {
        List<Path> runs = ResultImport.publishedRuns(PUBLISHED);
        List<String> problems = new ArrayList<>();
        for (Path run : runs) {
            Path file = run.resolve(ResultRecord.FILE_NAME);
            if (!Files.isRegularFile(file)) {
                problems.add(file + ": missing (pairs results import writes it)");
                continue;
            }
            try {
                assertNotNull(ResultRecords.read(file));
            } catch (InvalidInputException e) {
                problems.add(e.getMessage());
            }
        }
        assertFalse(runs.isEmpty(), "no published run found under " + PUBLISHED.toAbsolutePath());
        assertEquals(List.of(), problems);
    }

    @Test
    void aRecordThatFailsItsSchemaIsRefusedInOneLineNamingTheFile() throws Exception {
        Path published = ResultImport.publishedRuns(PUBLISHED).get(0).resolve(ResultRecord.FILE_NAME);
        Path file = dir.resolve("result.json");
        Files.writeString(file, Files.readString(published).replace("\"schema\" : \"pairs-result/1\"",
                "\"schema\" : \"pairs-result/9\""));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResultRecords.read(file));

        assertTrue(e.getMessage().startsWith(file + ": not a pairs-result/1 record: "), e.getMessage());
        assertTrue(e.getMessage().contains("schema"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void aRecordWithAFieldTheSchemaDoesNotKnowIsRefused() throws Exception {
        Path published = ResultImport.publishedRuns(PUBLISHED).get(0).resolve(ResultRecord.FILE_NAME);
        Path file = dir.resolve("result.json");
        Files.writeString(file, Files.readString(published).replaceFirst("\\{", "{ \"pScoreBoost\" : 2,"));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResultRecords.read(file));

        assertTrue(e.getMessage().contains("pScoreBoost"), e.getMessage());
    }

    @Test
    void aRecordThatIsNotJsonIsRefusedNamingItsLine() throws Exception {
        Path file = dir.resolve("result.json");
        Files.writeString(file, "{\n  \"schema\" : \n}\n");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResultRecords.read(file));

        assertTrue(e.getMessage().startsWith(file + ":3: "), e.getMessage());
    }

    @Test
    void anEmptyRecordIsRefusedAsEmpty() throws Exception {
        Path file = dir.resolve("result.json");
        Files.writeString(file, "");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResultRecords.read(file));

        assertEquals(file + ": empty: expected a JSON object", e.getMessage());
    }
}
