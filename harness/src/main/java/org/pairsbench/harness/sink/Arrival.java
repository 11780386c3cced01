package org.pairsbench.harness.sink;

import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;

/**
 * One answer as the sink received it, with its arrival time on the harness clock, read on the engine's
 * thread the moment the answer was delivered.
 */
public record Arrival(Answer answer, long arrivalNanos) {

    /** The trigger TS of an answer whose inputTickTS names no trigger tick the driver sent. */
    public static final long NO_TRIGGER = Indicator.NO_TS;

    public AnswerStream stream() {
        return AnswerStream.of(answer);
    }
}
