package org.pairsbench.harness.record;

import org.pairsbench.harness.driver.PacingMode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** What part of the stream an early-ended run's validation covers, and what a run stands as. */
class RunFiguresTest {

    @Test
    void aCompletedRunIsValidatedOnTheWholeStream() {
        assertNull(RunFigures.validatedPart(RunStatus.COMPLETED, 605_000, PacingMode.PACED, 1, 121.02, "smoke", 121));
    }

    @Test
    void aPacedRunThatEndedEarlyCoversAtMostItsDriveTimeAtItsRateFactor() {
        // 10.2 s of drive at 4 times real time: ticks due at most 40.8 s into the profile, said as 41.
        assertEquals("the first 51,000 ticks, which lie in at most the first 41 s of the 121 s smoke profile",
                RunFigures.validatedPart(RunStatus.INTERRUPTED, 51_000, PacingMode.PACED, 4, 10.2, "smoke", 121));
        // A drive that failed while finishing after the last tick is never said to cover more than the profile.
        assertEquals("the first 605,000 ticks, which lie in at most the first 121 s of the 121 s smoke profile",
                RunFigures.validatedPart(RunStatus.FAILED, 605_000, PacingMode.PACED, 4, 40, "smoke", 121));
    }

    @Test
    void aFlatOutRunOrOneThatSentNothingIsSaidInTicksAlone() {
        assertEquals("the first 1 tick", RunFigures.validatedPart(RunStatus.INTERRUPTED, 1, PacingMode.FLAT_OUT, 1, 3, "smoke", 121));
        assertEquals("the first 0 ticks", RunFigures.validatedPart(RunStatus.FAILED, 0, PacingMode.PACED, 1, 0, "standard", 7260));
    }

    @Test
    void anEngineThatShipsTheReferenceComputationStandsAsNoEngineUnderTestWhateverItsProfile() {
        RunFigures oracle = new RunFigures(1, 200, 1.0, false, false, true, true);
        assertEquals("not an engine under test (its plug-in ships the reference computation)",
                oracle.standing("standard"));
    }
}
