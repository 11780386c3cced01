package org.pairsbench.validation.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.validation.ExpectedAnswers;
import org.pairsbench.validation.InputsDigest;
import org.pairsbench.validation.input.TickScanner;
import org.pairsbench.reference.computation.ReferenceComputation;

/**
 * Measures the validator's speed on a real data set, on one thread: parsing the tick files alone (core's
 * String-based reader and the validator's byte-level scanner), the reference computation alone over ticks held
 * in memory (the best of a few passes, after a warm-up), and scan, computation and input hashing together as
 * {@code pairs validate} runs them. Prints ticks/s for each.
 */
public final class ReferenceBenchmark {

    /** Figures of one benchmark run. */
    public record Figures(long ticks, long answers, double coreParseSeconds, double parseSeconds,
                          long computedTicks, double computeSeconds, double endToEndSeconds) {

        /** Core's String-based TickFiles reader, for comparison. */
        public double coreParseTicksPerSecond() {
            return ticks / coreParseSeconds;
        }

        /** The validator's byte-level TickScanner. */
        public double parseTicksPerSecond() {
            return ticks / parseSeconds;
        }

        public double computeTicksPerSecond() {
            return computedTicks / computeSeconds;
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
     */
    public static Figures run(List<Path> tickFiles, List<Strategy> strategies, int memoryLimit, int passes,
                              PrintWriter progress) {
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
        long[] sum = new long[1];
        start = System.nanoTime();
        TickScanner.scan(tickFiles, probe.symbols(), (symbolId, price, tickTS) -> sum[0] += price, null);
        double parseSeconds = seconds(start);
        progress.printf(Locale.ROOT, "parse, TickScanner (byte level): %,d ticks in %.2f s (checksum %d)%n",
                ticks, parseSeconds, sum[0]);

        // Compute phase: symbols resolved to ids beforehand, so only the oracle's own work is timed.
        int n = (int) Math.min(ticks, memoryLimit);
        int[] symbol = new int[n];
        int[] price = new int[n];
        long[] tickTS = new long[n];
        try (TickSource source = TickFiles.open(tickFiles)) {
            for (int i = 0; i < n; i++) {
                StockTick t = source.next();
                symbol[i] = probe.symbolId(t.symbol());
                price[i] = t.price();
                tickTS[i] = t.tickTS();
            }
        }
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

        start = System.nanoTime();
        ExpectedAnswers expected = ExpectedAnswers.compute(tickFiles, strategies, "benchmark",
                InputsDigest.newDigests(tickFiles.size()));
        double endToEnd = seconds(start);
        progress.printf(Locale.ROOT, "end to end (scan, compute, SHA-256 of the inputs): %,d ticks in %.2f s, "
                + "%,d answers%n", expected.ticks(), endToEnd, expected.answers().size());
        return new Figures(ticks, expected.answers().size(), coreParseSeconds, parseSeconds, n, best, endToEnd);
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }

}
