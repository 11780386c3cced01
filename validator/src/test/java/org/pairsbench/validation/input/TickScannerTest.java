package org.pairsbench.validation.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static List<Seen> viaScanner(List<Path> files, MessageDigest[] digests, int threads) {
        List<Seen> out = new ArrayList<>();
        TickScanner.scan(files, USED, (s, p, t) -> out.add(new Seen(s, p, t)), digests, threads);
        return out;
    }

    private static MessageDigest[] digests(int files) throws Exception {
        MessageDigest[] digests = new MessageDigest[files];
        for (int i = 0; i < files; i++) {
            digests[i] = MessageDigest.getInstance("SHA-256");
        }
        return digests;
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    /** Lines of exactly {@value #LINE} bytes: "0000001,StockTick,AAAAAA,0100,100\n". */
    private static final int LINE = 34;

    private static String line(long tickTS, String symbol, int price) {
        return String.format("%07d,StockTick,%s,%04d,100\n", tickTS, symbol, price);
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
        "5,StockTick,AAAAAA,100,-0",            // signed zero
        "5,StockTick,AAAAAA,0,10",              // price 0
        "5,StockTick,AAAAAA,2147483648,10",     // price beyond int
        "5,StockTick,AAAAAA,1x0,10",            // not a number
        "5,StockTick,AAAAAA,100,",              // empty size
        "",                                     // empty line
        "3,StockTick,AAAAAA,100,10"             // tickTS decreases (from 4)
    })
    void malformedLinesFailWithTheSameMessageAsCore(String bad) throws IOException {
        // Good lines after the bad one: far from the chunk's end, it is tried by every path of the parser.
        Path file = write("ticks.csv", "1,StockTick,AAAAAA,100,10\n4,StockTick,BBBBBB,100,10\n" + bad + "\n"
                + "9,StockTick,AAAAAA,100,10\n".repeat(5));
        String core = assertThrows(InvalidInputException.class, () -> viaCore(List.of(file))).getMessage();
        for (int threads : new int[] {1, 3}) {
            String scanner = assertThrows(InvalidInputException.class,
                    () -> viaScanner(List.of(file), null, threads)).getMessage();
            assertEquals(core, scanner, threads + " threads");
            assertEquals(file + ":3: ", scanner.substring(0, file.toString().length() + 4));
        }
    }

    @Test
    void severalThreadsGiveTheTicksAndDigestsOfOne() throws Exception {
        // Files of several chunks each (chunk seams inside the data), one gzipped, with ties across files.
        Random random = new Random(5);
        String[] symbols = {"AAAAAA", "BBBBBB", "CCCCCC", "ZZZZZZ"};
        List<Path> files = new ArrayList<>();
        for (int f = 1; f <= 2; f++) {
            StringBuilder text = new StringBuilder();
            long t = 0;
            while (text.length() < 3 * ChunkReader.CHUNK + 12_345) {
                t += random.nextInt(2);
                text.append(line(t, symbols[random.nextInt(4)], 1 + random.nextInt(9_999)));
            }
            files.add(write("ticks-" + f + ".csv" + (f == 2 ? ".gz" : ""), text.toString()));
        }
        MessageDigest[] one = digests(2);
        List<Seen> single = viaScanner(files, one, 1);
        assertEquals(viaCore(files), single);
        for (int threads : new int[] {2, 3, 8}) {
            MessageDigest[] several = digests(2);
            assertEquals(single, viaScanner(files, several, threads), threads + " threads");
            for (int i = 0; i < 2; i++) {
                assertEquals(sha256(files.get(i)), HexFormat.of().formatHex(several[i].digest()),
                        "the SHA-256 of the file's bytes as stored, " + threads + " threads");
            }
        }
        for (int i = 0; i < 2; i++) {
            assertEquals(sha256(files.get(i)), HexFormat.of().formatHex(one[i].digest()));
        }
    }

    @Test
    void errorsBeyondTheFirstChunkNameTheirLineOnAnyThreadCount() throws IOException {
        // A chunk holds CHUNK / LINE whole lines: the next line is the first of the second chunk, where the
        // decreasing-tickTS check spans two chunks parsed apart; a malformed line further on is counted across them.
        int firstOfSecondChunk = ChunkReader.CHUNK / LINE + 1;
        StringBuilder decreasing = new StringBuilder();
        StringBuilder malformed = new StringBuilder();
        for (int i = 1; i <= 3 * firstOfSecondChunk; i++) {
            decreasing.append(line(i == firstOfSecondChunk ? i - 2 : i, "AAAAAA", 100));
            malformed.append(i == 2 * firstOfSecondChunk + 7 ? "12,StockTick,AAAAAA,100\n" : line(i, "BBBBBB", 100));
        }
        List<String> texts = List.of(decreasing.toString(), malformed.toString());
        long[] badLines = {firstOfSecondChunk, 2L * firstOfSecondChunk + 7};
        for (int k = 0; k < 2; k++) {
            Path file = write("ticks-" + k + ".csv", texts.get(k));
            String core = assertThrows(InvalidInputException.class, () -> viaCore(List.of(file))).getMessage();
            long expectedLine = badLines[k];
            assertTrue(core.startsWith(file + ":" + expectedLine + ": "), core);
            for (int threads : new int[] {1, 3}) {
                assertEquals(core, assertThrows(InvalidInputException.class,
                        () -> viaScanner(List.of(file), null, threads)).getMessage(), threads + " threads");
            }
        }
    }

    @Test
    void aLineOfSixtyFourKibibytesIsRefusedNamingTheValidatorsLimit() throws IOException {
        Path file = write("ticks.csv", "1,StockTick,AAAAAA,100,10\n4,StockTick," + "B".repeat(70_000) + ",100,10\n");
        assertEquals(file + ":2: line longer than 65,536 bytes, the longest tick line the validator reads",
                assertThrows(InvalidInputException.class, () -> viaScanner(List.of(file), null)).getMessage());
    }

    @Test
    void aByteOrderMarkIsNamedAsCoreNamesIt() throws IOException {
        Path file = dir.resolve("ticks.csv");
        Files.writeString(file, "\uFEFF1,StockTick,AAAAAA,100,10\n", StandardCharsets.UTF_8);
        String core = assertThrows(InvalidInputException.class, () -> viaCore(List.of(file))).getMessage();
        assertTrue(core.contains(":1: the file starts with a byte order mark"), core);
        assertEquals(core, assertThrows(InvalidInputException.class, () -> viaScanner(List.of(file), null))
                .getMessage());
    }

    @Test
    void missingFileIsNamed() {
        Path none = dir.resolve("none.csv");
        assertEquals(none + ": no such tick file", assertThrows(InvalidInputException.class,
                () -> viaScanner(List.of(none), null)).getMessage());
    }
}
