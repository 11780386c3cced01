package org.pairsbench.datagen;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * One tick file being written (under its temporary name): CSV lines, optionally gzip, with the SHA-256 of
 * the bytes on disk and of the CSV text, the tick count and the first and last tickTS for the manifest.
 */
final class TickFileWriter {

    private static final int BUFFER = 1 << 16;

    private final PendingFile file;
    /** Of the bytes on disk; null for plain files, where it is {@link #csvDigest} (hashing twice costs). */
    private final MessageDigest fileDigest;
    private final MessageDigest csvDigest = Sha256.digest();
    private final OutputStream out;
    private final byte[] buffer = new byte[BUFFER];
    private final StringBuilder line = new StringBuilder(64);
    private int used;
    private long ticks;
    private long firstTickTS = -1;
    private long lastTickTS = -1;

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
    }

    void write(StockTick tick) {
        line.setLength(0);
        TickCsv.append(line, tick).append('\n');
        int length = line.length();
        if (used + length > BUFFER) {
            flushBuffer();
        }
        // The line is US-ASCII (digits, letters, commas): one byte per char, no encoder needed.
        for (int i = 0; i < length; i++) {
            buffer[used++] = (byte) line.charAt(i);
        }
        if (ticks == 0) {
            firstTickTS = tick.tickTS();
        }
        lastTickTS = tick.tickTS();
        ticks++;
    }

    private void flushBuffer() {
        csvDigest.update(buffer, 0, used);
        try {
            out.write(buffer, 0, used);
        } catch (IOException e) {
            throw file.failure(e);
        }
        used = 0;
    }

    /** Flushes and closes the file (still under its temporary name) and describes it. */
    Manifest.TickFile finish() {
        flushBuffer();
        try {
            out.close();
            long bytes = Files.size(file.temporary());
            HexFormat hex = HexFormat.of();
            String csvSha = hex.formatHex(csvDigest.digest());
            return new Manifest.TickFile(file.target().getFileName().toString(), ticks, bytes,
                    fileDigest == null ? csvSha : hex.formatHex(fileDigest.digest()), csvSha,
                    ticks == 0 ? null : firstTickTS, ticks == 0 ? null : lastTickTS);
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
