package org.pairsbench.core.ticks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

class TickFilesTest {

    @TempDir
    Path dir;

    @Test
    void formatsTheFincosDefaultLayout() {
        assertEquals("1342,StockTick,MCBEIV,10234,300", TickCsv.format(new StockTick("MCBEIV", 10234, 300, 1342)));
        assertEquals(new StockTick("MCBEIV", 10234, 300, 1342),
                TickCsv.parse("1342,StockTick,MCBEIV,10234,300", Path.of("f"), 1));
    }

    @Test
    void malformedLinesNameFileAndLine() {
        assertParseError("1,StockTick,AAAAAA,100", "ticks.csv:7: expected 5 fields tickTS,StockTick,symbol,price,size, got '1,StockTick,AAAAAA,100'");
        assertParseError("1,StockTick,AAAAAA,100,10,3", "ticks.csv:7: expected 5 fields tickTS,StockTick,symbol,price,size, got '1,StockTick,AAAAAA,100,10,3'");
        assertParseError("1,Trade,AAAAAA,100,10", "ticks.csv:7: event type must be StockTick, got 'Trade'");
        assertParseError("x,StockTick,AAAAAA,100,10", "ticks.csv:7: tickTS is not an integer: 'x'");
        assertParseError("1,StockTick,AAAAAA,0,10", "ticks.csv:7: price must be a positive 32-bit integer (cents), got 0");
        assertParseError("1,StockTick,AAAAAA,12.5,10", "ticks.csv:7: price is not an integer: '12.5'");
        assertParseError("1,StockTick,,100,10", "ticks.csv:7: empty symbol");
        assertParseError("-5,StockTick,AAAAAA,100,10", "ticks.csv:7: tickTS must be >= 0, got -5");
    }

    /** spec 3.2: fields without sign; a negative one is refused for its value, a signed zero for its sign. */
    @Test
    void aSignedZeroIsRefusedInEveryField() {
        assertParseError("-0,StockTick,AAAAAA,100,10", "ticks.csv:7: tickTS has a sign: '-0'");
        assertParseError("1,StockTick,AAAAAA,-00,10", "ticks.csv:7: price has a sign: '-00'");
        assertParseError("1,StockTick,AAAAAA,100,-0", "ticks.csv:7: size has a sign: '-0'");
        assertParseError("1,StockTick,AAAAAA,100,+10", "ticks.csv:7: size is not an integer: '+10'");
    }

    /** spec 3.2: a field holds at most 18 digits, so tickTS reaches 10^18 - 1 and no further. */
    @Test
    void aFieldOfEighteenDigitsIsReadAndOneOfNineteenIsRefused() {
        assertEquals(999_999_999_999_999_999L,
                TickCsv.parse("999999999999999999,StockTick,AAAAAA,100,10", Path.of("f"), 1).tickTS());
        assertParseError("1000000000000000000,StockTick,AAAAAA,100,10",
                "ticks.csv:7: tickTS is not an integer: '1000000000000000000'");
    }

    @Test
    void aHugeBadFieldIsQuotedCutTo80Characters() {
        // 77 characters and "...": the message stays one readable line (and fits the run database's column).
        String price = "9".repeat(5000) + "x";
        assertParseError("1,StockTick,AAAAAA," + price + ",10",
                "ticks.csv:7: price is not an integer: '" + "9".repeat(77) + "...'");
        assertParseError("1," + "T".repeat(100) + ",AAAAAA,100,10",
                "ticks.csv:7: event type must be StockTick, got '" + "T".repeat(77) + "...'");
    }

    private static void assertParseError(String line, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> TickCsv.parse(line, Path.of("ticks.csv"), 7));
        assertEquals(message, e.getMessage());
    }

    @Test
    void splitSetIsMergedByTickTsThenFileNumber() throws IOException {
        // file 1 holds the first part of the stream, file 2 the rest; the boundary falls inside tickTS 20
        write("ticks-1.csv", "10,StockTick,AAAAAA,1,100\n20,StockTick,BBBBBB,2,100\n");
        write("ticks-2.csv", "20,StockTick,CCCCCC,3,100\n30,StockTick,AAAAAA,4,100\n");
        assertEquals(List.of("AAAAAA@10", "BBBBBB@20", "CCCCCC@20", "AAAAAA@30"), readAll(dir));
    }

    @Test
    void filesAreOrderedByNumberNotByName() throws IOException {
        for (int i = 1; i <= 8; i++) {
            write("ticks-" + i + ".csv", "");
        }
        write("ticks-10.csv", "5,StockTick,JJJJJJ,1,100\n");
        write("ticks-9.csv", "5,StockTick,IIIIII,1,100\n");
        List<Path> files = TickFiles.resolve(dir);
        assertEquals(List.of(dir.resolve("ticks-9.csv"), dir.resolve("ticks-10.csv")), files.subList(8, 10),
                "by name, ticks-10 would sort before ticks-9 (and before ticks-2)");
        assertEquals(List.of("IIIIII@5", "JJJJJJ@5"), readAll(dir));
    }

    @Test
    void aSplitSetWithAGapOrANumberTwiceIsAnError() throws IOException {
        write("ticks-1.csv", "");
        write("ticks-3.csv", "");
        InvalidInputException gap = assertThrows(InvalidInputException.class, () -> TickFiles.resolve(dir));
        assertEquals(dir + ": split tick files must be numbered 1 to 2, each once; found [ticks-1.csv, ticks-3.csv]",
                gap.getMessage());

        Files.delete(dir.resolve("ticks-3.csv"));
        write("ticks-2.csv", "");
        write("ticks-2.csv.gz", "");
        InvalidInputException twice = assertThrows(InvalidInputException.class, () -> TickFiles.resolve(dir));
        assertEquals(dir + ": split tick files must be numbered 1 to 3, each once; found [ticks-1.csv, ticks-2.csv, "
                + "ticks-2.csv.gz]", twice.getMessage());
    }

    @Test
    void aFileNumberTooLargeForALongIsAnErrorNamingTheFile() throws IOException {
        write("ticks-1.csv", "");
        write("ticks-99999999999999999999.csv", "");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> TickFiles.resolve(dir));
        assertEquals(dir.resolve("ticks-99999999999999999999.csv")
                + ": the file number is too large for a split tick file", e.getMessage());
    }

    @Test
    void anEmptyGzipFileSaysSoInsteadOfNull() throws IOException {
        write("ticks.csv.gz", "");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> TickFiles.open(dir).close());
        assertEquals(dir.resolve("ticks.csv.gz") + ": cannot read tick file: unexpected end of file (empty or cut short)",
                e.getMessage());
    }

    @Test
    void readsGzipFiles() throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("ticks.csv.gz")))) {
            out.write("0,StockTick,AAAAAA,1,100\n7,StockTick,BBBBBB,2,100\n".getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(List.of("AAAAAA@0", "BBBBBB@7"), readAll(dir));
    }

    @Test
    void decreasingTickTsIsAnErrorAtItsLine() throws IOException {
        Path file = write("ticks.csv", "10,StockTick,AAAAAA,1,100\n9,StockTick,BBBBBB,2,100\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> readAll(file));
        assertEquals(file + ":2: tickTS 9 is smaller than the previous line's 10", e.getMessage());
    }

    @Test
    void aLineWithoutEndLongerThanTheLimitIsAnErrorAtItsLineNotReadWhole() throws IOException {
        // A wrong or corrupt file with no line ends must not be read into memory as one line.
        Path file = write("ticks.csv", "10,StockTick,AAAAAA,1,100\n" + "7".repeat((1 << 20) + 1));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> readAll(file));
        assertEquals(file + ":2: line longer than 1048576 characters: '" + "7".repeat(60) + "...'", e.getMessage());
    }

    @Test
    void aByteOrderMarkIsNamedNotEchoedAsOddCharacters() throws IOException {
        Path file = dir.resolve("ticks.csv");
        Files.writeString(file, "\uFEFF10,StockTick,AAAAAA,1,100\n", StandardCharsets.UTF_8); // EF BB BF first
        assertEquals(file + ":1: the file starts with a byte order mark (bytes EF BB BF), which no kit file has: "
                + "save it without one", assertThrows(InvalidInputException.class, () -> readAll(file)).getMessage());
    }

    @Test
    void directoryWithoutTickFilesOrMissingPathIsAnError() {
        assertEquals(dir + ": no tick files (ticks.csv or ticks-N.csv, optionally .gz)",
                assertThrows(InvalidInputException.class, () -> TickFiles.resolve(dir)).getMessage());
        Path missing = dir.resolve("missing");
        assertEquals(missing + ": no such tick file or directory",
                assertThrows(InvalidInputException.class, () -> TickFiles.resolve(missing)).getMessage());
    }

    @Test
    void mixingASingleFileAndASplitSetIsAnError() throws IOException {
        write("ticks.csv", "");
        write("ticks-1.csv", "");
        assertThrows(InvalidInputException.class, () -> TickFiles.resolve(dir));
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.US_ASCII);
    }

    private static List<String> readAll(Path path) {
        List<String> out = new ArrayList<>();
        try (TickSource source = TickFiles.open(path)) {
            source.forEachRemaining(t -> out.add(t.symbol() + "@" + t.tickTS()));
        }
        return out;
    }
}
