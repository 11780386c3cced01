package org.pairsbench.translator.flink;

import java.util.concurrent.CompletableFuture;
import org.apache.flink.streaming.api.functions.sink.legacy.SinkFunction;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * Where the Pairs job runs, and how its ticks and answers travel: the embedded MiniCluster with an in-JVM queue
 * ({@link EmbeddedDeployment}) or a session cluster in other processes with a TCP wire
 * ({@link SessionClusterDeployment}). The job graph is the same on both; only its source and sink differ.
 */
interface Deployment extends AutoCloseable {

    /** The deployment as run records name it, e.g. "embedded MiniCluster". */
    String describe();

    /** Prepares the way for the job of {@code channel}; called before its source and sink are asked for. */
    void open(Channel channel) throws Exception;

    SourceFunction<TickRow> source(Channel channel);

    SinkFunction<AnswerRow> sink(Channel channel);

    /**
     * Submits the job. The future completes when the job ends: normally if it finished, with a
     * {@link JobFailure} naming the cause if it failed or was cancelled.
     */
    CompletableFuture<Void> submit(StreamGraph graph) throws Exception;

    /** What broke between the adapter and the job outside Flink's view, or null while nothing did. */
    String transportFailure();

    /** After the job finished: waits until every answer it sent has reached the listener. */
    boolean awaitAnswers(long millis) throws InterruptedException;

    /** Cancels the job if it still runs. */
    void cancel() throws Exception;

    /** Releases the cluster and the way to the job; the deployment is not used again. */
    @Override
    void close();
}
