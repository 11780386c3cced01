package org.pairsbench.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The site from the fixture records, opened from file:// in headless Chromium: the leaderboard's rows, every sweep
 * chart drawn with its runs, the filters and the comparison chooser working, a screenshot that is not blank.
 * Skipped, saying what is missing, on a machine without Chromium.
 */
class SiteBrowserTest {

    @TempDir
    static Path tmp;

    static Chromium chromium;
    static Path site;

    @BeforeAll
    static void openSite() {
        chromium = Chromium.find(tmp);
        if (chromium == null) {
            System.out.println("SiteBrowserTest: " + Chromium.whatIsMissing());
            return;
        }
        site = Site.write(Fixtures.results(tmp), tmp.resolve("site"), false).out();
    }

    /** Each test skipped, with what is missing, where no Chromium is installed. */
    @BeforeEach
    void needsChromium() {
        Assumptions.assumeTrue(chromium != null, Chromium.whatIsMissing());
    }

    /** A page beside the site that loads site pages in frames and writes what its script finds into #out. */
    private String harness(String name, String script) throws Exception {
        Path page = tmp.resolve(name + ".html");
        Files.writeString(page, "<!DOCTYPE html><html><body><pre id=\"out\">pending</pre>\n<script>\nvar site = '"
                + site.toUri() + "';\nfunction done(text) { document.getElementById('out').textContent = text; }\n"
                + script + "\n</script></body></html>\n", StandardCharsets.UTF_8);
        return Jsoup.parse(chromium.dumpDom(page)).getElementById("out").wholeText();
    }

    @Test
    void theLeaderboardShowsEachEnginesPairsResult() throws Exception {
        Document index = Jsoup.parse(chromium.dumpDom(site.resolve("index.html")));
        var board = index.selectFirst("section.board[data-machine=all]");
        assertEquals(List.of("reference", "esper", "siddhi"), board.select("table.leaderboard tbody tr")
                .eachAttr("data-engine"));
        assertEquals(List.of("4,080,000", "1,632,000", "255,000"), board.select("table.leaderboard td.score").eachText());
        assertEquals(List.of("flink"), board.select("table.without tbody tr").eachAttr("data-engine"));
        assertEquals(List.of("m1", "m2"), index.select("section.board[hidden]").eachAttr("data-machine"));
    }

    @Test
    void everySweepChartIsDrawnWithItsRuns() throws Exception {
        List<String> pages = new ArrayList<>();
        for (String folder : List.of("engines", "compare")) {
            try (Stream<Path> files = Files.list(site.resolve(folder))) {
                files.map(p -> folder + "/" + p.getFileName()).sorted().forEach(pages::add);
            }
        }
        // Each chart: its laid-out size, and its markers (circles: four curves, no straight segment) that have a size.
        String found = harness("charts", """
                var pages = %s, lines = [], left = pages.length;
                pages.forEach(function (name) {
                  var f = document.createElement('iframe');
                  f.width = 1280; f.height = 900;
                  f.onload = function () {
                    f.contentDocument.querySelectorAll('figure.chart svg').forEach(function (svg) {
                      var r = svg.getBoundingClientRect(), markers = 0;
                      svg.querySelectorAll('path').forEach(function (p) {
                        if (/^M[^LQ]*C[^LQ]*Z$/.test(p.getAttribute('d')) && p.getBBox().width > 0) { markers++; }
                      });
                      lines.push(name + ' ' + svg.id + ' ' + (r.width > 600 && r.height > 200) + ' ' + markers);
                    });
                    if (--left === 0) { done(lines.sort().join('\\n')); }
                  };
                  f.src = site + name;
                  document.body.appendChild(f);
                });
                """.formatted(pages.stream().map(p -> "'" + p + "'").collect(Collectors.joining(",", "[", "]"))));
        List<String> charts = found.lines().toList();
        assertEquals(pages.size() * 3, charts.size(), found);
        for (String chart : charts) {
            String[] f = chart.split(" ");
            assertEquals("true", f[2], "laid out at its size: " + chart);
            // At least one marker per run drawn, plus two per legend item.
            assertTrue(Integer.parseInt(f[3]) >= 3, "markers drawn: " + chart);
        }
        String esper = charts.stream().filter(c -> c.startsWith("engines/esper.html chart-esper-p-score")).findFirst()
                .orElseThrow();
        // 5 runs: 3 kept up (a fill and an outline each), 2 hollow (an outline); 2 legend items (fill and outline).
        assertEquals("engines/esper.html chart-esper-p-score true 12", esper);
    }

    @Test
    void theFiltersAndTheComparisonChooserWorkFromFiles() throws Exception {
        String filtered = harness("filters", """
                var f = document.createElement('iframe');
                f.onload = function () {
                  var d = f.contentDocument, before = d.querySelector('.filters .shown').textContent;
                  var machine = d.querySelector('.filters select[name=machine]');
                  machine.value = 'm2';
                  machine.dispatchEvent(new Event('change'));
                  var shown = [];
                  d.querySelectorAll('#runs-table tbody tr').forEach(function (r) { if (!r.hidden) { shown.push(r.cells[0].textContent); } });
                  done(before + '|' + d.querySelector('.filters .shown').textContent + '|' + shown.join(','));
                };
                f.src = site + 'runs.html';
                document.body.appendChild(f);
                """);
        assertEquals("10 of 10 runs shown|3 of 10 runs shown|flink/short-sf10,flink/short-sf20,reference/standard-sf2000",
                filtered);

        String chosen = harness("compare", """
                var f = document.createElement('iframe'), step = 0;
                f.onload = function () {
                  if (step++ === 0) {
                    var form = f.contentDocument.getElementById('compare-form');
                    form.elements.a.value = 'siddhi';
                    form.elements.b.value = 'esper';
                    form.requestSubmit();
                  } else {
                    done(f.contentWindow.location.href.substring(site.length) + ' '
                        + f.contentDocument.querySelectorAll('figure.chart svg').length);
                  }
                };
                f.src = site + 'index.html';
                document.body.appendChild(f);
                """);
        assertEquals("compare/esper-vs-siddhi.html 3", chosen);
    }

    @Test
    void theLeaderboardsScreenshotIsNotBlank() throws Exception {
        Path png = chromium.screenshot(site.resolve("index.html"), tmp.resolve("index.png"), 1280, 1600);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1280, image.getWidth());
        Set<Integer> colours = new HashSet<>();
        int background = image.getRGB(image.getWidth() / 2, image.getHeight() - 1);
        long drawn = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y);
                colours.add(rgb);
                if (rgb != background) {
                    drawn++;
                }
            }
        }
        assertTrue(colours.size() > 50, colours.size() + " colours");
        assertTrue(drawn > image.getWidth() * image.getHeight() / 4 / 20, drawn + " pixels drawn");
    }
}
