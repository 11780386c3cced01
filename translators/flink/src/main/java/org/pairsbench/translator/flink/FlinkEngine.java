package org.pairsbench.translator.flink;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.util.SerializedThrowable;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Runs the Pairs job ({@link PairsJob}) where its {@link Deployment} says: on an embedded Flink MiniCluster in this
 * JVM, or on a session cluster in other processes, with its ticks and answers through Kafka topics or not.
 * {@code deploy} submits the job and waits until it runs; {@code send} hands each tick to the job's source (the
 * clock is the ticks' tickTS, carried by per-tick watermarks); answers reach the listener on the job's threads (or
 * the wire's, or the Kafka reader's), stamped with their trigger's TS
 * from {@link TriggerTimes}; {@code finish} ends the input and returns when the job has finished and every answer
 * has been delivered.
 */
public final class FlinkEngine implements Engine {

    /** Ticks queued between the adapter and the job's source (not with Kafka: the topic holds them). */
    private static final int QUEUE_CAPACITY = 1 << 16;
    private static final long POLL_MILLIS = 100;
    /** A job that has not started reading after this long waits for slots it will not get, or for nothing. */
    private static final long START_TIMEOUT_MILLIS = 180_000;
    /** How long a broken wire waits for Flink's own account of the failure, which names what went wrong. */
    private static final long FAILURE_REPORT_MILLIS = 20_000;
    /** After the job finished: how long its sinks' last answers may take to arrive over the wire. */
    private static final long ANSWERS_DRAIN_MILLIS = 30_000;

    private final int parallelism;
    private final long bufferTimeoutMillis;
    private final Deployment deployment;
    private final EngineWorkload workload;
    private Channel channel;
    private CompletableFuture<Void> result;
    private long clock = Long.MIN_VALUE;
    private boolean finished;

    FlinkEngine(int parallelism, long bufferTimeoutMillis, Deployment deployment, EngineWorkload workload) {
        this.parallelism = parallelism;
        this.bufferTimeoutMillis = bufferTimeoutMillis;
        this.deployment = deployment;
        this.workload = workload;
    }

    @Override
    public String description() {
        return "Apache Flink " + FlinkEngineFactory.flinkVersion() + ", " + deployment.describe() + ", parallelism "
                + parallelism + (workload == EngineWorkload.PAIRS ? "" : ", " + workload.value() + " workload");
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        if (channel != null) {
            throw new IllegalStateException("deploy called twice");
        }
        StrategyTable table = new StrategyTable(strategies);
        channel = Channel.open(QUEUE_CAPACITY, listener, 1 + parallelism);
        try {
            deployment.open(channel);
            StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(parallelism,
                    configuration());
            DataStream<TickRow> ticks = deployment.ticks(env, channel);
            Consumer<DataStream<AnswerRow>> answers = stream -> deployment.answers(stream, channel);
            switch (workload) {
                case PAIRS -> PairsJob.define(ticks, answers, table, PairsJob.sql());
                case FLOOR -> FloorJob.define(ticks, answers, table);
                case INGEST -> IngestJob.define(ticks, answers);
            }
            StreamGraph graph = env.getStreamGraph();
            graph.setJobName(workload == EngineWorkload.PAIRS ? "Pairs" : "Pairs " + workload.value());
            result = deployment.submit(graph);
        } catch (Exception e) {
            throw new IllegalStateException("the Flink job could not be submitted to the " + deployment.describe()
                    + ": " + rootCause(e), e);
        }
        // Deployed means running: the source reads and every sink subtask is open, so deploy time includes the
        // job's start and the first ticks do not wait for it.
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MILLIS);
        while (!deployment.started(POLL_MILLIS)) {
            checkJob();
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("the Flink job did not start within " + START_TIMEOUT_MILLIS / 1000
                        + " s on the " + deployment.describe() + " (not all of its source and sink subtasks run: "
                        + "too few free slots?)");
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
        TickRow row = new TickRow(tick.symbol(), tick.price(), tickTS);
        // Waits for room as long as the job runs. A job that failed fails the next send at once, not only when
        // the way to it is full.
        do {
            checkJob();
        } while (!deployment.offer(row, ts, POLL_MILLIS));
    }

    /** Throws, in one line, if the job has ended or the way to it broke. */
    private void checkJob() throws InterruptedException {
        if (result.isDone()) {
            throwJobFailure();
            throw new IllegalStateException("the Flink job ended before its input did");
        }
        if (deployment.transportFailure() != null) {
            throwTransportFailure();
        }
    }

    @Override
    public void finish() throws Exception {
        if (channel == null) {
            throw new IllegalStateException("finish before deploy");
        }
        if (finished) {
            return;
        }
        do {
            checkJob();
        } while (!deployment.offerEnd(POLL_MILLIS));
        // The job ends when the source has read everything and every sink has sent its last answer.
        while (!result.isDone()) {
            if (deployment.transportFailure() != null) {
                throwTransportFailure();
            }
            try {
                result.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // still running, or failed: throwJobFailure says which
            }
        }
        throwJobFailure();
        if (!deployment.awaitAnswers(ANSWERS_DRAIN_MILLIS)) {
            String failure = deployment.transportFailure();
            throw new IllegalStateException("the Flink job finished, but not every answer arrived: "
                    + (failure != null ? failure : "a sink's answers still missing " + ANSWERS_DRAIN_MILLIS / 1000
                    + " s later"));
        }
        finished = true;
    }

    /** Waits for the job's end and throws its failure in one line, if it failed. */
    private void throwJobFailure() throws InterruptedException {
        try {
            result.get();
        } catch (ExecutionException e) {
            String wire = deployment.transportFailure();
            String cause = e.getCause() instanceof JobFailure failure ? failure.getMessage() : rootCause(e);
            throw new IllegalStateException("the Flink job failed: " + cause + (wire == null ? "" : "; " + wire), e);
        }
    }

    /**
     * The wire to the job broke (a TaskManager died, the job was cancelled from outside): Flink's account names
     * the cause, so wait a little for it; without one, cancel the job and report the wire's.
     */
    private void throwTransportFailure() throws InterruptedException {
        try {
            result.get(FAILURE_REPORT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // below
        }
        if (result.isDone()) {
            throwJobFailure();
        }
        try {
            deployment.cancel();
        } catch (Exception e) {
            // the run fails for the wire's reason either way
        }
        throw new IllegalStateException("the Flink job failed: " + deployment.transportFailure()
                + (result.isDone() ? "" : " (Flink reported no failure within " + FAILURE_REPORT_MILLIS / 1000
                + " s; job cancelled)"));
    }

    /**
     * The innermost cause of {@code t} in one line. A failure the cluster reports over REST carries the server's
     * stack trace in its message: only its innermost "Caused by" line is kept.
     */
    static String rootCause(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String name = root instanceof SerializedThrowable serialized
                ? serialized.getOriginalErrorClassName().replaceFirst(".*\\.", "")
                : root.getClass().getSimpleName();
        String message = root.getMessage();
        if (message != null && message.contains("\n")) {
            String kept = message.lines().findFirst().orElse("");
            for (String line : (Iterable<String>) message.lines()::iterator) {
                if (line.startsWith("Caused by: ")) {
                    kept = line.substring("Caused by: ".length()).replaceFirst("^[\\w.$]*\\.(\\w+(Exception|Error))",
                            "$1");
                }
            }
            return kept.trim();
        }
        return (name + (message == null ? "" : ": " + message)).replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }

    @Override
    public void close() throws Exception {
        try {
            if (result != null && !result.isDone()) {
                deployment.cancel();
                try {
                    result.get(30, TimeUnit.SECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    // Cancelled: its failure (or a slow shutdown) is not the caller's concern on close.
                }
            }
        } finally {
            deployment.close();
            if (channel != null) {
                channel.close();
            }
        }
    }
}
