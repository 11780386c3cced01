package org.pairsbench.report.model;

import java.util.List;

/**
 * Everything a published run report shows, as one value: the HTML page draws it and the JSON file is
 * it. Latencies in ms, rates per second. No absolute paths: a report may be moved and published as it is.
 *
 * @param format        {@link #FORMAT}
 * @param latencySource where the latency table and histogram come from (see {@link LatencySource})
 * @param latency       per stream, over the measurement interval and over the whole run
 * @param histogram     latency distribution of each stream's answers whose trigger lies in the MI
 * @param slowestTriggers the MI triggers whose answers came latest ({@link TriggerLatency}), slowest first
 * @param evidence      the run's raw files with their SHA-256, so anyone can recompute the figures
 */
public record Report(String format, Headline headline, LatencySource latencySource, List<LatencyStats> latency,
                     List<HistogramBin> histogram, List<TriggerLatency> slowestTriggers, Timeline timeline, Configuration configuration,
                     List<EvidenceFile> evidence) {

    public static final String FORMAT = "pairs-report/1";
}
