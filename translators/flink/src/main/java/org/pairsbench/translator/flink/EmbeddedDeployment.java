package org.pairsbench.translator.flink;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.runtime.execution.ExecutionState;
import org.apache.flink.runtime.executiongraph.ArchivedExecutionGraph;
import org.apache.flink.runtime.executiongraph.ArchivedExecutionJobVertex;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;

/** The job on the embedded MiniCluster of this JVM ({@link SharedMiniCluster}), fed through the in-JVM channel. */
final class EmbeddedDeployment implements Deployment {

    private final int parallelism;
    private SharedMiniCluster cluster;
    private JobID jobId;
    private Channel channel;

    EmbeddedDeployment(int parallelism) {
        this.parallelism = parallelism;
    }

    @Override
    public String describe() {
        return "embedded MiniCluster";
    }

    @Override
    public void open(Channel channel) {
        // The channel's registry is the way: the job's tasks run in this JVM.
        this.channel = channel;
    }

    @Override
    public DataStream<TickRow> ticks(StreamExecutionEnvironment env, Channel channel) {
        return env.addSource(new TickSource(channel.id), "ticks", TypeInformation.of(TickRow.class))
                .setParallelism(1);
    }

    @Override
    public void answers(DataStream<AnswerRow> answers, Channel channel) {
        answers.addSink(new AnswerSink(channel.id)).name("answers");
    }

    @Override
    public CompletableFuture<Void> submit(StreamGraph graph) throws Exception {
        graph.setJobId(new JobID()); // what the local executor does; MiniCluster.submitJob needs it
        // The job's classes must come from this plug-in's class loader. A job with no jars and no class path is
        // deserialized with the JVM's system class loader on a MiniCluster (Flink hard-wires that), which in the
        // kit holds no Flink: naming this module's own code source as the job's class path makes Flink build a
        // user-code class loader whose parent is the loader of Flink's classes, the plug-in's; parent-first
        // (SharedMiniCluster), so the job's source and sink share this class's Channel registry.
        graph.setClasspath(List.of(FlinkEngine.class.getProtectionDomain().getCodeSource().getLocation()));
        cluster = SharedMiniCluster.acquire(parallelism);
        jobId = cluster.cluster.submitJob(graph).get().getJobID();
        return cluster.cluster.requestJobResult(jobId).thenCompose(EmbeddedDeployment::outcome);
    }

    private static CompletableFuture<Void> outcome(JobResult result) {
        try {
            result.toJobExecutionResult(FlinkEngine.class.getClassLoader());
            return CompletableFuture.completedFuture(null);
        } catch (Exception e) {
            return CompletableFuture.failedFuture(new JobFailure(FlinkEngine.rootCause(e)));
        }
    }

    @Override
    public boolean remote() {
        return false;
    }

    @Override
    public boolean started(long waitMillis) throws InterruptedException {
        return channel.started.await(waitMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public boolean tasksRunning() throws InterruptedException {
        ArchivedExecutionGraph graph;
        try {
            graph = cluster.cluster.getArchivedExecutionGraph(jobId).get(5, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            return false; // not known yet, or not answering now: the caller asks again, or sees the job fail
        }
        int vertices = 0;
        for (ArchivedExecutionJobVertex vertex : graph.getVerticesTopologically()) {
            if (vertex.getAggregateState() != ExecutionState.RUNNING) {
                return false;
            }
            vertices++;
        }
        return vertices > 0; // a job still initializing has none
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
        return null;
    }

    @Override
    public boolean awaitAnswers(long millis) {
        return true; // the sink delivers on the job's threads: a finished job has delivered everything
    }

    @Override
    public void cancel() throws Exception {
        if (jobId != null) {
            cluster.cluster.cancelJob(jobId).get();
        }
    }

    @Override
    public void close() {
        if (cluster != null) {
            cluster.release();
            cluster = null;
        }
    }
}
