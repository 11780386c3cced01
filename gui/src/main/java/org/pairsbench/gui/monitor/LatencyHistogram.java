package org.pairsbench.gui.monitor;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.HistogramLogReader;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.measure.LatencySummary;

/**
 * The latency distribution of one stream over a whole run (thesis Figure 3.3), from the run's latency.hlog:
 * the per-second interval histograms with that tag, added up, in buckets whose bounds double.
 */
public final class LatencyHistogram {

    /** One bucket: answers with latency in (fromMs, toMs]. */
    public record Bucket(double fromMs, double toMs, long count) {
        public String label() {
            return "\u2264 " + format(toMs) + " ms";
        }
    }

    /** The first bucket ends at this latency; each next one at twice the previous end. */
    static final long FIRST_BUCKET_NANOS = 1_000;

    private LatencyHistogram() {
    }

    /** Adds up the interval histograms tagged {@code tag} (Indicator, MarketOrder or lateness). */
    public static Histogram read(Path hlog, String tag) {
        Histogram total = LatencySummary.newHistogram();
        HistogramLogReader reader;
        try {
            reader = new HistogramLogReader(hlog.toFile());
        } catch (FileNotFoundException e) {
            throw InvalidInputException.in(hlog, "no latency log (the run folder was moved or deleted?)");
        }
        try {
            EncodableHistogram h;
            while ((h = reader.nextIntervalHistogram()) != null) {
                if (tag.equals(h.getTag()) && h instanceof Histogram histogram) {
                    total.add(histogram);
                }
            }
        } catch (RuntimeException e) {
            throw InvalidInputException.in(hlog, "unreadable latency log: " + e.getMessage());
        } finally {
            reader.close();
        }
        return total;
    }

    /** Buckets from the first non-empty one to the last non-empty one. */
    public static List<Bucket> buckets(Histogram h) {
        List<Bucket> out = new ArrayList<>();
        if (h.getTotalCount() == 0) {
            return out;
        }
        long previous = 0;
        for (HistogramIterationValue v : h.logarithmicBucketValues(FIRST_BUCKET_NANOS, 2)) {
            long to = v.getValueIteratedTo();
            out.add(new Bucket(previous / 1e6, to / 1e6, v.getCountAddedInThisIterationStep()));
            previous = to;
        }
        int first = 0;
        while (out.get(first).count() == 0) {
            first++;
        }
        int last = out.size() - 1;
        while (out.get(last).count() == 0) {
            last--;
        }
        return List.copyOf(out.subList(first, last + 1));
    }

    static String format(double ms) {
        if (ms >= 100) {
            return String.format("%,.0f", ms);
        }
        if (ms >= 1) {
            return String.format("%.1f", ms);
        }
        return String.format("%.3f", ms);
    }
}
