package org.pairsbench.site;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.OutputDirectory;

/**
 * {@code pairs site}: the results site, generated from every result record under a results folder. It is written
 * in a temporary folder beside its target and renamed into place when complete, so the target is at every moment
 * the old site, nothing, or the whole new one; a target that is not empty is replaced only when asked to.
 */
public final class Site {

    /**
     * @param out      the site's folder
     * @param runs     the records it was made from
     * @param files    the files written
     * @param bytes    their sizes added up
     * @param warnings what the site could not link (a report a record names that is not there), one line each
     */
    public record Written(Path out, int runs, int files, long bytes, List<String> warnings) {
    }

    private Site() {
    }

    /**
     * @param results the folder whose result records the site is made from (walked whole)
     * @param out     the site's folder
     * @param replace replace a non-empty {@code out}; otherwise such a folder is refused
     */
    public static Written write(Path results, Path out, boolean replace) {
        Path target = out.toAbsolutePath().normalize();
        Path resultsFolder = results.toAbsolutePath().normalize();
        if (target.startsWith(resultsFolder)) {
            throw InvalidInputException.in(target, "inside the results folder " + results + ": the site's copies of "
                    + "the records would be read as published runs the next time");
        }
        List<PublishedRun> runs = PublishedRuns.find(results);
        requireReplaceable(target, replace);
        Path parent = OutputDirectory.create(target.getParent());
        Path staging;
        try {
            staging = Files.createTempDirectory(parent, "." + target.getFileName() + ".");
        } catch (IOException e) {
            throw InvalidInputException.in(parent, "cannot write in this directory: " + InvalidInputException.reason(e));
        }
        try {
            List<String> warnings = new SiteGenerator(runs, staging, target).generate();
            makeReadable(staging);
            List<String> files = FolderFiles.relativePaths(staging);
            long bytes = 0;
            for (String f : files) {
                bytes += Files.size(staging.resolve(f));
            }
            moveIntoPlace(staging, target, replace);
            return new Written(target, runs.size(), files.size(), bytes, warnings);
        } catch (IOException e) {
            throw InvalidInputException.in(staging, "cannot write the site: " + InvalidInputException.reason(e));
        } finally {
            deleteTree(staging);
        }
    }

    private static void requireReplaceable(Path target, boolean replace) {
        if (!Files.exists(target)) {
            return;
        }
        if (!Files.isDirectory(target)) {
            throw InvalidInputException.in(target, "exists and is not a directory");
        }
        try (Stream<Path> entries = Files.list(target)) {
            if (entries.findAny().isPresent() && !replace) {
                throw InvalidInputException.in(target, "not empty: give --force to replace it with the site");
            }
        } catch (IOException e) {
            throw InvalidInputException.in(target, "cannot list: " + InvalidInputException.reason(e));
        }
    }

    /** An existing target is first renamed aside, then deleted once the new site is in its place. */
    private static void moveIntoPlace(Path staging, Path target, boolean replace) {
        Path aside = null;
        try {
            if (Files.exists(target)) {
                requireReplaceable(target, replace); // again: it may have been filled meanwhile
                aside = staging.resolveSibling(staging.getFileName() + ".old");
                move(target, aside);
            }
            move(staging, target);
        } catch (DirectoryNotEmptyException e) {
            throw InvalidInputException.in(target, "not empty: give --force to replace it with the site");
        } catch (IOException e) {
            if (aside != null && !Files.exists(target)) {
                try {
                    move(aside, target);
                    aside = null;
                } catch (IOException ignored) {
                    // the old site stays beside it under its temporary name
                }
            }
            throw InvalidInputException.in(target, "cannot move the site into place: " + InvalidInputException.reason(e));
        } finally {
            if (aside != null) {
                deleteTree(aside);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** A temporary directory is private (0700); a site is for reading by anyone. */
    private static void makeReadable(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.toList()) {
                if (Files.isDirectory(p)) {
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system: its own defaults apply
        }
    }

    private static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try {
            FolderFiles.deleteTree(dir);
        } catch (IOException e) {
            // a leftover hidden temporary folder, named after the site: harmless, and removable by hand
        }
    }
}
