package org.pairsbench.harness.measure;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * The most heap the JVM held in use while it was open: the engine's, the harness's and garbage not yet
 * collected, which is what the heap size (-Xmx) must accommodate. Heap in use grows between collections and
 * peaks just before one, so each collection's notification gives a local maximum: the sum over the heap pools
 * of their use before it. Readings of the heap in use when opened and when read cover the stretches without a
 * collection. A sampled reading (once a second) would miss the peaks, which come between samples.
 *
 * <p>Where the JVM sends no collection notifications (not HotSpot), the figure is the largest of the readings.
 */
public final class HeapHighWater implements AutoCloseable {

    private final Set<String> heapPools = new HashSet<>();
    private final List<NotificationEmitter> emitters = new ArrayList<>();
    private final AtomicLong peak = new AtomicLong();
    private final NotificationListener listener = this::onNotification;
    private volatile boolean closed;

    private HeapHighWater() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
    }

    /** Starts watching from now. */
    public static HeapHighWater open() {
        HeapHighWater watch = new HeapHighWater();
        watch.observe(heapInUse());
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(watch.listener, null, null);
                watch.emitters.add(emitter);
            }
        }
        return watch;
    }

    private static long heapInUse() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private void onNotification(Notification notification, Object handback) {
        if (closed || !GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                (CompositeData) notification.getUserData());
        observe(inUseBefore(info.getGcInfo().getMemoryUsageBeforeGc()));
    }

    /** Heap in use just before a collection: the sum over the heap pools (the map holds non-heap pools too). */
    long inUseBefore(Map<String, MemoryUsage> usageByPool) {
        long used = 0;
        for (Map.Entry<String, MemoryUsage> e : usageByPool.entrySet()) {
            if (heapPools.contains(e.getKey())) {
                used += e.getValue().getUsed();
            }
        }
        return used;
    }

    void observe(long bytesInUse) {
        peak.accumulateAndGet(bytesInUse, Math::max);
    }

    /** The high-water mark so far (until {@link #close()}), bytes. */
    public long peakBytes() {
        if (!closed) {
            observe(heapInUse());
        }
        return peak.get();
    }

    /** Stops watching; {@link #peakBytes()} keeps the figure. */
    @Override
    public void close() {
        peakBytes();
        closed = true;
        for (NotificationEmitter emitter : emitters) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // Already gone: nothing to stop.
            }
        }
        emitters.clear();
    }
}
