package org.pairsbench.validation.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
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
 * Measures the validator's speed on a real data set: parsing the tick files alone (core's String-based reader;
 * the validator's byte-level scanner on one thread and on {@code threads}), the reference computation alone over
 * ticks held in memory (the best of a few passes, after a warm-up), and scan, computation and input hashing
 * together as {@code pairs validate} runs them, on one thread and on {@code threads}. Prints ticks/s for each.
 */
public final class ReferenceBenchmark {

    /** Figures of one benchmark run; the one-thread figures equal the others when {@code threads} is 1. */
    public record Figures(long ticks, long answers, int threads, double coreParseSeconds, double parseOneThreadSeconds,
                          double parseSeconds, long computedTicks, double computeSeconds,
                          double endToEndOneThreadSeconds, double endToEndSeconds) {

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
        progress.printf("parse: reading %d tick file(s)...%n", tickFiles.size());
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
        TickScanner.scan(tickFiles, probe.symbols(), (symbolId, p, t) -> {
            int i = loaded[0];
            if (i < n) {
                symbol[i] = symbolId;
                price[i] = p;
                tickTS[i] = t;
                loaded[0] = i + 1;
            }
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
        return new Figures(ticks, parallel.answers(), threads, coreParseSeconds, parseOneThreadSeconds,
                parseSeconds, n, best, oneThread.seconds(), parallel.seconds());
    }

    private record EndToEnd(double seconds, long answers) {
    }

    /** The byte-level scanner alone on {@code threads} threads; its time in seconds. */
    private static double scan(List<Path> tickFiles, String[] symbols, int threads, long ticks, PrintWriter progress) {
        long[] sum = new long[1];
        long start = System.nanoTime();
        TickScanner.scan(tickFiles, symbols, (symbolId, price, tickTS) -> sum[0] += price, null, threads);
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
