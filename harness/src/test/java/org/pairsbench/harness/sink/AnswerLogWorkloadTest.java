package org.pairsbench.harness.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;

class AnswerLogWorkloadTest {

    /** An SF 1 smoke data set with seed 42. */
    private static final DatagenParameters SF1_SMOKE = DatagenParameters.standard(ScaleFactor.of(1))
            .withLength(ProfileLength.SMOKE).withSeed(42);

    @Test
    void theHeaderOfTheSameWorkloadOrOneNamingNothingIsNoMismatch() {
        assertEquals(Optional.empty(), AnswerLogWorkload.mismatch(
                Map.of("scale-factor", "1", "profile", "smoke", "seed", "42"), SF1_SMOKE));
        assertEquals(Optional.empty(), AnswerLogWorkload.mismatch(Map.of("engine", "esper"), SF1_SMOKE),
                "an older log, or expected answers: nothing to compare");
    }

    @Test
    void eachDifferingPartIsNamedOnBothSidesAndOnlyThose() {
        assertEquals(Optional.of("its header names SF 10, profile short, the data set is SF 1, profile smoke"),
                AnswerLogWorkload.mismatch(Map.of("scale-factor", "10", "profile", "short", "seed", "42"), SF1_SMOKE));
        assertEquals(Optional.of("its header names seed 7, the data set is seed 42"),
                AnswerLogWorkload.mismatch(Map.of("scale-factor", "1", "seed", "7"), SF1_SMOKE));
    }
}
