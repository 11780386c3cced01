package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.report.publish.BundleArchive;

/** `pairs publish` and `pairs audit` on a real recorded run: exit codes and lines. */
class PublishAuditCommandTest {

    @TempDir
    static Path results;

    @TempDir
    Path dir;

    @BeforeAll
    static void recordARun() {
        // 121 s of the SF 1 smoke stream replayed 40 times faster: about 3 s.
        CliRun run = CliRun.of("run", "--engine", "reference", "--sf", "1", "--profile", "smoke", "--rate-factor", "40",
                "--results", results.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
    }

    private CliRun publish(Path out, String... more) {
        return publish(results, out, more);
    }

    private CliRun publish(Path from, Path out, String... more) {
        String[] args = {"publish", "1", "--results", from.toString(), "--out", out.toString(), "--evidence",
                evidence().toString()};
        String[] all = new String[args.length + more.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return CliRun.of(all);
    }

    private Path evidence() {
        return dir.resolve("evidence");
    }

    /** The one archive in the evidence folder. */
    private Path archive() throws Exception {
        try (Stream<Path> files = Files.list(evidence())) {
            List<Path> archives = files.filter(f -> f.toString().endsWith(BundleArchive.SUFFIX)).toList();
            assertEquals(1, archives.size(), archives.toString());
            return archives.get(0);
        }
    }

    /** The published bundle as a folder, to tamper with. */
    private Path unpacked() throws Exception {
        Path bundle = Files.createDirectories(dir.resolve("bundle"));
        BundleArchive.extract(archive(), bundle);
        return bundle;
    }

    @Test
    void aPublishedRunAuditsAsAuditedFromItsRecordAndFromItsArchiveWithExitCode0() throws Exception {
        Path published = dir.resolve("published");
        CliRun publish = publish(published);
        assertEquals(0, publish.exitCode(), publish.err());
        assertTrue(publish.out().contains("evidence: " + archive() + " ("), publish.out());

        CliRun fromRecord = CliRun.of("audit", published.resolve("result.json").toString(), "--evidence",
                evidence().toString());
        CliRun fromArchive = CliRun.of("audit", archive().toString());

        assertEquals(0, fromRecord.exitCode(), fromRecord.out() + fromRecord.err());
        assertTrue(fromRecord.out().strip().endsWith("AUDITED"), fromRecord.out());
        assertTrue(fromRecord.out().contains("ok: the result record's engine, SF, verdict and p_score are those of "
                + "the bundle's run.json"), fromRecord.out());
        assertEquals("", fromRecord.err());
        assertEquals(0, fromArchive.exitCode(), fromArchive.out() + fromArchive.err());
        assertTrue(fromArchive.out().strip().endsWith("AUDITED"), fromArchive.out());
    }

    @Test
    void anEditedFileMakesTheAuditDifferWithExitCode1NamingIt() throws Exception {
        assertEquals(0, publish(dir.resolve("published")).exitCode());
        Path bundle = unpacked();
        Files.writeString(bundle.resolve("latency.hlog"), "#\n", StandardOpenOption.APPEND);

        CliRun audit = CliRun.of("audit", bundle.toString());

        assertEquals(1, audit.exitCode(), audit.out() + audit.err());
        assertTrue(audit.out().contains("DIFFERS\ndiffers: latency.hlog: SHA-256 "), audit.out());
    }

    @Test
    void aMissingFileIsExitCode2WithOneLine() throws Exception {
        assertEquals(0, publish(dir.resolve("published")).exitCode());
        Path bundle = unpacked();
        Files.delete(bundle.resolve("answers.log.gz"));

        assertOneLineError(CliRun.of("audit", bundle.toString()),
                "pairs audit: " + bundle.resolve("answers.log.gz") + ": missing: SHA256SUMS lists it");
    }

    /** A run published, its archive unpacked as the bundle folder dir/bundle. */
    private Path unpackedBundle() throws Exception {
        assertEquals(0, publish(dir.resolve("published")).exitCode());
        return unpacked();
    }

    @Test
    void aRunJsonPScoreOfAnyLengthIsExitCode2WithOneShortLineNotAnInternalError() throws Exception {
        Path bundle = unpackedBundle();
        Path runJson = bundle.resolve("run.json");
        Files.writeString(runJson, Files.readString(runJson).replaceFirst("\"pScore\" : [0-9.]+", "\"pScore\" : 1e2147483647"));
        org.pairsbench.report.publish.Sha256Sums.write(bundle);

        assertOneLineError(CliRun.of("audit", bundle.toString()), "pairs audit: " + runJson
                + ": pScore 1E+2147483647 is outside 0 to 1e15 with at most 20 decimals: not a p_score");
    }

    @Test
    void aBundleFolderHoldingASymbolicLinkIsExitCode2NamingIt() throws Exception {
        Path bundle = unpackedBundle();
        Files.delete(bundle.resolve("report.html"));
        Files.createSymbolicLink(bundle.resolve("report.html"), Path.of("/etc/passwd"));

        assertOneLineError(CliRun.of("audit", bundle.toString()), "pairs audit: " + bundle.resolve("report.html")
                + ": a symbolic link: a bundle holds only files and folders, and an audit reads nothing outside it");
    }

    @Test
    void anArchiveThatIsNotTheOneTheRecordNamesIsExitCode2WithOneLine() throws Exception {
        Path published = dir.resolve("published");
        assertEquals(0, publish(published).exitCode());
        Path archive = archive();
        byte[] bytes = Files.readAllBytes(archive);
        bytes[bytes.length / 2] ^= 1;
        Files.write(archive, bytes);

        assertOneLineError(CliRun.of("audit", published.toString(), "--evidence", evidence().toString()),
                "not the bundle the record names");
    }

    @Test
    void aRecordThatFailsItsSchemaIsExitCode2WithOneLineNamingIt() throws Exception {
        Path published = dir.resolve("published");
        assertEquals(0, publish(published).exitCode());
        Path record = published.resolve("result.json");
        Files.writeString(record, Files.readString(record).replace("\"form\" : \"archive\"", "\"form\" : \"tape\""));

        assertOneLineError(CliRun.of("audit", record.toString(), "--evidence", evidence().toString()),
                "pairs audit: " + record + ": not a pairs-result/1 record: ");
    }

    @Test
    void publishingOverAPublishedRunNeedsForceAndLeavesOtherFilesAlone() throws Exception {
        Path out = Files.createDirectories(dir.resolve("taken"));
        Files.writeString(out.resolve("console.txt"), "mine");
        assertEquals(0, publish(out).exitCode());

        assertOneLineError(publish(out), "exists: a run is published here; give --force to replace it");
        CliRun forced = publish(out, "--force");

        assertEquals(0, forced.exitCode(), forced.err());
        assertTrue(Files.isRegularFile(out.resolve("result.json")));
        assertEquals("mine", Files.readString(out.resolve("console.txt")));
    }

    @Test
    void aRunOnTickFilesWithAStrategiesFileAuditsByRegeneratingAndByVerifyingTheFiles() {
        Path strategies = CliRun.smallDataSet(dir);
        Path data = dir.resolve("data");
        Path own = dir.resolve("results");
        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--strategies",
                strategies.toString(), "--rate-factor", "40", "--results", own.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        Path published = dir.resolve("published");
        CliRun publish = publish(own, published);
        assertEquals(0, publish.exitCode(), publish.err());
        String record = published.resolve("result.json").toString();

        CliRun regenerated = CliRun.of("audit", record, "--evidence", evidence().toString());
        CliRun verified = CliRun.of("audit", record, "--evidence", evidence().toString(), "--ticks", data.toString());

        assertEquals(0, regenerated.exitCode(), regenerated.out() + regenerated.err());
        assertTrue(regenerated.out().contains("ok: data set regenerated from its parameters"), regenerated.out());
        assertTrue(regenerated.out().contains("ok: strategies.xml: the strategies file the run ran"), regenerated.out());
        assertEquals(0, verified.exitCode(), verified.out() + verified.err());
        assertTrue(verified.out().contains("ok: tick files in "), verified.out());
    }

    @Test
    void aTickFileOfAnotherDataSetDiffers() {
        Path strategies = CliRun.smallDataSet(dir);
        Path own = dir.resolve("results");
        assertEquals(0, CliRun.of("run", "--engine", "reference", "--ticks", dir.resolve("data").toString(),
                "--strategies", strategies.toString(), "--rate-factor", "40", "--results", own.toString()).exitCode());
        Path published = dir.resolve("published");
        assertEquals(0, publish(own, published).exitCode());
        Path other = dir.resolve("other");
        assertEquals(0, CliRun.of("datagen", "--sf", "1", "--out", other.toString(), "--profile", "smoke",
                "--basis-rate", "500", "--seed", "7", "--quiet").exitCode());

        CliRun audit = CliRun.of("audit", published.resolve("result.json").toString(), "--evidence",
                evidence().toString(), "--ticks", other.toString());

        assertEquals(1, audit.exitCode(), audit.out() + audit.err());
        assertTrue(audit.out().contains("differs: " + other + ": its manifest.json has SHA-256 "), audit.out());
    }

    @Test
    void anUnknownRunIsExitCode2WithOneLine() {
        assertOneLineError(CliRun.of("publish", "99", "--results", results.toString(), "--out",
                dir.resolve("b").toString()), "no run with id 99");
    }
}
