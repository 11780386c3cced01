package org.pairsbench.core.answers;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.Answer;

/** Keeps everything a reader reports, for assertions. */
final class RecordingHandler implements AnswerLogHandler {
    record Received(Answer answer, long arrivalNs, long line) {
    }

    final List<Received> answers = new ArrayList<>();
    final List<long[]> triggers = new ArrayList<>();
    final List<MalformedLine> malformed = new ArrayList<>();

    @Override
    public void onAnswer(Answer answer, long arrivalNs, long line) {
        answers.add(new Received(answer, arrivalNs, line));
    }

    @Override
    public void onTrigger(long tickTS, long ts, long line) {
        triggers.add(new long[] {tickTS, ts});
    }

    @Override
    public void onMalformed(MalformedLine m) {
        malformed.add(m);
    }
}
