package org.pairsbench.datagen;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;

/**
 * One tick file being written (under its temporary name): CSV lines, optionally gzip, with the SHA-256 of
 * the bytes on disk and of the CSV text, the tick count and the first and last tickTS for the manifest.
 */
final class TickFileWriter {

    private static final int BUFFER = 1 << 16;

    private final PendingFile file;
    /** Of the bytes on disk; null for plain files, where it is the CSV text's (hashing twice costs). */
    private final MessageDigest fileDigest;
    private final OutputStream out;
    private final CsvTickLines lines;

    TickFileWriter(PendingFile file, boolean gzip) {
        this.file = file;
        this.fileDigest = gzip ? Sha256.digest() : null;
        OutputStream disk = gzip ? new DigestOutputStream(file.newOutputStream(), fileDigest) : file.newOutputStream();
        try {
            // Level 1: the fastest; tick text still shrinks about 4x. The gzip header carries no time stamp
            // (mtime 0), so equal input gives equal files.
            this.out = gzip ? new GZIPOutputStream(disk, BUFFER) {
                {
                    def.setLevel(Deflater.BEST_SPEED);
                }
            } : disk;
        } catch (IOException e) {
            throw file.failure(e);
        }
        this.lines = new CsvTickLines(out);
    }

    /** Appends this file's lines of {@code block}; {@code index} is the file's (0-based) in the data set. */
    void write(BlockText block, int index) {
        try {
            lines.add(block, index);
        } catch (IOException e) {
            throw file.failure(e);
        }
    }

    /** Flushes and closes the file (still under its temporary name) and describes it. */
    Manifest.TickFile finish() {
        try {
            out.close();
            long bytes = Files.size(file.temporary());
            return lines.describe(file.target().getFileName().toString(),
                    fileDigest == null ? null : Sha256.hex(fileDigest), bytes);
        } catch (IOException e) {
            throw file.failure(e);
        }
    }

    /** Closes without describing: the error path (the caller discards the temporary file). */
    void abandon() {
        try {
            out.close();
        } catch (IOException ignored) {
            // the file is being discarded anyway
        }
    }
}
