package org.pairsbench.validation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;

/**
 * The JSON report of one validation (validation.json): the B.3 counts per stream and where everything came
 * from. Field order is the JSON's order. {@code unreadable} lists the first {@value #UNREADABLE_LISTED}
 * unreadable lines; incorrect-answers.csv has a row for every one.
 */
public record ValidationReport(Verdict result, Map<String, StreamCounts> streams, long linesWithoutStream,
                               long inputTsChecked, String sutFile, String sutFormat, String expectedFrom,
                               String inputsSha256, long ticks, int strategies, List<String> unreadable,
                               String incorrectAnswersCsv, List<String> notes) {

    static final int UNREADABLE_LISTED = 1000;

    static ValidationReport of(Validator.Outcome o) {
        Map<String, StreamCounts> streams = new LinkedHashMap<>();
        for (AnswerStream s : AnswerStream.values()) {
            streams.put(s.streamName(), o.result().of(s));
        }
        return new ValidationReport(Verdict.of(o.result().passed()), streams,
                o.result().linesWithoutStream(), o.result().inputTsChecked(), o.sut().file().toString(),
                o.sut().kind().name(), o.expectedFrom(), o.inputsSha256(), o.ticks(), o.strategies(),
                o.result().malformed().stream().limit(UNREADABLE_LISTED).map(MalformedLine::toString).toList(),
                o.incorrectCsv() == null ? null : o.incorrectCsv().toString(), o.notes());
    }
}
