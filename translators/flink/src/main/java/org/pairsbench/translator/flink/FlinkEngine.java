package org.pairsbench.translator.flink;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.flink.api.common.JobID;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Runs the Pairs job ({@link PairsJob}) on an embedded Flink MiniCluster in this JVM ({@link SharedMiniCluster}).
 * {@code deploy} submits the job and waits until it runs; {@code send} hands each tick to the job's source (the
 * clock is the ticks' tickTS, carried by per-tick watermarks); answers reach the listener on the job's threads,
 * stamped with their trigger's TS from {@link TriggerTimes}; {@code finish} ends the input and returns when the
 * job has finished, so every answer has been delivered.
 */
public final class FlinkEngine implements Engine {

    /** Ticks queued between the adapter and the job's source. */
    private static final int QUEUE_CAPACITY = 1 << 16;
    private static final long POLL_MILLIS = 100;

    private final int parallelism;
    private final long bufferTimeoutMillis;
    private Channel channel;
    private SharedMiniCluster cluster;
    private JobID jobId;
    private CompletableFuture<JobResult> result;
    private long clock = Long.MIN_VALUE;
    private boolean finished;

    FlinkEngine(int parallelism, long bufferTimeoutMillis) {
        this.parallelism = parallelism;
        this.bufferTimeoutMillis = bufferTimeoutMillis;
    }

    @Override
    public String description() {
        return "Apache Flink " + FlinkEngineFactory.flinkVersion() + ", embedded MiniCluster, parallelism "
                + parallelism;
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        if (channel != null) {
            throw new IllegalStateException("deploy called twice");
        }
        StrategyTable table = new StrategyTable(strategies);
        channel = Channel.open(QUEUE_CAPACITY, listener, 1 + parallelism);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(parallelism,
                configuration());
        try {
            PairsJob.define(env, channel.id, table, PairsJob.sql());
            StreamGraph graph = env.getStreamGraph();
            graph.setJobName("Pairs");
            graph.setJobId(new JobID()); // what the local executor does; MiniCluster.submitJob needs it
            // The job's classes must come from this plug-in's class loader. A job with no jars and no class path
            // is deserialized with the JVM's system class loader on a MiniCluster (Flink hard-wires that), which in
            // the kit holds no Flink: naming this module's own code source as the job's class path makes Flink
            // build a user-code class loader whose parent is the loader of Flink's classes, the plug-in's;
            // parent-first (SharedMiniCluster), so the job's source and sink share this class's Channel registry.
            graph.setClasspath(List.of(FlinkEngine.class.getProtectionDomain().getCodeSource().getLocation()));
            cluster = SharedMiniCluster.acquire(parallelism);
            jobId = cluster.cluster.submitJob(graph).get().getJobID();
        } catch (Exception e) {
            throw new IllegalStateException("the Flink job could not be submitted: " + rootCause(e), e);
        }
        result = cluster.cluster.requestJobResult(jobId);
        // Deployed means running: the source reads and every sink subtask is open, so deploy time includes the
        // job's start and the first ticks do not wait for it.
        while (!channel.started.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
            if (result.isDone()) {
                throwJobFailure();
                throw new IllegalStateException("the Flink job ended before it started reading ticks");
            }
        }
    }

    private Configuration configuration() {
        Configuration conf = new Configuration();
        // Watermarks come from PerTickWatermarks after every tick, never from the periodic timer.
        conf.set(PipelineOptions.AUTO_WATERMARK_INTERVAL, Duration.ZERO);
        // Every record type is a POJO or a Row: a Kryo fallback would be a mistake, and fails the job.
        conf.set(PipelineOptions.GENERIC_TYPES, false);
        // How long an output buffer may wait to fill before it is sent on; Flink's default, 100 ms, is latency.
        conf.set(ExecutionOptions.BUFFER_TIMEOUT, Duration.ofMillis(bufferTimeoutMillis));
        conf.setString("restart-strategy.type", "none");
        return conf;
    }

    @Override
    public void send(StockTick tick, long ts) throws Exception {
        if (channel == null) {
            throw new IllegalStateException("send before deploy");
        }
        long tickTS = tick.tickTS();
        if (tickTS < clock) {
            throw new IllegalArgumentException("tickTS " + tickTS + " of " + tick + " is before the previous tick's "
                    + clock + ": ticks must come in non-decreasing tickTS order");
        }
        clock = tickTS;
        channel.triggers.tick(tickTS, ts);
        enqueue(new TickRow(tick.symbol(), tick.price(), tickTS));
    }

    /**
     * Waits for room in the queue, as long as the job runs. A job that failed fails the next send at once, not
     * only when the queue is full.
     */
    private void enqueue(Object element) throws Exception {
        do {
            if (result.isDone()) {
                throwJobFailure();
                throw new IllegalStateException("the Flink job ended before its input did");
            }
        } while (!channel.ticks.offer(element, POLL_MILLIS, TimeUnit.MILLISECONDS));
    }

    @Override
    public void finish() throws Exception {
        if (channel == null) {
            throw new IllegalStateException("finish before deploy");
        }
        if (finished) {
            return;
        }
        enqueue(Channel.END);
        throwJobFailure(); // waits for the job: it ends when the source has read everything, answers delivered
        finished = true;
    }

    /** Waits for the job's end and throws its failure in one line, if it failed. */
    private void throwJobFailure() throws InterruptedException {
        try {
            result.get().toJobExecutionResult(FlinkEngine.class.getClassLoader());
        } catch (Exception e) {
            if (e instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            throw new IllegalStateException("the Flink job failed: " + rootCause(e), e);
        }
    }

    static String rootCause(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return (root.getClass().getSimpleName() + (message == null ? "" : ": " + message))
                .replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }

    @Override
    public void close() throws Exception {
        try {
            if (result != null && !result.isDone()) {
                cluster.cluster.cancelJob(jobId);
                try {
                    result.get(30, TimeUnit.SECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    // Cancelled: its failure (or a slow shutdown) is not the caller's concern on close.
                }
            }
        } finally {
            if (cluster != null) {
                cluster.release();
                cluster = null;
            }
            if (channel != null) {
                channel.close();
            }
        }
    }
}
