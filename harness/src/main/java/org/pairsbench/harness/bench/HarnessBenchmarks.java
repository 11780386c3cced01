package org.pairsbench.harness.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.core.engine.AnswerListener;
import org.pairsbench.core.engine.Engine;
import org.pairsbench.core.model.Indicator;
import org.pairsbench.core.model.MarketOrder;
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
import org.pairsbench.harness.sink.SinkReport;

/**
 * The harness's own benchmarks (issue 5, "Measurement quality"): how fast the driver injects into an engine
 * that does nothing, how close paced sends land to their schedule, and what the sink costs the engine's
 * thread. Each runs a warm-up round and then measured rounds, and reports the median.
 */
public final class HarnessBenchmarks {

    private static final int ROUNDS = 3;

    private HarnessBenchmarks() {
    }

    /** Flat-out injection into the do-nothing engine. */
    public record Injection(long ticks, double medianTicksPerSecond, double bestTicksPerSecond) {
    }

    public static Injection inject(long ticks) throws EngineFailure {
        double[] rates = new double[ROUNDS];
        for (int round = -1; round < ROUNDS; round++) {
            NullEngineFactory.NullEngine engine = new NullEngineFactory.NullEngine();
            Driver driver = new Driver(Clock.SYSTEM, engine, new TriggerTable(), new DriverProgress(),
                    new SingleWriterRecorder(3));
            long t0 = System.nanoTime();
            driver.run(new SyntheticTicks(ticks, 1), Pacing.flatOutPacing(), t0, () -> false);
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (round >= 0) {
                rates[round] = ticks / seconds;
            }
        }
        Arrays.sort(rates);
        return new Injection(ticks, rates[ROUNDS / 2], rates[ROUNDS - 1]);
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
     * Engine-side throughput of an engine that answers every tick, with each way of taking the answers.
     *
     * @param sendPerSecond ticks (= answers) per second the driver achieved, the engine's view
     * @param endToEndPerSecond the same including the time to write the last answer
     * @param overheadPercent how much lower sendPerSecond is than with a listener that does nothing
     */
    public record SinkCost(String variant, double sendPerSecond, double endToEndPerSecond, double overheadPercent) {
    }

    public static List<SinkCost> sink(long ticks, Path dir) throws Exception {
        List<SinkCost> results = new ArrayList<>();
        String[] variants = {"listener that does nothing", "sink, no log", "sink + FINCoS sink log"};
        double baseline = 0;
        for (int v = 0; v < variants.length; v++) {
            double[] send = new double[ROUNDS];
            double[] total = new double[ROUNDS];
            for (int round = -1; round < ROUNDS; round++) {
                double[] r = sinkRound(v, ticks, dir);
                if (round >= 0) {
                    send[round] = r[0];
                    total[round] = r[1];
                }
            }
            Arrays.sort(send);
            Arrays.sort(total);
            double median = send[ROUNDS / 2];
            if (v == 0) {
                baseline = median;
            }
            results.add(new SinkCost(variants[v], median, total[ROUNDS / 2], 100 * (1 - median / baseline)));
        }
        return results;
    }

    private static double[] sinkRound(int variant, long ticks, Path dir) throws Exception {
        TriggerTable triggers = new TriggerTable();
        Engine engine = new AnsweringEngine();
        AnswerSink sink = null;
        if (variant == 0) {
            engine.deploy(List.of(), new AnswerListener() {
                @Override
                public void onIndicator(Indicator indicator) {
                }

                @Override
                public void onOrder(MarketOrder order) {
                }
            });
        } else {
            List<AnswerLog> logs = variant == 2 ? List.of(fincos(dir)) : List.of();
            sink = new AnswerSink(Clock.SYSTEM, triggers, new LatencyRecorder(t -> true), logs, AnswerSink.DEFAULT_CAPACITY);
            sink.start();
            engine.deploy(List.of(), sink);
        }
        Driver driver = new Driver(Clock.SYSTEM, engine, triggers, new DriverProgress(), new SingleWriterRecorder(3));
        long t0 = System.nanoTime();
        driver.run(new SyntheticTicks(ticks, 1), Pacing.flatOutPacing(), t0, () -> false);
        long sent = System.nanoTime();
        if (sink != null) {
            SinkReport report = sink.close();
            if (!report.complete()) {
                throw new IllegalStateException("sink benchmark lost answers: " + report);
            }
        }
        long done = System.nanoTime();
        return new double[] {ticks / ((sent - t0) / 1e9), ticks / ((done - t0) / 1e9)};
    }

    private static AnswerLog fincos(Path dir) throws IOException {
        return new FincosSinkLog(dir.resolve("bench-sink.log"), "bench", new Date());
    }
}
