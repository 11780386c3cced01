package org.pairsbench.core.ticks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

class TickArrayTest {

    @Test
    void everyFieldComesBackAtItsExtremes() {
        List<StockTick> ticks = List.of(
                new StockTick("AAAAAA", 1, 100, 0),
                new StockTick("BBBBBB", Integer.MAX_VALUE, 1000, 1),
                new StockTick("AAAAAA", 12_345, Integer.MAX_VALUE, 7_259_999),
                new StockTick(new String("BBBBBB"), 0, 0, Integer.MAX_VALUE));
        TickArray array = TickArray.load(TickSource.of(ticks), Integer.MAX_VALUE);
        assertEquals(4, array.size());
        assertEquals(2, array.symbols());
        for (int i = 0; i < ticks.size(); i++) {
            assertEquals(ticks.get(i), array.get(i));
        }
        assertSame(array.get(0).symbol(), array.get(2).symbol(), "one String per symbol");
        assertSame(array.get(1).symbol(), array.get(3).symbol(), "one String per symbol");
    }

    @Test
    void ticksAcrossChunkBoundariesKeepTheirOrder() {
        int c = TickArray.CHUNK;
        int n = c * 2 + 3;
        List<StockTick> ticks = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            ticks.add(new StockTick("S" + (i % 7), 1000 + i, 100 + 10 * (i % 91), i / 10));
        }
        TickArray array = TickArray.load(TickSource.of(ticks), Integer.MAX_VALUE);
        assertEquals(n, array.size());
        for (int i : new int[] {0, c - 1, c, c + 1, 2 * c - 1, 2 * c, n - 1}) {
            assertEquals(ticks.get(i), array.get(i), "tick " + i);
        }
        assertThrows(IndexOutOfBoundsException.class, () -> array.get(n));
    }

    @Test
    void theLimitStopsLoadingEarly() {
        List<StockTick> ticks = List.of(new StockTick("A", 1, 1, 0), new StockTick("B", 2, 2, 1),
                new StockTick("C", 3, 3, 2));
        TickArray array = TickArray.load(TickSource.of(ticks), 2);
        assertEquals(2, array.size());
        assertEquals(ticks.get(1), array.get(1));
    }

    @Test
    void aTickTSBeyondAnIntIsRefusedByNumber() {
        List<StockTick> ticks = List.of(new StockTick("A", 1, 1, 0),
                new StockTick("B", 1, 1, Integer.MAX_VALUE + 1L));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> TickArray.load(TickSource.of(ticks), 10));
        assertTrue(e.getMessage().startsWith("tick 2 (B) has tickTS 2147483648 ms"), e.getMessage());
    }

    @Test
    void aTickBeyondTheIntRangeHasItsOwnChunkAndOffset() {
        // Tick 2^31 + 5: 2^31 / 2^15 = 65,536 whole chunks before it, offset 5 in the next.
        assertEquals(65_536, TickArray.chunkOf((1L << 31) + 5));
        assertEquals(5, TickArray.offsetOf((1L << 31) + 5));
        // SF 1000's standard stream, about 4.5 billion ticks: chunk 137,329 holds tick 4.5e9.
        assertEquals(137_329, TickArray.chunkOf(4_500_000_000L));
        assertEquals(4_500_000_000L - 137_329L * 32_768, TickArray.offsetOf(4_500_000_000L));
    }

    @Test
    void theHeapOfTheTicksIsCountedInWholeChunks() {
        // A chunk: long[32768] 16 + 262,144 bytes, two int[32768] 16 + 131,072 each: 524,336 bytes.
        assertEquals(0, TickArray.bytesFor(0));
        assertEquals(524_336, TickArray.bytesFor(1));
        assertEquals(524_336, TickArray.bytesFor(32_768));
        assertEquals(4 * 524_336L, TickArray.bytesFor(100_000), "100,000 ticks fill 3 chunks and part of a 4th");
        assertEquals(0, TickArray.ticksFitting(524_335));
        assertEquals(3 * 32_768, TickArray.ticksFitting(4 * 524_336L - 1), "3 whole chunks");
    }
}
