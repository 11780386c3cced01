package org.pairsbench.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Strategy;

class StrategiesXmlTest {

    @TempDir
    Path dir;

    private Path file(String content) throws IOException {
        Path f = dir.resolve("strategies.xml");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    private static String strategy(String attributes) {
        return "<Strategies>\n  <PairsStrategy " + attributes + "/>\n</Strategies>\n";
    }

    private static final String GOOD = "alias=\"st_00001\" availableFunds=\"1000000\" symbol1=\"MCBEIV\" "
            + "symbol2=\"AYFBLW\" periodLength=\"20\" numPeriods=\"5\" bandsMultiplier=\"1.2\" stopLossPerc=\"0.3\"";

    @Test
    void readsTheThesisFigureB2FormWithoutTheKitsAttributes() throws IOException {
        Path f = file("""
                <Strategies>
                  <PairsStrategy
                    alias="st_00001"
                    availableFunds="1000000"
                    symbol1="MCBEIV"
                    symbol2="AYFBLW"
                    periodLength="20"
                    numPeriods="5"
                    bandsMultiplier="1.25"
                    stopLossPerc="0.3">
                  </PairsStrategy>
                </Strategies>
                """);
        StrategySet set = StrategiesXml.read(f);
        assertEquals(List.of(new Strategy("st_00001", 1_000_000, "MCBEIV", "AYFBLW", 20, 5, 1.25, 0.3)),
                set.strategies());
        assertFalse(set.standard(), "a file that does not say it is standard is not");
        assertEquals(OptionalInt.empty(), set.scaleFactor());
        assertEquals(Optional.empty(), set.entries().get(0).user());
    }

    @Test
    void writtenFileReadsBackEqualWithMetadata() {
        StrategySet written = new StrategySet(OptionalInt.of(2), OptionalLong.of(-7), true, List.of(
                StrategyEntry.of(new Strategy("st_00001", 5_000_000, "ABCDEF", "GHIJKL", 60, 30, 2.0, 0.1), "u_0001", 1),
                StrategyEntry.of(new Strategy("st_00002", 2_000_000, "MNOPQR", "STUVWX", 5, 10, 1.8, 0.2), "u_0002", 2)));
        Path f = dir.resolve("out.xml");
        StrategiesXml.write(written, f);
        assertEquals(written, StrategiesXml.read(f));
    }

    @Test
    void writesDecimalsAsTheSpecsValueSetsSpellThem() throws IOException {
        Path f = dir.resolve("out.xml");
        StrategiesXml.write(new StrategySet(OptionalInt.empty(), OptionalLong.empty(), false, List.of(
                StrategyEntry.of(new Strategy("st_00001", 1_000_000, "ABCDEF", "GHIJKL", 5, 5, 2.0, 0.1)))), f);
        String xml = Files.readString(f);
        assertTrue(xml.contains("bandsMultiplier=\"2.0\""), xml);
        assertTrue(xml.contains("stopLossPerc=\"0.1\""), xml);
    }

    @Test
    void writingLeavesNoTemporaryFileAndReplacesTheOldOne() throws IOException {
        Path f = file("old");
        StrategiesXml.write(new StrategySet(OptionalInt.empty(), OptionalLong.empty(), false, List.of()), f);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(f), files.toList());
        }
        assertTrue(StrategiesXml.read(f).entries().isEmpty());
    }

    @Test
    void malformedXmlNamesFileAndLine() throws IOException {
        Path f = file("<Strategies>\n  <PairsStrategy " + GOOD + ">\n</Strategies>\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":3: "), e.getMessage());
    }

    @Test
    void missingRequiredAttributeIsRejectedWithItsLine() throws IOException {
        Path f = file(strategy(GOOD.replace("periodLength=\"20\" ", "")));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
        assertTrue(e.getMessage().contains("periodLength"), e.getMessage());
    }

    @Test
    void valuesOutsideTheSchemaAreRejected() throws IOException {
        for (String bad : List.of(
                GOOD.replace("symbol1=\"MCBEIV\"", "symbol1=\"MC,BE\""),
                GOOD.replace("periodLength=\"20\"", "periodLength=\"0\""),
                GOOD.replace("periodLength=\"20\"", "periodLength=\"7\""),
                GOOD.replace("periodLength=\"20\"", "periodLength=\"12\""),
                GOOD.replace("stopLossPerc=\"0.3\"", "stopLossPerc=\"1.5\""),
                GOOD.replace("bandsMultiplier=\"1.2\"", "bandsMultiplier=\"NaN\""),
                GOOD.replace("bandsMultiplier=\"1.2\"", "bandsMultiplier=\"1e0\""),
                GOOD.replace("availableFunds=\"1000000\"", "availableFunds=\"-1\""),
                GOOD + " colour=\"red\"")) {
            Path f = file(strategy(bad));
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f), bad);
            assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
        }
    }

    @Test
    void aWindowOfAThousandPeriodsIsReadAndOneOfMoreIsRefusedBeforeAnyEngineAllocatesIt() throws IOException {
        String n = "numPeriods=\"5\"";
        assertEquals(1000, StrategiesXml.read(file(strategy(GOOD.replace(n, "numPeriods=\"1000\""))))
                .strategies().get(0).numPeriods());
        for (String tooLong : List.of("1001", "2147483647")) {
            Path f = file(strategy(GOOD.replace(n, "numPeriods=\"" + tooLong + "\"")));

            InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));

            assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
            assertTrue(e.getMessage().contains("1000"), e.getMessage());
        }
    }

    @Test
    void unknownRootElementIsRejected() throws IOException {
        Path f = file("<Queries/>\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":1: "), e.getMessage());
    }

    @Test
    void duplicateAliasIsRejected() throws IOException {
        Path f = file("<Strategies>\n<PairsStrategy " + GOOD + "/>\n<PairsStrategy " + GOOD + "/>\n</Strategies>\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":"), e.getMessage());
        assertTrue(e.getMessage().contains("st_00001"), e.getMessage());
    }

    @Test
    void sameSymbolTwiceIsRejectedAtItsLine() throws IOException {
        Path f = file("<Strategies>\n\n<PairsStrategy " + GOOD.replace("AYFBLW", "MCBEIV") + "/>\n</Strategies>\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":3: "), e.getMessage());
    }

    @Test
    void textInsideAStrategyIsRejected() throws IOException {
        Path f = file("<Strategies>\n<PairsStrategy " + GOOD + ">hello</PairsStrategy>\n</Strategies>\n");
        assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
    }

    @Test
    void externalEntitiesAreNeverResolved() throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "SECRET");
        Path f = file("<?xml version=\"1.0\"?>\n<!DOCTYPE Strategies [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>\n"
                + strategy(GOOD.replace("MCBEIV", "&xxe;")));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
        assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
        assertFalse(e.getMessage().contains("SECRET"));
    }

    @Test
    void missingFileIsOneLine() {
        Path f = dir.resolve("none.xml");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertEquals(f + ": no such strategies file", e.getMessage());
    }

    @Test
    void aSchemaErrorQuotesAtMostTwoHundredCharactersOfAHugeValueAndSaysItsLength() throws IOException {
        String huge = "9".repeat(100_000);
        Path f = file("<Strategies><PairsStrategy alias=\"st_00001\" availableFunds=\"" + huge + "\" symbol1=\"MCBEIV\" "
                + "symbol2=\"AYFBLW\" periodLength=\"20\" numPeriods=\"5\" bandsMultiplier=\"1.25\" "
                + "stopLossPerc=\"0.3\"/></Strategies>");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> StrategiesXml.read(f));
        assertTrue(e.getMessage().startsWith(f + ":1: "), e.getMessage());
        assertTrue(e.getMessage().contains("9".repeat(StrategiesXml.QUOTE_CHARS) + "..."), e.getMessage());
        assertFalse(e.getMessage().contains("9".repeat(StrategiesXml.QUOTE_CHARS + 1)), e.getMessage());
        assertTrue(e.getMessage().contains("(100,000 characters)"), e.getMessage());
        assertTrue(e.getMessage().length() < 1000, "message of " + e.getMessage().length() + " characters");
    }
}
