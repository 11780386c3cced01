package org.pairsbench.datagen;

import java.util.ArrayDeque;
import java.util.concurrent.Future;
import org.pairsbench.core.concurrent.Workers;

/**
 * The generator alone, without formatting or files ({@code pairs datagen --no-files}): the stream of a data set
 * generated as {@code pairs datagen} generates it (markets on worker threads, merged on the calling thread), with
 * a checksum over every field so that no work can be skipped, and equal to that of the same stream from
 * {@link TickGenerator}.
 */
public final class GeneratorSpeed {

    /**
     * @param checksum the sum over the ticks of tickTS + price + size + the symbol's String hashCode
     */
    public record Result(long ticks, long checksum, long nanos, int threads) {
        public double seconds() {
            return nanos / 1e9;
        }

        public double ticksPerSecond() {
            return ticks / seconds();
        }
    }

    private GeneratorSpeed() {
    }

    /** Generates the stream of {@code parameters} on {@code threads} threads in all, the caller's included (1: it alone). */
    public static Result measure(DatagenParameters parameters, int threads) {
        long start = System.nanoTime();
        long ticks = 0;
        long checksum = 0;
        try (Workers workers = Workers.withCaller(threads, "pairs-datagen")) {
            TickBlocks blocks = TickBlocks.open(parameters, workers);
            String[] symbols = blocks.symbols();
            int[] symbolHash = new int[symbols.length];
            for (int i = 0; i < symbols.length; i++) {
                symbolHash[i] = symbols[i].hashCode();
            }
            // The fields are read on the workers, as datagen's formatting reads them, a few blocks behind the merge.
            ArrayDeque<Future<Long>> summing = new ArrayDeque<>();
            for (MergedBlock block = blocks.next(); block != null; block = blocks.next()) {
                MergedBlock merged = block;
                summing.add(workers.submit(() -> checksum(merged, symbolHash)));
                ticks += block.count();
                if (summing.size() > 2 * threads) {
                    checksum += workers.help(summing.poll());
                }
            }
            while (!summing.isEmpty()) {
                checksum += workers.help(summing.poll());
            }
        }
        return new Result(ticks, checksum, System.nanoTime() - start, threads);
    }

    private static long checksum(MergedBlock block, int[] symbolHash) {
        long sum = 0;
        for (int i = 0; i < block.count(); i++) {
            TickBlock source = block.source(i);
            int at = block.position(i);
            sum += source.tickTS[at] + source.price[at] + source.size[at] + symbolHash[source.symbol[at]];
        }
        return sum;
    }
}
