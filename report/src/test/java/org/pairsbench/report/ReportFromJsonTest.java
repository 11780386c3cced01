package org.pairsbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.Json;
import org.pairsbench.report.html.RunReportPage;

/**
 * {@code pairs report --from-json}: a published report re-rendered from its JSON alone, including the JSON of an
 * earlier kit (a hand-made one of the oldest published shape: per-second timeline, no engine options, MI
 * MarketOrder count, whole-stream flag, slowest triggers or warnings).
 */
class ReportFromJsonTest {

    private static final String EARLIER_KIT = "earlier-kit-run-report.json";

    @TempDir
    Path dir;

    private ObjectNode earlierKitJson() throws Exception {
        try (InputStream in = ReportFromJsonTest.class.getResourceAsStream(EARLIER_KIT)) {
            return (ObjectNode) Json.mapper().readTree(in);
        }
    }

    private Path write(String name, JsonNode json) throws Exception {
        return Files.writeString(dir.resolve(name), Json.write(json));
    }

    @Test
    void anEarlierKitsJsonIsReRenderedWithWhatItsMissingFieldsMeantAndItsSecondsKept() throws Exception {
        Path json = write("run-5.json", earlierKitJson());
        ReportFiles.Written written = ReportFiles.fromJson(json, dir.resolve("out"));
        assertEquals(dir.resolve("out").resolve("run-5.html"), written.html());
        assertEquals(dir.resolve("out").resolve("run-5.json"), written.json());

        JsonNode now = Json.mapper().readTree(written.json().toFile());
        assertEquals(626, now.at("/headline/marketOrderCount").asLong(), "the latency table's MI MarketOrder count");
        assertFalse(now.at("/headline/fewMarketOrders").asBoolean());
        assertTrue(now.at("/headline/wholeStreamValidated").asBoolean(), "a completed run's verdict");
        assertTrue(now.at("/headline/engineOptions").isEmpty());
        assertEquals(1, now.at("/timeline/binSeconds").asInt());
        assertEquals(4, now.at("/timeline/seconds").size(), "four seconds stay four seconds");
        assertEquals(0.899, now.at("/timeline/seconds/1/orderMaxMs").asDouble(), 0.001);

        Document page = Jsoup.parse(written.html().toFile());
        assertTrue(page.getElementById("p-score").text().contains("1515.62"));
        assertTrue(page.select(".banner.pass").size() == 1, "passed on the whole stream, as then");
        assertTrue(page.getElementById(RunReportPage.SLOWEST_TRIGGERS).text().contains("Not in this report"));
        for (String section : new String[] {RunReportPage.LATENCY_OVER_TIME, RunReportPage.INPUT_RATE,
                RunReportPage.ANSWER_RATE, RunReportPage.RESOURCES}) {
            assertEquals(1, page.getElementById(section).select("svg").size(), section);
        }
    }

    @Test
    void aPScoreEndingInAZeroCentIsDrawnAgainWithBothItsCents() throws Exception {
        ObjectNode json = earlierKitJson();
        ((ObjectNode) json.get("headline")).put("pScore", new java.math.BigDecimal("1515.60"));
        ReportFiles.Written written = ReportFiles.fromJson(write("run-5.json", json), dir.resolve("out"));

        Document page = Jsoup.parse(written.html().toFile());
        assertEquals("p_score 1515.60", page.getElementById("p-score").text());
        assertTrue(Files.readString(written.json()).contains("\"pScore\" : 1515.60"), "the JSON keeps it too");
    }

    @Test
    void anEarlierKitsJsonOfA7260SecondRunIsReRenderedUnder1MBIn10SecondBins() throws Exception {
        ObjectNode old = earlierKitJson();
        ArrayNode seconds = (ArrayNode) old.at("/timeline/seconds");
        ObjectNode answered = (ObjectNode) seconds.get(1);
        seconds.removeAll();
        for (int s = 0; s <= 7260; s++) {
            ObjectNode second = answered.deepCopy();
            second.put("second", s);
            second.put("indicatorMaxMs", 0.7 + s % 100 / 1000.0);
            seconds.add(second);
        }
        Path json = write("run-5.json", old);
        assertTrue(Files.size(json) > 2_000_000, "per second, as the published JSON of such a run");

        ReportFiles.Written written = ReportFiles.fromJson(json, dir);
        assertTrue(Files.size(written.html()) < 1_000_000, Files.size(written.html()) + " bytes of HTML");
        assertTrue(Files.size(written.json()) < 1_000_000, Files.size(written.json()) + " bytes of JSON");
        JsonNode now = Json.mapper().readTree(written.json().toFile());
        assertEquals(10, now.at("/timeline/binSeconds").asInt());
        assertEquals(727, now.at("/timeline/seconds").size());
        assertEquals(0.709, now.at("/timeline/seconds/0/indicatorMaxMs").asDouble(), 1e-9, "the max of seconds 0 to 9");
    }

    @Test
    void aReRenderedJsonReRendersToItself() throws Exception {
        Path json = write("report.json", earlierKitJson());
        ReportFiles.Written once = ReportFiles.fromJson(json, dir.resolve("once"));
        ReportFiles.Written twice = ReportFiles.fromJson(once.json(), dir.resolve("twice"));
        assertEquals(Files.readString(once.json()), Files.readString(twice.json()));
        assertEquals(Files.readString(once.html()), Files.readString(twice.html()));
        assertEquals("report.html", twice.html().getFileName().toString());
    }

    @Test
    void aFileThatIsNoReportJsonIsInvalidInputNamingIt() throws Exception {
        Path text = Files.writeString(dir.resolve("notes.json"), "not json at all");
        InvalidInputException notJson = assertThrows(InvalidInputException.class,
                () -> ReportFiles.fromJson(text, dir));
        assertTrue(notJson.getMessage().startsWith(text + ": not JSON"), notJson.getMessage());
        Path other = Files.writeString(dir.resolve("compare.json"), "{\"format\" : \"pairs-comparison/1\"}");
        InvalidInputException comparison = assertThrows(InvalidInputException.class,
                () -> ReportFiles.fromJson(other, dir));
        assertTrue(comparison.getMessage().startsWith(other + ": not a Pairs run report"), comparison.getMessage());
        Path missing = dir.resolve("missing.json");
        assertTrue(assertThrows(InvalidInputException.class, () -> ReportFiles.fromJson(missing, dir)).getMessage()
                .startsWith(missing.toString()));
        assertFalse(Files.exists(dir.resolve("notes.html")), "nothing written");
    }
}
