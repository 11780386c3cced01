package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.common.TopicPartition;

/**
 * The engine's end of the protocol's Kafka transport ({@code pairs serve --kafka}): waits for the streams kits
 * announce on {@link KafkaTopics#CONTROL} and hands each over as an input and an output stream for
 * {@link EngineServer}. Servers share one consumer group, so each announced stream is taken by one of them; a
 * server joining for the first time takes the streams announced from then on.
 */
public final class KafkaStreamSource implements AutoCloseable {

    /** An announcement older than this is of a kit that has given up waiting (its deploy timeout is 120 s). */
    private static final long STALE_MILLIS = TimeUnit.MINUTES.toMillis(10);
    /**
     * How long a new server waits for the control topic's partition: longer than the session of a server that died
     * holding it (10 s, {@link KafkaTopics#controlConsumer}).
     */
    static final long ASSIGN_MILLIS = TimeUnit.SECONDS.toMillis(30);
    /**
     * How long the kit's topic may stay without a record (it sends a heartbeat every second) before the server
     * gives the stream up as the kit's, and how long an answer record may wait for the broker.
     */
    static final long KIT_SILENCE_MILLIS = TimeUnit.SECONDS.toMillis(60);

    private final String bootstrap;
    private final int timeoutMillis;
    private final Consumer<String, String> control;
    private final Deque<ConsumerRecord<String, String>> announced = new ArrayDeque<>();

    private KafkaStreamSource(String bootstrap, int timeoutMillis) {
        this.bootstrap = bootstrap;
        this.timeoutMillis = timeoutMillis;
        this.control = new KafkaConsumer<>(KafkaTopics.controlConsumer(bootstrap));
    }

    /**
     * Joins the servers' group and returns once this server has the control topic's partition, so that every
     * stream announced after the return is seen.
     *
     * @throws IOException no broker answered within {@code timeoutMillis}, or the group gave this server no partition
     *                     within {@link #ASSIGN_MILLIS}
     */
    public static KafkaStreamSource open(String bootstrap, int timeoutMillis) throws IOException {
        long assignMillis = Math.max(timeoutMillis, ASSIGN_MILLIS);
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            KafkaTopics.create(admin, List.of(KafkaTopics.CONTROL), true, timeoutMillis);
        }
        KafkaStreamSource source = new KafkaStreamSource(bootstrap, timeoutMillis);
        source.control.subscribe(List.of(KafkaTopics.CONTROL));
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(assignMillis);
        while (source.control.assignment().isEmpty()) {
            if (System.nanoTime() > deadline) {
                source.close();
                throw new IOException("no partition of topic " + KafkaTopics.CONTROL + " within " + assignMillis / 1000
                        + " s: another server of group " + KafkaTopics.SERVER_GROUP + " holds it");
            }
            source.control.poll(Duration.ofMillis(100)).forEach(source.announced::add);
        }
        // Fixes the starting position now (the end, for a new group), not at the first poll after the return.
        for (TopicPartition partition : source.control.assignment()) {
            source.control.position(partition);
        }
        return source;
    }

    /**
     * One announced stream: what the kit writes, where the engine's records go, and the engine the kit asked for.
     * Reading {@code input} throws a {@link DeliveryFault} at a duplicate or a gap.
     */
    public record Stream(Announcement announcement, InputStream input, OutputStream output, KafkaTickMerge ticks)
            implements AutoCloseable {

        public String id() {
            return announcement.id();
        }

        /** Closes both directions; the output's close sends the end of the stream to the kit. */
        @Override
        public void close() throws IOException {
            try {
                output.close();
            } finally {
                input.close();
                if (ticks != null) {
                    ticks.close();
                }
            }
        }
    }

    /**
     * Waits for the next announced stream whose topics exist and takes it (its announcement is committed, so no
     * other server of the group takes it again). Skipped, with a line on {@code log}: announcements that are
     * malformed, stale, or of a stream whose topics are gone.
     */
    public Stream next(java.io.PrintStream log) throws IOException {
        while (true) {
            while (announced.isEmpty()) {
                control.poll(Duration.ofMillis(200)).forEach(announced::add);
            }
            ConsumerRecord<String, String> record = announced.poll();
            control.commitSync(Map.of(new TopicPartition(record.topic(), record.partition()),
                    new OffsetAndMetadata(record.offset() + 1)));
            String value = record.value() == null ? "" : record.value();
            Announcement announcement;
            try {
                announcement = Announcement.parse(value);
            } catch (MalformedRecord e) {
                log.println("pairs serve: skipped a malformed announcement on " + KafkaTopics.CONTROL + " ("
                        + e.getMessage() + "): '" + RecordCodec.quote(value) + "'");
                continue;
            }
            String id = announcement.id();
            if (System.currentTimeMillis() - record.timestamp() > STALE_MILLIS) {
                log.println("pairs serve: skipped stream " + id + ", announced over 10 minutes ago");
                continue;
            }
            if (!topicsExist(id, announcement.drivers() > 0)) {
                log.println("pairs serve: skipped stream " + id + ": its topics are gone");
                continue;
            }
            KafkaRecordOutput output = new KafkaRecordOutput(new KafkaProducer<>(
                    KafkaTopics.producer(bootstrap, timeoutMillis, KIT_SILENCE_MILLIS)), KafkaTopics.out(id), bootstrap);
            KafkaRecordInput input = new KafkaRecordInput(new KafkaConsumer<>(KafkaTopics.streamConsumer(bootstrap)),
                    KafkaTopics.in(id), "the kit", TimeUnit.MILLISECONDS.toNanos(KIT_SILENCE_MILLIS), null);
            // With driver processes the ticks come from their partitions, merged by position (Drivers,N).
            KafkaTickMerge ticks = announcement.drivers() == 0 ? null
                    : new KafkaTickMerge(bootstrap, KafkaTopics.ticks(id), announcement.drivers(), KIT_SILENCE_MILLIS);
            return new Stream(announcement, input, output, ticks);
        }
    }

    private boolean topicsExist(String id, boolean drivers) throws IOException {
        try (Admin admin = KafkaTopics.admin(bootstrap, timeoutMillis)) {
            Set<String> names = admin.listTopics().names().get(timeoutMillis, TimeUnit.MILLISECONDS);
            return names.contains(KafkaTopics.in(id)) && names.contains(KafkaTopics.out(id))
                    && (!drivers || names.contains(KafkaTopics.ticks(id)));
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("cannot list the topics on Kafka " + bootstrap + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }

    @Override
    public void close() {
        control.close(Duration.ofSeconds(5));
    }
}
