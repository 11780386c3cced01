package org.pairsbench.report.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;

/** A bundle folder that left the tree, brought back from the commit a record names, in a real git repository. */
class GitRepositoryTest {

    @TempDir
    Path repo;

    @TempDir
    Path work;

    private Path bundle;

    @BeforeEach
    void aRepositoryWithABundleFolder() throws Exception {
        git("init", "-q");
        git("config", "user.email", "test@pairsbench.invalid");
        git("config", "user.name", "test");
        bundle = Files.createDirectories(repo.resolve("results/esper/run-1/bundle"));
        Files.writeString(bundle.resolve("SHA256SUMS"), "sums\n");
        Files.createDirectories(bundle.resolve("dataset"));
        Files.writeString(bundle.resolve("dataset/manifest.json"), "{ }\n");
        git("add", "-A");
        git("commit", "-q", "-m", "a run");
    }

    @Test
    void aFolderIsNamedByTheCommitThatHoldsItAndItsPathFromTheTop() throws Exception {
        ResultRecord.GitPlace place = new GitRepository(repo).place(bundle);

        assertEquals("results/esper/run-1/bundle", place.path());
        assertEquals(git("rev-parse", "HEAD").strip(), place.commit());
        assertEquals(5 + 4, new GitRepository(repo).bytes(place));
    }

    @Test
    void aFolderKeepsTheNameOfTheCommitThatLastChangedItWhateverCommitsFollow() throws Exception {
        String run = git("rev-parse", "HEAD").strip();
        Files.writeString(repo.resolve("README.md"), "later work\n");
        git("add", "-A");
        git("commit", "-q", "-m", "later work elsewhere");

        ResultRecord.GitPlace place = new GitRepository(repo).place(bundle);

        assertEquals(run, place.commit());
    }

    @Test
    void aFolderThatLeftTheTreeIsBroughtBackFileByFileFromItsCommit() throws Exception {
        ResultRecord.GitPlace place = new GitRepository(repo).place(bundle);
        git("rm", "-q", "-r", "results/esper/run-1/bundle");
        git("commit", "-q", "-m", "the bundle leaves the tree");

        Path back = new GitRepository(repo).extract(place, work);

        assertEquals(List.of("SHA256SUMS", "dataset/manifest.json"), FolderFiles.relativePaths(back));
        assertEquals("sums\n", Files.readString(back.resolve("SHA256SUMS")));
        assertEquals("{ }\n", Files.readString(back.resolve("dataset/manifest.json")));
    }

    @Test
    void aFolderWithChangesNotCommittedIsRefused() throws Exception {
        Files.writeString(bundle.resolve("SHA256SUMS"), "edited\n");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> new GitRepository(repo).place(bundle));

        assertTrue(e.getMessage().contains("has changes not committed (1 file(s))"), e.getMessage());
    }

    @Test
    void aFolderHoldingASymbolicLinkIsNotBroughtBack() throws Exception {
        Files.createSymbolicLink(bundle.resolve("link"), Path.of("/etc/passwd"));
        git("add", "-A");
        git("commit", "-q", "-m", "a link");
        ResultRecord.GitPlace place = new GitRepository(repo).place(bundle);

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new GitRepository(repo).extract(place, work));

        assertTrue(e.getMessage().contains(":results/esper/run-1/bundle/link is not a regular file (mode 120000)"),
                e.getMessage());
    }

    private String git(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES) && p.exitValue() == 0, String.join(" ", command) + ": " + out);
        return out;
    }
}
