package org.pairsbench.core.io;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;

/**
 * A folder written whole or not at all: made in a staging folder beside its target, then renamed into place. The
 * target is at every moment the old folder, nothing, or the whole new one; a target that holds anything is
 * replaced only when asked to. What a bundle and the results site are written with.
 */
public final class FolderReplacement {

    /** The suffix of the old folder's name while it is set aside, under {@link PendingFile#temporaryName}. */
    public static final String ASIDE = ".old";

    private FolderReplacement() {
    }

    /**
     * Refuses a {@code target} that is not a folder, or a folder that is not empty unless {@code replace};
     * {@code what} names the folder's content in the message ("the bundle").
     */
    public static void requireReplaceable(Path target, boolean replace, String what) {
        if (!Files.exists(target)) {
            return;
        }
        if (!Files.isDirectory(target)) {
            throw InvalidInputException.in(target, "exists and is not a directory");
        }
        try (Stream<Path> entries = Files.list(target)) {
            if (entries.findAny().isPresent() && !replace) {
                throw InvalidInputException.in(target, "not empty: give --force to replace it with " + what);
            }
        } catch (IOException e) {
            throw InvalidInputException.in(target, "cannot list: " + InvalidInputException.reason(e));
        }
    }

    /**
     * Renames the complete {@code staging} folder to {@code target}. An existing target is first renamed aside
     * (a {@link PendingFile#temporaryName} beside the staging folder, which a later writer removes if this process
     * dies), then deleted.
     */
    public static void moveIntoPlace(Path staging, Path target, boolean replace, String what) {
        Path aside = null;
        try {
            if (Files.exists(target)) {
                requireReplaceable(target, replace, what); // again: it may have been filled meanwhile
                aside = staging.resolveSibling(PendingFile.temporaryName(target.getFileName() + ASIDE));
                move(target, aside);
            }
            move(staging, target);
        } catch (DirectoryNotEmptyException e) {
            throw InvalidInputException.in(target, "not empty: give --force to replace it with " + what);
        } catch (IOException e) {
            if (aside != null && !Files.exists(target)) {
                try {
                    move(aside, target);
                    aside = null;
                } catch (IOException ignored) {
                    // the old folder stays beside it under its temporary name
                }
            }
            throw InvalidInputException.in(target, "cannot move " + what + " into place: "
                    + InvalidInputException.reason(e));
        } finally {
            if (aside != null) {
                deleteQuietly(aside);
            }
        }
    }

    /** A temporary directory is private (0700); what is published is for reading by anyone. */
    public static void makeReadable(Path dir) {
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

    /** Deletes {@code dir} if it exists; a leftover hidden staging folder is harmless, and a later writer removes it. */
    public static void deleteQuietly(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try {
            FolderFiles.deleteTree(dir);
        } catch (IOException e) {
            // see above
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }
}
