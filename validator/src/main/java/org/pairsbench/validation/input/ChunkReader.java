package org.pairsbench.validation.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.zip.GZIPInputStream;
import org.pairsbench.api.InvalidInputException;

/**
 * One tick file read in chunks of whole lines (about {@value #CHUNK} bytes each), for workers to parse
 * independently; optionally feeding the file's raw bytes (before decompression) to a digest as they are read, so
 * the inputs are hashed without a second read. Not thread-safe: one thread reads a file.
 */
final class ChunkReader implements AutoCloseable {

    /**
     * 256 KiB: about 7,700 ticks, so the hand-off to a worker costs well under a nanosecond per tick, and the
     * buffers stay below the size a garbage collector treats as a large object in any heap (G1: half a region).
     */
    static final int CHUNK = 1 << 18;

    private final Path file;
    private final InputStream in;
    /** Fed here for a plain file; null for a gzip file, whose raw bytes a DigestInputStream below the inflater feeds. */
    private final MessageDigest plainDigest;
    /** The bytes after the last line end of the previous chunk: the start of the next line. */
    private final byte[] carry = new byte[CHUNK];
    private int carried;
    private boolean finished;

    /** Opens {@code file}; a missing or unreadable one is an {@link InvalidInputException} naming it. */
    ChunkReader(Path file, MessageDigest digest) {
        this.file = file;
        boolean gzip = file.getFileName().toString().endsWith(".gz");
        try {
            InputStream raw = Files.newInputStream(file);
            if (gzip && digest != null) {
                raw = new DigestInputStream(raw, digest);
            }
            this.in = gzip ? new GZIPInputStream(raw, 1 << 16) : raw;
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(file, "no such tick file");
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read tick file: " + InvalidInputException.reason(e));
        }
        this.plainDigest = gzip ? null : digest;
    }

    Path file() {
        return file;
    }

    /**
     * The next chunk, read into {@code buffer} ({@value #CHUNK} bytes): the lines up to the last line end read,
     * the file's last line whole, or (a line longer than a chunk, which the parser rejects as too long) a chunk's
     * worth of it. Null after the last chunk.
     */
    RawChunk next(byte[] buffer) {
        if (finished) {
            return null;
        }
        System.arraycopy(carry, 0, buffer, 0, carried);
        int limit = carried;
        carried = 0;
        boolean eof = false;
        try {
            while (limit < buffer.length) {
                int n = in.read(buffer, limit, buffer.length - limit);
                if (n < 0) {
                    eof = true;
                    break;
                }
                if (plainDigest != null) {
                    plainDigest.update(buffer, limit, n);
                }
                limit += n;
            }
        } catch (IOException e) {
            finished = true;
            return new RawChunk(buffer, lastLineEnd(buffer, limit) + 1,
                    "cannot read: " + InvalidInputException.reason(e));
        }
        if (eof) {
            finished = true;
            return limit == 0 ? null : new RawChunk(buffer, limit, null);
        }
        int end = lastLineEnd(buffer, limit) + 1;
        if (end == 0) {
            end = limit;
        }
        carried = limit - end;
        System.arraycopy(buffer, end, carry, 0, carried);
        return new RawChunk(buffer, end, null);
    }

    /** Index of the last '\n' in {@code bytes[0, limit)}, -1 if none. */
    private static int lastLineEnd(byte[] bytes, int limit) {
        for (int i = limit - 1; i >= 0; i--) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // read-only: nothing to lose
        }
    }
}
