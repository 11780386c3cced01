package org.pairsbench.process;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.KafkaConsumer;

/**
 * The engine server's input of ticks when a stream has several driver processes ({@code Drivers,N} in its
 * announcement): the N partitions of {@code pairs-ID-ticks}, each driver's ticks with their positions, merged back
 * into the stream's order ({@link TickMerge}). Each partition ends with {@code PartEnd,I,COUNT}. The limits: a
 * position missing while another partition holds a later one, or a partition silent once heard from (its driver
 * sends a heartbeat every second), for the stall limit; a partition that has sent nothing for twice that.
 * A partition that runs far ahead of the others is paused, so the merge holds at most about
 * {@link #QUEUED_PER_PARTITION} ticks per partition.
 */
final class KafkaTickMerge implements AutoCloseable {

    /** Ticks a partition may have waiting before it is no longer fetched until the merge has taken some. */
    static final int QUEUED_PER_PARTITION = 65_536;

    private final PartitionedLines lines;
    private final TickMerge merge;
    private final TickParser parser = new TickParser();
    private final long stallNanos;
    private final long openedNanos = System.nanoTime();
    /** Since when the merge has waited for a position while a partition holds a later one; -1: it does not. */
    private long gapSinceNanos = -1;

    KafkaTickMerge(String bootstrap, String topic, int drivers, long stallMillis) {
        this(new PartitionedLines(new KafkaConsumer<>(KafkaTopics.streamConsumer(bootstrap)), topic, drivers),
                stallMillis);
    }

    KafkaTickMerge(PartitionedLines lines, long stallMillis) {
        this.lines = lines;
        this.merge = new TickMerge(lines.topic(), lines.partitionCount());
        this.stallNanos = TimeUnit.MILLISECONDS.toNanos(stallMillis);
    }

    /**
     * The next tick in the stream's order, or null once every partition has ended and every tick was taken.
     *
     * @param beforeWaiting run before the merge waits for the broker (the server flushes its answers then)
     * @throws DeliveryFault a duplicate, a gap, a PartEnd that miscounts, a lost or doubled record, a driver gone
     * @throws IOException   Kafka failed
     */
    TickMerge.Entry next(LineInput.BeforeBlocking beforeWaiting) throws IOException, MalformedRecord {
        while (true) {
            TickMerge.Entry entry = merge.next();
            if (entry != null) {
                gapSinceNanos = -1;
                return entry;
            }
            if (merge.finished()) {
                return null;
            }
            checkLimits();
            beforeWaiting.run();
            lines.poll(this::line);
            for (int p = 0; p < merge.partitions(); p++) {
                lines.pause(p, merge.queued(p) >= QUEUED_PER_PARTITION);
            }
        }
    }

    private void line(int partition, String line) throws IOException, MalformedRecord {
        if (line.startsWith(Protocol.TICK + ",")) {
            parser.parse(line, true);
            merge.add(partition, parser.position(), parser.tick(), parser.ts());
        } else if (line.startsWith(Protocol.PART_END + ",")) {
            String[] f = RecordCodec.split(line);
            RecordCodec.count(f, 3);
            long part = RecordCodec.parseLong(f[1], "part");
            if (part != partition + 1) {
                throw new MalformedRecord("PartEnd of part " + part + " on partition " + partition
                        + " (part I writes partition I - 1)");
            }
            long count = RecordCodec.parseLong(f[2], "count");
            merge.end(partition, count);
        } else {
            throw new MalformedRecord("expected Tick or PartEnd on partition " + partition + " of topic "
                    + lines.topic() + ", got '" + RecordCodec.quote(line) + "'");
        }
    }

    /** The merge waits: for how long it may. */
    private void checkLimits() throws DeliveryFault {
        long now = System.nanoTime();
        if (!merge.holdsLater()) {
            gapSinceNanos = -1;
        } else if (gapSinceNanos < 0) {
            gapSinceNanos = now;
        } else if (now - gapSinceNanos > stallNanos) {
            throw new DeliveryFault(merge.waitingFor() + " for " + seconds(stallNanos) + ": a gap");
        }
        for (int p = 0; p < merge.partitions(); p++) {
            if (lines.ended(p) && !merge.ended(p)) {
                throw new DeliveryFault("partition " + p + " of topic " + lines.topic() + " ended without its PartEnd: "
                        + "driver " + (p + 1) + " stopped before the end of its part");
            }
            if (lines.ended(p) || merge.ended(p) || merge.queued(p) > 0) {
                continue;
            }
            if (lines.silentNanos(p, now) > stallNanos) {
                throw new DeliveryFault("no record from driver " + (p + 1) + " on partition " + p + " of topic "
                        + lines.topic() + " for " + seconds(stallNanos) + " (it sends one every second): the driver "
                        + "is gone");
            }
            if (!lines.heard(p) && now - openedNanos > 2 * stallNanos) {
                throw new DeliveryFault("no record from driver " + (p + 1) + " on partition " + p + " of topic "
                        + lines.topic() + " within " + seconds(2 * stallNanos));
            }
        }
    }

    private static String seconds(long nanos) {
        return TimeUnit.NANOSECONDS.toSeconds(nanos) + " s";
    }

    /** Ticks taken so far. */
    long taken() {
        return merge.taken();
    }

    @Override
    public void close() {
        lines.close();
    }
}
