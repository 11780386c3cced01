package org.pairsbench.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;

/**
 * The coordinator's end of a stream whose ticks come from N driver processes (spec/execution.md section 14): it
 * writes the plan on {@code pairs-ID-plan} as soon as the stream is open, reads what each driver writes on its
 * partition of {@code pairs-ID-drivers} on a thread of its own (joined, ticks sent, its report), checks that each
 * driver reads the same clock, tells them the schedule's start, and says when every driver has reported. A driver
 * that goes silent once heard from (it sends a record every second) fails the run, naming its part.
 */
final class KafkaDrivers {

    private final String bootstrap;
    private final String id;
    private final int drivers;
    private final long silenceNanos;
    private final KafkaRecordOutput plan;
    private final long planClock;
    private final PartitionedLines lines;
    private final Thread reader;

    // Written by the reader thread.
    private final long[] sent;
    private final boolean[] joined;
    private final KafkaTransport.DriverReport[] reports;
    private final String[][] lateness;
    private volatile String failure;
    private volatile boolean closing;

    private KafkaDrivers(String bootstrap, String id, DriverRecords.Plan plan, KafkaRecordOutput output,
                         long planClock, long silenceMillis) {
        this.bootstrap = bootstrap;
        this.id = id;
        this.drivers = plan.drivers();
        this.silenceNanos = TimeUnit.MILLISECONDS.toNanos(silenceMillis);
        this.plan = output;
        this.planClock = planClock;
        this.sent = new long[drivers];
        this.joined = new boolean[drivers];
        this.reports = new KafkaTransport.DriverReport[drivers];
        this.lateness = new String[drivers][2];
        this.lines = new PartitionedLines(new KafkaConsumer<>(KafkaTopics.streamConsumer(bootstrap)),
                KafkaTopics.drivers(id), drivers);
        this.reader = new Thread(this::read, "pairs-drivers-reader");
        reader.setDaemon(true);
    }

    /**
     * Writes the plan (its topics exist) and starts reading the drivers' topic.
     *
     * @param producerConfig the stream's producer settings
     * @param silenceMillis  how long a driver may stay silent once heard from before the run fails
     */
    static KafkaDrivers open(String bootstrap, String id, int drivers, double rateFactor,
                             java.util.Map<String, String> data, java.util.Map<String, Object> producerConfig,
                             long silenceMillis) throws IOException {
        KafkaRecordOutput output = new KafkaRecordOutput(new KafkaProducer<>(producerConfig), KafkaTopics.plan(id),
                bootstrap);
        long clock = System.nanoTime();
        DriverRecords.Plan plan = new DriverRecords.Plan(drivers, rateFactor, clock, data);
        output.write(plan.value().getBytes(StandardCharsets.UTF_8));
        output.flush();
        KafkaDrivers opened = new KafkaDrivers(bootstrap, id, plan, output, clock, silenceMillis);
        opened.reader.start();
        return opened;
    }

    int drivers() {
        return drivers;
    }

    /** What went wrong with a driver, on one line, or null. */
    String failure() {
        return failure;
    }

    /**
     * Waits until every driver has joined.
     *
     * @throws IOException a driver did not join within {@code millis}, or failed (another clock, say)
     */
    void awaitJoined(long millis) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            String f = failure;
            if (f != null) {
                throw new IOException(f);
            }
            int missing = firstMissing();
            if (missing < 0) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("driver " + (missing + 1) + "/" + drivers + " did not join stream " + id
                        + " within " + millis / 1000 + " s: is 'pairs drive --part " + (missing + 1) + "/" + drivers
                        + " --stream " + id + " --kafka-bootstrap " + bootstrap + "' running?");
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
    }

    private synchronized int firstMissing() {
        for (int p = 0; p < drivers; p++) {
            if (!joined[p]) {
                return p;
            }
        }
        return -1;
    }

    /** Tells the drivers the schedule's start: tickTS 0 is due at clock reading {@code startNanos}. */
    void start(long startNanos) throws IOException {
        plan.write((DriverRecords.START + "," + startNanos + "\n").getBytes(StandardCharsets.UTF_8));
        plan.flush();
    }

    /**
     * Tells the drivers to stop sending before the first tick whose tickTS is {@code beforeTickTS} or later: the run
     * ends early, and the ticks sent are all those before that tickTS, a prefix of the stream. Quiet if the plan's
     * topic cannot take it.
     */
    void stop(long beforeTickTS, String reason) {
        try {
            plan.write((DriverRecords.STOP + "," + beforeTickTS + "," + RecordCodec.oneLine(reason) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            plan.flush();
        } catch (IOException e) {
            // The drivers stop anyway when the plan's topic ends or goes silent.
        }
    }

    /** Ticks the drivers have sent so far, as they last said (their reports' counts once they reported). */
    synchronized long ticksSent() {
        long sum = 0;
        for (int p = 0; p < drivers; p++) {
            sum += reports[p] != null ? reports[p].ticks() : sent[p];
        }
        return sum;
    }

    /** Every driver has reported its part's end. */
    synchronized boolean allReported() {
        for (KafkaTransport.DriverReport r : reports) {
            if (r == null) {
                return false;
            }
        }
        return true;
    }

    /** The reports that came, by part (null for a part that has not reported). */
    synchronized List<KafkaTransport.DriverReport> reports() {
        List<KafkaTransport.DriverReport> out = new ArrayList<>();
        for (KafkaTransport.DriverReport r : reports) {
            out.add(r);
        }
        return out;
    }

    private void read() {
        try {
            while (!closing) {
                lines.poll(this::line);
                long now = System.nanoTime();
                for (int p = 0; p < drivers; p++) {
                    if (!lines.ended(p) && lines.silentNanos(p, now) > silenceNanos) {
                        fail("driver " + (p + 1) + "/" + drivers + " is gone: no record on partition " + p
                                + " of topic " + KafkaTopics.drivers(id) + " for "
                                + TimeUnit.NANOSECONDS.toSeconds(silenceNanos) + " s (it sends one every second)");
                        return;
                    }
                }
            }
        } catch (MalformedRecord e) {
            fail("a driver process wrote a malformed record on topic " + KafkaTopics.drivers(id) + ": "
                    + e.getMessage());
        } catch (IOException e) {
            if (!closing) {
                fail("reading the drivers' topic " + KafkaTopics.drivers(id) + ": " + e.getMessage());
            }
        } finally {
            lines.close();
        }
    }

    private void fail(String reason) {
        if (failure == null) {
            failure = RecordCodec.oneLine(reason);
        }
    }

    private synchronized void line(int p, String line) throws MalformedRecord {
        String[] f = line.split(",", -1);
        if (f.length < 2 || RecordCodec.parseLong(f[1], "part") != p + 1) {
            throw new MalformedRecord("partition " + p + " holds driver " + (p + 1) + "'s records, got '"
                    + RecordCodec.quote(line) + "'");
        }
        switch (f[0]) {
            case DriverRecords.JOINED -> {
                RecordCodec.count(f, 3);
                long clock = RecordCodec.parseLong(f[2], "clock");
                long now = System.nanoTime();
                // The driver read the plan after it was written and wrote this before it came: on one clock,
                // its reading lies between the two of this process.
                if (clock < planClock || clock > now) {
                    fail("driver " + (p + 1) + "/" + drivers + " reads another clock: it read the plan at "
                            + clock + " ns, not between its writing at " + planClock + " ns and now, " + now
                            + " ns, on this process's clock; drivers must run on the machine of pairs run, whose "
                            + "clock times the answers");
                }
                joined[p] = true;
            }
            case DriverRecords.SENT -> {
                RecordCodec.count(f, 3);
                sent[p] = RecordCodec.parseLong(f[2], "count");
            }
            case DriverRecords.LATENESS -> {
                RecordCodec.count(f, 4);
                if (f[2].equals(DriverRecords.ALL)) {
                    lateness[p][0] = f[3];
                } else if (f[2].equals(DriverRecords.MI)) {
                    lateness[p][1] = f[3];
                } else {
                    throw new MalformedRecord("Lateness of 'all' or 'mi', got '" + RecordCodec.quote(f[2]) + "'");
                }
            }
            case DriverRecords.REPORT -> {
                RecordCodec.count(f, 4);
                if (lateness[p][0] == null || lateness[p][1] == null) {
                    throw new MalformedRecord("driver " + (p + 1) + "'s Report before its Lateness records");
                }
                reports[p] = new KafkaTransport.DriverReport(p + 1, RecordCodec.parseLong(f[2], "count"),
                        RecordCodec.parseLong(f[3], "backlog"), lateness[p][0], lateness[p][1]);
            }
            default -> throw new MalformedRecord("unknown record '" + RecordCodec.quote(f[0]) + "'");
        }
    }

    /**
     * Ends the plan's topic (its end record tells drivers still sending to stop) and the reading. Quick even with
     * the broker gone.
     */
    void close() {
        closing = true;
        try {
            plan.close();
        } catch (IOException e) {
            plan.abort();
        }
        lines.wakeup();
        try {
            reader.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The run failed: drop what is unsent. */
    void abort() {
        closing = true;
        plan.abort();
        lines.wakeup();
    }
}
