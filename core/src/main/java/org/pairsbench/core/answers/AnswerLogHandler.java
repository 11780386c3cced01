package org.pairsbench.core.answers;

import org.pairsbench.api.model.Answer;

/**
 * Receives what an answer file holds, record by record, as {@link AnswerFiles} reads it. Problems with single
 * lines arrive as {@link #onMalformed} so a validator can count them and go on; problems with the file as a
 * whole (missing, wrong header) are thrown as {@link org.pairsbench.api.InvalidInputException}.
 */
public interface AnswerLogHandler {

    /**
     * One answer.
     *
     * @param arrivalNs when the answer reached the sink, nanoseconds on the harness clock, or
     *                  {@link AnswerLogFormat#NO_ARRIVAL}
     */
    void onAnswer(Answer answer, long arrivalNs, long line);

    /** A trigger record of the kit's log: the first tick with {@code tickTS} was sent with TS {@code ts}. */
    default void onTrigger(long tickTS, long ts, long line) {
    }

    /** A line that is not a valid record; the file goes on. */
    void onMalformed(MalformedLine malformed);
}
