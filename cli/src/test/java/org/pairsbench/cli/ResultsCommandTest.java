package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecords;

/** {@code pairs results import}: a record for each published run of a folder. */
class ResultsCommandTest {

    @TempDir
    Path tmp;

    @Test
    void runsPublishedOutsideAnyRepositoryWithNoBundleBesideThemImportWithoutGit() throws Exception {
        Path published = Files.createDirectories(tmp.resolve("published/reference-sf1"));
        Path from = Path.of("../reference-results/reference/sweep/short-sf1");
        for (String name : List.of("run.json", "run-1.json", "run-1.html")) {
            Files.copy(from.resolve(name), published.resolve(name));
        }

        CliRun run = CliRun.of("results", "import", tmp.resolve("published").toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("results import: 1 record(s) written, 0 already there kept"), run.out());
        ResultRecord record = ResultRecords.read(published.resolve(ResultRecord.FILE_NAME));
        assertEquals(ResultRecord.Evidence.NONE, record.evidence().form());
        assertEquals("run-1.html", record.report());
    }
}
