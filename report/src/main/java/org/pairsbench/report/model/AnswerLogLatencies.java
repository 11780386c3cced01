package org.pairsbench.report.model;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.HdrHistogram.Histogram;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.core.profile.MeasurementInterval;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.harness.measure.LatencySummary;

/**
 * Recomputes a run's latencies from its answer log exactly as the harness measured them (spec/execution.md
 * sections 3-5): latency = arrivalNs - TS of the trigger named by the answer's inputTickTS (the log's Trigger
 * records), into HdrHistograms of the harness's precision, split by whether the trigger's tickTS lies in the
 * measurement interval. Answers whose trigger was not recorded are not timed, as in the harness.
 */
public final class AnswerLogLatencies {

    private final Map<AnswerStream, Histogram> inMi = new EnumMap<>(AnswerStream.class);
    private final Map<AnswerStream, Histogram> whole = new EnumMap<>(AnswerStream.class);
    private final Map<Long, TriggerAnswers> miTriggers;
    private final Map<String, String> header;

    /** What one MI trigger released: answers per stream and the extremes of their latencies, ns. */
    static final class TriggerAnswers {
        int indicators;
        int marketOrders;
        long firstNanos = Long.MAX_VALUE;
        long lastNanos;

        private void add(AnswerStream stream, long latency) {
            if (stream == AnswerStream.INDICATOR) {
                indicators++;
            } else {
                marketOrders++;
            }
            firstNanos = Math.min(firstNanos, latency);
            lastNanos = Math.max(lastNanos, latency);
        }
    }

    private AnswerLogLatencies(Map<String, String> header, Map<AnswerStream, Histogram> inMi,
                               Map<AnswerStream, Histogram> whole, Map<Long, TriggerAnswers> miTriggers) {
        this.header = header;
        this.inMi.putAll(inMi);
        this.whole.putAll(whole);
        this.miTriggers = miTriggers;
    }

    /** Reads {@code answerLog}, timing answers in the {@code mi} by their trigger's tickTS. */
    public static AnswerLogLatencies read(Path answerLog, MeasurementInterval mi) {
        Map<AnswerStream, Histogram> inMi = new EnumMap<>(AnswerStream.class);
        Map<AnswerStream, Histogram> whole = new EnumMap<>(AnswerStream.class);
        for (AnswerStream s : AnswerStream.values()) {
            inMi.put(s, LatencySummary.newHistogram());
            whole.put(s, LatencySummary.newHistogram());
        }
        Map<Long, Long> triggerTs = new HashMap<>();
        Map<Long, TriggerAnswers> miTriggers = new LinkedHashMap<>();
        AnswerFiles.Info info = AnswerFiles.read(answerLog, new AnswerLogHandler() {
            @Override
            public void onAnswer(Answer answer, long arrivalNs, long line) {
                Long ts = triggerTs.get(answer.inputTickTS());
                if (ts == null || arrivalNs == AnswerLogFormat.NO_ARRIVAL) {
                    return;
                }
                long latency = Math.max(0, arrivalNs - ts);
                AnswerStream stream = AnswerStream.of(answer);
                whole.get(stream).recordValue(latency);
                if (mi.containsTrigger(answer.inputTickTS())) {
                    inMi.get(stream).recordValue(latency);
                    miTriggers.computeIfAbsent(answer.inputTickTS(), t -> new TriggerAnswers()).add(stream, latency);
                }
            }

            @Override
            public void onTrigger(long tickTS, long ts, long line) {
                triggerTs.putIfAbsent(tickTS, ts);
            }

            @Override
            public void onMalformed(MalformedLine malformed) {
                // The validator counts these; a line that cannot be read has no latency to recompute.
            }
        });
        return new AnswerLogLatencies(info.header(), inMi, whole, miTriggers);
    }

    /** Latencies (ns) of the stream's answers whose trigger lies in the measurement interval. */
    public Histogram measurementInterval(AnswerStream stream) {
        return inMi.get(stream);
    }

    /** Latencies (ns) of all the stream's timed answers. */
    public Histogram wholeRun(AnswerStream stream) {
        return whole.get(stream);
    }

    /**
     * The {@code limit} MI triggers whose last answer came latest, slowest first (ties: earlier tickTS first);
     * {@code gcMsAt} gives, for a trigger's tickTS, the collector pauses of the run second that holds its TS, or
     * null.
     */
    public List<TriggerLatency> slowestTriggers(int limit, LongFunction<Long> gcMsAt) {
        return miTriggers.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<Long, TriggerAnswers> e) -> -e.getValue().lastNanos)
                        .thenComparingLong(Map.Entry::getKey))
                .limit(limit)
                .map(e -> {
                    TriggerAnswers a = e.getValue();
                    long periodEnd = e.getKey() - e.getKey() % TriggerTable.BOUNDARY_MILLIS;
                    return new TriggerLatency(e.getKey(), periodEnd / 1000, a.indicators, a.marketOrders,
                            a.firstNanos / 1e6, a.lastNanos / 1e6, gcMsAt.apply(e.getKey()));
                })
                .toList();
    }

    /** The log's metadata lines ({@code # key: value}). */
    public Map<String, String> header() {
        return header;
    }
}
