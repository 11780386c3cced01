package org.pairsbench.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Bins a per-second timeline so that a chart of it has at most {@link #MAX_POINTS} points: a 121-minute run drawn
 * one SVG element per point per second made a page of 12-18 MB. Runs of up to {@code MAX_POINTS} seconds (the
 * smoke and short profiles) keep every second.
 *
 * <p>How a bin's figure is made from its seconds, per series:
 * <ul>
 * <li>latency p50, p99 and max: the largest of the seconds' figures, the bin's worst second. For max that is exact.
 * For p50 and p99 it is an upper bound of the bin's true percentile (no percentile of a union of seconds exceeds
 * the largest of the seconds' percentiles: above that value lies at most 1% (50%) of each second's answers) and the
 * only bound the stored per-second figures give; it keeps a one-second spike (a GC pause, a burst of period
 * closes) as high as it was, where a mean would flatten it by the bin width.</li>
 * <li>planned, actual input and answer rate, CPU cores: the mean over the bin, each second weighted by its length
 * (total ticks, answers, CPU time over the bin's time), so the bins carry the run's totals.</li>
 * <li>heap: the most in use at the end of any of the bin's seconds: the peaks are what nears the heap limit;
 * the value at the bin's end would sample the collector's sawtooth at random.</li>
 * <li>GC: the pause time summed over the bin (the chart draws it per second of the bin).</li>
 * </ul>
 */
public final class TimelineBins {

    /** The most points a binned timeline has; 726 s (the short profile) stays per second, 121 min gets 10-s bins. */
    public static final int MAX_POINTS = 800;

    /** Bin widths that read well on a time axis, in seconds; beyond the last, whole hours. */
    private static final int[] WIDTHS = {1, 2, 3, 5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1800, 3600};

    private TimelineBins() {
    }

    /**
     * The timeline with at most {@link #MAX_POINTS} points: a per-second one binned at {@link #width} of its length, a
     * binned one (a report written binned) as it is.
     */
    public static Timeline compact(Timeline timeline) {
        if (timeline.binSeconds() != 1) {
            return timeline;
        }
        return bin(timeline, width(lengthSeconds(timeline.seconds())));
    }

    /** The narrowest of the readable widths that cuts {@code seconds} of run into at most {@link #MAX_POINTS} bins. */
    public static int width(double seconds) {
        for (int w : WIDTHS) {
            if (Math.ceil(seconds / w) <= MAX_POINTS) {
                return w;
            }
        }
        int hours = (int) Math.ceil(seconds / MAX_POINTS / 3600);
        return hours * 3600;
    }

    /** A per-second timeline in bins of {@code width} seconds, [k * width, (k + 1) * width). */
    static Timeline bin(Timeline perSecond, int width) {
        if (width == 1) {
            return perSecond;
        }
        Map<Integer, List<Timeline.SecondPoint>> byBin = perSecond.seconds().stream()
                .collect(Collectors.groupingBy(p -> Math.floorDiv(p.second(), width), TreeMap::new,
                        Collectors.toList()));
        List<Timeline.SecondPoint> bins = new ArrayList<>();
        byBin.forEach((k, seconds) -> bins.add(aggregate(k * width, seconds)));
        return new Timeline(perSecond.phases(), perSecond.measurementInterval(), width, bins);
    }

    private static Timeline.SecondPoint aggregate(int start, List<Timeline.SecondPoint> s) {
        return new Timeline.SecondPoint(start, s.stream().mapToDouble(Timeline.SecondPoint::lengthSeconds).sum(),
                mean(s, Timeline.SecondPoint::plannedRate), mean(s, p -> p.inputRate()), mean(s, p -> p.answerRate()),
                max(s, Timeline.SecondPoint::indicatorP50Ms), max(s, Timeline.SecondPoint::indicatorP99Ms),
                max(s, Timeline.SecondPoint::indicatorMaxMs), max(s, Timeline.SecondPoint::orderP50Ms),
                max(s, Timeline.SecondPoint::orderP99Ms), max(s, Timeline.SecondPoint::orderMaxMs),
                mean(s, Timeline.SecondPoint::cpuCores),
                s.stream().mapToDouble(Timeline.SecondPoint::heapMb).max().orElse(0),
                s.stream().mapToLong(Timeline.SecondPoint::gcMs).sum());
    }

    /** The largest value of the seconds that have one; null if none has. */
    private static Double max(List<Timeline.SecondPoint> seconds, Function<Timeline.SecondPoint, Double> value) {
        return seconds.stream().map(value).filter(Objects::nonNull).max(Double::compare).orElse(null);
    }

    /**
     * The length-weighted mean over the seconds that have a value; null if none has. Seconds of no length (none
     * are recorded so, but a hand-edited file may have them) weigh alike rather than divide by zero.
     */
    private static Double mean(List<Timeline.SecondPoint> seconds, Function<Timeline.SecondPoint, Double> value) {
        boolean timed = seconds.stream().anyMatch(p -> value.apply(p) != null && p.lengthSeconds() > 0);
        double sum = 0;
        double weights = 0;
        for (Timeline.SecondPoint p : seconds) {
            Double v = value.apply(p);
            if (v != null) {
                double weight = timed ? p.lengthSeconds() : 1;
                sum += v * weight;
                weights += weight;
            }
        }
        return weights > 0 ? sum / weights : null;
    }

    /** Where the last recorded second ends, in run seconds. */
    private static double lengthSeconds(List<Timeline.SecondPoint> seconds) {
        return seconds.stream().mapToDouble(p -> p.second() + p.lengthSeconds()).max().orElse(0);
    }
}
