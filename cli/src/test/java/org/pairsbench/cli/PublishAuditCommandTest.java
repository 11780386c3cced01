package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        String[] args = {"publish", "1", "--results", results.toString(), "--out", out.toString()};
        String[] all = new String[args.length + more.length];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return CliRun.of(all);
    }

    @Test
    void aPublishedRunAuditsAsAuditedWithExitCode0() {
        Path bundle = dir.resolve("bundle");
        CliRun publish = publish(bundle);
        assertEquals(0, publish.exitCode(), publish.err());

        CliRun audit = CliRun.of("audit", bundle.toString());

        assertEquals(0, audit.exitCode(), audit.out() + audit.err());
        assertTrue(audit.out().strip().endsWith("AUDITED"), audit.out());
        assertEquals("", audit.err());
    }

    @Test
    void anEditedFileMakesTheAuditDifferWithExitCode1NamingIt() throws Exception {
        Path bundle = dir.resolve("bundle");
        assertEquals(0, publish(bundle).exitCode());
        Files.writeString(bundle.resolve("latency.hlog"), "#\n", StandardOpenOption.APPEND);

        CliRun audit = CliRun.of("audit", bundle.toString());

        assertEquals(1, audit.exitCode(), audit.out() + audit.err());
        assertTrue(audit.out().contains("DIFFERS\ndiffers: latency.hlog: SHA-256 "), audit.out());
    }

    @Test
    void aMissingFileIsExitCode2WithOneLine() throws Exception {
        Path bundle = dir.resolve("bundle");
        assertEquals(0, publish(bundle).exitCode());
        Files.delete(bundle.resolve("answers.log.gz"));

        assertOneLineError(CliRun.of("audit", bundle.toString()),
                "pairs audit: " + bundle.resolve("answers.log.gz") + ": missing: SHA256SUMS lists it");
    }

    @Test
    void publishingIntoANonEmptyFolderNeedsForce() throws Exception {
        Path out = Files.createDirectories(dir.resolve("taken"));
        Files.writeString(out.resolve("notes.txt"), "mine");

        assertOneLineError(publish(out), "not empty: give --force to replace it with the bundle");
        CliRun forced = publish(out, "--force");

        assertEquals(0, forced.exitCode(), forced.err());
        assertTrue(Files.isRegularFile(out.resolve("SHA256SUMS")));
        assertTrue(Files.notExists(out.resolve("notes.txt")));
    }

    @Test
    void aRunOnTickFilesWithAStrategiesFileAuditsByRegeneratingAndByVerifyingTheFiles() {
        Path strategies = CliRun.smallDataSet(dir);
        Path data = dir.resolve("data");
        Path own = dir.resolve("results");
        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--strategies",
                strategies.toString(), "--rate-factor", "40", "--results", own.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        Path bundle = dir.resolve("bundle");
        CliRun publish = CliRun.of("publish", "1", "--results", own.toString(), "--out", bundle.toString());
        assertEquals(0, publish.exitCode(), publish.err());

        CliRun regenerated = CliRun.of("audit", bundle.toString());
        CliRun verified = CliRun.of("audit", bundle.toString(), "--ticks", data.toString());

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
        Path bundle = dir.resolve("bundle");
        assertEquals(0, CliRun.of("publish", "1", "--results", own.toString(), "--out", bundle.toString()).exitCode());
        Path other = dir.resolve("other");
        assertEquals(0, CliRun.of("datagen", "--sf", "1", "--out", other.toString(), "--profile", "smoke",
                "--basis-rate", "500", "--seed", "7", "--quiet").exitCode());

        CliRun audit = CliRun.of("audit", bundle.toString(), "--ticks", other.toString());

        assertEquals(1, audit.exitCode(), audit.out() + audit.err());
        assertTrue(audit.out().contains("differs: " + other + ": its manifest.json has SHA-256 "), audit.out());
    }

    @Test
    void anUnknownRunIsExitCode2WithOneLine() {
        assertOneLineError(CliRun.of("publish", "99", "--results", results.toString(), "--out",
                dir.resolve("b").toString()), "no run with id 99");
    }
}
