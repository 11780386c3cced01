package org.pairsbench.harness.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HeapHighWaterTest {

    private static final long MIB = 1 << 20;

    @Test
    void heapInUseBeforeACollectionSumsTheHeapPoolsAndLeavesTheOthersOut() {
        Map<String, MemoryUsage> before = new HashMap<>();
        long expected = 0;
        long used = 1000;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            before.put(pool.getName(), new MemoryUsage(0, used, used, -1));
            if (pool.getType() == MemoryType.HEAP) {
                expected += used;
            }
            used *= 10;
        }
        try (HeapHighWater watch = HeapHighWater.open()) {
            assertTrue(expected > 0, "the JVM has heap pools");
            assertEquals(expected, watch.inUseBefore(before));
        }
    }

    @Test
    void theMarkIsTheHighestReadingNotTheLast() {
        try (HeapHighWater watch = HeapHighWater.open()) {
            watch.observe(900 * MIB);
            watch.observe(300 * MIB);
            assertTrue(watch.peakBytes() >= 900 * MIB, "peak " + watch.peakBytes());
        }
    }

    @Test
    void garbageCollectedBeforeAnyReadingStillRaisesTheMark() throws Exception {
        System.gc(); // so the heap in use at open is mostly live, and the mark starts low
        try (HeapHighWater watch = HeapHighWater.open()) {
            long atOpen = watch.peakBytes();
            byte[] garbage = new byte[(int) (64 * MIB)];
            garbage[garbage.length - 1] = 1;
            garbage = null;
            System.gc();
            // The collection's notification arrives on the JVM's service thread, a moment after the collection.
            long deadline = System.nanoTime() + 10_000_000_000L;
            // 60 of the 64 MiB: a little of what was in use at open may have been garbage collected since.
            while (watch.peakBytes() < atOpen + 60 * MIB && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertTrue(watch.peakBytes() >= atOpen + 60 * MIB, "peak " + watch.peakBytes() + ", at open " + atOpen);
        }
    }
}
