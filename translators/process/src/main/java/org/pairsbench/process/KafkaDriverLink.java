package org.pairsbench.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.pairsbench.api.model.StockTick;

/**
 * A driver process's end of a stream ({@code pairs drive --part I/N --stream ID}, spec/execution.md section 14):
 * reads the coordinator's plan from {@code pairs-ID-plan}, joins on its partition of {@code pairs-ID-drivers}
 * with its clock reading, waits for the start, sends its ticks with their positions to its partition of
 * {@code pairs-ID-ticks} (through a {@link TickPipe}, as the kit's one driver does), ends them with
 * {@code PartEnd,I,COUNT}, and reports its count and lateness. While it drives, a thread watches the plan's topic:
 * {@code Stop}, its end or its silence (the coordinator is gone) tells the driver to stop.
 */
public final class KafkaDriverLink implements AutoCloseable {

    /** How long the driver waits for the stream's plan to appear. */
    public static final int PLAN_WAIT_SECONDS = 60;
    /** How long the coordinator's plan topic may stay silent (it sends a heartbeat every second). */
    private static final long COORDINATOR_SILENCE_MILLIS = TimeUnit.SECONDS.toMillis(60);

    private final String bootstrap;
    private final String id;
    private final int part;
    private final KafkaRecordInput planInput;
    private final LineInput plan;
    private final DriverRecords.Plan received;
    private final long readNanos;
    private KafkaRecordOutput reports;
    private KafkaRecordOutput ticksOutput;
    private TickPipe pipe;
    private volatile String stopReason;
    /** No tick with this tickTS or a later one is sent: the coordinator's Stop; MIN_VALUE: stop at once. */
    private volatile long stopAtTickTS = Long.MAX_VALUE;
    private volatile String brokenReason;
    private Thread watcher;
    private Thread progress;

    private KafkaDriverLink(String bootstrap, String id, int part, KafkaRecordInput planInput, LineInput plan,
                            DriverRecords.Plan received, long readNanos) {
        this.bootstrap = bootstrap;
        this.id = id;
        this.part = part;
        this.planInput = planInput;
        this.plan = plan;
        this.received = received;
        this.readNanos = readNanos;
    }

    /**
     * Waits for the stream's plan and reads it.
     *
     * @throws IOException no plan within {@link #PLAN_WAIT_SECONDS} (no such stream), a malformed one, no broker
     */
    public static KafkaDriverLink open(String bootstrap, String id, int part, int timeoutMillis) throws IOException {
        if (!isStreamId(id)) {
            throw new IllegalArgumentException("not a stream id: " + RecordCodec.quote(id));
        }
        awaitTopic(bootstrap, KafkaTopics.plan(id), timeoutMillis);
        KafkaRecordInput input = new KafkaRecordInput(new KafkaConsumer<>(KafkaTopics.streamConsumer(bootstrap)),
                KafkaTopics.plan(id), "the coordinator", TimeUnit.MILLISECONDS.toNanos(COORDINATOR_SILENCE_MILLIS),
                null);
        LineInput lines = new LineInput(input);
        try {
            String first = lines.readLine();
            long read = System.nanoTime();
            if (first == null) {
                throw new IOException("stream " + id + " ended before its plan");
            }
            // Whether the plan has this part is the caller's to check (drivers()): the part is the user's input.
            DriverRecords.Plan plan = DriverRecords.Plan.parse(first, lines);
            return new KafkaDriverLink(bootstrap, id, part, input, lines, plan, read);
        } catch (MalformedRecord e) {
            input.close();
            throw new IOException("the plan of stream " + id + " is malformed: " + e.getMessage());
        } catch (IOException | RuntimeException e) {
            input.close();
            throw e;
        }
    }

    /** Whether {@code id} can be a stream's id, which names its topics: letters and digits. */
    public static boolean isStreamId(String id) {
        return id.matches("[0-9a-zA-Z]{1,64}");
    }

    /** Waits until the topic exists: the coordinator creates it when it opens the stream. */
    private static void awaitTopic(String bootstrap, String topic, int timeoutMillis) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PLAN_WAIT_SECONDS);
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            while (true) {
                Set<String> names;
                try {
                    names = admin.listTopics().names().get(timeoutMillis, TimeUnit.MILLISECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    throw new IOException("cannot connect to Kafka " + bootstrap + ": no Kafka broker answered within "
                            + timeoutMillis / 1000 + " s");
                }
                if (names.contains(topic)) {
                    return;
                }
                if (System.nanoTime() > deadline) {
                    throw new IOException("no stream " + topic.substring("pairs-".length(), topic.length()
                            - "-plan".length()) + " with driver processes on Kafka " + bootstrap + " within "
                            + PLAN_WAIT_SECONDS + " s (topic " + topic + " does not exist)");
                }
                TimeUnit.MILLISECONDS.sleep(200);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for topic " + topic);
        }
    }

    public int drivers() {
        return received.drivers();
    }

    public double rateFactor() {
        return received.rateFactor();
    }

    /** The stream's parameters, by key, as the coordinator wrote them. */
    public Map<String, String> data() {
        return received.data();
    }

    /**
     * Whether this process reads the coordinator's clock: the plan cannot have been read before it was written.
     * The coordinator checks the other bound when this driver joins.
     */
    public boolean clockPlausible() {
        return readNanos >= received.clockNanos();
    }

    /** The coordinator's clock reading when it wrote the plan, and this process's when it read it, for messages. */
    public String clockReadings() {
        return "the coordinator wrote the plan at " + received.clockNanos() + " ns, this process read it at "
                + readNanos + " ns";
    }

    /**
     * Joins: opens this part's partitions of the ticks and drivers topics and says so with the clock reading at
     * which it read the plan.
     *
     * @param stallMillis how long the ticks may wait for the broker (the pipe's buffer full, or a record not taken)
     */
    public void join(long stallMillis) throws IOException {
        Map<String, Object> producer = KafkaTopics.producer(bootstrap, (int) Math.min(Integer.MAX_VALUE, stallMillis),
                stallMillis);
        reports = new KafkaRecordOutput(new KafkaProducer<>(producer), KafkaTopics.drivers(id), part - 1, bootstrap);
        ticksOutput = new KafkaRecordOutput(new KafkaProducer<>(producer), KafkaTopics.ticks(id), part - 1, bootstrap);
        pipe = new TickPipe(ticksOutput, TimeUnit.MILLISECONDS.toNanos(stallMillis),
                e -> brokenReason = "Kafka " + bootstrap + " did not take the ticks: " + e.getMessage());
        report(DriverRecords.JOINED + "," + part + "," + readNanos);
    }

    /**
     * Waits for the coordinator's start and returns it: tickTS 0 is due at that clock reading.
     *
     * @throws IOException the coordinator stopped the run or went away before the start
     */
    public long awaitStart() throws IOException {
        try {
            String line;
            while ((line = plan.readLine()) != null) {
                String[] f = RecordCodec.split(line);
                if (f[0].equals(DriverRecords.START)) {
                    RecordCodec.count(f, 2);
                    return RecordCodec.parseLong(f[1], "start");
                }
                if (f[0].equals(DriverRecords.STOP)) {
                    throw new IOException("the coordinator ended the run before the start");
                }
                throw new MalformedRecord("expected Start, got '" + RecordCodec.quote(line) + "'");
            }
            throw new IOException("the coordinator ended the run before the start");
        } catch (MalformedRecord e) {
            throw new IOException("the plan of stream " + id + " is malformed: " + e.getMessage());
        }
    }

    /**
     * Starts watching the plan's topic for a stop, and saying every second how many ticks were sent.
     *
     * @param sent the ticks sent so far
     */
    public void driving(LongSupplier sent) {
        watcher = new Thread(this::watch, "pairs-drive-watch");
        watcher.setDaemon(true);
        watcher.start();
        progress = new Thread(() -> {
            try {
                while (true) {
                    TimeUnit.SECONDS.sleep(1);
                    report(DriverRecords.SENT + "," + part + "," + sent.getAsLong());
                }
            } catch (InterruptedException | IOException e) {
                // Stopped at the end, or the topic failed: the report at the end says the rest.
            }
        }, "pairs-drive-progress");
        progress.setDaemon(true);
        progress.start();
    }

    private void watch() {
        try {
            String line;
            while ((line = plan.readLine()) != null) {
                String[] f = line.split(",", 3);
                if (f[0].equals(DriverRecords.STOP) && f.length == 3) {
                    stopReason = "the coordinator stopped the run: " + f[2];
                    stopAtTickTS = RecordCodec.parseLong(f[1], "tickTS");
                    return;
                }
            }
            stopNow("the coordinator ended the stream");
        } catch (IOException | MalformedRecord e) {
            stopNow("the coordinator's plan failed: " + e.getMessage());
        }
    }

    private void stopNow(String reason) {
        if (stopReason == null) {
            stopReason = reason;
        }
        stopAtTickTS = Long.MIN_VALUE;
    }

    /** Why the driver stopped or must stop (the coordinator stopped or left, the broker does not take ticks), or null. */
    public String stopReason() {
        String broken = brokenReason;
        return broken != null ? broken : stopReason;
    }

    /**
     * No tick with this tickTS or a later one may be sent: the coordinator's Stop ({@link Long#MAX_VALUE} without
     * one), so that what every driver sent is a prefix of the stream; {@link Long#MIN_VALUE}: stop at once (the
     * coordinator is gone).
     */
    public long stopAtTickTS() {
        return stopAtTickTS;
    }

    /**
     * Queues one tick with its TS and its position in the merged stream.
     *
     * @throws IOException the ticks could not be handed to Kafka for the stall limit, or the pipe broke
     */
    public void send(StockTick tick, long ts, long position) throws IOException, InterruptedException {
        boolean queued;
        try {
            queued = pipe.tick(tick, ts, position);
        } catch (TimeoutException e) {
            throw new IOException("Kafka " + bootstrap + " took none of the ticks for the stall limit");
        }
        if (!queued) {
            throw new IOException(brokenReason != null ? brokenReason : "the ticks' topic is closed");
        }
    }

    /**
     * Ends this part with {@code PartEnd,I,COUNT} and waits until Kafka has every tick record (at most
     * {@code millis}).
     *
     * @throws IOException the records could not be delivered
     */
    public void endPart(long count, long millis) throws IOException, InterruptedException {
        try {
            if (!pipe.line(Protocol.PART_END + "," + part + "," + count)) {
                throw new IOException(brokenReason != null ? brokenReason : "the ticks' topic is closed");
            }
        } catch (TimeoutException e) {
            throw new IOException("Kafka " + bootstrap + " took none of the ticks for the stall limit");
        }
        pipe.close();
        if (!pipe.awaitClosed(millis) || brokenReason != null) {
            throw new IOException(brokenReason != null ? brokenReason : "Kafka " + bootstrap
                    + " did not take the last ticks within " + millis / 1000 + " s");
        }
    }

    /**
     * Reports the part's end to the coordinator: its count, how far behind it was at the end of the measurement
     * interval, and its lateness histograms (encoded by the harness), then ends the reports' partition.
     */
    public void finish(long count, long backlogAtMiEndNanos, String latenessAll, String latenessMi)
            throws IOException {
        if (progress != null) {
            progress.interrupt();
        }
        report(DriverRecords.LATENESS + "," + part + "," + DriverRecords.ALL + "," + latenessAll);
        report(DriverRecords.LATENESS + "," + part + "," + DriverRecords.MI + "," + latenessMi);
        report(DriverRecords.REPORT + "," + part + "," + count + "," + backlogAtMiEndNanos);
        synchronized (this) {
            reports.close();
        }
    }

    private synchronized void report(String line) throws IOException {
        reports.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        reports.flush();
    }

    /** Releases everything; what is unsent is dropped (after {@link #finish} nothing is). */
    @Override
    public void close() {
        if (progress != null) {
            progress.interrupt();
        }
        planInput.close();
        if (pipe != null) {
            pipe.close();
        }
        if (ticksOutput != null) {
            ticksOutput.abort();
        }
        if (reports != null) {
            reports.abort();
        }
    }
}
