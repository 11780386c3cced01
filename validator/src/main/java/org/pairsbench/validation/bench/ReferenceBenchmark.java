package org.pairsbench.validation.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import java.util.Locale;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.validation.ExpectedAnswers;
import org.pairsbench.validation.InputsDigest;
import org.pairsbench.validation.input.TickScanner;
import org.pairsbench.reference.computation.ReferenceComputation;

/**
 * Measures the validator's speed on a real data set: reading the tick files alone, and reading them with their
 * SHA-256 (on one thread, as the scanner's reader thread does both), so that the time of the phases can be told
 * apart; parsing the tick files alone (core's String-based reader; the validator's byte-level scanner on one
 * thread and on {@code threads}), the reference computation alone over ticks held in memory (the best of a few
 * passes, after a warm-up), and scan, computation and input hashing together as {@code pairs validate} runs
 * them, on one thread and on {@code threads}. Prints bytes/s or ticks/s for each.
 */
public final class ReferenceBenchmark {

    /** Figures of one benchmark run; the one-thread figures equal the others when {@code threads} is 1. */
    public record Figures(long ticks, long answers, int threads, long bytes, double readSeconds,
                          double readHashSeconds, double coreParseSeconds, double parseOneThreadSeconds,
                          double parseSeconds, long computedTicks, double computeSeconds,
                          double endToEndOneThreadSeconds, double endToEndSeconds) {

        /** Reading the tick files' bytes alone, in the scanner's chunks: bytes per second. */
        public double readBytesPerSecond() {
            return bytes / readSeconds;
        }

        /** Reading the tick files' bytes and their SHA-256, on one thread: bytes per second. */
        public double readHashBytesPerSecond() {
            return bytes / readHashSeconds;
        }

        /** Core's String-based TickFiles reader, for comparison. */
        public double coreParseTicksPerSecond() {
            return ticks / coreParseSeconds;
        }

        /** The validator's byte-level TickScanner on one thread. */
        public double parseOneThreadTicksPerSecond() {
            return ticks / parseOneThreadSeconds;
        }

        /** The validator's byte-level TickScanner on {@link #threads()} threads. */
        public double parseTicksPerSecond() {
            return ticks / parseSeconds;
        }

        public double computeTicksPerSecond() {
            return computedTicks / computeSeconds;
        }

        public double endToEndOneThreadTicksPerSecond() {
            return ticks / endToEndOneThreadSeconds;
        }

        public double endToEndTicksPerSecond() {
            return ticks / endToEndSeconds;
        }
    }

    private ReferenceBenchmark() {
    }

    /**
     * @param memoryLimit at most this many ticks are held in memory for the compute phase (16 bytes each)
     * @param passes      passes of the compute phase; the first is a warm-up when there are several
     * @param threads     threads of the scanner (reading, hashing, parsing) in the parallel figures
     */
    public static Figures run(List<Path> tickFiles, List<Strategy> strategies, int memoryLimit, int passes,
                              int threads, PrintWriter progress) {
        progress.printf("read: %d tick file(s)...%n", tickFiles.size());
        progress.flush();
        long[] bytes = {0};
        // Each twice, the second timed: the first hashing of a JVM runs before the digest's loop is compiled.
        read(tickFiles, false, bytes);
        double readSeconds = read(tickFiles, false, bytes);
        read(tickFiles, true, bytes);
        double readHashSeconds = read(tickFiles, true, bytes);
        progress.printf(Locale.ROOT, "read (chunks of %d KiB, one thread): %,d bytes in %.2f s, %.2f GB/s; with "
                + "SHA-256: %.2f s, %.2f GB/s%n", READ_BUFFER >> 10, bytes[0], readSeconds, bytes[0] / readSeconds / 1e9,
                readHashSeconds, bytes[0] / readHashSeconds / 1e9);
        progress.flush();
        long start = System.nanoTime();
        long ticks = 0;
        long checksum = 0;
        try (TickSource source = TickFiles.open(tickFiles)) {
            while (source.hasNext()) {
                checksum += source.next().price();
                ticks++;
            }
        }
        double coreParseSeconds = seconds(start);
        progress.printf(Locale.ROOT, "parse, core TickFiles (String per tick): %,d ticks in %.2f s (checksum %d)%n",
                ticks, coreParseSeconds, checksum);
        progress.flush();

        ReferenceComputation probe = new ReferenceComputation(strategies, AnswerListener.of(a -> { }));
        double parseOneThreadSeconds = scan(tickFiles, probe.symbols(), 1, ticks, progress);
        double parseSeconds = threads == 1 ? parseOneThreadSeconds
                : scan(tickFiles, probe.symbols(), threads, ticks, progress);

        // Compute phase: symbols resolved to ids beforehand, so only the oracle's own work is timed.
        int n = (int) Math.min(ticks, memoryLimit);
        int[] symbol = new int[n];
        int[] price = new int[n];
        long[] tickTS = new long[n];
        int[] loaded = {0};
        TickScanner.scanRuns(tickFiles, probe.symbols(), (symbolIds, prices, times, count) -> {
            int take = Math.min(count, n - loaded[0]);
            System.arraycopy(symbolIds, 0, symbol, loaded[0], take);
            System.arraycopy(prices, 0, price, loaded[0], take);
            System.arraycopy(times, 0, tickTS, loaded[0], take);
            loaded[0] += take;
        }, null, threads);
        double best = Double.MAX_VALUE;
        long[] answers = new long[1];
        for (int pass = 0; pass < Math.max(1, passes); pass++) {
            answers[0] = 0;
            ReferenceComputation c = new ReferenceComputation(strategies, AnswerListener.of(a -> answers[0]++));
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                c.onTick(symbol[i], price[i], tickTS[i], Indicator.NO_TS);
            }
            double s = seconds(t0);
            progress.printf(Locale.ROOT, "compute pass %d: %,d ticks in %.2f s, %,d answers%n", pass + 1, n, s,
                    answers[0]);
            progress.flush();
            if (pass > 0 || passes <= 1) {
                best = Math.min(best, s);
            }
        }

        EndToEnd oneThread = endToEnd(tickFiles, strategies, 1, progress);
        EndToEnd parallel = threads == 1 ? oneThread : endToEnd(tickFiles, strategies, threads, progress);
        return new Figures(ticks, parallel.answers(), threads, bytes[0], readSeconds, readHashSeconds,
                coreParseSeconds, parseOneThreadSeconds, parseSeconds, n, best, oneThread.seconds(), parallel.seconds());
    }

    private record EndToEnd(double seconds, long answers) {
    }

    /** The size of the scanner's chunks ({@code ChunkReader.CHUNK}), read the way its reader reads them. */
    private static final int READ_BUFFER = 1 << 18;

    /**
     * Reads the files' bytes as the scanner's reader thread does, hashing them when {@code hash}; the time in
     * seconds. Sets {@code bytes[0]} to the bytes read.
     */
    private static double read(List<Path> tickFiles, boolean hash, long[] bytes) {
        byte[] buffer = new byte[READ_BUFFER];
        long start = System.nanoTime();
        long total = 0;
        for (Path file : tickFiles) {
            MessageDigest digest = hash ? InputsDigest.newDigests(1)[0] : null;
            try (InputStream in = Files.newInputStream(file)) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    total += n;
                    if (digest != null) {
                        digest.update(buffer, 0, n);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (digest != null) {
                digest.digest();
            }
        }
        bytes[0] = total;
        return seconds(start);
    }

    /** The byte-level scanner alone on {@code threads} threads; its time in seconds. */
    private static double scan(List<Path> tickFiles, String[] symbols, int threads, long ticks, PrintWriter progress) {
        long[] sum = new long[1];
        long start = System.nanoTime();
        TickScanner.scanRuns(tickFiles, symbols, (symbolIds, prices, tickTS, count) -> {
            for (int i = 0; i < count; i++) {
                sum[0] += prices[i];
            }
        }, null, threads);
        double seconds = seconds(start);
        progress.printf(Locale.ROOT, "parse, TickScanner (byte level, %d thread%s): %,d ticks in %.2f s (checksum %d)%n",
                threads, threads == 1 ? "" : "s", ticks, seconds, sum[0]);
        progress.flush();
        return seconds;
    }

    /** Scan, computation and SHA-256 of the inputs, as {@code pairs validate} runs them; the time in seconds. */
    private static EndToEnd endToEnd(List<Path> tickFiles, List<Strategy> strategies, int threads,
                                     PrintWriter progress) {
        long start = System.nanoTime();
        ExpectedAnswers expected = ExpectedAnswers.compute(tickFiles, strategies, "benchmark",
                InputsDigest.newDigests(tickFiles.size()), null, threads);
        double seconds = seconds(start);
        progress.printf(Locale.ROOT, "end to end (scan, compute, SHA-256 of the inputs; %d thread%s): %,d ticks in "
                + "%.2f s, %,d answers%n", threads, threads == 1 ? "" : "s", expected.ticks(), seconds,
                expected.answers().size());
        progress.flush();
        return new EndToEnd(seconds, expected.answers().size());
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }

}
