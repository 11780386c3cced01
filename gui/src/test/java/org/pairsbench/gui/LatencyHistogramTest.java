package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.pairsbench.gui.monitor.LatencyHistogram;
import org.pairsbench.harness.measure.LatencySummary;

class LatencyHistogramTest {

    @Test
    void bucketsDoubleFromOneMicrosecondAndDropEmptyEnds() {
        Histogram h = LatencySummary.newHistogram();
        h.recordValueWithCount(3_000, 5);       // 3 us: bucket (2.048, 4.096] us
        h.recordValueWithCount(10_000, 1);      // 10 us: bucket (8.192, 16.384] us
        List<LatencyHistogram.Bucket> buckets = LatencyHistogram.buckets(h);
        assertEquals(3, buckets.size(), buckets.toString());
        assertEquals(5, buckets.get(0).count());
        assertEquals(0, buckets.get(1).count());
        assertEquals(1, buckets.get(2).count());
        // Bucket ends are HdrHistogram's equivalent values: 4,096 ns within the 3 digits' resolution.
        assertEquals(0.004096, buckets.get(0).toMs(), 0.004096 * 0.03);
        assertTrue(buckets.get(2).label().endsWith(" ms"));
    }

    @Test
    void anEmptyHistogramHasNoBuckets() {
        assertTrue(LatencyHistogram.buckets(LatencySummary.newHistogram()).isEmpty());
    }
}
