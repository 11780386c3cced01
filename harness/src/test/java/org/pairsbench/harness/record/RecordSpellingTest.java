package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.Json;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.validation.Verdict;

/**
 * Run records keep the spellings of the kits before them: status, validation verdict and pacing are read from
 * run.json files and run databases an earlier kit wrote, and written back spelled the same.
 */
class RecordSpellingTest {

    @TempDir
    Path results;

    /** The run.json of a published Esper run (reference-results/esper/paced/short-sf1), written by an earlier kit. */
    private static String earlierRunJson() throws IOException {
        try (InputStream in = RecordSpellingTest.class.getResourceAsStream("run-of-an-earlier-kit.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The earlier run.json, ended otherwise: an interrupted flat-out run whose validation did not run. */
    private static String interruptedFlatOut() throws IOException {
        return earlierRunJson().replace("\"status\" : \"COMPLETED\"", "\"status\" : \"INTERRUPTED\"")
                .replace("\"pacing\" : \"paced\"", "\"pacing\" : \"flat out\"")
                .replace("\"verdict\" : \"PASSED\"", "\"verdict\" : \"NOT_RUN\"");
    }

    @Test
    void anEarlierKitsRunJsonReadsAndIsWrittenBackWithTheSameSpellings() throws IOException {
        RunReport paced = Json.mapper().readValue(earlierRunJson(), RunReport.class);
        assertEquals(RunStatus.COMPLETED, paced.status());
        assertEquals(PacingMode.PACED, paced.pacing());
        assertEquals(Verdict.PASSED, paced.validation().verdict());

        RunReport flatOut = Json.mapper().readValue(interruptedFlatOut(), RunReport.class);
        assertEquals(RunStatus.INTERRUPTED, flatOut.status());
        assertEquals(PacingMode.FLAT_OUT, flatOut.pacing());
        assertEquals(Verdict.NOT_RUN, flatOut.validation().verdict());

        JsonNode written = Json.mapper().readTree(Json.write(flatOut));
        assertEquals("INTERRUPTED", written.get("status").asText());
        assertEquals("flat out", written.get("pacing").asText());
        assertEquals("NOT_RUN", written.get("validation").get("verdict").asText());
    }

    @Test
    void anEarlierKitsRunJsonWithoutACpuReadsAsNoneKnownAndIsWrittenBackSayingSo() throws IOException {
        RunReport earlier = Json.mapper().readValue(earlierRunJson(), RunReport.class);
        assertEquals(2, earlier.machine().cores());
        assertNull(earlier.machine().cpu());
        assertTrue(Json.mapper().readTree(Json.write(earlier)).get("machine").get("cpu").isNull());
    }

    @Test
    void rowsAnEarlierKitStoredReadWithTheirSpellings() throws Exception {
        RunStore.open(results).close();
        try (Connection c = connection()) {
            insert(c, "flat out", "INTERRUPTED", "NOT_RUN", interruptedFlatOut());
            insert(c, "paced", "COMPLETED", "PASSED", earlierRunJson());
        }
        try (RunStore store = RunStore.openReadOnly(results)) {
            List<RunStore.RunRow> rows = store.list();
            assertEquals(List.of(PacingMode.FLAT_OUT, PacingMode.PACED), rows.stream().map(RunStore.RunRow::pacing).toList());
            assertEquals(List.of(RunStatus.INTERRUPTED, RunStatus.COMPLETED),
                    rows.stream().map(RunStore.RunRow::status).toList());
            assertEquals(List.of(Verdict.NOT_RUN, Verdict.PASSED), rows.stream().map(RunStore.RunRow::validation).toList());
            RunReport first = store.find(rows.get(0).id()).orElseThrow().report();
            assertEquals(PacingMode.FLAT_OUT, first.pacing());
            // and lists show them as before
            assertEquals("flat out INTERRUPTED NOT_RUN", rows.get(0).pacing() + " " + rows.get(0).status() + " "
                    + rows.get(0).validation());
        }
    }

    @Test
    void aStatusNoKitWroteIsOneLineNamingTheRunAndTheDatabase() throws Exception {
        RunStore.open(results).close();
        long id;
        try (Connection c = connection()) {
            id = insert(c, "paced", "HALF-DONE", "PASSED", earlierRunJson());
        }
        try (RunStore store = RunStore.openReadOnly(results)) {
            InvalidInputException e = assertThrows(InvalidInputException.class, store::list);
            assertTrue(e.getMessage().startsWith(store.file() + ": run " + id + ": unknown status 'HALF-DONE'"),
                    e.getMessage());
        }
    }

    private Connection connection() throws Exception {
        return DriverManager.getConnection("jdbc:h2:file:" + results.toAbsolutePath().resolve(RunStore.DATABASE_NAME),
                "pairs", "");
    }

    /** A row as an earlier kit inserted it, its columns spelled as it spelled them; returns its id. */
    private static long insert(Connection c, String pacing, String status, String verdict, String report)
            throws Exception {
        try (PreparedStatement p = c.prepareStatement("INSERT INTO runs (started_at, engine, scale_factor, profile, "
                + "pacing, status, validation, ticks_sent, answers, report) VALUES ('2026-11-22T04:20:37Z', 'esper', "
                + "1, 'short', ?, ?, ?, 4522044, 1031, ?)", PreparedStatement.RETURN_GENERATED_KEYS)) {
            p.setString(1, pacing);
            p.setString(2, status);
            p.setString(3, verdict);
            p.setString(4, report);
            p.executeUpdate();
            try (var keys = p.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }
}
