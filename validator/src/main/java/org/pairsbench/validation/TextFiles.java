package org.pairsbench.validation;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.PendingFile;

/** The validator's outputs as UTF-8 text through {@link PendingFile}: complete or absent, gzip for ".gz". */
final class TextFiles {

    /** What writes the text. */
    @FunctionalInterface
    interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private TextFiles() {
    }

    static void write(Path target, Content content) {
        Path parent = target.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw InvalidInputException.in(parent, "cannot create directory: " + e.getMessage());
        }
        boolean gzip = target.getFileName().toString().endsWith(".gz");
        PendingFile.write(target, raw -> {
            OutputStream out = gzip ? new GZIPOutputStream(raw, 1 << 16) : raw;
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            content.writeTo(writer);
            writer.flush();
            if (gzip) {
                ((GZIPOutputStream) out).finish();
            }
        });
    }
}
