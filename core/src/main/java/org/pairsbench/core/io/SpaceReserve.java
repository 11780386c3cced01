package org.pairsbench.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import org.pairsbench.api.InvalidInputException;

/**
 * Disk space held back for writing that must not fail for want of it: a hidden temporary file of written bytes
 * (not a sparse one, which would hold nothing) beside where that writing goes, deleted by {@link #release()} just
 * before it. A long run's own logs may fill the disk; the small files that record it then still fit. A process
 * killed before releasing leaves the file under a {@link PendingFile} temporary name, for
 * {@link PendingFile#removeStale} to remove.
 */
public final class SpaceReserve implements AutoCloseable {

    private static final int CHUNK = 1 << 16;

    private final PendingFile file;
    private final long bytes;

    private SpaceReserve(PendingFile file, long bytes) {
        this.file = file;
        this.bytes = bytes;
    }

    /**
     * Takes {@code bytes} in {@code dir} (as {@code .NAME.PID-RANDOM.tmp}) for {@code purpose} ("the run's record");
     * when the disk cannot give them, nothing is left and the one-line {@link InvalidInputException} names the
     * folder, the purpose and the cause.
     */
    public static SpaceReserve take(Path dir, String name, long bytes, String purpose) {
        PendingFile file = PendingFile.create(dir.resolve(name));
        try (OutputStream out = file.newOutputStream()) {
            byte[] zeros = new byte[CHUNK];
            for (long left = bytes; left > 0; left -= CHUNK) {
                out.write(zeros, 0, (int) Math.min(CHUNK, left));
            }
        } catch (IOException | RuntimeException e) {
            file.discard();
            String why = e instanceof IOException io ? InvalidInputException.reason(io) : e.getMessage();
            throw InvalidInputException.in(dir, String.format(Locale.ROOT,
                    "cannot hold back %.1f MiB of disk space for %s: %s", bytes / 1048576.0, purpose, why));
        }
        return new SpaceReserve(file, bytes);
    }

    public long bytes() {
        return bytes;
    }

    /** Gives the space back (deletes the file); again, or after a failed take, it does nothing. */
    public void release() {
        file.discard();
    }

    @Override
    public void close() {
        release();
    }
}
