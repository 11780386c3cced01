package org.pairsbench.harness.measure;

import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.core.profile.MeasurementInterval;

/**
 * The MarketOrder latencies of an answer file that carries its own timestamps (a FINCoS sink log: the trigger's
 * TS as causer, the sink's arrival time), for the p_score of a run another harness drove (spec section 7): the
 * answers whose trigger lies in the measurement interval, in a histogram of the harness's precision.
 */
public final class SinkLogLatency {

    /** What the log gave: the MI's MarketOrder latencies, and how many MarketOrders were outside the MI. */
    public record Result(Histogram inMi, long outsideMi) {
        /** The spec's p99 (HdrHistogram's value at the 99th percentile), in nanoseconds. */
        public long p99Nanos() {
            return inMi.getValueAtPercentile(99.0);
        }
    }

    private SinkLogLatency() {
    }

    /**
     * @throws InvalidInputException naming the file when an answer lacks its trigger's TS or arrival time, or
     *                               when no MarketOrder's trigger lies in the measurement interval
     */
    public static Result marketOrders(Path file, MeasurementInterval mi) {
        Histogram inMi = new Histogram(LatencySummary.SIGNIFICANT_DIGITS);
        long[] outside = {0};
        AnswerFiles.read(file, new AnswerLogHandler() {
            @Override
            public void onAnswer(Answer answer, long arrivalNs, long line) {
                if (!(answer instanceof MarketOrder)) {
                    return;
                }
                if (answer.inputTS() == Indicator.NO_TS || arrivalNs == AnswerLogFormat.NO_ARRIVAL) {
                    throw InvalidInputException.at(file, line, "a MarketOrder without its trigger's TS or its "
                            + "arrival time: latency needs both (a sink log written with response times, TS last)");
                }
                if (mi.containsTrigger(answer.inputTickTS())) {
                    inMi.recordValue(Math.max(0, arrivalNs - answer.inputTS()));
                } else {
                    outside[0]++;
                }
            }

            @Override
            public void onMalformed(MalformedLine malformed) {
                // Counted by validation, which a p_score needs anyway (spec section 7).
            }
        });
        if (inMi.getTotalCount() == 0) {
            throw InvalidInputException.in(file, "no MarketOrder whose trigger lies in the measurement interval ["
                    + mi.startSeconds() + " s, " + mi.endSeconds() + " s): no p_score");
        }
        return new Result(inMi, outside[0]);
    }
}
