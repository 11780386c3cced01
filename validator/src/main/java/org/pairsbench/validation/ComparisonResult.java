package org.pairsbench.validation;

import java.util.List;
import java.util.Map;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;

/**
 * What the comparison of an engine's answers with the expected ones found.
 *
 * @param counts           per stream, in {@link AnswerStream} order
 * @param incorrect        the incorrect answers, ordered by inputTickTS, strategy, stream and type: every one, or
 *                         the first {@value AnswerComparison#LISTED} in that order
 * @param incorrectNotListed  the incorrect answers after those (counted in {@link #counts}, not listed)
 * @param malformed        the unreadable lines of the engine's file in file order: every one, or the first
 *                         {@value AnswerComparison#LISTED}
 * @param malformedNotListed  the unreadable lines after those
 * @param linesWithoutStream  unreadable lines that name no known stream (counted in no stream, but failing)
 * @param inputTsChecked   how many engine answers had their inputTS compared with their trigger's TS
 */
public record ComparisonResult(Map<AnswerStream, StreamCounts> counts, List<IncorrectAnswer> incorrect,
                               long incorrectNotListed, List<MalformedLine> malformed, long malformedNotListed,
                               long linesWithoutStream, long inputTsChecked) {

    public boolean passed() {
        return linesWithoutStream == 0 && counts.values().stream().allMatch(StreamCounts::passed);
    }

    /** Every unreadable line, listed or not. */
    public long malformedLines() {
        return malformed.size() + malformedNotListed;
    }

    /** Every incorrect answer, listed or not. */
    public long incorrectAnswers() {
        return incorrect.size() + incorrectNotListed;
    }

    public StreamCounts of(AnswerStream stream) {
        return counts.get(stream);
    }
}
