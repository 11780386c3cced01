package org.pairsbench.report.model;

/**
 * Answers of one stream with latency in (fromMs, toMs]: one bar of the latency histogram. Bins double in
 * width, so microseconds and seconds fit on one chart.
 */
public record HistogramBin(String stream, double fromMs, double toMs, long count) {
}
