package org.pairsbench.core.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RecordedStepsTest {

    @Test
    void eachStepKeepsItsTotalEveryCountToldAndWhetherItEnded() {
        RecordedSteps recorded = new RecordedSteps();
        try (Progress loading = recorded.start("loading", 100, "ticks")) {
            loading.stepTo(40);
            loading.stepTo(100);
        }
        Progress reading = recorded.start("reading", -1, "answers");
        reading.stepTo(7);
        reading.total(9);

        assertEquals(List.of("loading (100 ticks): last told 100",
                "reading (-1 answers): last told 7, total corrected to 9 (not ended)"), recorded.lines());
        assertEquals(List.of(40L, 100L), recorded.steps().get(0).told());
        assertEquals(9, recorded.steps().get(1).correctedTotal());
    }

    @Test
    void aStepToldNothingEndsOnZero() {
        RecordedSteps recorded = new RecordedSteps();
        recorded.start("writing", 5, "files").close();

        assertEquals(List.of("writing (5 files): last told 0"), recorded.lines());
    }
}
