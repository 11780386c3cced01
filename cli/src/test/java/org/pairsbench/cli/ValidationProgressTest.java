package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.validation.Validator;

class ValidationProgressTest {

    @Test
    void theSizeLineComesOnceBeforeTheFirstStepAndEachStepIsShownOutOfWhatIsKnown() {
        List<String> shown = new ArrayList<>();
        StringWriter err = new StringWriter();
        ValidationProgress progress = new ValidationProgress((step, total, unit) -> new Progress() {
            @Override
            public void stepTo(long done) {
                shown.add(step + " " + done + "/" + total + " " + unit);
            }

            @Override
            public void total(long t) {
            }

            @Override
            public void close() {
                shown.add(step + " closed");
            }
        }, new PrintWriter(err), () -> "pairs validate: 754,116 ticks in 1 tick file", 754_116);

        progress.at(Validator.Step.COMPUTING_EXPECTED, 0);
        progress.at(Validator.Step.COMPUTING_EXPECTED, 16_384);
        progress.at(Validator.Step.READING_ANSWERS, 0);
        progress.at(Validator.Step.WRITING_REPORTS, 0);
        progress.close();

        assertEquals("pairs validate: 754,116 ticks in 1 tick file", err.toString().strip());
        assertEquals(List.of("expected answers 0/754116 ticks",
                "expected answers 16384/754116 ticks", "expected answers closed",
                "reading answers 0/-1 answers", "reading answers closed"), shown);
    }
}
