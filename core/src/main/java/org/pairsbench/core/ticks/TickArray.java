package org.pairsbench.core.ticks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

/**
 * Ticks held in memory for flat-out runs, {@value #BYTES_PER_TICK} bytes each: a {@link StockTick} object and
 * its reference take about 44, which would put SF 100's standard stream (452 M ticks) out of reach of a 24 GiB
 * machine. tickTS and price share a long, the symbol is an index into a table of the distinct symbols, and the
 * storage grows in chunks, so loading never copies what it already holds and no array is larger than a chunk:
 * the count is a long, beyond the 2^31 elements of one Java array (SF 1000's standard stream has about 4.5
 * billion ticks). {@link #get} rebuilds the tick, with one shared String per symbol.
 */
public final class TickArray {

    public static final int BYTES_PER_TICK = 16;

    /**
     * 32 K ticks a chunk: its long[] (256 KiB) stays below half of G1's smallest region (1 MiB), so no chunk is
     * a humongous object. A humongous object occupies whole regions and the unused tail of its last one is
     * lost: with 1 M ticks a chunk, the 8 MiB long[] took three 4 MiB regions at -Xmx10g and the int[]s two
     * each, 28 MiB for 16 MiB of ticks, which put SF 100's standard stream beyond a 10 GiB heap.
     */
    private static final int CHUNK_BITS = 15;
    static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;
    /** An array's header on a 64-bit HotSpot JVM with compressed class pointers (the default below 32 GiB). */
    private static final int ARRAY_HEADER = 16;
    private static final long CHUNK_BYTES = ARRAY_HEADER + (long) CHUNK * Long.BYTES
            + 2 * (ARRAY_HEADER + (long) CHUNK * Integer.BYTES);

    private final List<long[]> timeAndPrice = new ArrayList<>();
    private final List<int[]> symbolIndex = new ArrayList<>();
    private final List<int[]> sizes = new ArrayList<>();
    private final List<String> symbols = new ArrayList<>();
    private final Map<String, Integer> symbolIndexByName = new HashMap<>();
    private long count;

    private TickArray() {
    }

    /** Reads the first {@code limit} ticks of {@code source} (all of them when it has fewer). */
    public static TickArray load(TickSource source, long limit) {
        return load(source, limit, loaded -> { });
    }

    /** As {@link #load(TickSource, long)}, telling {@code loaded} the count so far at each chunk and at the end. */
    public static TickArray load(TickSource source, long limit, java.util.function.LongConsumer loaded) {
        TickArray array = new TickArray();
        while (array.count < limit && source.hasNext()) {
            array.add(source.next());
            if ((array.count & MASK) == 0) {
                loaded.accept(array.count);
            }
        }
        loaded.accept(array.count);
        return array;
    }

    private void add(StockTick t) {
        if (t.tickTS() != (int) t.tickTS()) {
            throw new InvalidInputException("tick " + (count + 1) + " (" + t.symbol() + ") has tickTS " + t.tickTS()
                    + " ms, beyond the 24.8 days a tick held in memory can carry");
        }
        int chunk = chunkOf(count);
        if (chunk == timeAndPrice.size()) {
            timeAndPrice.add(new long[CHUNK]);
            symbolIndex.add(new int[CHUNK]);
            sizes.add(new int[CHUNK]);
        }
        int at = offsetOf(count);
        timeAndPrice.get(chunk)[at] = t.tickTS() << 32 | (t.price() & 0xFFFF_FFFFL);
        symbolIndex.get(chunk)[at] = symbolIndexByName.computeIfAbsent(t.symbol(), s -> {
            symbols.add(s);
            return symbols.size() - 1;
        });
        sizes.get(chunk)[at] = t.size();
        count++;
    }

    public long size() {
        return count;
    }

    /**
     * The heap {@code ticks} ticks take here, bytes: whole chunks, each a long[] and two int[] of {@link #CHUNK}
     * elements with their 16-byte array headers (the symbol table, a few strings per 100 symbols, aside).
     */
    public static long bytesFor(long ticks) {
        return ((ticks + CHUNK - 1) >>> CHUNK_BITS) * CHUNK_BYTES;
    }

    /** How many ticks fit in {@code bytes} of heap: as many whole chunks as fit. */
    public static long ticksFitting(long bytes) {
        return bytes <= 0 ? 0 : bytes / CHUNK_BYTES * CHUNK;
    }

    static int chunkOf(long tick) {
        return Math.toIntExact(tick >>> CHUNK_BITS);
    }

    static int offsetOf(long tick) {
        return (int) (tick & MASK);
    }

    /** How many distinct symbols the ticks name. */
    public int symbols() {
        return symbols.size();
    }

    /** Tick {@code i} (0-based, in stream order), a new object each call. */
    public StockTick get(long i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("tick " + i + " of " + count);
        }
        int chunk = chunkOf(i);
        int at = offsetOf(i);
        long packed = timeAndPrice.get(chunk)[at];
        return new StockTick(symbols.get(symbolIndex.get(chunk)[at]), (int) packed, sizes.get(chunk)[at],
                packed >> 32);
    }
}
