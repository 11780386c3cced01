package org.pairsbench.validation.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/**
 * The parser's three paths (eight bytes at a time, byte by byte, core's parser) give the same ticks: lines at
 * the edges of the word-wise path, each with more than a word's reach of data after it so that path is tried.
 */
class ChunkParserTest {

    private static final String[] SYMBOLS = {"AAAAAA", "B", "ABCDEFG", "ABCDEFGH", "LONGERSYMBOL", "A"};
    /** Lines after the ones under test, so that each of those is far enough from the chunk's end. */
    private static final String PADDING = "123456789012345678,StockTick,A,1,1\n".repeat(3);

    private static ParsedChunk parse(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        return ChunkParser.parse(new RawChunk(bytes, bytes.length, null), new ChunkBuffers(),
                new SymbolTable(SYMBOLS), Path.of("ticks.csv"));
    }

    @Test
    void linesAtTheEdgesOfTheWordWisePathAreReadExactly() {
        ParsedChunk chunk = parse(""
                + "0,StockTick,A,1,0\n"                                        // the shortest line
                + "0007,StockTick,AAAAAA,0042,100\n"                           // leading zeros
                + "7260000,StockTick,AAAAAA,12345,100\n"                       // generated data's shape
                + "12345678,StockTick,ABCDEFG,9999999,1000\n"                  // tickTS of a word, longest packed symbol
                + "123456789,StockTick,ABCDEFG,99999999,1000\n"                // price of a word
                + "123456789,StockTick,ABCDEFGH,2147483647,12345678\n"         // symbol, size of a word, largest price
                + "123456789012345,StockTick,B,9999999,9999999\n"              // tickTS of 15 digits
                + "1234567890123456,StockTick,XYZ,10,10\r\n"                   // 16 digits, CRLF, a symbol not used
                + "123456789012345678,StockTick,LONGERSYMBOL,5,5\n"            // 18 digits, a long symbol
                + PADDING);
        assertNull(chunk.failure());
        assertEquals(12, chunk.count());
        assertArrayEquals(new long[] {0, 7, 7_260_000, 12_345_678, 123_456_789, 123_456_789, 123_456_789_012_345L,
                1_234_567_890_123_456L, 123_456_789_012_345_678L, 123_456_789_012_345_678L, 123_456_789_012_345_678L,
                123_456_789_012_345_678L}, Arrays.copyOf(chunk.tickTS(), 12));
        assertArrayEquals(new int[] {1, 42, 12_345, 9_999_999, 99_999_999, 2_147_483_647, 9_999_999, 10, 5, 1, 1, 1},
                Arrays.copyOf(chunk.prices(), 12));
        assertArrayEquals(new int[] {5, 0, 0, 2, 2, 3, 1, -1, 4, 5, 5, 5}, Arrays.copyOf(chunk.symbolIds(), 12));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "5,StockTick,AAAAAA,0,10",              // price 0
        "5,StockTick,AAAAAA,100,10,7",          // 6 fields
        "5,StockTick,AAAAAA,100,10 ",           // a space after the size
        "5,StockTick,AAAAAA,100,1x",            // not a number
        "5,StockTick,AAAAAA,100,",              // empty size
        "5,StockTick,AAAAAA,,10",               // empty price
        "5,StockTick,,100,10",                  // empty symbol
        "5,StockTicK,AAAAAA,100,10",            // wrong type, its last letter
        "5,StockTick;AAAAAA,100,10",            // wrong delimiter after the type
        "5 ,StockTick,AAAAAA,100,10",           // a space after tickTS
        ",StockTick,AAAAAA,100,10",             // empty tickTS
        "5,StockTick,AAAAAA,2147483648,10",     // price beyond int
        "1234567890123456789,StockTick,A,1,1"   // tickTS of 19 digits
    })
    void aLineCoreRejectsEndsTheChunkWhateverFollows(String bad) {
        ParsedChunk chunk = parse("1,StockTick,AAAAAA,100,10\n" + bad + "\n" + PADDING);
        assertEquals(1, chunk.count());
        assertEquals(bad, chunk.failure().text());
    }

    @Test
    void randomLinesNearTheCanonicalShapeAreReadAsCoreReadsThem() {
        Random random = new Random(22);
        for (int n = 0; n < 20_000; n++) {
            String line = digits(random, 17) + "," + pick(random, "StockTick", "StockTick", "StockTick", "StockTic",
                    "StockTicks", "stockTick") + "," + pick(random, "AAAAAA", "B", "ABCDEFG", "ABCDEFGH", "LONGERSYMBOL",
                    "A", "ZZZZZZ", "", "A B", "A,B") + "," + digits(random, 11) + "," + digits(random, 11);
            ParsedChunk chunk = parse(line + pick(random, "\n", "\n", "\r\n") + PADDING);
            StockTick tick;
            try {
                tick = TickCsv.parse(line, Path.of("ticks.csv"), 1);
            } catch (InvalidInputException rejected) {
                assertEquals(0, chunk.count(), line);
                assertEquals(line, chunk.failure().text(), line);
                continue;
            }
            assertTrue(chunk.count() >= 1, line);
            assertEquals(tick.tickTS(), chunk.tickTS()[0], line);
            assertEquals(tick.price(), chunk.prices()[0], line);
            assertEquals(List.of(SYMBOLS).indexOf(tick.symbol()), chunk.symbolIds()[0], line);
        }
    }

    /** Mostly 1 to {@code max} digits; now and then none, 19, a sign or a letter among them. */
    private static String digits(Random random, int max) {
        StringBuilder out = new StringBuilder();
        int length = random.nextInt(20) == 0 ? (random.nextBoolean() ? 0 : 19) : 1 + random.nextInt(max);
        for (int i = 0; i < length; i++) {
            out.append((char) ('0' + random.nextInt(10)));
        }
        if (length > 0 && random.nextInt(30) == 0) {
            out.setCharAt(random.nextInt(length), pick(random, "-", "x", " ", "/", ":").charAt(0));
        }
        return out.toString();
    }

    private static String pick(Random random, String... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
