package org.pairsbench.core.answers;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.core.InputErrorAssert.assertOneLineNaming;

import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;

/**
 * The check both answer-file fuzz targets make: reading any file either succeeds, with every bad record line
 * reported as a {@link MalformedLine} (one line, naming the file and a line that exists), or stops with one
 * {@link InvalidInputException} naming the file. Anything else thrown is a finding.
 */
final class AnswerFileFuzzing {

    private AnswerFileFuzzing() {
    }

    static void readChecked(Path file) {
        try {
            AnswerFiles.Info info = AnswerFiles.read(file, new AnswerLogHandler() {
                @Override
                public void onAnswer(Answer answer, long arrivalNs, long line) {
                    assertTrue(line >= 1, () -> "answer on line " + line);
                }

                @Override
                public void onMalformed(MalformedLine malformed) {
                    assertTrue(malformed.line() >= 1, () -> "malformed line number " + malformed.line());
                    assertOneLineNaming(file, malformed.toString());
                }
            });
            double rate = info.samplingRate();
            assertTrue(rate > 0 && rate <= 1, () -> "sampling rate " + rate);
            info.warning().ifPresent(w -> assertTrue(w.indexOf('\n') < 0, () -> "warning of several lines: " + w));
        } catch (InvalidInputException e) {
            assertOneLineNaming(file, e.getMessage());
        }
    }
}
