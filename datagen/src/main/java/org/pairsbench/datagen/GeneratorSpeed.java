package org.pairsbench.datagen;

import java.util.ArrayDeque;
import java.util.concurrent.Future;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.concurrent.Workers;

/**
 * The generator alone, without formatting or files ({@code pairs datagen --no-files}), with a checksum over every
 * field so that no work can be skipped. Two paths make the same stream and checksum: in blocks, as
 * {@code pairs datagen} generates it (markets on worker threads, merged on the calling thread), and tick by tick
 * on the calling thread ({@link TickGenerator}, {@code --tick-by-tick}), as {@code pairs run} generates the stream
 * it drives beside the engine and its validation regenerates it.
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

    /** Generates the stream of {@code parameters} tick by tick on the calling thread, through {@link TickGenerator}. */
    public static Result measureTickByTick(DatagenParameters parameters) {
        long start = System.nanoTime();
        long ticks = 0;
        long checksum = 0;
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            while (generator.hasNext()) {
                StockTick t = generator.next();
                checksum += t.tickTS() + t.price() + t.size() + t.symbol().hashCode();
                ticks++;
            }
        }
        return new Result(ticks, checksum, System.nanoTime() - start, 1);
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
