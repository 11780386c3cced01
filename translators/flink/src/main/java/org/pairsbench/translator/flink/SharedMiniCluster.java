package org.pairsbench.translator.flink;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;

/**
 * The embedded Flink MiniClusters of this JVM, one per slot count, shared by the engines that run one after the
 * other (a conformance run creates an engine per scenario; starting and stopping a MiniCluster for each costs
 * more than the scenario). A cluster stops {@link #IDLE_MILLIS} after its last engine released it, so nothing is
 * left running once the engines are done.
 */
final class SharedMiniCluster {

    static final long IDLE_MILLIS = 2_000;

    private static final Map<Integer, SharedMiniCluster> BY_SLOTS = new HashMap<>();
    private static final ScheduledExecutorService CLOSER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "pairs-flink-minicluster-closer");
        thread.setDaemon(true);
        return thread;
    });

    private final int slots;
    final MiniCluster cluster;
    private int users;
    private ScheduledFuture<?> pendingClose;

    private SharedMiniCluster(int slots, MiniCluster cluster) {
        this.slots = slots;
        this.cluster = cluster;
    }

    /** A running cluster with {@code slots} slots, started if there is none; give it back with {@link #release}. */
    static SharedMiniCluster acquire(int slots) throws Exception {
        synchronized (BY_SLOTS) {
            SharedMiniCluster shared = BY_SLOTS.get(slots);
            if (shared == null || !shared.cluster.isRunning()) {
                Configuration conf = new Configuration();
                conf.set(RestOptions.BIND_PORT, "0"); // a free port: clusters may run side by side
                // Jobs name the adapter's own code source as class path (FlinkEngine.deploy); parent-first, their
                // classes are then the plug-in loader's, and the job's source and sink share the adapter's Channel
                // registry instead of loading a second copy of it.
                conf.set(CoreOptions.CLASSLOADER_RESOLVE_ORDER, "parent-first");
                MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                        .setConfiguration(conf)
                        .setNumTaskManagers(1)
                        .setNumSlotsPerTaskManager(slots)
                        .build());
                cluster.start();
                shared = new SharedMiniCluster(slots, cluster);
                BY_SLOTS.put(slots, shared);
            }
            if (shared.pendingClose != null) {
                shared.pendingClose.cancel(false);
                shared.pendingClose = null;
            }
            shared.users++;
            return shared;
        }
    }

    void release() {
        synchronized (BY_SLOTS) {
            users--;
            if (users == 0) {
                pendingClose = CLOSER.schedule(this::closeIfIdle, IDLE_MILLIS, TimeUnit.MILLISECONDS);
            }
        }
    }

    private void closeIfIdle() {
        synchronized (BY_SLOTS) {
            if (users > 0 || BY_SLOTS.get(slots) != this) {
                return;
            }
            BY_SLOTS.remove(slots);
        }
        cluster.closeAsync();
    }
}
