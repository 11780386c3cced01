package org.pairsbench.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;

class SiteTest {

    /** The site of the fixture records, for the tests that only read it. */
    @TempDir
    static Path shared;
    static Path fixtureSite;

    @TempDir
    Path tmp;

    @BeforeAll
    static void writeFixtureSite() {
        fixtureSite = Site.write(Fixtures.results(shared), shared.resolve("site"), false).out();
    }

    private Document page(Path site, String name) throws IOException {
        return Jsoup.parse(site.resolve(name).toFile(), "UTF-8");
    }

    @Test
    void leaderboardTakesEachEnginesBestStandingRun() throws IOException {
        Leaderboard.Board board = Leaderboard.of(PublishedRuns.find(Fixtures.results(tmp)));
        // esper's SF 400 run has the higher p_score but did not keep up: its SF 200 run is its Pairs result.
        assertEquals(List.of("reference/standard-sf2000", "esper/paced/standard-sf200", "siddhi/standard-sf50"),
                board.standing().stream().map(PublishedRun::path).toList());

        Path site = fixtureSite;
        Elements rows = page(site, "index.html").select("section.board[data-machine=all] table.leaderboard tbody tr");
        assertEquals(List.of("reference", "esper", "siddhi"), rows.eachAttr("data-engine"));
        Element esper = rows.get(1);
        assertEquals("2", esper.child(0).text());
        assertEquals("Esper 8.9.0", esper.child(2).text());
        assertEquals("200", esper.child(3).text());
        assertEquals("1,632,000", esper.child(4).text());
        assertEquals("12.5", esper.child(5).text());
        assertEquals("122,000", esper.child(6).text());
        assertEquals("yes (lateness p99 2.30 ms)", esper.child(7).text());
        assertTrue(esper.child(8).text().startsWith("AMD EPYC 7763"), esper.child(8).text());
        assertEquals("2026-11-21", esper.child(9).text());
        assertEquals("runs/esper/paced/standard-sf200/index.html", esper.select("a").get(1).attr("href"));
        assertEquals("runs/esper/paced/standard-sf200/result.json", esper.select("a:contains(record)").attr("href"));
    }

    @Test
    void anEngineWithoutAPairsResultIsListedWithItsBestRunAndWhy() throws IOException {
        Path site = fixtureSite;
        Elements rows = page(site, "index.html").select("section.board[data-machine=all] table.without tbody tr");
        assertEquals(List.of("flink"), rows.eachAttr("data-engine"));
        assertEquals("20", rows.get(0).child(2).text());
        assertEquals(List.of("non-standard (short profile)", "did not keep up with its schedule"),
                rows.get(0).select("td.reasons li").eachText());
    }

    @Test
    void eachMachineHasItsOwnLeaderboard() throws IOException {
        Path site = fixtureSite;
        Document index = page(site, "index.html");
        assertEquals(List.of("all", "m1", "m2"), index.select("#board-machine option").eachAttr("value"));
        Element xeon = index.selectFirst("section.board[data-machine=m2]");
        assertTrue(xeon.hasAttr("hidden"));
        assertTrue(xeon.selectFirst("h2").text().contains("Xeon"));
        assertEquals(List.of("reference"), xeon.select("table.leaderboard tbody tr").eachAttr("data-engine"));
        assertEquals(List.of("flink"), xeon.select("table.without tbody tr").eachAttr("data-engine"));
    }

    @Test
    void anEnginesPageHasThreeSweepChartsAndEveryRunWithItsReasons() throws IOException {
        Path site = fixtureSite;
        Document esper = page(site, "engines/esper.html");
        assertEquals(List.of("chart-esper-p-score", "chart-esper-p99", "chart-esper-lateness"),
                esper.select("figure.chart svg").eachAttr("id"));
        // the short series is marked in the series list and in the charts' legends
        assertEquals(List.of("esper standard, vanilla, embedded, local: 3 run(s)",
                        "esper short, vanilla, embedded, local (short: not Pairs results): 2 run(s) not Pairs results"),
                esper.select("ul.series li").eachText());
        assertTrue(esper.selectFirst("#chart-esper-p-score").text().contains("(short: not Pairs results)"));
        Elements rows = esper.select("#runs-table tbody tr");
        assertEquals(5, rows.size());
        Element sf400 = rows.stream().filter(r -> r.text().contains("standard-sf400")).findFirst().orElseThrow();
        assertTrue(sf400.hasClass("not-result"));
        assertEquals(List.of("did not keep up with its schedule"), sf400.select("td.reasons li").eachText());
        assertEquals(List.of("", "m1"), esper.select(".filters select[name=machine] option").eachAttr("value"));
    }

    @Test
    void everyPairOfEnginesHasAComparisonPage() throws IOException {
        Path site = fixtureSite;
        try (Stream<Path> pages = Files.list(site.resolve("compare"))) {
            assertEquals(List.of("esper-vs-flink.html", "esper-vs-reference.html", "esper-vs-siddhi.html",
                            "flink-vs-reference.html", "flink-vs-siddhi.html", "reference-vs-siddhi.html"),
                    pages.map(p -> p.getFileName().toString()).sorted().toList());
        }
        Document page = page(site, "compare/esper-vs-flink.html");
        Element score = page.select("table.sides tr").stream().filter(r -> r.child(0).text().equals("p_score"))
                .findFirst().orElseThrow();
        assertEquals("1,632,000", score.child(1).text());
        assertEquals("9,100", score.child(2).text());
        assertEquals(3, page.select("figure.chart svg").size());
    }

    @Test
    void eachRunHasAPageWithItsRecordAndItsReportCopiedWhenSmall() throws IOException {
        Path results = Fixtures.results(tmp);
        // A report of 1 MB or more stays in the results folder and is linked there.
        Path big = results.resolve("esper/paced/standard-sf200/run-12.html");
        Files.writeString(big, "<!DOCTYPE html><title>big</title>" + "x".repeat(1_100_000));
        String record = Files.readString(results.resolve("esper/paced/standard-sf200/result.json"));
        Files.writeString(results.resolve("esper/paced/standard-sf200/result.json"),
                record.replace("\"report\": null", "\"report\": \"run-12.html\""));
        Path site = Site.write(results, tmp.resolve("site"), false).out();

        Path run = site.resolve("runs/esper/paced/standard-sf100");
        assertArrayEquals(Files.readAllBytes(results.resolve("esper/paced/standard-sf100/result.json")),
                Files.readAllBytes(run.resolve("result.json")));
        assertArrayEquals(Files.readAllBytes(results.resolve("esper/paced/standard-sf100/run-11.html")),
                Files.readAllBytes(run.resolve("report.html")));
        Document page = page(site, "runs/esper/paced/standard-sf100/index.html");
        assertEquals("../../../../runs/esper/paced/standard-sf100/report.html", page.select("a:contains(report)").attr("href"));
        assertEquals("result.json", page.select("a:contains(result.json)").attr("href"));

        Document bigPage = page(site, "runs/esper/paced/standard-sf200/index.html");
        assertFalse(Files.exists(site.resolve("runs/esper/paced/standard-sf200/report.html")));
        assertEquals("../../../../../results/esper/paced/standard-sf200/run-12.html",
                bigPage.select("a:contains(report)").attr("href"));
        assertTrue(Files.isRegularFile(site.resolve("runs/esper/paced/standard-sf200")
                .resolve("../../../../../results/esper/paced/standard-sf200/run-12.html").normalize()));

        Document notStanding = page(site, "runs/siddhi/standard-sf100/index.html");
        assertTrue(notStanding.select("li").eachText().containsAll(List.of("validation FAILED", "no p_score")));
    }

    @Test
    void aRecordThatFailsItsSchemaIsRefusedNamingTheFile() throws IOException {
        Path results = Fixtures.results(tmp);
        Path bad = results.resolve("flink/short-sf10/result.json");
        Files.writeString(bad, Files.readString(bad).replace("\"profile\": \"short\"", "\"profile\": \"long\""));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Site.write(results, tmp.resolve("site"), false));
        assertTrue(e.getMessage().startsWith(bad + ": not a pairs-result/1 record: "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void theSiteIsWrittenWholeOrNotAtAll() throws IOException {
        Path results = Fixtures.results(tmp);
        Path out = tmp.resolve("site");
        Site.write(results, out, false);
        byte[] index = Files.readAllBytes(out.resolve("index.html"));

        // A bad record: nothing written, the old site untouched, no temporary folder left.
        Files.writeString(results.resolve("siddhi/standard-sf50/result.json"), "{\"schema\": \"pairs-result/1\"}");
        assertThrows(InvalidInputException.class, () -> Site.write(results, out, true));
        assertArrayEquals(index, Files.readAllBytes(out.resolve("index.html")));
        try (Stream<Path> beside = Files.list(tmp)) {
            assertEquals(List.of("results", "site"), beside.map(p -> p.getFileName().toString()).sorted().toList());
        }

        // A folder that is not empty is refused without --force, and left as it was.
        Files.delete(results.resolve("siddhi/standard-sf50/result.json"));
        InvalidInputException notEmpty = assertThrows(InvalidInputException.class, () -> Site.write(results, out, false));
        assertEquals(out + ": not empty: give --force to replace it with the site", notEmpty.getMessage());
        assertArrayEquals(index, Files.readAllBytes(out.resolve("index.html")));

        // With --force it is replaced whole: the removed record's page is gone.
        Site.write(results, out, true);
        assertFalse(Files.exists(out.resolve("runs/siddhi/standard-sf50")));
        assertTrue(Files.exists(out.resolve("runs/siddhi/standard-sf100/index.html")));
    }

    @Test
    void sameRecordsGiveTheSameBytes() throws IOException {
        Path results = Fixtures.results(tmp);
        Path first = Site.write(results, tmp.resolve("first"), false).out();
        Path second = Site.write(results, tmp.resolve("second"), false).out();
        List<String> files = FolderFiles.relativePaths(first);
        assertEquals(files, FolderFiles.relativePaths(second));
        for (String f : files) {
            assertArrayEquals(Files.readAllBytes(first.resolve(f)), Files.readAllBytes(second.resolve(f)), f);
        }
    }

    @Test
    void everyPageIsSelfContained() throws IOException {
        Path site = fixtureSite;
        for (String f : FolderFiles.relativePaths(site)) {
            if (!f.endsWith(".html") || f.endsWith("report.html")) {
                continue;
            }
            Document page = page(site, f);
            assertTrue(page.select("script[src], link[href], img[src], iframe").isEmpty(), f);
            for (String href : page.select("a[href]").eachAttr("href")) {
                assertFalse(href.contains("://"), f + ": " + href);
                assertTrue(Files.exists(site.resolve(f).getParent().resolve(href).normalize()), f + ": " + href);
            }
            String text = Files.readString(site.resolve(f), StandardCharsets.UTF_8);
            assertFalse(text.contains("http://") && !text.contains("http://www.w3.org/"), f);
        }
    }

    @Test
    void aSiteInsideTheResultsFolderIsRefused() {
        Path results = Fixtures.results(tmp);
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Site.write(results, results.resolve("site"), false));
        assertTrue(e.getMessage().contains("inside the results folder"), e.getMessage());
    }

    @Test
    void aFolderWithoutRecordsIsRefused() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Site.write(empty, tmp.resolve("site"), false));
        assertTrue(e.getMessage().startsWith(empty + ": no result.json under it"), e.getMessage());
    }
}
