package org.pairsbench.validation;

import java.util.List;
import java.util.Map;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;

/**
 * What the comparison of an engine's answers with the expected ones found.
 *
 * @param counts           per stream, in {@link AnswerStream} order
 * @param incorrect        every incorrect answer, ordered by inputTickTS, strategy, stream and type
 * @param malformed        every unreadable line of the engine's file, in file order
 * @param linesWithoutStream  unreadable lines that name no known stream (counted in no stream, but failing)
 * @param inputTsChecked   how many engine answers had their inputTS compared with their trigger's TS
 */
public record ComparisonResult(Map<AnswerStream, StreamCounts> counts, List<IncorrectAnswer> incorrect,
                               List<MalformedLine> malformed, long linesWithoutStream, long inputTsChecked) {

    public boolean passed() {
        return linesWithoutStream == 0 && counts.values().stream().allMatch(StreamCounts::passed);
    }

    public StreamCounts of(AnswerStream stream) {
        return counts.get(stream);
    }
}
