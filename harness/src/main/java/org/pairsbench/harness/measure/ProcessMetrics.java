package org.pairsbench.harness.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.List;
import java.util.function.ToLongFunction;

/** Process CPU time, heap in use and accumulated GC count and time, read from the platform MXBeans. */
public final class ProcessMetrics {

    private final com.sun.management.OperatingSystemMXBean os;
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();

    public ProcessMetrics() {
        java.lang.management.OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        this.os = bean instanceof com.sun.management.OperatingSystemMXBean sun ? sun : null;
    }

    /** CPU time of the whole JVM process in ns, or -1 where the platform does not tell. */
    long processCpuNanos() {
        return os == null ? -1 : os.getProcessCpuTime();
    }

    long heapUsedBytes() {
        return memory.getHeapMemoryUsage().getUsed();
    }

    /** Sum of the collectors' accumulated collection (pause) time, ms. */
    public long gcMillis() {
        return sumOverCollectors(GarbageCollectorMXBean::getCollectionTime);
    }

    /** Sum of the collectors' accumulated collection counts. */
    public long gcCollections() {
        return sumOverCollectors(GarbageCollectorMXBean::getCollectionCount);
    }

    /** A collector that does not tell reports -1: it counts as 0. */
    private long sumOverCollectors(ToLongFunction<GarbageCollectorMXBean> figure) {
        long total = 0;
        for (GarbageCollectorMXBean gc : collectors) {
            total += Math.max(0, figure.applyAsLong(gc));
        }
        return total;
    }
}
