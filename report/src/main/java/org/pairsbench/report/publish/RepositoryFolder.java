package org.pairsbench.report.publish;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;

/**
 * A folder as a commit of the kit's git repository holds it, brought back with {@code git archive}: bundles that
 * the repository once carried and no longer does stay in its history, and a result record names their commit and
 * path. A partial clone fetches the folder's blobs on demand.
 */
final class RepositoryFolder {

    private RepositoryFolder() {
    }

    /**
     * Unpacks {@code path} (relative to the repository's top) of {@code commit} into {@code work}, for the
     * repository that holds {@code inside}; returns the folder.
     */
    static Path extract(Path inside, String commit, String path, Path work) {
        String top = git(inside, List.of("rev-parse", "--show-toplevel"), null).strip();
        Path archive = work.resolve("git-folder.tar.gz");
        git(Path.of(top), List.of("archive", "--format=tar.gz", "-o", archive.toString(), commit, "--", path),
                commit + ":" + path);
        Path into = work.resolve("git-folder");
        try {
            Files.createDirectories(into);
        } catch (IOException e) {
            throw InvalidInputException.in(into, "cannot create: " + InvalidInputException.reason(e));
        }
        BundleArchive.extract(archive, into);
        return into.resolve(path);
    }

    private static String git(Path dir, List<String> args, String what) {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(args);
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw InvalidInputException.in(dir, "git " + String.join(" ", args) + " failed"
                        + (what == null ? "" : " to bring back " + what) + ": "
                        + InvalidInputException.oneLine(out.strip()));
            }
            return out;
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot run git (needed to bring back a bundle folder from the "
                    + "repository's history): " + InvalidInputException.reason(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw InvalidInputException.in(dir, "interrupted while running git");
        }
    }
}
