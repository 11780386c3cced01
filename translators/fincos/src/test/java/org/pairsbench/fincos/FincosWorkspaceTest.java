package org.pairsbench.fincos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.engine.TranslationWriter;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class FincosWorkspaceTest {

    @TempDir
    Path dir;

    private static final List<Strategy> TWO = List.of(
            new Strategy("st_00001", 1_000_000, "AAAAAA", "BBBBBB", 5, 10, 1.5, 0.1),
            new Strategy("st_00002", 5_000_000, "CCCCCC", "AAAAAA", 60, 30, 2.0, 0.3));

    private static Map<String, String> files(Path ticks, Path workspace) {
        return FincosWorkspace.files(TWO, ticks, workspace).stream()
                .collect(Collectors.toMap(TranslatedFile::name, TranslatedFile::content));
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = FincosWorkspaceTest.class.getResourceAsStream("golden/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theConnectionsSetupStreamSetAndDefinitionsAreTheGoldenFiles() throws IOException {
        // An ampersand in the tick path must come out escaped in the setup's XML.
        Map<String, String> files = files(Path.of("/runs/data & more/ticks.csv"), Path.of("/runs/ws"));
        assertEquals(golden("Connections.fcf"), files.get(FincosWorkspace.CONNECTIONS));
        assertEquals(golden("pairs-test.xml"), files.get(FincosWorkspace.SETUP));
        assertEquals(golden("Stream_Set.xml"), files.get(FincosWorkspace.STREAM_SET));
        assertEquals(golden("strategy-definitions.csv"), files.get(FincosWorkspace.STRATEGY_DEFINITIONS));
    }

    @Test
    void theQuerySetHoldsTheStatementsInOrderAndTheListenedQueriesSelectTheSinksFieldsWithTsLast() throws Exception {
        Path ws = dir.resolve("ws");
        TranslationWriter.write(FincosWorkspace.files(TWO, dir.resolve("ticks.csv"), ws), ws);
        NodeList queries = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(ws.resolve(FincosWorkspace.QUERY_SET).toFile()).getElementsByTagName("Query");
        List<Esper4Queries.Query> parsed = new ArrayList<>();
        for (int i = 0; i < queries.getLength(); i++) {
            Element q = (Element) queries.item(i);
            parsed.add(new Esper4Queries.Query(q.getAttribute("name"), q.getAttribute("text")));
        }
        assertEquals(Esper4Queries.of(TWO), parsed, "the XML round-trips every statement's text");
        Map<String, String> byName = parsed.stream().collect(Collectors.toMap(Esper4Queries.Query::name,
                Esper4Queries.Query::text));
        assertEquals("select strategy, ratio, avgRatio, upperBand, lowerBand, inputTickTS, TS from IndicatorRow",
                byName.get("Indicator"));
        assertEquals("select strategy, type, symbol, price, size, inputTickTS, TS from OrderRow",
                byName.get("MarketOrder"));
        // One group of statements per period length (5 s and 60 s), one window context per N (10 and 30).
        List<String> names = parsed.stream().map(Esper4Queries.Query::name).toList();
        assertTrue(names.containsAll(List.of("SymbolAgg_5", "PeriodClose_5", "SymbolAgg_60", "PeriodClose_60",
                "WindowCtx_10", "RatioWindow_10", "WindowCtx_30", "RatioWindow_30")), names.toString());
        assertEquals(2, names.stream().filter(n -> n.startsWith("PeriodClose_")).count());
        assertEquals(2, names.stream().filter(n -> n.startsWith("RatioWindow_")).count());
        assertTrue(byName.get("PeriodClose_60").contains("tickTS - tickTS % 60000 > prior(1, tickTS) - "
                + "prior(1, tickTS) % 60000"), byName.get("PeriodClose_60"));
        assertEquals(names.size(), names.stream().distinct().count(), "query names are unique");
    }

    @Test
    void everyPathTheWorkspaceNamesIsAFileItWroteOrTheTickFile() throws Exception {
        Path ticks = Files.writeString(dir.resolve("ticks.csv"), "0,StockTick,AAAAAA,100,100\n");
        Path ws = dir.resolve("ws");
        TranslationWriter.write(FincosWorkspace.files(TWO, ticks, ws), ws);
        var parser = DocumentBuilderFactory.newInstance().newDocumentBuilder();
        NodeList props = parser.parse(ws.resolve(FincosWorkspace.CONNECTIONS).toFile()).getElementsByTagName("Property");
        List<Path> named = new ArrayList<>();
        for (int i = 0; i < props.getLength(); i++) {
            Element p = (Element) props.item(i);
            if (p.getAttribute("name").endsWith("_path")) {
                named.add(Path.of(p.getAttribute("value")));
            }
        }
        NodeList paths = parser.parse(ws.resolve(FincosWorkspace.SETUP).toFile()).getElementsByTagName("path");
        for (int i = 0; i < paths.getLength(); i++) {
            named.add(Path.of(paths.item(i).getTextContent()));
        }
        assertEquals(4, named.size(), named.toString());
        for (Path p : named) {
            assertTrue(p.isAbsolute() && Files.isRegularFile(p), p.toString());
        }
        assertTrue(named.contains(ticks.toAbsolutePath()), named.toString());
    }

    @Test
    void theDefinitionsPhaseFieldOrderIsStrategyRowsThenTs() {
        List<String> expected = new ArrayList<>(StrategyRows.COLUMNS);
        expected.add("TS");
        assertEquals(expected, FincosEventType.STRATEGY_DEF.propertyNames());
    }

    @Test
    void aSplitOrGzipDataSetIsRefusedNamingThePath() throws IOException {
        Path split = Files.createDirectories(dir.resolve("split"));
        Files.writeString(split.resolve("ticks-1.csv"), "");
        Files.writeString(split.resolve("ticks-2.csv"), "");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> FincosWorkspace.replayableTickFile(split));
        assertTrue(e.getMessage().contains(split.toString()) && e.getMessage().contains("found 2"), e.getMessage());
        Path gz = Files.write(dir.resolve("ticks.csv.gz"), new byte[0]);
        e = assertThrows(InvalidInputException.class, () -> FincosWorkspace.replayableTickFile(gz));
        assertTrue(e.getMessage().contains("gzip"), e.getMessage());
        Path plain = Files.writeString(Files.createDirectories(dir.resolve("one")).resolve("ticks.csv"), "");
        assertEquals(plain, FincosWorkspace.replayableTickFile(dir.resolve("one")));
    }

    @Test
    void noStrategiesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Esper4Queries.of(List.of()));
    }

}
