package org.pairsbench.report.publish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecords;

/** Publishing a real run as a record beside an archive, and finding and auditing the archive from the record. */
class RunPublicationTest {

    @TempDir
    static Path results;

    static RunReport run;

    @TempDir
    Path dir;

    @BeforeAll
    static void recordARun() throws Exception {
        run = PublishedRun.record(results);
    }

    private RunPublication.Published publish(Path out, Path evidence) throws Exception {
        return RunPublication.publish(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE, out,
                evidence, false);
    }

    @Test
    void aPublicationKeepsOnlySmallFilesBesideTheRecordAndTheBundleAsOneArchiveNamedByItsSha256() throws Exception {
        RunPublication.Published p = publish(dir.resolve("published"), dir.resolve("evidence"));

        assertEquals(List.of("bundle.SHA256SUMS", "report.html", "report.json", "result.json", "run.json"),
                FolderFiles.relativePaths(p.folder()));
        assertEquals(List.of(p.archive().sha256() + ".tar.gz"), FolderFiles.relativePaths(dir.resolve("evidence")));
        assertEquals(Sha256.of(p.archive().file()), p.archive().sha256());
        ResultRecord record = ResultRecords.read(p.folder().resolve("result.json"));
        assertEquals(ResultRecord.Evidence.ARCHIVE, record.evidence().form());
        assertEquals(p.archive().sha256(), record.evidence().sha256());
        assertEquals(Files.size(p.archive().file()), record.evidence().bytes());
        assertEquals("reference", record.engine().name());
        assertEquals(run.pScore(), record.pScore());
        assertEquals("report.html", record.report());
    }

    @Test
    void aPublishRemovesTheStagingFolderAndArchiveAKilledPublishLeftInTheEvidenceFolderAndKeepsALiveOnes()
            throws Exception {
        Path evidence = Files.createDirectories(dir.resolve("evidence"));
        long dead = PublishedRun.deadProcessId();
        Path staging = Files.createDirectories(evidence.resolve(".publish." + dead + "-3f2a.tmp/bundle"));
        Files.writeString(staging.resolve("run.json"), "{}");
        Path archive = Files.write(evidence.resolve(".bundle.tar.gz." + dead + "-9c.tmp"), new byte[100]);
        Path live = Files.createDirectory(evidence.resolve(".publish." + ProcessHandle.current().pid() + "-1.tmp"));

        RunPublication.Published p = publish(dir.resolve("published"), evidence);

        assertEquals(List.of(live.getFileName() + "", p.archive().file().getFileName() + ""),
                listNames(evidence), "the killed publish's staging folder and archive are gone");
        assertFalse(Files.exists(archive));
    }

    @Test
    void aPublishBesideTheStagingFolderOfAKilledPublishRemovesItAndKeepsALiveOnes() throws Exception {
        long dead = PublishedRun.deadProcessId();
        Path killed = Files.createDirectories(dir.resolve(".bundle." + dead + "-3f2a.tmp/dataset"));
        Files.writeString(killed.resolve("manifest.json"), "{}");
        Path live = Files.createDirectory(dir.resolve(".bundle." + ProcessHandle.current().pid() + "-77.tmp"));

        BundleWriter.write(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE,
                dir.resolve("bundle"), false);

        assertFalse(Files.exists(killed.getParent()));
        assertTrue(Files.exists(live), "this process is alive: its folder may be being written");
    }

    private static List<String> listNames(Path folder) throws Exception {
        try (var entries = Files.list(folder)) {
            return entries.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theSameBundleArchivesToTheSameBytes() throws Exception {
        Path bundle = BundleWriter.write(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE,
                dir.resolve("bundle"), false);

        BundleArchive.Archived first = BundleArchive.write(bundle, dir.resolve("a"));
        BundleArchive.Archived second = BundleArchive.write(bundle, dir.resolve("b"));

        assertEquals(first.sha256(), second.sha256());
        assertArrayEquals(Files.readAllBytes(first.file()), Files.readAllBytes(second.file()));
    }

    @Test
    void anAuditFromTheRecordFindsTheArchiveInTheEvidenceFolderAndUnpacksTheBundleWhole() throws Exception {
        RunPublication.Published p = publish(dir.resolve("published"), dir.resolve("evidence"));
        Path work = Files.createDirectory(dir.resolve("work"));

        AuditTarget target = AuditTarget.resolve(p.folder().resolve("result.json"), List.of(dir.resolve("evidence")),
                work);

        assertEquals(p.record(), target.record());
        assertTrue(target.checks().get(0).contains("SHA-256 " + p.archive().sha256() + " as the record says"),
                target.checks().toString());
        assertEquals(Sha256Sums.read(target.bundle()).keySet().size() + 1, FolderFiles.relativePaths(target.bundle()).size());
        assertNull(AuditTarget.compareWithRun(p.record(), RunFolders.report(target.bundle())));
        BundleAudit.Result audit = BundleAudit.audit(target.bundle(), null, dir, Bundle.read(target.bundle()).kitVersion());
        assertTrue(audit.audited(), String.valueOf(audit.differences()));
    }

    @Test
    void anArchiveWhoseSha256DiffersFromTheRecordsIsRefusedBeforeItIsUnpacked() throws Exception {
        RunPublication.Published p = publish(dir.resolve("published"), dir.resolve("evidence"));
        byte[] bytes = Files.readAllBytes(p.archive().file());
        bytes[bytes.length / 2] ^= 1;
        Files.write(p.archive().file(), bytes);
        Path work = Files.createDirectory(dir.resolve("work"));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> AuditTarget.resolve(
                p.folder(), List.of(dir.resolve("evidence")), work));

        assertTrue(e.getMessage().startsWith(p.archive().file().toString() + ": SHA-256 "), e.getMessage());
        assertTrue(e.getMessage().contains("not the bundle the record names"), e.getMessage());
        assertEquals(List.of(), FolderFiles.relativePaths(work));
    }

    @Test
    void aTruncatedArchiveIsRefusedNamingIt() throws Exception {
        Path bundle = BundleWriter.write(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE,
                dir.resolve("bundle"), false);
        BundleArchive.Archived archive = BundleArchive.write(bundle, dir.resolve("evidence"));
        Path cut = dir.resolve("cut.tar.gz");
        byte[] bytes = Files.readAllBytes(archive.file());
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 100));

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> BundleArchive.extract(cut, Files.createDirectory(dir.resolve("into"))));

        assertTrue(e.getMessage().startsWith(cut + ": not a readable bundle archive"), e.getMessage());
    }

    @Test
    void anArchiveEntryLeavingItsFolderIsRefused() throws Exception {
        for (String name : List.of("../escape.txt", "/etc/escape.txt", "a/../../escape.txt")) {
            Path archive = dir.resolve("evil-" + Math.abs(name.hashCode()) + ".tar.gz");
            writeTar(archive, name, TarArchiveEntry.LF_NORMAL);
            Path into = Files.createDirectories(dir.resolve("into-" + Math.abs(name.hashCode())).resolve("x"));

            InvalidInputException e = assertThrows(InvalidInputException.class, () -> BundleArchive.extract(archive, into));

            assertTrue(e.getMessage().contains("leaves the bundle's folder"), name + ": " + e.getMessage());
            assertFalse(Files.exists(into.getParent().resolve("escape.txt")), name);
        }
    }

    @Test
    void anArchiveHoldingASymbolicLinkIsRefused() throws Exception {
        Path archive = dir.resolve("link.tar.gz");
        writeTar(archive, "SHA256SUMS", TarArchiveEntry.LF_SYMLINK);

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> BundleArchive.extract(archive, Files.createDirectory(dir.resolve("into"))));

        assertTrue(e.getMessage().contains("is not a file or folder"), e.getMessage());
    }

    @Test
    void aRunAlreadyPublishedInTheFolderIsReplacedOnlyWhenAsked() throws Exception {
        RunPublication.Published first = publish(dir.resolve("published"), dir.resolve("evidence"));
        byte[] record = Files.readAllBytes(first.folder().resolve("result.json"));

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> publish(dir.resolve("published"), dir.resolve("evidence")));
        RunPublication.publish(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE,
                dir.resolve("published"), dir.resolve("evidence"), true);

        assertTrue(e.getMessage().endsWith("exists: a run is published here; give --force to replace it"), e.getMessage());
        assertArrayEquals(record, Files.readAllBytes(first.folder().resolve("result.json")));
    }

    @Test
    void aPublicationIntoTheResultsFolderOrARunFolderIsRefusedAndLeavesItsRunsAlone() throws Exception {
        List<String> before = FolderFiles.relativePaths(results);
        Path runFolder = RunFolders.list(results).get(0);

        for (Path out : List.of(results, results.resolve("published"), runFolder)) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> RunPublication.publish(results,
                    run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE, out, dir.resolve("evidence"), true));
            assertTrue(e.getMessage().contains("inside the results folder"), out + ": " + e.getMessage());
        }
        Path copied = Files.createDirectories(dir.resolve("elsewhere"));
        Files.copy(runFolder.resolve("answers.log"), copied.resolve("answers.log"));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> RunPublication.publish(results,
                run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE, copied, dir.resolve("evidence"), true));

        assertTrue(e.getMessage().endsWith("holds answers.log: a run folder or a results folder, which publishing "
                + "never writes into"), e.getMessage());
        assertEquals(before, FolderFiles.relativePaths(results));
    }

    private static void writeTar(Path archive, String name, byte type) throws Exception {
        try (OutputStream file = Files.newOutputStream(archive);
             GZIPOutputStream gzip = new GZIPOutputStream(file);
             TarArchiveOutputStream tar = new TarArchiveOutputStream(gzip)) {
            TarArchiveEntry entry = new TarArchiveEntry(name, type, true);
            byte[] body = "x\n".getBytes(StandardCharsets.UTF_8);
            if (type == TarArchiveEntry.LF_SYMLINK) {
                entry.setLinkName("/etc/passwd");
            } else {
                entry.setSize(body.length);
            }
            tar.putArchiveEntry(entry);
            if (type != TarArchiveEntry.LF_SYMLINK) {
                tar.write(body);
            }
            tar.closeArchiveEntry();
        }
    }
}
