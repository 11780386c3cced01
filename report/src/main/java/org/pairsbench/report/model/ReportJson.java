package org.pairsbench.report.model;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.record.RunStatus;

/**
 * Reads a report JSON ({@link Report#FORMAT}) back into a {@link Report}, as any kit wrote it: published runs keep
 * only their report files (not the run database or the run folder), so a page is re-rendered from its JSON alone.
 * Fields that earlier kits did not write get the value those kits meant; a per-second timeline is binned as a new
 * report's is ({@link TimelineBins#compact}).
 */
public final class ReportJson {

    private ReportJson() {
    }

    /** The report in {@code file}; a file that is no report JSON is an {@link InvalidInputException} naming it. */
    public static Report read(Path file) {
        JsonNode tree;
        try {
            // Decimals as written: a tree of doubles would read the p_score 5025.20 back as 5025.2, and the page
            // drawn again would show another figure than the one published.
            tree = Json.mapper().reader(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                    .without(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES).readTree(Files.readString(file));
        } catch (JacksonException e) {
            throw InvalidInputException.in(file, "not JSON: " + InvalidInputException.oneLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw InvalidInputException.in(file, InvalidInputException.reason(e));
        }
        if (tree == null || !tree.isObject() || !Report.FORMAT.equals(tree.path("format").asText(null))
                || !tree.path("headline").isObject() || !tree.path("timeline").isObject()
                || !tree.path("configuration").isObject()) {
            throw InvalidInputException.in(file, "not a Pairs run report (no \"format\": \"" + Report.FORMAT
                    + "\" with a headline, timeline and configuration)");
        }
        fillEarlierKitsGaps((ObjectNode) tree);
        Report report;
        try {
            report = Json.mapper().treeToValue(tree, Report.class);
        } catch (JacksonException e) {
            throw InvalidInputException.in(file, "not a readable Pairs run report: "
                    + InvalidInputException.oneLine(e.getOriginalMessage()));
        }
        return new Report(report.format(), report.headline(), report.latencySource(), report.latency(),
                report.histogram(), report.slowestTriggers(), TimelineBins.compact(report.timeline()),
                report.configuration(), report.evidence());
    }

    /** What a field an earlier kit did not write meant then. */
    private static void fillEarlierKitsGaps(ObjectNode report) {
        ObjectNode headline = (ObjectNode) report.get("headline");
        if (!headline.has("engineOptions")) {
            headline.putObject("engineOptions");
        }
        if (!headline.has("marketOrderCount")) {
            long count = headline.path("marketOrderP99Ms").isNumber() ? miMarketOrders(report) : 0;
            headline.put("marketOrderCount", count);
            headline.put("fewMarketOrders", PScore.fewMarketOrders(count));
        }
        if (!headline.has("wholeStreamValidated")) {
            // Before runs that ended early were validated on what they sent, only a completed run had a verdict.
            headline.put("wholeStreamValidated", RunStatus.COMPLETED.name().equals(headline.path("status").asText()));
        }
        ObjectNode configuration = (ObjectNode) report.get("configuration");
        if (!configuration.has("warnings")) {
            configuration.putArray("warnings");
        }
        ObjectNode timeline = (ObjectNode) report.get("timeline");
        if (!timeline.has("binSeconds")) {
            timeline.put("binSeconds", 1); // every timeline was per second before bins
        }
    }

    /** The count of the latency table's MI MarketOrder row, which the headline's p99 was taken from. */
    private static long miMarketOrders(JsonNode report) {
        for (JsonNode row : report.path("latency")) {
            if (AnswerStream.MARKET_ORDER.streamName().equals(row.path("stream").asText())
                    && LatencyStats.MEASUREMENT_INTERVAL.equals(row.path("scope").asText())) {
                return row.path("count").asLong();
            }
        }
        return 0;
    }
}
