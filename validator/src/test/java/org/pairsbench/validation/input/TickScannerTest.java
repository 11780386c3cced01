package org.pairsbench.validation.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;

/** The byte-level scanner must read exactly what core's TickFiles reads, and fail exactly as it fails. */
class TickScannerTest {

    private static final String[] USED = {"AAAAAA", "BBBBBB", "CCCCCC"};

    @TempDir
    Path dir;

    private record Seen(int symbolId, int price, long tickTS) {
    }

    private static List<Seen> viaCore(List<Path> files) {
        List<Seen> out = new ArrayList<>();
        try (TickSource source = TickFiles.open(files)) {
            while (source.hasNext()) {
                StockTick t = source.next();
                out.add(new Seen(List.of(USED).indexOf(t.symbol()), t.price(), t.tickTS()));
            }
        }
        return out;
    }

    private static List<Seen> viaScanner(List<Path> files, MessageDigest[] digests) {
        List<Seen> out = new ArrayList<>();
        TickScanner.scan(files, USED, (s, p, t) -> out.add(new Seen(s, p, t)), digests);
        return out;
    }

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = name.endsWith(".gz") ? new GZIPOutputStream(Files.newOutputStream(file))
                : Files.newOutputStream(file)) {
            out.write(text.getBytes(StandardCharsets.US_ASCII));
        }
        return file;
    }

    @Test
    void splitGzipSetMergesLikeTickFilesAndHashesRawBytes() throws Exception {
        // Three files with many equal tickTS across them (ties go to the lower-numbered file), one gzipped, CRLF
        // line ends in one, an unused symbol, a last line without line end.
        Random random = new Random(3);
        String[] symbols = {"AAAAAA", "BBBBBB", "CCCCCC", "ZZZZZZ"};
        List<Path> files = new ArrayList<>();
        for (int f = 1; f <= 3; f++) {
            StringBuilder text = new StringBuilder();
            long t = 0;
            for (int i = 0; i < 5_000; i++) {
                t += random.nextInt(3);
                text.append(t).append(",StockTick,").append(symbols[random.nextInt(4)]).append(',')
                        .append(1 + random.nextInt(100_000)).append(',').append(10 * random.nextInt(101))
                        .append(f == 2 ? "\r\n" : "\n");
            }
            String content = f == 3 ? text.substring(0, text.length() - 1) : text.toString();
            files.add(write("ticks-" + f + ".csv" + (f == 1 ? ".gz" : ""), content));
        }
        MessageDigest[] digests = new MessageDigest[3];
        for (int i = 0; i < 3; i++) {
            digests[i] = MessageDigest.getInstance("SHA-256");
        }
        List<Seen> scanned = viaScanner(files, digests);
        assertEquals(viaCore(files), scanned);
        assertEquals(15_000, scanned.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(files.get(i)))),
                    HexFormat.of().formatHex(digests[i].digest()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "5,StockTick,AAAAAA,100",               // 4 fields
        "5,StockTick,AAAAAA,100,10,7",          // 6 fields
        "5,Stocktick,AAAAAA,100,10",            // wrong type
        "5,StockTick,,100,10",                  // empty symbol
        "-5,StockTick,AAAAAA,100,10",           // negative tickTS
        "5,StockTick,AAAAAA,0,10",              // price 0
        "5,StockTick,AAAAAA,2147483648,10",     // price beyond int
        "5,StockTick,AAAAAA,1x0,10",            // not a number
        "5,StockTick,AAAAAA,100,",              // empty size
        "",                                     // empty line
        "3,StockTick,AAAAAA,100,10"             // tickTS decreases (from 4)
    })
    void malformedLinesFailWithTheSameMessageAsCore(String bad) throws IOException {
        Path file = write("ticks.csv", "1,StockTick,AAAAAA,100,10\n4,StockTick,BBBBBB,100,10\n" + bad + "\n");
        String core = assertThrows(InvalidInputException.class, () -> viaCore(List.of(file))).getMessage();
        String scanner = assertThrows(InvalidInputException.class, () -> viaScanner(List.of(file), null)).getMessage();
        assertEquals(core, scanner);
        assertEquals(file + ":3: ", scanner.substring(0, file.toString().length() + 4));
    }

    @Test
    void missingFileIsNamed() {
        Path none = dir.resolve("none.csv");
        assertEquals(none + ": no such tick file", assertThrows(InvalidInputException.class,
                () -> viaScanner(List.of(none), null)).getMessage());
    }
}
