package org.pairsbench.datagen;

import java.util.ArrayDeque;
import java.util.concurrent.Future;
import org.pairsbench.core.concurrent.Workers;

/**
 * The tick files' text of a stream, made in parallel and handed over in order: workers generate the markets'
 * blocks ({@link TickBlocks}) and format merged blocks into each file's lines ({@link BlockText}); the calling
 * thread merges, and receives the formatted blocks in stream order, so what it writes and hashes is the same
 * for any number of threads (spec/datagen.md: same parameters and seed, byte-identical files).
 */
final class TickTexts {

    /** Merged blocks in formatting at most. */
    private static final int MAX_AHEAD = 16;

    /** Takes the formatted blocks in stream order, on the calling thread. */
    @FunctionalInterface
    interface Sink {
        void accept(BlockText block);
    }

    private TickTexts() {
    }

    /**
     * Generates the stream of {@code parameters} split over {@code fileCount} files into {@code sink}, telling
     * {@code progress} the ticks handed over every {@link DatasetWriter#PROGRESS_STEP} or so and at the end.
     *
     * @param threads threads in all: the caller and {@code threads - 1} workers; 1: everything on the caller
     * @return the number of ticks
     */
    static long produce(DatagenParameters parameters, int fileCount, int threads, Sink sink,
                        DatasetWriter.Progress progress) {
        try (Workers workers = Workers.withCaller(threads, "pairs-datagen")) {
            TickBlocks blocks = TickBlocks.open(parameters, workers);
            byte[][] symbols = blocks.symbolBytes();
            // Enough blocks in formatting to keep every worker busy while the caller writes the oldest; bounded, so
            // memory does not grow with the processors.
            int ahead = Math.min(2 * threads, MAX_AHEAD);
            ArrayDeque<Future<BlockText>> formatting = new ArrayDeque<>();
            long count = 0;
            for (MergedBlock block = blocks.next(); block != null; block = blocks.next()) {
                MergedBlock merged = block;
                formatting.add(workers.submit(() -> BlockText.format(merged, fileCount, symbols)));
                if (formatting.size() > ahead) {
                    count = handOver(workers.help(formatting.poll()), fileCount, count, sink, progress);
                }
            }
            while (!formatting.isEmpty()) {
                count = handOver(workers.help(formatting.poll()), fileCount, count, sink, progress);
            }
            progress.written(count);
            return count;
        }
    }

    private static long handOver(BlockText block, int fileCount, long before, Sink sink,
                                 DatasetWriter.Progress progress) {
        sink.accept(block);
        long after = before;
        for (int f = 0; f < fileCount; f++) {
            after += block.ticks(f);
        }
        if (after / DatasetWriter.PROGRESS_STEP != before / DatasetWriter.PROGRESS_STEP) {
            progress.written(after);
        }
        return after;
    }
}
