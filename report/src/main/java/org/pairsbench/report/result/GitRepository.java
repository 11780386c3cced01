package org.pairsbench.report.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;

/**
 * The kit's git repository as result records use it: bundle folders that the repository once carried and no longer
 * does stay in its history, and a record names the commit and path that hold its bundle ({@link #place}); the
 * folder is brought back file by file ({@link #extract}). Each file is read with {@code git cat-file blob}, so a
 * partial clone fetches just the folder's blobs ({@code git archive} has it fetch every large blob of the history
 * first: 600 MB against 2 MB, measured on a lean clone of the kit).
 */
public final class GitRepository implements ResultImport.Repository {

    /** A regular file's mode in a git tree, executable or not; links and submodules are not a bundle's. */
    private static final List<String> FILE_MODES = List.of("100644", "100755");

    private final Path top;

    /** The repository that holds {@code inside}; not in one (or no git) is an {@link InvalidInputException}. */
    public GitRepository(Path inside) {
        this.top = Path.of(text(inside, List.of("rev-parse", "--show-toplevel")).strip());
    }

    /**
     * The repository that holds {@code inside}, found when a record first needs it: runs published outside any
     * repository, with no bundle folder beside them, import without git.
     */
    public static ResultImport.Repository whenNeeded(Path inside) {
        return new ResultImport.Repository() {
            private GitRepository repository;

            @Override
            public ResultRecord.GitPlace place(Path folder) {
                return repository().place(folder);
            }

            @Override
            public long bytes(ResultRecord.GitPlace place) {
                return repository().bytes(place);
            }

            private GitRepository repository() {
                if (repository == null) {
                    repository = new GitRepository(inside);
                }
                return repository;
            }
        };
    }

    /**
     * The last commit that changed {@code folder} (which must be clean) and its path from the repository's top: the
     * commit that holds the folder as it is, named the same however many commits follow, so importing the records
     * again does not rename it.
     */
    @Override
    public ResultRecord.GitPlace place(Path folder) {
        String path = top.relativize(folder.toAbsolutePath().normalize()).toString().replace('\\', '/');
        String status = text(folder, List.of("status", "--porcelain", "--untracked-files=all", "--", "."));
        if (!status.isBlank()) {
            throw InvalidInputException.in(folder, "has changes not committed (" + status.lines().count()
                    + " file(s)): commit them first, so the record names a commit that holds the bundle");
        }
        String commit = text(top, List.of("log", "-1", "--format=%H", "--", path)).strip();
        if (commit.isEmpty()) {
            throw InvalidInputException.in(folder, "no commit holds it: commit it first, so the record names a commit "
                    + "that holds the bundle");
        }
        return new ResultRecord.GitPlace(commit, path);
    }

    /** The sizes of the files under the place's path at its commit, added up ({@code git ls-tree -l}). */
    @Override
    public long bytes(ResultRecord.GitPlace place) {
        long bytes = 0;
        for (String line : text(top, List.of("ls-tree", "-r", "-l", place.commit(), "--", place.path())).split("\n")) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length >= 4 && fields[3].matches("\\d+")) {
                bytes += Long.parseLong(fields[3]);
            }
        }
        return bytes;
    }

    /**
     * Writes the files under the place's path (relative to the repository's top) at its commit into {@code work};
     * returns the folder. Anything but regular files is refused, as in a bundle archive.
     */
    public Path extract(ResultRecord.GitPlace place, Path work) {
        String commit = place.commit();
        String listing = text(top, List.of("ls-tree", "-r", "-z", commit, "--", place.path()));
        if (listing.isEmpty()) {
            throw InvalidInputException.in(top, "commit " + commit + " holds no folder " + place.path());
        }
        Path root = work.resolve("git-folder").toAbsolutePath().normalize();
        for (String entry : listing.split("\0")) {
            // "MODE TYPE ID\tNAME"
            int tab = entry.indexOf('\t');
            String[] head = entry.substring(0, tab).split(" ");
            String name = entry.substring(tab + 1);
            Path target = root.resolve(name).normalize();
            if (!FILE_MODES.contains(head[0]) || !"blob".equals(head[1])) {
                throw InvalidInputException.in(top, commit + ":" + name + " is not a regular file (mode " + head[0]
                        + "): a bundle holds only files");
            }
            if (!target.startsWith(root) || List.of(name.split("/")).contains("..")) {
                throw InvalidInputException.in(top, commit + ":" + name + " leaves the folder");
            }
            try {
                Files.createDirectories(target.getParent());
            } catch (IOException e) {
                throw InvalidInputException.in(target, "cannot create: " + InvalidInputException.reason(e));
            }
            run(top, List.of("cat-file", "blob", head[2]), ProcessBuilder.Redirect.to(target.toFile()),
                    commit + ":" + name);
        }
        return root.resolve(place.path());
    }

    private static String text(Path dir, List<String> args) {
        try {
            Path out = Files.createTempFile("pairs-git", ".out");
            try {
                run(dir, args, ProcessBuilder.Redirect.to(out.toFile()), null);
                return Files.readString(out, StandardCharsets.UTF_8);
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot run git: " + InvalidInputException.reason(e));
        }
    }

    private static void run(Path dir, List<String> args, ProcessBuilder.Redirect out, String what) {
        List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(args);
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out).start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw InvalidInputException.in(dir, "git " + String.join(" ", args) + " failed"
                        + (what == null ? "" : " to bring back " + what) + ": "
                        + InvalidInputException.oneLine(err.strip()));
            }
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot run git (result records name bundle folders by the commit "
                    + "that holds them): " + InvalidInputException.reason(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw InvalidInputException.in(dir, "interrupted while running git");
        }
    }
}
