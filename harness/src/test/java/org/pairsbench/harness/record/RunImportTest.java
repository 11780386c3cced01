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

    /** A run killed while validating, as its folder keeps it: run.json RUNNING, drive.json, the process gone. */
    private Path killedWhileValidating(String name, RunReport driven) throws Exception {
        Path folder = folder(name, driven.ended(RunStatus.RUNNING, null));
        Files.writeString(RunFile.DRIVEN.in(folder), Json.write(driven));
        RunProcess alive = RunProcess.current();
        Files.writeString(RunFile.PROCESS.in(folder), Json.write(
                new RunProcess(alive.pid(), "1999-01-01T00:00:00Z", alive.host(), alive.bootId())));
        return folder;
    }

    private static final RunImport.Revalidation NOT_TO_BE_VALIDATED = new org.pairsbench.harness.run.RunRevalidation(
            driven -> {
                throw new AssertionError("the workload is not needed");
            }, (log, workload, ticksSent, dir) -> {
                throw new AssertionError("a log the kit lost answers from is not validated");
            });

    @Test
    void anAnswerLogCutAfterTheRunIsTheKitsLossNotAnswersMissingFromTheEngine() throws Exception {
        RunReport driven = RunStoreTest.report(RunStatus.COMPLETED, null,
                RunReport.Validation.notRun("not validated yet")).withRunId(1);
        assertEquals(14, driven.answers().written());
        Path folder = killedWhileValidating("run-cut", driven);
        try (org.pairsbench.core.answers.AnswerLogWriter log = org.pairsbench.core.answers.AnswerLogWriter.open(
                RunFile.ANSWER_LOG.in(folder), java.util.Map.of())) {
            for (int i = 0; i < 7; i++) {
                log.write(new org.pairsbench.api.model.Indicator("st_00001", 1.5, 1.4, 1.6, 1.2, 5000L * i,
                        org.pairsbench.api.model.Indicator.NO_TS), 1000L * i);
            }
        }
        Files.writeString(RunFile.ANSWER_LOG.in(folder), "st_00001,Indic", java.nio.file.StandardOpenOption.APPEND);

        RunImport.Result r = RunImport.run(results, NOT_TO_BE_VALIDATED);

        assertEquals(List.of("run 1 (run-cut): added, killed while validating: validated now, COMPLETED, validation "
                + "NOT_RUN"), r.lines());
        RunReport recorded = RunFolders.report(folder);
        assertEquals(Verdict.NOT_RUN, recorded.validation().verdict());
        assertEquals("not validated: the answer log holds 7 readable answers of the 14 the kit wrote to it "
                + "(drive.json): it was cut or damaged after the run; the answers the log lacks are the kit's loss, "
                + "not the engine's", recorded.validation().note());
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(recorded, store.find(1).orElseThrow().report());
        }
    }

    @Test
    void aDamagedDriveReportLeavesTheRunForTheUserInsteadOfRecordingItAbandonedForGood() throws Exception {
        Path folder = killedWhileValidating("run-damaged", RunStoreTest.report(RunStatus.COMPLETED, null,
                RunReport.Validation.notRun("not validated yet")).withRunId(1));
        Files.writeString(RunFile.DRIVEN.in(folder), "{\"runId\" : 1, ");

        RunImport.Result r = RunImport.run(results, NOT_TO_BE_VALIDATED);

        assertEquals(List.of(), r.lines());
        assertEquals(1, r.unreadable().size(), r.unreadable().toString());
        String line = r.unreadable().get(0);
        assertTrue(line.startsWith(RunFile.DRIVEN.in(folder) + ": not a readable run report: "), line);
        assertTrue(line.endsWith("; run 1 is left as it is: restore drive.json to have it validated, or delete it to "
                + "have the run recorded ABANDONED"), line);
        assertEquals(RunStatus.RUNNING, RunFolders.report(folder).status());
        assertTrue(Files.exists(RunFile.DRIVEN.in(folder)));
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertTrue(store.list().isEmpty(), "nothing recorded for it");
        }
    }

    @Test
    void aRunJsonThatIsAFolderIsNamedNotSkippedSilently() throws Exception {
        Path folder = Files.createDirectories(RunFile.REPORT.in(results.resolve("run-odd")));

        RunImport.Result r = RunImport.run(results);

        assertEquals(List.of(folder + ": is a folder, not a run report"), r.unreadable());
    }

    @Test
    void aPublishedBundleInTheResultsFolderIsNotImportedAsARun() throws Exception {
        Path bundle = folder("bundle-run-3", RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(3));
        Files.writeString(bundle.resolve(RunFolders.BUNDLE_FILE), "{}");

        RunImport.Result r = RunImport.run(results);

        assertEquals(List.of("bundle-run-3: a published bundle (bundle.json), not a run folder: not imported"),
                r.lines());
        assertEquals(0, r.added());
        try (RunStore store = RunStore.open(results)) {
            assertTrue(store.list().isEmpty());
            assertEquals(1, store.begin(RunStoreTest.report(RunStatus.RUNNING, null, PASSED), null),
                    "a bundle's id does not number the runs of this folder");
        }
    }

    @Test
    void aRunIdBeyondTheRangeIsRefusedByNameAndLaterRunsAreNumberedAsUsual() throws Exception {
        Path folder = folder("run-huge", RunStoreTest.report(RunStatus.COMPLETED, null, PASSED)
                .withRunId(Long.MAX_VALUE));

        RunImport.Result r = RunImport.run(results);

        assertEquals(List.of(RunFile.REPORT.in(folder) + ": runId 9223372036854775807 is out of range: run ids are 1 "
                + "to 9007199254740991 (0 before the run database gave one)"), r.unreadable());
        try (RunStore store = RunStore.open(results)) {
            assertEquals(1, store.begin(RunStoreTest.report(RunStatus.RUNNING, null, PASSED), null),
                    "the next run is not blocked: its id would have had to follow 2^63 - 1");
        }
    }

    @Test
    void theSpaceAKilledRunHeldBackIsRemovedAndNamed() throws Exception {
        // The name a run of a process that is gone leaves (no live writer behind it).
        Path stale = Files.write(results.resolve(".record-reserve.5e1f0a.tmp"), new byte[1000]);

        RunImport.Result r = RunImport.run(results);

        assertEquals(List.of(".record-reserve.5e1f0a.tmp: removed, the disk space a killed run held back for its "
                + "record"), r.lines());
        assertTrue(Files.notExists(stale));
    }
}
