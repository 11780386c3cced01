package org.pairsbench.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimelineBinsTest {

    private static final List<Timeline.PhaseSpan> PHASES = List.of(new Timeline.PhaseSpan("ramp-up", 0, 1),
            new Timeline.PhaseSpan("measurement interval", 1, 3));
    private static final Timeline.PhaseSpan MI = PHASES.get(1);

    private static Timeline.SecondPoint second(int s, double length, Double planned, double input, double answers,
                                               Double indicatorP50, Double indicatorP99, Double indicatorMax,
                                               Double orderP50, Double orderP99, Double orderMax, Double cpu,
                                               double heap, long gc) {
        return new Timeline.SecondPoint(s, length, planned, input, answers, indicatorP50, indicatorP99, indicatorMax,
                orderP50, orderP99, orderMax, cpu, heap, gc);
    }

    /** Three full seconds and a half one; second 2 timed no answer and knows no plan nor CPU. */
    private static Timeline fourSeconds() {
        return new Timeline(PHASES, MI, 1, List.of(
                second(0, 1.0, 100.0, 90, 10, 1.0, 2.0, 3.0, null, null, null, 0.5, 50, 0),
                second(1, 1.0, 200.0, 210, 30, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 1.5, 40, 12),
                second(2, 1.0, null, 300, 0, null, null, null, null, null, null, null, 60, 0),
                second(3, 0.5, 400.0, 600, 20, 0.5, 0.7, 0.9, null, null, null, 1.0, 70, 5)));
    }

    @Test
    void aBinTakesItsWorstSecondsLatenciesTheLengthWeightedMeanRatesTheHeapPeakAndTheSummedGc() {
        Timeline binned = TimelineBins.bin(fourSeconds(), 2);
        assertEquals(2, binned.binSeconds());
        assertEquals(List.of(
                second(0, 2.0, 150.0, 150, 20, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 1.0, 50, 12),
                // (300 * 1 + 600 * 0.5) / 1.5 ticks/s, (0 + 20 * 0.5) / 1.5 answers/s; plan and CPU of second 3 only
                second(2, 1.5, 400.0, 400, 10 / 1.5, 0.5, 0.7, 0.9, null, null, null, 1.0, 70, 5)),
                binned.seconds());
        assertEquals(PHASES, binned.phases(), "phases and MI stay in run seconds");
        assertEquals(MI, binned.measurementInterval());
    }

    @Test
    void aBinOfSecondsWithoutAnswersHasNoLatencyAndStartsAtAMultipleOfTheWidth() {
        Timeline t = new Timeline(List.of(), null, 1, List.of(
                second(5, 1.0, 10.0, 10, 0, null, null, null, null, null, null, null, 1, 0),
                second(6, 1.0, 20.0, 30, 0, null, null, null, null, null, null, null, 2, 0)));
        assertEquals(List.of(second(0, 2.0, 15.0, 20, 0, null, null, null, null, null, null, null, 2, 0)),
                TimelineBins.bin(t, 10).seconds());
    }

    @Test
    void runsOfUpTo800SecondsKeepEverySecondAndLongerOnesGetTheNarrowestReadableWidth() {
        assertEquals(1, TimelineBins.width(121), "smoke");
        assertEquals(1, TimelineBins.width(727), "short (726 s and the last partial second)");
        assertEquals(1, TimelineBins.width(800));
        assertEquals(2, TimelineBins.width(801));
        assertEquals(10, TimelineBins.width(7261), "standard: 727 bins");
        assertEquals(300, TimelineBins.width(100_000));
        assertEquals(4 * 3600, TimelineBins.width(10_000_000), "beyond an hour, whole hours");
        for (double seconds : new double[] {1, 799, 4000, 7261, 86_400, 1e6, 1e8}) {
            assertEquals(true, Math.ceil(seconds / TimelineBins.width(seconds)) <= TimelineBins.MAX_POINTS,
                    seconds + " s");
        }
    }

    @Test
    void a121SecondRunKeepsEverySecond() {
        List<Timeline.SecondPoint> seconds = new ArrayList<>();
        for (int s = 0; s <= 121; s++) {
            seconds.add(second(s, s == 121 ? 0.25 : 1.0, 5.0, 5, 1, 1.0, 2.0, 3.0, null, null, null, 0.1, 10, 0));
        }
        Timeline t = new Timeline(PHASES, MI, 1, seconds);
        assertSame(t, TimelineBins.compact(t));
    }

    @Test
    void aStandardLengthRunIsBinnedIn10SecondBinsAndABinnedTimelineIsNotBinnedAgain() {
        List<Timeline.SecondPoint> seconds = new ArrayList<>();
        for (int s = 0; s <= 7260; s++) {
            seconds.add(second(s, 1.0, 5.0, 5, 1, 1.0, 2.0, (double) s, null, null, null, 0.1, 10, 1));
        }
        Timeline binned = TimelineBins.compact(new Timeline(PHASES, MI, 1, seconds));
        assertEquals(10, binned.binSeconds());
        assertEquals(727, binned.seconds().size());
        assertEquals(7259.0, binned.seconds().get(725).indicatorMaxMs(), "the max of seconds 7,250 to 7,259");
        assertEquals(10, binned.seconds().get(725).gcMs());
        assertEquals(1.0, binned.seconds().get(726).lengthSeconds(), "the last bin holds second 7,260 only");
        assertSame(binned, TimelineBins.compact(binned));
    }
}
