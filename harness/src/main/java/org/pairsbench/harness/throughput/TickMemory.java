package org.pairsbench.harness.throughput;

import java.util.Locale;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.ticks.TickArray;

/**
 * Whether ticks held in memory ({@link TickArray}) fit in the heap beside what the rest of a flat-out run needs
 * (the engine, its answers), decided before minutes of loading them.
 *
 * @param maxHeapBytes the heap's limit (-Xmx)
 * @param besideBytes  the heap kept for everything but the ticks
 */
public record TickMemory(long maxHeapBytes, long besideBytes) {

    /** The JVM, the kit and an engine's code and buffers, whatever the workload. */
    public static final long BASE_BESIDE_BYTES = 256L << 20;

    /**
     * An engine's state per strategy (its window, its statements or operators) and its share of the answers, which
     * the measurement holds twice when it validates (the engine's and the reference's; SF 10's short stream has 13,186 answers for
     * 4,522,044 ticks, one in 343: far less than the ticks themselves). A chosen margin, not a measured footprint: it only decides
     * whether to refuse before minutes of loading.
     */
    public static final long BESIDE_BYTES_PER_STRATEGY = 16L << 10;

    private static final double GIB = 1L << 30;

    /** The heap kept beside the ticks for {@code strategies} strategies. */
    public static long besideFor(int strategies) {
        return BASE_BESIDE_BYTES + strategies * BESIDE_BYTES_PER_STRATEGY;
    }

    /** How many ticks fit: the whole chunks the heap holds beside the rest. */
    public long fittingTicks() {
        return maxHeapBytes <= besideBytes ? 0 : TickArray.ticksFitting(maxHeapBytes - besideBytes);
    }

    /**
     * The line that says what loading {@code ticks} ticks of {@code what} takes, or, when they do not fit, an
     * {@link InvalidInputException} that says so and how to go on.
     *
     * @param atLeast      {@code ticks} is a lower bound: counting stopped once it passed what fits
     * @param firstOfMore  the stream has more ticks and {@code --max-ticks} takes the first {@code ticks}
     * @param wholeStream  the stream's whole (or expected) tick count, for the heap a refusal suggests
     */
    public String require(String what, long ticks, boolean atLeast, boolean firstOfMore, long wholeStream) {
        long bytes = TickArray.bytesFor(ticks);
        if (!atLeast && ticks <= fittingTicks()) {
            return String.format(Locale.ROOT, "%s: %,d ticks%s, %,d bytes (%.1f GiB) in memory, %.1f GiB kept beside "
                    + "them; heap %.1f GiB", what, ticks, firstOfMore ? " (the first, --max-ticks)" : "", bytes,
                    bytes / GIB, besideBytes / GIB, maxHeapBytes / GIB);
        }
        long suggest = atLeast ? Math.max(ticks, wholeStream) : ticks;
        long gib = (long) Math.ceil((TickArray.bytesFor(suggest) + besideBytes) / GIB) + 1;
        if (fittingTicks() == 0) {
            throw new InvalidInputException(String.format(Locale.ROOT, "%s needs %.1f GiB of heap beside its ticks "
                    + "for the engine and its strategies, and this heap has %.1f GiB: set PAIRS_JAVA_OPTS=-Xmx%dg%s",
                    what, besideBytes / GIB, maxHeapBytes / GIB, gib, atLeast ? " or more" : ""));
        }
        throw new InvalidInputException(String.format(Locale.ROOT, "%s has %s%,d ticks, which need %s%,d bytes "
                + "(%.1f GiB) of heap in memory and %.1f GiB beside them; this heap has %.1f GiB: set "
                + "PAIRS_JAVA_OPTS=-Xmx%dg%s, or give --max-ticks N (up to %,d fit)", what,
                atLeast ? "more than " : "", ticks, atLeast ? "more than " : "", bytes, bytes / GIB, besideBytes / GIB,
                maxHeapBytes / GIB, gib, atLeast ? " or more" : "", fittingTicks()));
    }
}
