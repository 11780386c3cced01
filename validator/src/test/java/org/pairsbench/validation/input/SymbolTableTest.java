package org.pairsbench.validation.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SymbolTableTest {

    private static final String[] SYMBOLS = {"AAAAAA", "B", "ABCDEFG", "ABCDEFGH", "LONGERSYMBOL", "A"};

    private static int idOfBytes(SymbolTable table, String text) {
        byte[] b = ("," + text + ",").getBytes(StandardCharsets.ISO_8859_1);
        return table.idOf(b, 1, b.length - 1);
    }

    @Test
    void everySymbolMapsToItsIndexWhateverItsLength() {
        SymbolTable table = new SymbolTable(SYMBOLS);
        for (int id = 0; id < SYMBOLS.length; id++) {
            assertEquals(id, table.idOf(SYMBOLS[id]), SYMBOLS[id]);
            assertEquals(id, idOfBytes(table, SYMBOLS[id]), SYMBOLS[id]);
        }
    }

    @Test
    void aPackedLookUpFindsTheSymbolOfThatLengthOnly() {
        SymbolTable table = new SymbolTable(SYMBOLS);
        assertEquals(0, table.idOfPacked(0x414141414141L, 6));
        assertEquals(1, table.idOfPacked(0x42L, 1));
        // "A" followed by a zero byte packs as "A" does: the length tells them apart.
        assertEquals(5, table.idOfPacked(0x41L, 1));
        assertEquals(SymbolTable.ABSENT, table.idOfPacked(0x41L, 2));
    }

    @Test
    void unknownSymbolsAreAbsent() {
        SymbolTable table = new SymbolTable(SYMBOLS);
        for (String unknown : new String[] {"AAAAAB", "C", "ABCDEFGI", "LONGERSYMBOLS", "AAAAA", "A\u0000"}) {
            assertEquals(SymbolTable.ABSENT, idOfBytes(table, unknown), unknown);
        }
        assertEquals(SymbolTable.ABSENT, new SymbolTable(new String[0]).idOf("A"));
    }
}
