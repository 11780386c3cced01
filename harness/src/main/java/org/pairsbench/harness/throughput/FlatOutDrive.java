package org.pairsbench.harness.throughput;

import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickArray;

/**
 * Sends ticks held in memory to an engine as fast as it takes them, with no pacing and no latency measurement:
 * the first half warms the JIT, the figure is the second half's rate. Tick i is sent with TS = i, so the answers,
 * inputTS included, can be compared with the reference engine's on the same ticks.
 */
final class FlatOutDrive {

    /** Progress is told between runs of this many ticks: the sending loop itself stays as bare as it can. */
    private static final int PROGRESS_EVERY = 1 << 16;

    /**
     * What one drive measured.
     *
     * @param deploySeconds deploy() and the translation it does
     * @param warmUpRate    ticks/s of the first half
     * @param rate          ticks/s of the second half, finish() included
     * @param closeTimes    the second half's closes as a {@link CloseTimer} timed them; null when not timed
     */
    record Measured(String engineDescription, double deploySeconds, long ticks, double warmUpRate, double rate,
                    CloseTimer.Times closeTimes) {
    }

    private FlatOutDrive() {
    }

    /**
     * Deploys {@code strategies} on {@code engine} and sends every tick, the answers going to {@code answers}; the
     * sending is a step of {@code steps} (deployment is not: its time says nothing of the sending's). With
     * {@code timeCloses}, every send is timed by a {@link CloseTimer} (two clock reads per tick, in the rates too),
     * and the second half's closes are reported.
     */
    static Measured measure(Engine engine, List<Strategy> strategies, TickArray ticks, List<Answer> answers,
                            boolean timeCloses, ProgressSteps steps) throws Exception {
        CloseTimer timer = timeCloses ? new CloseTimer() : null;
        AnswerListener collect = AnswerListener.of(answers::add);
        long start = System.nanoTime();
        engine.deploy(strategies, timer == null ? collect : timer.listener(collect));
        double deploySeconds = (System.nanoTime() - start) / 1e9;
        long n = ticks.size();
        long half = n / 2;
        long t0;
        long t1;
        long t2;
        try (Progress progress = steps.start("sending the ticks", n, "ticks")) {
            t0 = System.nanoTime();
            send(engine, ticks, 0, half, timer, progress);
            if (timer != null) {
                timer.startRecording();
            }
            t1 = System.nanoTime();
            send(engine, ticks, half, n, timer, progress);
            engine.finish();
            t2 = System.nanoTime();
        }
        return new Measured(engine.description(), deploySeconds, n, half / ((t1 - t0) / 1e9),
                (n - half) / ((t2 - t1) / 1e9), timer == null ? null : timer.times());
    }

    /**
     * {@link #send(Engine, TickArray, long, long, Progress)}, each send between the timer's calls when there is a
     * timer: a loop of its own, so that the untimed one keeps no test per tick.
     */
    private static void send(Engine engine, TickArray ticks, long from, long to, CloseTimer timer, Progress progress)
            throws Exception {
        if (timer == null) {
            send(engine, ticks, from, to, progress);
            return;
        }
        for (long runStart = from; runStart < to; runStart += PROGRESS_EVERY) {
            long runEnd = Math.min(to, runStart + PROGRESS_EVERY);
            for (long i = runStart; i < runEnd; i++) {
                StockTick tick = ticks.get(i);
                timer.beforeSend();
                engine.send(tick, i);
                timer.afterSend();
            }
            progress.stepTo(runEnd);
        }
    }

    /** Sends ticks [from, to) as fast as the engine takes them, tick i with TS = i. */
    static void send(Engine engine, TickArray ticks, long from, long to, Progress progress) throws Exception {
        for (long runStart = from; runStart < to; runStart += PROGRESS_EVERY) {
            long runEnd = Math.min(to, runStart + PROGRESS_EVERY);
            for (long i = runStart; i < runEnd; i++) {
                engine.send(ticks.get(i), i);
            }
            progress.stepTo(runEnd);
        }
    }
}
