package org.pairsbench.report.model;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.core.model.Answer;
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
    private final Map<String, String> header;

    private AnswerLogLatencies(Map<String, String> header, Map<AnswerStream, Histogram> inMi,
                               Map<AnswerStream, Histogram> whole) {
        this.header = header;
        this.inMi.putAll(inMi);
        this.whole.putAll(whole);
    }

    /** Reads {@code answerLog}; the MI is [miStartSeconds, miEndSeconds) of trigger tickTS. */
    public static AnswerLogLatencies read(Path answerLog, double miStartSeconds, double miEndSeconds) {
        Map<AnswerStream, Histogram> inMi = new EnumMap<>(AnswerStream.class);
        Map<AnswerStream, Histogram> whole = new EnumMap<>(AnswerStream.class);
        for (AnswerStream s : AnswerStream.values()) {
            inMi.put(s, LatencySummary.newHistogram());
            whole.put(s, LatencySummary.newHistogram());
        }
        Map<Long, Long> triggerTs = new HashMap<>();
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
                double triggerSeconds = answer.inputTickTS() / 1000.0;
                if (triggerSeconds >= miStartSeconds && triggerSeconds < miEndSeconds) {
                    inMi.get(stream).recordValue(latency);
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
        return new AnswerLogLatencies(info.header(), inMi, whole);
    }

    /** Latencies (ns) of the stream's answers whose trigger lies in the measurement interval. */
    public Histogram measurementInterval(AnswerStream stream) {
        return inMi.get(stream);
    }

    /** Latencies (ns) of all the stream's timed answers. */
    public Histogram wholeRun(AnswerStream stream) {
        return whole.get(stream);
    }

    /** The log's metadata lines ({@code # key: value}). */
    public Map<String, String> header() {
        return header;
    }
}
