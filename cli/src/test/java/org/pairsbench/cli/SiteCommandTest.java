package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecords;

class SiteCommandTest {

    @TempDir
    Path tmp;

    /** One standing esper run at SF 10, written through the record's schema into results/esper/standard-sf10. */
    private Path results() throws IOException {
        ResultRecord.Summary mo = new ResultRecord.Summary(6100, 2.1, 4.5, 5.0, 5.2);
        ResultRecord record = new ResultRecord(ResultRecord.SCHEMA,
                new ResultRecord.Engine("esper", "Esper 8.9.0", Map.of(), "vanilla", null, "embedded", "local"),
                new ResultRecord.Kit("1.0.0-SNAPSHOT", "ba2c128"),
                new ResultRecord.Machine("AMD EPYC 7763 64-Core Processor", 2, 8L << 30, 2L << 30, "OpenJDK 17",
                        "Linux", "G1", "-Xmx2g"),
                new ResultRecord.Run(7, "2026-11-20T10:00:00Z", "COMPLETED", 10, 250, "standard", "paced", 1.0,
                        4_522_730, 3606.0),
                new ResultRecord.Validation("PASSED", List.of()),
                new ResultRecord.KeepingUp(true, 900.0, 3000.0, 0.0),
                new ResultRecord.Latency(mo, mo), 1020, new BigDecimal("226666.67"), null,
                new ResultRecord.Standing(true, List.of()), null,
                new ResultRecord.Evidence("none", null, 0, null, "not published", null),
                "pairs run --engine esper --sf 10 --profile standard", null);
        Path results = tmp.resolve("results");
        Path folder = Files.createDirectories(results.resolve("esper/standard-sf10"));
        ResultRecords.write(record, folder.resolve(ResultRecord.FILE_NAME));
        return results;
    }

    @Test
    void theSiteIsWrittenFromEveryRecordUnderTheResultsFolder() throws IOException {
        Path results = results();
        Path out = tmp.resolve("site");
        CliRun run = CliRun.of("site", "--results", results.toString(), "--out", out.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("site: 1 runs, "), run.out());
        assertTrue(Files.isRegularFile(out.resolve("index.html")));
        assertTrue(Files.isRegularFile(out.resolve("engines/esper.html")));
        assertTrue(Files.isRegularFile(out.resolve("runs/esper/standard-sf10/result.json")));
    }

    @Test
    void aRecordThatFailsItsSchemaIsRefusedInOneLineNamingTheFile() throws Exception {
        Path results = results();
        Path bad = results.resolve("esper/standard-sf10/result.json");
        Files.writeString(bad, Files.readString(bad).replace("\"PASSED\"", "\"PASSABLE\""));
        CliRun run = CliRun.of("site", "--results", results.toString(), "--out", tmp.resolve("site").toString());
        CliRun.assertOneLineError(run, "pairs site: " + bad + ": not a pairs-result/1 record: ");
        assertTrue(Files.notExists(tmp.resolve("site")));
    }

    @Test
    void aFolderThatIsNotEmptyIsReplacedOnlyWithForce() throws Exception {
        Path results = results();
        Path out = Files.createDirectories(tmp.resolve("site"));
        Files.writeString(out.resolve("keep.txt"), "mine");
        CliRun.assertOneLineError(CliRun.of("site", "--results", results.toString(), "--out", out.toString()),
                out + ": not empty: give --force");
        assertTrue(Files.isRegularFile(out.resolve("keep.txt")));
        CliRun forced = CliRun.of("site", "--results", results.toString(), "--out", out.toString(), "--force");
        assertEquals(0, forced.exitCode(), forced.err());
        assertTrue(Files.notExists(out.resolve("keep.txt")));
    }
}
