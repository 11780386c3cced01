package org.pairsbench.translator.flink;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.client.deployment.StandaloneClusterId;
import org.apache.flink.client.program.rest.RestClusterClient;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * The job on a Flink session cluster in other processes (option {@code cluster}), submitted to its REST endpoint
 * with the kit's classes in a jar of their own ({@link JobJar}); its source and sink reach the adapter over the
 * {@link Wire}, at the adapter's address on the route to the cluster.
 */
final class SessionClusterDeployment implements Deployment {

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
    private static final long SUBMIT_TIMEOUT_SECONDS = 120;

    private final ClusterAddress address;
    private final ClusterOverview overview;
    private final int parallelism;
    private WireServer wire;
    private Path jar;
    private RestClusterClient<StandaloneClusterId> client;
    private JobID jobId;
    private RemoteJobWatch watch;
    private Channel channel;

    SessionClusterDeployment(ClusterAddress address, ClusterOverview overview, int parallelism) {
        this.address = address;
        this.overview = overview;
        this.parallelism = parallelism;
    }

    /**
     * The cluster as its REST endpoint reported it and, once the job runs (deploy returns then), the processes its
     * tasks run in: what a run's record must say of a deployment spread over several JVMs.
     */
    @Override
    public String describe() {
        // The version is the cluster's too: FlinkEngineFactory refuses a cluster of another one.
        String cluster = "session cluster at " + address + " (" + overview.taskManagers()
                + (overview.taskManagers() == 1 ? " TaskManager, " : " TaskManagers, ") + overview.slotsTotal()
                + (overview.slotsTotal() == 1 ? " slot)" : " slots)");
        String placements = wire == null ? "" : wire.placements();
        return placements.isEmpty() ? cluster : cluster + "; " + placements;
    }

    @Override
    public void open(Channel channel) throws IOException {
        this.channel = channel;
        wire = new WireServer(channel, routeToCluster(), parallelism);
    }

    /** This machine's address on the way to the cluster: the one its TaskManagers can reach the adapter at. */
    private InetAddress routeToCluster() throws IOException {
        try (Socket probe = new Socket()) {
            probe.connect(new InetSocketAddress(address.host(), address.port()), CONNECT_TIMEOUT_MILLIS);
            return probe.getLocalAddress();
        } catch (IOException e) {
            throw new IOException("cannot reach the Flink cluster at " + address + ": " + e.getMessage(), e);
        }
    }

    @Override
    public DataStream<TickRow> ticks(StreamExecutionEnvironment env, Channel channel) {
        return env.addSource(new SocketTickSource(wire.host(), wire.port(), channel.id), "ticks",
                TypeInformation.of(TickRow.class)).setParallelism(1);
    }

    @Override
    public void answers(DataStream<AnswerRow> answers, Channel channel) {
        answers.addSink(new SocketAnswerSink(wire.host(), wire.port(), channel.id)).name("answers");
    }

    @Override
    public CompletableFuture<Void> submit(StreamGraph graph) throws Exception {
        jar = JobJar.build();
        graph.addJar(new org.apache.flink.core.fs.Path(jar.toUri()));
        graph.setJobId(new JobID()); // what the remote executor does; the REST client's submission needs it
        Configuration conf = new Configuration();
        conf.set(RestOptions.ADDRESS, address.host());
        conf.set(RestOptions.PORT, address.port());
        client = new RestClusterClient<>(conf, StandaloneClusterId.getInstance());
        graph.serializeUserDefinedInstances(); // what the session executor does before it submits a StreamGraph
        jobId = client.submitJob(graph).get(SUBMIT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        watch = RemoteJobWatch.watch(address, jobId);
        return watch.end();
    }

    @Override
    public boolean remote() {
        return true;
    }

    @Override
    public boolean started(long waitMillis) throws InterruptedException {
        return channel.started.await(waitMillis, TimeUnit.MILLISECONDS); // counted down by the wire's hellos
    }

    @Override
    public boolean tasksRunning() {
        return watch != null && watch.tasksRunning();
    }

    @Override
    public boolean offer(TickRow tick, long ts, long waitMillis) throws InterruptedException {
        return channel.offer(tick, waitMillis);
    }

    @Override
    public boolean offerEnd(long waitMillis) throws InterruptedException {
        return channel.offer(Channel.END, waitMillis);
    }

    @Override
    public String transportFailure() {
        return wire == null ? null : wire.failure();
    }

    @Override
    public boolean awaitAnswers(long millis) throws InterruptedException {
        return wire.awaitAnswers(millis);
    }

    @Override
    public void cancel() throws Exception {
        if (jobId != null) {
            client.cancel(jobId).get(30, TimeUnit.SECONDS);
        }
    }

    @Override
    public void close() {
        if (wire != null) {
            wire.close();
        }
        if (client != null) {
            client.close();
        }
        if (jar != null) {
            try {
                Files.deleteIfExists(jar);
            } catch (IOException e) {
                // a temporary file left behind; nothing the run depends on
            }
        }
    }
}
