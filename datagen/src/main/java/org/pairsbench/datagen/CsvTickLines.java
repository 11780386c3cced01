package org.pairsbench.datagen;

import java.io.IOException;
import java.io.OutputStream;
import java.security.MessageDigest;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.ticks.TickCsv;

/**
 * One tick file's CSV text as it is produced: each tick's line (US-ASCII), buffered, hashed (SHA-256 of the CSV
 * text) and handed on in blocks, with the counts a manifest gives. The one place that decides the bytes of a tick
 * file, for {@link TickFileWriter} (which writes them) and {@link DataSetDigest} (which only hashes them).
 */
final class CsvTickLines {

    private static final int BUFFER = 1 << 16;

    private final OutputStream out;
    private final MessageDigest digest = Sha256.digest();
    private final byte[] buffer = new byte[BUFFER];
    private final StringBuilder line = new StringBuilder(64);
    private int used;
    private long bytes;
    private long ticks;
    private long firstTickTS = -1;
    private long lastTickTS = -1;

    /** @param out where the text goes, block by block; null to hash it only */
    CsvTickLines(OutputStream out) {
        this.out = out;
    }

    void add(StockTick tick) throws IOException {
        line.setLength(0);
        TickCsv.append(line, tick).append('\n');
        int length = line.length();
        if (used + length > BUFFER) {
            flush();
        }
        // The line is US-ASCII (digits, letters, commas): one byte per char, no encoder needed.
        for (int i = 0; i < length; i++) {
            buffer[used++] = (byte) line.charAt(i);
        }
        bytes += length;
        if (ticks == 0) {
            firstTickTS = tick.tickTS();
        }
        lastTickTS = tick.tickTS();
        ticks++;
    }

    /** Hands the buffered text on (and hashes it). */
    void flush() throws IOException {
        digest.update(buffer, 0, used);
        if (out != null) {
            out.write(buffer, 0, used);
        }
        used = 0;
    }

    /**
     * The file as a manifest describes it, once everything is flushed; {@code fileSha256} and {@code fileBytes}
     * are of the bytes on disk, null for those of the CSV text (a plain file).
     */
    Manifest.TickFile describe(String name, String fileSha256, Long fileBytes) {
        String csvSha = Sha256.hex(digest);
        return new Manifest.TickFile(name, ticks, fileBytes == null ? bytes : fileBytes,
                fileSha256 == null ? csvSha : fileSha256, csvSha, ticks == 0 ? null : firstTickTS,
                ticks == 0 ? null : lastTickTS);
    }
}
