package org.pairsbench.datagen;

import java.io.IOException;
import java.io.OutputStream;
import java.security.MessageDigest;
import org.pairsbench.core.io.Sha256;

/**
 * One tick file's CSV text as it is produced: the file's part of each {@link BlockText}, in block order, hashed
 * (SHA-256 of the CSV text) and handed on, with the counts a manifest gives. Used by {@link TickFileWriter}
 * (which writes the text) and {@link DataSetDigest} (which only hashes it), so both describe the same bytes.
 */
final class CsvTickLines {

    private final OutputStream out;
    private final MessageDigest digest = Sha256.digest();
    private long bytes;
    private long ticks;
    private long firstTickTS = -1;
    private long lastTickTS = -1;

    /** @param out where the text goes; null to hash it only */
    CsvTickLines(OutputStream out) {
        this.out = out;
    }

    /** Appends the lines of {@code block} that belong to file {@code file} (0-based). */
    void add(BlockText block, int file) throws IOException {
        long count = block.ticks(file);
        if (count == 0) {
            return;
        }
        int length = block.length(file);
        digest.update(block.text(file), 0, length);
        if (out != null) {
            out.write(block.text(file), 0, length);
        }
        bytes += length;
        if (ticks == 0) {
            firstTickTS = block.firstTickTS(file);
        }
        lastTickTS = block.lastTickTS(file);
        ticks += count;
    }

    /**
     * The file as a manifest describes it, once all its text is added; {@code fileSha256} and {@code fileBytes}
     * are of the bytes on disk, null for those of the CSV text (a plain file).
     */
    Manifest.TickFile describe(String name, String fileSha256, Long fileBytes) {
        String csvSha = Sha256.hex(digest);
        return new Manifest.TickFile(name, ticks, fileBytes == null ? bytes : fileBytes,
                fileSha256 == null ? csvSha : fileSha256, csvSha, ticks == 0 ? null : firstTickTS,
                ticks == 0 ? null : lastTickTS);
    }
}
