package org.pairsbench.validation.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SwarTest {

    /** The word of the first 8 bytes of {@code text} (padded with '\n'). */
    private static long word(String text) {
        byte[] b = (text + "\n\n\n\n\n\n\n\n").getBytes(StandardCharsets.ISO_8859_1);
        return Swar.word(b, 0);
    }

    @Test
    void wordsAreReadWithTheFirstByteLowest() {
        assertEquals(0x3837363534333231L, word("12345678"));
    }

    @Test
    void leadingDigitsStopAtTheFirstByteOutsideZeroToNine() {
        assertEquals(7, Swar.leadingDigits(word("7260000,StockTick")));
        assertEquals(8, Swar.leadingDigits(word("12345678")));
        assertEquals(0, Swar.leadingDigits(word(",1234567")));
        // The bytes just outside '0'..'9' ('/' and ':'), a letter, a byte above 127.
        assertEquals(2, Swar.leadingDigits(word("12/4")));
        assertEquals(3, Swar.leadingDigits(word("123:")));
        assertEquals(1, Swar.leadingDigits(word("9A")));
        assertEquals(4, Swar.leadingDigits(word("0000\u00b9")));
    }

    @Test
    void digitsValueReadsTheLeadingDigitsAsADecimalNumber() {
        assertEquals(7_260_000L, Swar.digitsValue(word("7260000,"), 7));
        assertEquals(99_999_999L, Swar.digitsValue(word("99999999"), 8));
        assertEquals(12_345_678L, Swar.digitsValue(word("12345678"), 8));
        assertEquals(5L, Swar.digitsValue(word("5,StockT"), 1));
        assertEquals(42L, Swar.digitsValue(word("0042,100"), 4));
        assertEquals(0L, Swar.digitsValue(word("0,"), 1));
        assertEquals(1_000L, Swar.digitsValue(word("1000\n"), 4));
    }

    @Test
    void indexOfFindsTheFirstOccurrenceOrEight() {
        long commas = Swar.broadcast(',');
        assertEquals(6, Swar.indexOf(word("ABCDEF,1"), commas));
        assertEquals(0, Swar.indexOf(word(",,,,,,,,"), commas));
        assertEquals(8, Swar.indexOf(word("ABCDEFGH"), commas));
        // A byte one above the one sought, right after it: no borrow may hide the first.
        assertEquals(1, Swar.indexOf(word("A,-,"), commas));
        assertEquals(3, Swar.indexOf(word("ABC\n"), Swar.broadcast('\n')));
    }

    @Test
    void prefixKeepsTheFirstBytes() {
        assertEquals(0x0000434241L, Swar.prefix(word("ABC,"), 3));
        assertEquals(0L, Swar.prefix(word("ABC,"), 0));
    }
}
