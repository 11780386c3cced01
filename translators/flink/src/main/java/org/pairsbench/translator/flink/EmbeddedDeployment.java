package org.pairsbench.translator.flink;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.streaming.api.functions.sink.legacy.SinkFunction;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.streaming.api.graph.StreamGraph;

/** The job on the embedded MiniCluster of this JVM ({@link SharedMiniCluster}), fed through the in-JVM channel. */
final class EmbeddedDeployment implements Deployment {

    private final int parallelism;
    private SharedMiniCluster cluster;
    private JobID jobId;

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
    }

    @Override
    public SourceFunction<TickRow> source(Channel channel) {
        return new TickSource(channel.id);
    }

    @Override
    public SinkFunction<AnswerRow> sink(Channel channel) {
        return new AnswerSink(channel.id);
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
