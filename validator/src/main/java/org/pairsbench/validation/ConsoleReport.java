package org.pairsbench.validation;

import java.util.Map;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;

/** The console report in the shape of thesis Figure B.3, plus what B.3 has no place for. */
public final class ConsoleReport {

    /** How many unreadable lines the console lists; the CSV and JSON hold all. */
    static final int MALFORMED_SHOWN = 10;

    private static final Map<AnswerStream, String> TITLES = Map.of(
            AnswerStream.INDICATOR, "Indicators", AnswerStream.MARKET_ORDER, "Orders");

    private ConsoleReport() {
    }

    public static String format(ComparisonResult result) {
        StringBuilder out = new StringBuilder();
        out.append("Validation result: ").append(result.passed() ? "PASSED" : "FAILED!").append('\n');
        for (AnswerStream stream : AnswerStream.values()) {
            StreamCounts c = result.of(stream);
            out.append("- ").append(TITLES.get(stream)).append(":\n")
                    .append("  # validator answers: ").append(c.validatorAnswers()).append('\n')
                    .append("  # SUT answers: ").append(c.sutAnswers()).append('\n')
                    .append("  # correct answers: ").append(c.correct()).append('\n')
                    .append("  # missing answers: ").append(c.missing()).append('\n')
                    .append("  # undue answers: ").append(c.undue()).append('\n')
                    .append("  # wrong answers: ").append(c.wrong()).append('\n');
        }
        if (result.linesWithoutStream() > 0) {
            out.append("- Unreadable lines of no known stream: ").append(result.linesWithoutStream()).append('\n');
        }
        int shown = 0;
        for (MalformedLine m : result.malformed()) {
            if (shown++ == MALFORMED_SHOWN) {
                out.append("  ... ").append(result.malformedLines() - MALFORMED_SHOWN)
                        .append(" more unreadable lines\n");
                break;
            }
            out.append("  ").append(m).append('\n');
        }
        return out.toString();
    }
}
