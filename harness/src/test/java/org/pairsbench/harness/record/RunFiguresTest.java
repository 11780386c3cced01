package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** What part of the stream an early-ended run's validation covers. */
class RunFiguresTest {

    @Test
    void aCompletedRunIsValidatedOnTheWholeStream() {
        assertNull(RunFigures.validatedPart("COMPLETED", 605_000, "paced", 1, 121.02, "smoke", 121));
    }

    @Test
    void aPacedRunThatEndedEarlyCoversAtMostItsDriveTimeAtItsRateFactor() {
        // 10.2 s of drive at 4 times real time: ticks due at most 40.8 s into the profile, said as 41.
        assertEquals("the first 51,000 ticks, which lie in at most the first 41 s of the 121 s smoke profile",
                RunFigures.validatedPart("INTERRUPTED", 51_000, "paced", 4, 10.2, "smoke", 121));
        // A drive that failed while finishing after the last tick is never said to cover more than the profile.
        assertEquals("the first 605,000 ticks, which lie in at most the first 121 s of the 121 s smoke profile",
                RunFigures.validatedPart("FAILED", 605_000, "paced", 4, 40, "smoke", 121));
    }

    @Test
    void aFlatOutRunOrOneThatSentNothingIsSaidInTicksAlone() {
        assertEquals("the first 1 tick", RunFigures.validatedPart("INTERRUPTED", 1, "flat out", 1, 3, "smoke", 121));
        assertEquals("the first 0 ticks", RunFigures.validatedPart("FAILED", 0, "paced", 1, 0, "standard", 7260));
    }
}
