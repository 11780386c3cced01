package org.pairsbench.translator.flink;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.WorkloadTranslator;

/**
 * Registers {@link FlinkEngine} under the name "flink": on an embedded MiniCluster, or with option {@code cluster}
 * on a session cluster in other processes; with option {@code kafka} its ticks and answers travel through Kafka
 * topics on either.
 */
public final class FlinkEngineFactory implements EngineFactory {

    public static final String NAME = "flink";
    static final String PARALLELISM = "parallelism";
    static final String BUFFER_TIMEOUT = "bufferTimeoutMs";
    static final String CLUSTER = "cluster";
    static final String KAFKA = "kafka";
    /** How long a cluster address may take to answer before the run is refused: seconds, not a hang. */
    private static final Duration CLUSTER_TIMEOUT = Duration.ofSeconds(5);
    /** A MiniCluster in one JVM: more parallel subtasks than this is a typing error, not a configuration. */
    private static final int MAX_PARALLELISM = 64;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Apache Flink 2 on an embedded MiniCluster or a session cluster: Flink SQL per-symbol buckets, keyed "
                + "DataStream positions";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public String version() {
        return flinkVersion();
    }

    @Override
    public List<EngineOption> options() {
        return List.of(
                EngineOption.of(PARALLELISM, "1", "parallel subtasks of the SQL and per-strategy stages (1-"
                        + MAX_PARALLELISM + "); the source is always 1"),
                EngineOption.of(BUFFER_TIMEOUT, "1", "ms an output buffer may wait before it is sent on; 0 sends "
                        + "every record at once (Flink's default is 100)"),
                EngineOption.withoutDefault(CLUSTER, "HOST:PORT of a Flink session cluster's REST endpoint (e.g. "
                        + "scripts/flink-cluster.sh start): the job runs there, ticks and answers over TCP; "
                        + "without it, on an embedded MiniCluster"),
                EngineOption.withoutDefault(KAFKA, "HOST:PORT[,HOST:PORT...] of a Kafka broker (e.g. "
                        + "scripts/kafka.sh start): the job reads its ticks from and writes its answers to topics "
                        + "there with Flink's Kafka connector, embedded or with cluster"),
                EngineWorkload.option());
    }

    @Override
    public void checkOptions(EngineOptions options) {
        EngineWorkload.of(options);
        int parallelism = options.getInt(PARALLELISM);
        if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
            throw options.bad(PARALLELISM, options.get(PARALLELISM), "an integer from 1 to " + MAX_PARALLELISM);
        }
        if (options.getLong(BUFFER_TIMEOUT) < 0) {
            throw options.bad(BUFFER_TIMEOUT, options.get(BUFFER_TIMEOUT), "an integer >= 0");
        }
        if (options.find(KAFKA).isPresent()) {
            KafkaBootstrap.parse(options, KAFKA);
        }
        if (options.find(CLUSTER).isPresent()) {
            checkCluster(options, ClusterAddress.parse(options, CLUSTER), parallelism);
        }
    }

    /**
     * The cluster must answer, run this adapter's Flink version (a job graph does not cross versions) and have a
     * free slot for every parallel subtask; else the run is refused before any data is generated.
     */
    private static ClusterOverview checkCluster(EngineOptions options, ClusterAddress address, int parallelism) {
        String value = options.get(CLUSTER);
        ClusterOverview overview;
        try {
            overview = ClusterOverview.fetch(address, CLUSTER_TIMEOUT);
        } catch (IOException e) {
            throw new InvalidInputException("engine '" + NAME + "' option " + CLUSTER + "='" + value + "': "
                    + e.getMessage());
        }
        if (!overview.version().equals(flinkVersion())) {
            throw new InvalidInputException("engine '" + NAME + "' option " + CLUSTER + "='" + value + "': the "
                    + "cluster runs Flink " + overview.version() + ", this adapter Flink " + flinkVersion());
        }
        if (overview.slotsAvailable() < parallelism) {
            throw new InvalidInputException("engine '" + NAME + "' option " + PARALLELISM + "='" + parallelism
                    + "': the job needs " + parallelism + " free task slots, the cluster at " + value + " has "
                    + overview.slotsAvailable() + " of " + overview.slotsTotal() + " free ("
                    + overview.taskManagers() + " TaskManagers)");
        }
        return overview;
    }

    @Override
    public Engine create(EngineOptions options) {
        checkOptions(options);
        int parallelism = options.getInt(PARALLELISM);
        Deployment deployment = new EmbeddedDeployment(parallelism);
        if (options.find(CLUSTER).isPresent()) {
            ClusterAddress address = ClusterAddress.parse(options, CLUSTER);
            // Read again, for the run's records: the TaskManagers and slots as the cluster reports them now.
            deployment = new SessionClusterDeployment(address, checkCluster(options, address, parallelism),
                    parallelism);
        }
        if (options.find(KAFKA).isPresent()) {
            deployment = new KafkaDeployment(deployment, KafkaBootstrap.parse(options, KAFKA), parallelism);
        }
        return new FlinkEngine(parallelism, options.getLong(BUFFER_TIMEOUT), deployment, EngineWorkload.of(options));
    }

    @Override
    public Optional<WorkloadTranslator> translator() {
        return Optional.of(new FlinkTranslator());
    }

    /** The version of the Flink runtime in use, as Flink reports it. */
    static String flinkVersion() {
        return EnvironmentInformation.getVersion();
    }
}
