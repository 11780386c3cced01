package org.pairsbench.core.ticks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

class TickReadAheadTest {

    private static List<StockTick> ticks(int n) {
        List<StockTick> ticks = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            ticks.add(new StockTick("S" + (i % 7), 1000 + i, 100 + 10 * (i % 91), i / 3));
        }
        return ticks;
    }

    private static List<StockTick> readAll(TickSource source) {
        List<StockTick> out = new ArrayList<>();
        try (source) {
            while (source.hasNext()) {
                out.add(source.next());
            }
        }
        return out;
    }

    /** A source that counts what was read from it, may fail at one tick, and tells when it is closed. */
    private static final class Probe implements TickSource {
        final List<StockTick> ticks;
        final int failAt;
        final AtomicLong read = new AtomicLong();
        final AtomicBoolean closed = new AtomicBoolean();
        volatile String closedBy;

        Probe(List<StockTick> ticks, int failAt) {
            this.ticks = ticks;
            this.failAt = failAt;
        }

        @Override
        public boolean hasNext() {
            return read.get() < ticks.size();
        }

        @Override
        public StockTick next() {
            int i = (int) read.get();
            if (i == failAt) {
                throw new InvalidInputException("ticks.csv:" + (i + 1) + ": bad line");
            }
            read.incrementAndGet();
            return ticks.get(i);
        }

        @Override
        public void close() {
            closedBy = Thread.currentThread().getName();
            closed.set(true);
        }
    }

    @Test
    void theStreamComesThroughUnchangedAcrossChunkSeams() {
        // 3 chunks of 4, a partial one of 2: every seam and the short last chunk.
        List<StockTick> ticks = ticks(14);
        assertEquals(ticks, readAll(TickReadAhead.start(TickSource.of(ticks), 4, 2, "test-ticks")));
    }

    @Test
    void aStreamOfWholeChunksEndsAfterItsLastChunk() {
        List<StockTick> ticks = ticks(8);
        TickReadAhead readAhead = TickReadAhead.start(TickSource.of(ticks), 4, 1, "test-ticks");
        assertEquals(ticks, readAll(readAhead));
        assertFalse(readAhead.hasNext());
        assertThrows(NoSuchElementException.class, readAhead::next);
    }

    @Test
    void anEmptySourceIsAnEmptyStream() {
        assertEquals(List.of(), readAll(TickReadAhead.start(TickSource.of(List.of()), 4, 2, "test-ticks")));
    }

    @Test
    void aFailureOfTheSourceArrivesAfterTheTicksReadBeforeIt() {
        List<StockTick> ticks = ticks(10);
        Probe probe = new Probe(ticks, 6); // ticks 0..5 read, the 7th fails: mid-chunk of the second chunk of 4
        TickReadAhead readAhead = TickReadAhead.start(probe, 4, 2, "test-ticks");
        List<StockTick> got = new ArrayList<>();
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> {
            while (readAhead.hasNext()) {
                got.add(readAhead.next());
            }
        });
        assertEquals("ticks.csv:7: bad line", e.getMessage());
        assertEquals(ticks.subList(0, 6), got);
        // Asked again, the stream still ends with the same failure, never with a quiet end.
        assertSame(e, assertThrows(InvalidInputException.class, readAhead::hasNext));
        readAhead.close();
        assertTrue(probe.closed.get());
    }

    @Test
    void theProducerStaysAtMostTheQueueAheadOfTheReader() throws Exception {
        Probe probe = new Probe(ticks(1000), -1);
        TickReadAhead readAhead = TickReadAhead.start(probe, 4, 2, "test-ticks");
        assertEquals(ticks(1).get(0), readAhead.next());
        // The reader holds chunk 1; 2 chunks queued; the producer blocks holding a 4th full one: 16 ticks at most.
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (probe.read.get() < 16 && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        Thread.sleep(50);
        assertEquals(16, probe.read.get());
        readAhead.close();
    }

    @Test
    void closingEarlyStopsTheProducerAndClosesTheSourceOnItsThread() {
        Probe probe = new Probe(ticks(1000), -1);
        TickReadAhead readAhead = TickReadAhead.start(probe, 4, 2, "test-ticks");
        readAhead.next();
        readAhead.close();
        assertTrue(probe.closed.get(), "closed before close() returned");
        assertEquals("test-ticks", probe.closedBy);
    }
}
