package org.pairsbench.report.model;

/**
 * A raw file of the run, named relative to its run folder, with its size and SHA-256: the answer log (from which
 * every latency is recomputable), the .hlog of per-second histograms, and so on.
 */
public record EvidenceFile(String role, String name, long bytes, String sha256) {
}
