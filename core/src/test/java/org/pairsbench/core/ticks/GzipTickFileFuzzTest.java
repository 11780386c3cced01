package org.pairsbench.core.ticks;

import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/**
 * Fuzz target: a gzip tick file (ticks.csv.gz), intact, cut short or with a byte altered. The input is the CSV
 * text followed by one control byte, so the fuzzer works on the text (random compressed bytes would rarely get
 * past the gzip header): 0 keeps the compressed file intact, 1-127 cuts it to that many 128ths of its length,
 * 128-255 flips the bits of one byte in it. The outcome must be ticks or one {@link InvalidInputException}
 * naming the file.
 */
class GzipTickFileFuzzTest {

    @TempDir
    static Path dir;

    @FuzzTest(maxDuration = "2s")
    void gzipTickFile(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        int control = input[input.length - 1] & 0xFF;
        byte[] gzip = gzip(Arrays.copyOf(input, input.length - 1));
        if (control >= 1 && control <= 127) {
            gzip = Arrays.copyOf(gzip, gzip.length * control / 128);
        } else if (control >= 128) {
            gzip[(control - 128) % gzip.length] ^= (byte) 0xFF;
        }
        Path file = dir.resolve("ticks.csv.gz");
        Files.write(file, gzip);
        try (TickSource ticks = TickFiles.open(file)) {
            while (ticks.hasNext()) {
                ticks.next();
            }
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
        }
    }

    private static byte[] gzip(byte[] text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text);
        }
        return bytes.toByteArray();
    }
}
