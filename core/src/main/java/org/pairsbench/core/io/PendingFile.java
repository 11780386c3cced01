package org.pairsbench.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import org.pairsbench.api.InvalidInputException;

/**
 * A file being written under a temporary name beside its target ({@code .NAME.RANDOM.tmp}) and renamed to the
 * target only by {@link #commit()}, so a crash, a full disk or an error never leaves a file that looks
 * complete, and a file written before is replaced in one step or not at all. Discarding (or closing without
 * committing) deletes the temporary file.
 */
public final class PendingFile implements AutoCloseable {

    private final Path target;
    private final Path temporary;
    private boolean committed;

    private PendingFile(Path target, Path temporary) {
        this.target = target;
        this.temporary = temporary;
    }

    /** Creates the temporary file; a missing or unwritable directory is an {@link InvalidInputException}. */
    public static PendingFile create(Path target) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        try {
            // Not Files.createTempFile: it makes the file private (0600), and the result must get the usual
            // permissions once renamed.
            while (true) {
                Path temporary = dir.resolve("." + absolute.getFileName() + "."
                        + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp");
                try {
                    return new PendingFile(target, Files.createFile(temporary));
                } catch (FileAlreadyExistsException e) {
                    // another writer picked the same name: draw again
                }
            }
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(dir, "no such directory");
        } catch (AccessDeniedException e) {
            throw InvalidInputException.in(dir, "cannot write in this directory: permission denied");
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot write in this directory: " + InvalidInputException.reason(e));
        }
    }

    public Path target() {
        return target;
    }

    public Path temporary() {
        return temporary;
    }

    public OutputStream newOutputStream() {
        try {
            return Files.newOutputStream(temporary);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    /**
     * Renames the temporary file to the target, replacing what was there. The content is forced to the disk
     * first and the rename after it, so even a power cut leaves the old file or the whole new one: a rename can
     * otherwise reach the disk before the data it names (a data set's manifest beside a cut-off tick file).
     */
    public void commit() {
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
        } catch (IOException e) {
            throw failure(e);
        }
        forceDirectory(target.toAbsolutePath().getParent());
    }

    /** Makes the rename itself durable where the platform allows it (Linux does; Windows refuses to open a folder). */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Best effort: the file's content is on the disk already.
        }
    }

    /** Deletes the temporary file unless it was committed; never throws, so it is safe in error paths. */
    public void discard() {
        if (!committed) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // Best effort: the name starts with a dot and ends in .tmp, so it cannot pass for a result.
            }
        }
    }

    @Override
    public void close() {
        discard();
    }

    /** A write error (disk full, permission) as the one-line user error the launcher prints. */
    public InvalidInputException failure(IOException e) {
        return InvalidInputException.in(target, "cannot write: " + InvalidInputException.reason(e));
    }

    /** Writes a whole file through {@code body} and commits it; on any failure nothing is left behind. */
    public static void write(Path target, Body body) {
        try (PendingFile file = create(target)) {
            try (OutputStream out = file.newOutputStream()) {
                body.writeTo(out);
            } catch (IOException e) {
                throw file.failure(e);
            }
            file.commit();
        }
    }

    /** What writes the content of a {@link PendingFile}. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }
}
