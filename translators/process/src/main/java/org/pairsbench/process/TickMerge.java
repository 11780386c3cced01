package org.pairsbench.process;

import java.util.ArrayDeque;
import org.pairsbench.api.model.StockTick;

/**
 * Puts the ticks of several driver processes back into the stream's order by their positions (spec/execution.md
 * section 14): each partition of {@code pairs-ID-ticks} holds one driver's ticks with rising positions, and the
 * next tick for the engine is always the one whose position is the next expected (0, 1, 2, ...). A partition whose
 * head is further on waits. Not thread-safe: the engine server's one reading thread uses it.
 *
 * <p>What cannot be the stream: a position that is not above the one before it in its partition, or one below the
 * next expected (a duplicate); a next expected position that no partition can still deliver because every
 * partition has a later head or has ended (a gap). Both are {@link DeliveryFault}s naming the partition and the
 * position. A gap while some partition is still empty may yet fill: {@link #waitingFor} says what is missing, and
 * the caller gives up after its stall timeout.
 */
final class TickMerge {

    /** A tick, its TS and its position. */
    record Entry(long position, StockTick tick, long ts) {
    }

    private final String topic;
    private final ArrayDeque<Entry>[] queues;
    private final long[] last;
    private final long[] added;
    private final boolean[] ended;
    private long expected;

    @SuppressWarnings("unchecked")
    TickMerge(String topic, int partitions) {
        this.topic = topic;
        this.queues = new ArrayDeque[partitions];
        this.last = new long[partitions];
        this.added = new long[partitions];
        this.ended = new boolean[partitions];
        for (int p = 0; p < partitions; p++) {
            queues[p] = new ArrayDeque<>();
            last[p] = -1;
        }
    }

    int partitions() {
        return queues.length;
    }

    /** Takes the next tick of {@code partition}, in that partition's order. */
    void add(int partition, long position, StockTick tick, long ts) throws DeliveryFault {
        if (ended[partition]) {
            throw new DeliveryFault("partition " + partition + " of topic " + topic + " has a tick (position "
                    + position + ") after its PartEnd");
        }
        if (position <= last[partition]) {
            throw new DeliveryFault("partition " + partition + " of topic " + topic + " delivered position " + position
                    + " after position " + last[partition] + ": a duplicate");
        }
        last[partition] = position;
        added[partition]++;
        queues[partition].add(new Entry(position, tick, ts));
    }

    /** The partition's driver has sent all its ticks: {@code count} of them ({@code PartEnd}). */
    void end(int partition, long count) throws DeliveryFault {
        if (ended[partition]) {
            throw new DeliveryFault("partition " + partition + " of topic " + topic + " ended twice");
        }
        if (count != added[partition]) {
            throw new DeliveryFault("partition " + partition + " of topic " + topic + " ended after " + count
                    + " ticks by its PartEnd, but " + added[partition] + " came");
        }
        ended[partition] = true;
    }

    /** The partition's PartEnd has come. */
    boolean ended(int partition) {
        return ended[partition];
    }

    /** Ticks waiting in {@code partition}. */
    int queued(int partition) {
        return queues[partition].size();
    }

    /** Every partition has ended and every tick has been taken. */
    boolean finished() {
        for (int p = 0; p < queues.length; p++) {
            if (!ended[p] || !queues[p].isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** Ticks taken so far: the position expected next. */
    long taken() {
        return expected;
    }

    /**
     * The tick at the next expected position, or null when it is not there yet (perhaps it is still on its way in
     * a partition that has nothing queued).
     *
     * @throws DeliveryFault a duplicate, or a gap no partition can fill any more
     */
    Entry next() throws DeliveryFault {
        int lowest = lowestHead();
        if (lowest < 0) {
            return null;
        }
        long position = queues[lowest].peek().position();
        if (position < expected) {
            throw new DeliveryFault("partition " + lowest + " of topic " + topic + " delivered position " + position
                    + " again: a duplicate (the stream is at position " + expected + ")");
        }
        if (position == expected) {
            expected++;
            return queues[lowest].poll();
        }
        for (int p = 0; p < queues.length; p++) {
            if (queues[p].isEmpty() && !ended[p]) {
                return null;
            }
        }
        throw new DeliveryFault(waitingFor() + ", and no partition can deliver it any more: a gap");
    }

    /** What the merge waits for, e.g. "position 12 of topic T is missing: partition 1 holds position 15 next". */
    String waitingFor() {
        int lowest = lowestHead();
        StringBuilder out = new StringBuilder("position " + expected + " of topic " + topic + " is missing");
        if (lowest >= 0) {
            out.append(": partition ").append(lowest).append(" holds position ")
                    .append(queues[lowest].peek().position()).append(" next");
        }
        return out.toString();
    }

    /** Whether some partition holds a tick beyond the next expected position while the merge waits. */
    boolean holdsLater() {
        int lowest = lowestHead();
        return lowest >= 0 && queues[lowest].peek().position() > expected;
    }

    /** The partition whose head has the lowest position (the lower partition on a tie), or -1 if all are empty. */
    private int lowestHead() {
        int lowest = -1;
        long min = Long.MAX_VALUE;
        for (int p = 0; p < queues.length; p++) {
            Entry head = queues[p].peek();
            if (head != null && head.position() < min) {
                min = head.position();
                lowest = p;
            }
        }
        return lowest;
    }
}
