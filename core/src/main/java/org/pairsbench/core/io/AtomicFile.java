package org.pairsbench.core.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.core.InvalidInputException;

/**
 * Writes a whole file under a temporary name next to it and renames it into place when complete, so a crash
 * or an error never leaves a half-written result where a reader expects a finished one.
 */
public final class AtomicFile {

    /** What writes the file's content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFile() {
    }

    /** Writes {@code content} as UTF-8 to {@code target}, creating parent directories; gzip if it ends in .gz. */
    public static void write(Path target, Content content) {
        Path absolute = target.toAbsolutePath();
        Path tmp = absolute.resolveSibling("." + absolute.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            Files.createDirectories(absolute.getParent());
            OutputStream raw = Files.newOutputStream(tmp);
            if (absolute.getFileName().toString().endsWith(".gz")) {
                raw = new GZIPOutputStream(raw, 1 << 16);
            }
            try (Writer out = new BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8), 1 << 16)) {
                content.writeTo(out);
            }
            try {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw InvalidInputException.in(target, "cannot write: " + e.getMessage());
        } catch (RuntimeException e) {
            deleteQuietly(tmp);
            throw e;
        }
    }

    /** Writes a string, e.g. a JSON report. */
    public static void writeString(Path target, String text) {
        write(target, out -> out.write(text));
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the write already failed; that error is the one to report
        }
    }
}
