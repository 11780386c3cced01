package org.pairsbench.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

class CorrelationsFileTest {

    @TempDir
    Path dir;

    private static Correlations.Market market(int number) {
        List<String> symbols = new ArrayList<>();
        for (int s = 0; s < 100; s++) {
            symbols.add(String.format("M%dS%03d", number, s));
        }
        List<Correlations.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            pairs.add(new Correlations.Pair(symbols.get(2 * i), symbols.get(2 * i + 1)));
        }
        return new Correlations.Market(number, symbols, pairs);
    }

    private static Correlations sf2() {
        return new Correlations(Correlations.FORMAT, 2, 50, 5, true, List.of(market(1)));
    }

    private InvalidInputException readError(Correlations c) {
        Path f = dir.resolve("c.json");
        CorrelationsFile.write(c, f);
        return assertThrows(InvalidInputException.class, () -> CorrelationsFile.read(f));
    }

    @Test
    void readsBackWhatItWrites() {
        Path f = dir.resolve(CorrelationsFile.NAME);
        CorrelationsFile.write(sf2(), f);
        assertEquals(sf2(), CorrelationsFile.read(f));
    }

    @Test
    void aScaleFactorDisagreeingWithTheMarketsIsAnError() {
        InvalidInputException e = readError(new Correlations(Correlations.FORMAT, 11, 275, 5, true, List.of(market(1))));
        assertTrue(e.getMessage().endsWith("scale factor 11 needs 2 market(s), the file lists 1"), e.getMessage());
    }

    @Test
    void aStandardFileWithAnotherStrategyCountIsAnError() {
        InvalidInputException e = readError(new Correlations(Correlations.FORMAT, 2, 49, 5, true, List.of(market(1))));
        assertTrue(e.getMessage().contains("has 50 strategies, the file says 49"), e.getMessage());
    }

    @Test
    void aPairOutsideItsMarketIsAnError() {
        Correlations.Market m = market(1);
        List<Correlations.Pair> pairs = new ArrayList<>(m.pairs());
        pairs.set(3, new Correlations.Pair("M1S000", "ELSEWH"));
        InvalidInputException e = readError(new Correlations(Correlations.FORMAT, 2, 50, 5, true,
                List.of(new Correlations.Market(1, m.symbols(), pairs))));
        assertTrue(e.getMessage().contains("pair M1S000/ELSEWH"), e.getMessage());
    }

    @Test
    void aSymbolTheStrategiesSchemaWouldRefuseIsAnError() {
        // Caught here, naming the file, rather than when querygen writes a strategies file that fails the schema.
        for (String bad : List.of("M1 S000", "M1,S000", "", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456")) {
            Correlations.Market m = market(1);
            List<String> symbols = new ArrayList<>(m.symbols());
            symbols.set(99, bad);
            InvalidInputException e = readError(new Correlations(Correlations.FORMAT, 2, 50, 5, true,
                    List.of(new Correlations.Market(1, symbols, m.pairs()))));
            assertTrue(e.getMessage().contains("market 1: symbol '" + bad + "' is not 1 to 32 letters"), e.getMessage());
        }
    }

    @Test
    void realTickerSymbolsAreAccepted() {
        Correlations.Market m = market(1);
        List<String> symbols = new ArrayList<>(m.symbols());
        symbols.set(99, "BRK.B");
        symbols.set(98, "RDS-A");
        Path f = dir.resolve("c.json");
        Correlations c = new Correlations(Correlations.FORMAT, 2, 50, 5, true,
                List.of(new Correlations.Market(1, symbols, m.pairs())));
        CorrelationsFile.write(c, f);
        assertEquals(c, CorrelationsFile.read(f));
    }

    @Test
    void anUnknownFieldIsReportedWithFileLineAndName() throws IOException {
        Path f = dir.resolve("c.json");
        CorrelationsFile.write(sf2(), f);
        List<String> lines = new ArrayList<>(Files.readAllLines(f));
        lines.add(2, "  \"scaleFactr\" : 2,");
        Files.write(f, lines);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CorrelationsFile.read(f));
        // Jackson binds records through their constructor and so reports the end of the enclosing object.
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(f.toString()) + ":\\d+: .*"), e.getMessage());
        assertTrue(e.getMessage().contains("scaleFactr"), e.getMessage());
    }

    @Test
    void aMissingFieldIsAnError() throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{ \"format\" : \"pairs-correlations/1\" }\n");
        assertThrows(InvalidInputException.class, () -> CorrelationsFile.read(f));
    }

    @Test
    void aMissingFileIsOneLine() {
        Path f = dir.resolve("none.json");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CorrelationsFile.read(f));
        assertEquals(f + ": no such auxiliary (correlations) file", e.getMessage());
    }

    @Test
    void aDocumentThatIsJustNullIsAnError() throws IOException {
        // Found by CorrelationsFileFuzzTest: Jackson read 'null' as no object and the check threw a NullPointerException.
        Path f = dir.resolve(CorrelationsFile.NAME);
        Files.writeString(f, "null");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CorrelationsFile.read(f));
        assertEquals(f + ": expected a JSON object, got null", e.getMessage());
    }
}
