package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.validation.Verdict;

class RunFilesTest {

    @TempDir
    Path dir;

    /** A run recorded in {@code results/run-1}, with its answer log there. */
    private RunReport recordedIn(Path results) throws Exception {
        Path folder = Files.createDirectories(results.resolve("run-1"));
        Files.writeString(RunFile.ANSWER_LOG.in(folder), "original");
        RunReport r = RunStoreTest.report(RunStatus.COMPLETED, null,
                new RunReport.Validation(Verdict.PASSED, null, List.of()));
        // run.json as pairs run writes it: the folder and files under the path it made them at.
        com.fasterxml.jackson.databind.node.ObjectNode json = Json.mapper().valueToTree(r);
        json.set("files", Json.mapper().valueToTree(Map.of(RunFile.FOLDER_KEY, folder.toString(),
                RunFile.ANSWER_LOG.key(), RunFile.ANSWER_LOG.in(folder).toString())));
        return Json.mapper().treeToValue(json, RunReport.class);
    }

    @Test
    void aCopiedResultsFolderIsReadFromItselfWhileTheOriginalStillExists() throws Exception {
        Path original = dir.resolve("results");
        RunReport run = recordedIn(original);
        Path copy = dir.resolve("copy");
        Files.createDirectories(copy.resolve("run-1"));
        Files.writeString(RunFile.ANSWER_LOG.in(copy.resolve("run-1")), "copied");

        assertEquals(Optional.of(copy.resolve("run-1")), RunFiles.folder(run, copy));
        assertEquals("copied", Files.readString(RunFiles.file(run, copy, RunFile.ANSWER_LOG).orElseThrow()));
    }

    @Test
    void aResultsFolderWithoutTheRunFolderFallsBackToTheRecordedPath() throws Exception {
        RunReport run = recordedIn(dir.resolve("results"));

        assertEquals(Optional.of(dir.resolve("results/run-1")), RunFiles.folder(run, dir.resolve("elsewhere")));
    }
}
