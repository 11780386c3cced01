package org.pairsbench.harness.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.reference.NullEngineFactory;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.reference.ReferenceEngineFactory;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.driver.Clock;
import org.pairsbench.harness.driver.Driver;
import org.pairsbench.harness.driver.DriverProgress;
import org.pairsbench.harness.driver.EngineFailure;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.harness.measure.LatencyRecorder;
import org.pairsbench.harness.sink.AnswerLog;
import org.pairsbench.harness.sink.AnswerSink;
import org.pairsbench.harness.sink.FincosSinkLog;
import org.pairsbench.harness.sink.KitAnswerLog;
import org.pairsbench.harness.sink.SinkReport;

/**
 * The harness's own benchmarks: how fast the driver injects into an engine
 * that does nothing, how close paced sends land to their schedule, and what the sink costs the engine's
 * thread. Each runs a warm-up round and then measured rounds, and reports the median.
 */
public final class HarnessBenchmarks {

    private static final int ROUNDS = 5;

    private HarnessBenchmarks() {
    }

    /** Flat-out injection into the do-nothing engine. */
    public record Injection(long ticks, double medianTicksPerSecond, double bestTicksPerSecond) {
    }

    public static Injection inject(long ticks) throws EngineFailure {
        return inject(() -> new SyntheticTicks(ticks, 1));
    }

    /**
     * Flat-out replay of a tick data set (file or directory) into the do-nothing engine, read and parsed anew
     * each round: the work FINCoS's driver does when it replays a file, so the two compare like for like.
     */
    public static Injection injectFromFiles(Path ticks) throws EngineFailure {
        List<Path> files = TickFiles.resolve(ticks);
        return inject(() -> TickFiles.open(files));
    }

    private static Injection inject(Supplier<TickSource> source) throws EngineFailure {
        double[] rates = new double[ROUNDS];
        long count = 0;
        for (int round = -1; round < ROUNDS; round++) {
            NullEngineFactory.NullEngine engine = new NullEngineFactory.NullEngine();
            Driver driver = new Driver(Clock.SYSTEM, engine, new TriggerTable(), new DriverProgress(),
                    new SingleWriterRecorder(3));
            long t0 = System.nanoTime();
            try (TickSource ticks = source.get()) {
                driver.run(ticks, Pacing.flatOutPacing(), t0, () -> false);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            count = engine.ticks();
            if (round >= 0) {
                rates[round] = count / seconds;
            }
        }
        Arrays.sort(rates);
        return new Injection(count, rates[ROUNDS / 2], rates[ROUNDS - 1]);
    }

    /** Lateness of paced sends (actual minus scheduled) at one constant rate, ns. */
    public record PacingAccuracy(double ratePerSecond, long ticks, double achievedPerSecond, long p50Ns, long p99Ns,
                                 long p999Ns, long maxNs) {
    }

    /**
     * Paces {@code ratePerSecond} ticks per second for {@code seconds} into the do-nothing engine: one tick per
     * ms of tickTS replayed with rate factor rate/1000, so every tick has its own due time.
     */
    public static PacingAccuracy pacing(double ratePerSecond, double seconds) throws EngineFailure {
        long ticks = Math.round(ratePerSecond * seconds);
        SingleWriterRecorder lateness = new SingleWriterRecorder(3);
        Driver driver = new Driver(Clock.SYSTEM, new NullEngineFactory.NullEngine(), new TriggerTable(),
                new DriverProgress(), lateness);
        // Warm-up: a tenth of the time, not recorded.
        driver.run(new SyntheticTicks(ticks / 10, 1), Pacing.scaled(ratePerSecond / 1000), System.nanoTime(), () -> false);
        lateness.getIntervalHistogram();
        long t0 = System.nanoTime() + 1_000_000;
        driver.run(new SyntheticTicks(ticks, 1), Pacing.scaled(ratePerSecond / 1000), t0, () -> false);
        double elapsed = (System.nanoTime() - t0) / 1e9;
        Histogram h = lateness.getIntervalHistogram();
        return new PacingAccuracy(ratePerSecond, ticks, ticks / elapsed, h.getValueAtPercentile(50),
                h.getValueAtPercentile(99), h.getValueAtPercentile(99.9), h.getMaxValue());
    }

    /**
     * Engine-side throughput with each way of taking the answers.
     *
     * @param sendPerSecond     ticks per second the driver achieved: the engine's view
     * @param endToEndPerSecond the same including the time to write the last answer
     * @param overheadPercent   how much lower sendPerSecond is than with a listener that does nothing
     */
    public record SinkCost(String engine, String variant, long answers, double sendPerSecond,
                           double endToEndPerSecond, double overheadPercent) {
    }

    private static final String[] SINK_VARIANTS = {"listener that does nothing", "sink, no log",
        "sink + answer log", "sink + answer log + FINCoS log"};

    /**
     * Two engines: one that answers every tick (the sink's worst case, far above Pairs's answer rate), and the
     * reference engine on the SF 1 smoke stream (Pairs's own answer rate), each taken over in memory first.
     */
    public static List<SinkCost> sink(long ticks, Path dir, List<StockTick> pairsStream, List<Strategy> pairsStrategies)
            throws Exception {
        List<SinkCost> results = new ArrayList<>();
        List<StockTick> synthetic = new ArrayList<>();
        new SyntheticTicks(ticks, 1).forEachRemaining(synthetic::add);
        results.addAll(sinkCosts("answers every tick", synthetic, AnsweringEngine::new, List.of(), dir));
        results.addAll(sinkCosts(ReferenceEngineFactory.NAME + ", SF 1 smoke", pairsStream, ReferenceEngine::new,
                pairsStrategies, dir));
        return results;
    }

    private static List<SinkCost> sinkCosts(String engineName, List<StockTick> stream, Supplier<Engine> engines,
                                            List<Strategy> strategies, Path dir) throws Exception {
        // Rounds go round-robin over the variants after a warm-up of each, so JIT warm-up and the machine's
        // background load fall on all variants alike.
        int variants = SINK_VARIANTS.length;
        double[][] send = new double[variants][ROUNDS];
        double[][] total = new double[variants][ROUNDS];
        long[] answers = new long[variants];
        for (int round = -1; round < ROUNDS; round++) {
            for (int v = 0; v < variants; v++) {
                double[] r = sinkRound(v, stream, engines.get(), strategies, dir);
                answers[v] = (long) r[2];
                if (round >= 0) {
                    send[v][round] = r[0];
                    total[v][round] = r[1];
                }
            }
        }
        List<SinkCost> results = new ArrayList<>();
        double baseline = 0;
        for (int v = 0; v < variants; v++) {
            Arrays.sort(send[v]);
            Arrays.sort(total[v]);
            double median = send[v][ROUNDS / 2];
            if (v == 0) {
                baseline = median;
            }
            results.add(new SinkCost(engineName, SINK_VARIANTS[v], answers[v], median, total[v][ROUNDS / 2],
                    100 * (1 - median / baseline)));
        }
        return results;
    }

    /** One flat-out pass; returns {send rate, end-to-end rate, answers}. */
    private static double[] sinkRound(int variant, List<StockTick> stream, Engine engine, List<Strategy> strategies,
                                      Path dir) throws Exception {
        TriggerTable triggers = new TriggerTable();
        AnswerSink sink = null;
        long[] counted = new long[1];
        if (variant == 0) {
            engine.deploy(strategies, new AnswerListener() {
                @Override
                public void onIndicator(Indicator indicator) {
                    counted[0]++;
                }

                @Override
                public void onOrder(MarketOrder order) {
                    counted[0]++;
                }
            });
        } else {
            List<AnswerLog> logs = new ArrayList<>();
            if (variant >= 2) {
                logs.add(new KitAnswerLog(dir.resolve("bench-answers.log"), Map.of()));
            }
            if (variant == 3) {
                logs.add(new FincosSinkLog(dir.resolve("bench-sink.log"), "bench", new Date()));
            }
            sink = new AnswerSink(Clock.SYSTEM, triggers, new LatencyRecorder(t -> true), logs, AnswerSink.DEFAULT_CAPACITY);
            sink.start();
            engine.deploy(strategies, sink);
        }
        Driver driver = new Driver(Clock.SYSTEM, engine, triggers, new DriverProgress(), new SingleWriterRecorder(3));
        long t0 = System.nanoTime();
        driver.run(TickSource.of(stream), Pacing.flatOutPacing(), t0, () -> false);
        engine.finish();
        long sent = System.nanoTime();
        long answers = counted[0];
        if (sink != null) {
            SinkReport report = sink.close();
            if (!report.complete()) {
                throw new IllegalStateException("sink benchmark lost answers: " + report);
            }
            answers = report.received();
        }
        long done = System.nanoTime();
        engine.close();
        int n = stream.size();
        return new double[] {n / ((sent - t0) / 1e9), n / ((done - t0) / 1e9), answers};
    }
}
