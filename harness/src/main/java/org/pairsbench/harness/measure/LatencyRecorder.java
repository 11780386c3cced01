package org.pairsbench.harness.measure;

import org.pairsbench.core.answers.AnswerStream;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.LongPredicate;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * Records answer latencies (arrival minus the trigger's TS, ns) per stream, split by whether the trigger
 * lies in the measurement interval. One thread records (the sink's writer), wait-free; the sampler takes
 * interval histograms once a second and accumulates the totals.
 */
public final class LatencyRecorder {

    private final LongPredicate triggerInMeasurementInterval;
    private final Map<AnswerStream, SingleWriterRecorder> inMi = new EnumMap<>(AnswerStream.class);
    private final Map<AnswerStream, SingleWriterRecorder> outsideMi = new EnumMap<>(AnswerStream.class);

    /** @param triggerInMeasurementInterval whether a trigger tickTS (ms) lies in the MI */
    public LatencyRecorder(LongPredicate triggerInMeasurementInterval) {
        this.triggerInMeasurementInterval = triggerInMeasurementInterval;
        for (AnswerStream s : AnswerStream.values()) {
            inMi.put(s, new SingleWriterRecorder(LatencySummary.SIGNIFICANT_DIGITS));
            outsideMi.put(s, new SingleWriterRecorder(LatencySummary.SIGNIFICANT_DIGITS));
        }
    }

    public void record(AnswerStream stream, long triggerTickTS, long latencyNanos) {
        SingleWriterRecorder r = triggerInMeasurementInterval.test(triggerTickTS) ? inMi.get(stream) : outsideMi.get(stream);
        r.recordValue(Math.max(0, latencyNanos));
    }

    /** Latencies recorded since the last call whose trigger is in the MI (the sampler's thread only). */
    Histogram takeInMi(AnswerStream stream) {
        return inMi.get(stream).getIntervalHistogram();
    }

    /** Latencies recorded since the last call whose trigger is outside the MI (the sampler's thread only). */
    Histogram takeOutsideMi(AnswerStream stream) {
        return outsideMi.get(stream).getIntervalHistogram();
    }
}
