package org.pairsbench.translator.flink;

import java.util.concurrent.CompletableFuture;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * Where the Pairs job runs, and how its ticks and answers travel: the embedded MiniCluster with an in-JVM queue
 * ({@link EmbeddedDeployment}), a session cluster in other processes with a TCP wire
 * ({@link SessionClusterDeployment}), or either of them with Kafka topics in between ({@link KafkaDeployment}).
 * The job graph is the same on all; only its source and sink differ.
 */
interface Deployment extends AutoCloseable {

    /** The deployment as run records name it, e.g. "embedded MiniCluster". */
    String describe();

    /** Prepares the way for the job of {@code channel}; called before its source and sink are asked for. */
    void open(Channel channel) throws Exception;

    /** Adds the job's source to {@code env}: the ticks, in the order sent, from a source of parallelism 1. */
    DataStream<TickRow> ticks(StreamExecutionEnvironment env, Channel channel);

    /** Adds the job's sink for {@code answers}, whose subtasks hand them to the adapter. */
    void answers(DataStream<AnswerRow> answers, Channel channel);

    /**
     * Submits the job. The future completes when the job ends: normally if it finished, with a
     * {@link JobFailure} naming the cause if it failed or was cancelled.
     */
    CompletableFuture<Void> submit(StreamGraph graph) throws Exception;

    /** Whether the job's tasks run in other processes, so that the classes they need must travel with the job. */
    boolean remote();

    /**
     * Waits at most {@code waitMillis} until the job runs: its source reads and every sink subtask is open. False
     * if it does not yet; the caller checks the job and asks again.
     */
    boolean started(long waitMillis) throws Exception;

    /** Whether every task of the submitted job is RUNNING, as Flink reports it. */
    boolean tasksRunning() throws Exception;

    /**
     * Hands the job one tick sent at {@code ts}, waiting at most {@code waitMillis} for room; false if there was
     * none (the caller checks the job and tries again).
     */
    boolean offer(TickRow tick, long ts, long waitMillis) throws Exception;

    /** Marks the end of the ticks, as {@link #offer}. */
    boolean offerEnd(long waitMillis) throws Exception;

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
