package org.pairsbench.report.model;

/**
 * Where a report's latency statistics come from, best first.
 */
public enum LatencySource {
    /**
     * Recomputed from the answer log: every answer's arrival minus its trigger's TS, into HdrHistograms of the
     * harness's precision, split by the trigger's tickTS as the harness splits them. Exact, with p90.
     */
    ANSWER_LOG,
    /** The answer log is not there: the summaries stored in the run record (no p90, no histogram). */
    RUN_RECORD
}
