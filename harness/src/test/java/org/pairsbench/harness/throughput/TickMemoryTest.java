package org.pairsbench.harness.throughput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

class TickMemoryTest {

    private static final long GIB = 1L << 30;
    /** One chunk of 32,768 ticks: long[32768] (16 + 262,144 bytes) and two int[32768] (16 + 131,072 each). */
    private static final long CHUNK = 524_336;

    /** A heap that holds 1 GiB beside the ticks and exactly 4 chunks of them: 131,072 ticks. */
    private final TickMemory memory = new TickMemory(GIB + 4 * CHUNK, GIB);

    @Test
    void ticksThatFitAreCountedInWholeChunksAndSaidExactly() {
        assertEquals(131_072, memory.fittingTicks());
        // 100,000 ticks: 3 full chunks and part of a 4th, 2,097,344 bytes.
        assertEquals("the stream of SF 1, smoke: 100,000 ticks, 2,097,344 bytes (0.0 GiB) in memory, 1.0 GiB kept "
                        + "beside them; heap 1.0 GiB",
                memory.require("the stream of SF 1, smoke", 100_000, false, false, 100_000));
        assertEquals("d: 131,072 ticks (the first, --max-ticks), 2,097,344 bytes (0.0 GiB) in memory, 1.0 GiB kept "
                + "beside them; heap 1.0 GiB", memory.require("d", 131_072, false, true, 754_116));
    }

    @Test
    void ticksThatDoNotFitAreRefusedWithTheHeapThatHoldsThemAndTheLimitThatWould() {
        // One tick more takes a 5th chunk: 2,621,680 bytes, with 1 GiB beside: 2 GiB rounded up, 3 with a margin.
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> memory.require("the stream of SF 1, smoke", 131_073, false, false, 131_073));
        assertEquals("the stream of SF 1, smoke has 131,073 ticks, which need 2,621,680 bytes (0.0 GiB) of heap in "
                + "memory and 1.0 GiB beside them; this heap has 1.0 GiB: set PAIRS_JAVA_OPTS=-Xmx3g, or give "
                + "--max-ticks N (up to 131,072 fit)", e.getMessage());
    }

    @Test
    void theHeapKeptBesideTheTicksGrowsWithTheStrategies() {
        // 256 MiB, and 16 KiB a strategy: SF 1's 25 strategies 400 KiB more, SF 2000's 50,000 about 781 MiB more.
        assertEquals((256L << 20) + 25 * (16L << 10), TickMemory.besideFor(25));
        assertEquals(268_435_456L + 819_200_000L, TickMemory.besideFor(50_000));
        // A 1 GiB heap holds SF 1's standard stream (about 45 million ticks, 720 MB) beside its 25 strategies.
        assertTrue(new TickMemory(GIB, TickMemory.besideFor(25)).fittingTicks() > 45_300_000);
    }

    @Test
    void strategiesThatLeaveNoHeapForTicksAreRefusedWithTheHeapTheyNeed() {
        // 1 GiB beside the ticks in a heap of 1 GiB: 1 GiB for 1 tick (1 chunk) rounds up to 2 GiB, 3 with a margin.
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new TickMemory(GIB, GIB).require("the stream of SF 40000, smoke", 1, false, false, 1));
        assertEquals("the stream of SF 40000, smoke needs 1.0 GiB of heap beside its ticks for the engine and its "
                + "strategies, and this heap has 1.0 GiB: set PAIRS_JAVA_OPTS=-Xmx3g", e.getMessage());
    }

    @Test
    void aStreamCountedOnlyPastWhatFitsIsRefusedAsMoreThanItsCount() {
        // Counting stopped at 200,000 ticks (7 chunks); the whole stream is expected to hold 4.5 billion: 137,330
        // chunks, 72,007,062,880 bytes, 68.06 GiB with 1 GiB beside: 69 rounded up, 70 with the margin.
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> memory.require("the stream of SF 1000, standard", 200_000, true, false, 4_500_000_000L));
        assertEquals("the stream of SF 1000, standard has more than 200,000 ticks, which need more than 3,670,352 "
                + "bytes (0.0 GiB) of heap in memory and 1.0 GiB beside them; this heap has 1.0 GiB: set "
                + "PAIRS_JAVA_OPTS=-Xmx70g or more, or give --max-ticks N (up to 131,072 fit)", e.getMessage());
    }
}
