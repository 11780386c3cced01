package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.validation.Verdict;

class RunImportTest {

    @TempDir
    Path results;

    private static final RunReport.Validation PASSED = new RunReport.Validation(Verdict.PASSED, null, List.of());

    private Path folder(String name, RunReport report) throws Exception {
        Path folder = Files.createDirectory(results.resolve(name));
        Files.writeString(RunFile.REPORT.in(folder), Json.write(report));
        return folder;
    }

    @Test
    void aLostDatabaseIsRebuiltWithTheRunsOwnIdsAndNumberingGoesOnAboveThem() throws Exception {
        folder("run-a", RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(3));
        folder("run-b", RunStoreTest.report(RunStatus.FAILED, null, RunReport.Validation.notRun("x")).withRunId(5));

        RunImport.Result r = RunImport.run(results);

        assertEquals(2, r.added(), r.lines().toString());
        assertEquals(List.of("run 3 (run-a): added, COMPLETED", "run 5 (run-b): added, FAILED"), r.lines());
        try (RunStore store = RunStore.open(results)) {
            assertEquals(List.of(3L, 5L), store.list().stream().map(RunStore.RunRow::id).toList());
            assertEquals(6, store.insert(RunStoreTest.report(RunStatus.COMPLETED, null, PASSED), List.of()));
        }
    }

    @Test
    void aDatabaseThatLostRunsNamesThemAndNeverGivesTheirIdsAgain() throws Exception {
        RunReport.Validation notRun = RunReport.Validation.notRun("running");
        try (RunStore store = RunStore.open(results)) {
            assertEquals(1, store.begin(RunStoreTest.report(RunStatus.RUNNING, null, notRun), null));
        }
        // Runs 2 and 7 are recorded in their folders but not in the database (a copy restored from a backup, say).
        folder("run-b", RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(2));
        folder("run-g", RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(7));
        try (RunStore store = RunStore.open(results)) {
            assertEquals(List.of(2L, 7L), store.idsOnlyInFolders());
            assertEquals(8, store.begin(RunStoreTest.report(RunStatus.RUNNING, null, notRun), null),
                    "above every id a folder holds, not only above the database's own");
        }
        RunImport.run(results);
        try (RunStore store = RunStore.open(results)) {
            assertEquals(List.of(), store.idsOnlyInFolders(), "the import restored them under their own ids");
            assertEquals(List.of(1L, 2L, 7L, 8L), store.list().stream().map(RunStore.RunRow::id).toList());
        }
    }

    @Test
    void aRunWhoseIdAnotherRunHoldsGetsANewIdAndItsRunJsonSaysSo() throws Exception {
        try (RunStore store = RunStore.open(results)) {
            assertEquals(1, store.insert(RunStoreTest.report(RunStatus.COMPLETED, null, PASSED), List.of()));
        }
        // Run 1 of a database that was replaced: same id, another run (started a day later).
        RunReport other = RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(1);
        other = Json.mapper().readValue(Json.write(other).replace("2026-11-22T03:00:00Z", "2026-11-23T03:00:00Z"),
                RunReport.class);
        Path folder = folder("run-other", other);

        RunImport.Result r = RunImport.run(results);

        assertEquals(List.of("run 2 (run-other): added, COMPLETED (its id 1 belongs to another run in this database)"),
                r.lines());
        assertEquals(2, RunFolders.report(folder).runId(), "run.json names the id the run is recorded under");
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals("2026-11-22T03:00:00Z", store.find(1).orElseThrow().report().startedAt(), "run 1 untouched");
            assertEquals("2026-11-23T03:00:00Z", store.find(2).orElseThrow().report().startedAt());
        }
        assertTrue(RunImport.run(results).lines().isEmpty(), "a second import changes nothing");
    }
}
