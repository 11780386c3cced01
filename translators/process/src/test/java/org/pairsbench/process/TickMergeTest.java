package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.StockTick;

class TickMergeTest {

    private static final String TOPIC = "pairs-00ff-ticks";

    /** A tick whose tickTS is its position, so the merged order can be read off the ticks. */
    private static void add(TickMerge merge, int partition, long position) throws DeliveryFault {
        merge.add(partition, position, new StockTick("S" + partition, 100, 100, position), 1_000 + position);
    }

    private static List<Long> drain(TickMerge merge) throws DeliveryFault {
        List<Long> out = new ArrayList<>();
        TickMerge.Entry e;
        while ((e = merge.next()) != null) {
            assertEquals(e.position(), e.tick().tickTS());
            assertEquals(1_000 + e.position(), e.ts());
            out.add(e.position());
        }
        return out;
    }

    @Test
    void interleavedPartitionsComeOutInPositionOrderAndAHeadFurtherOnWaits() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 2);
        // Partition 0 holds 0, 2, 3; partition 1 holds 1 and 4 but has not delivered them yet.
        add(merge, 0, 0);
        add(merge, 0, 2);
        add(merge, 0, 3);
        assertEquals(List.of(0L), drain(merge), "position 1 is not there: partition 0's head (2) waits");
        assertTrue(merge.holdsLater());
        assertEquals("position 1 of topic " + TOPIC + " is missing: partition 0 holds position 2 next",
                merge.waitingFor());
        add(merge, 1, 1);
        assertEquals(List.of(1L, 2L, 3L), drain(merge));
        add(merge, 1, 4);
        assertEquals(List.of(4L), drain(merge));
        merge.end(0, 3);
        assertFalse(merge.finished());
        merge.end(1, 2);
        assertTrue(merge.finished());
        assertEquals(5, merge.taken());
    }

    @Test
    void aPositionInTwoPartitionsIsADuplicateNamingThePartition() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 2);
        add(merge, 0, 0);
        add(merge, 1, 0);
        assertEquals(0, merge.next().position());
        DeliveryFault fault = assertThrows(DeliveryFault.class, merge::next);
        assertEquals("partition 1 of topic " + TOPIC + " delivered position 0 again: a duplicate (the stream is at "
                + "position 1)", fault.getMessage());
    }

    @Test
    void aPositionRepeatedWithinAPartitionIsADuplicate() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 2);
        add(merge, 1, 5);
        DeliveryFault fault = assertThrows(DeliveryFault.class, () -> add(merge, 1, 5));
        assertEquals("partition 1 of topic " + TOPIC + " delivered position 5 after position 5: a duplicate",
                fault.getMessage());
    }

    @Test
    void aPositionNoPartitionCanStillDeliverIsAGap() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 2);
        add(merge, 0, 0);
        add(merge, 0, 3);
        add(merge, 1, 1);
        // Position 2 is missing: partition 0 is at 3, partition 1 has ended after 1.
        assertEquals(List.of(0L, 1L), drain(merge));
        merge.end(1, 1);
        DeliveryFault fault = assertThrows(DeliveryFault.class, merge::next);
        assertEquals("position 2 of topic " + TOPIC + " is missing: partition 0 holds position 3 next, and no "
                + "partition can deliver it any more: a gap", fault.getMessage());
    }

    @Test
    void aGapWhileAPartitionIsEmptyWaitsForIt() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 3);
        add(merge, 0, 2);
        add(merge, 1, 1);
        // Position 0 may still come on partition 2, which has delivered nothing: no verdict yet.
        assertNull(merge.next());
        assertTrue(merge.holdsLater());
        add(merge, 2, 0);
        assertEquals(List.of(0L, 1L, 2L), drain(merge));
    }

    @Test
    void aPartEndThatMiscountsItsTicksIsAFault() throws DeliveryFault {
        TickMerge merge = new TickMerge(TOPIC, 1);
        add(merge, 0, 0);
        add(merge, 0, 1);
        DeliveryFault fault = assertThrows(DeliveryFault.class, () -> merge.end(0, 3));
        assertEquals("partition 0 of topic " + TOPIC + " ended after 3 ticks by its PartEnd, but 2 came",
                fault.getMessage());
    }
}
