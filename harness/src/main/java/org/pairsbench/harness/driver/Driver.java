package org.pairsbench.harness.driver;

import java.util.function.BooleanSupplier;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;

/**
 * Sends a tick stream to an engine on an open-loop schedule (or flat out), one thread, never dropping.
 * Every tick gets TS = its scheduled send time, so a tick that leaves late because the engine held the
 * driver up still counts its latency from when it should have left (no coordinated omission); lateness
 * (actual minus scheduled send) is recorded separately. Flat out, TS is the actual send time.
 */
public final class Driver {

    private final Clock clock;
    private final Engine engine;
    private final TriggerTable triggers;
    private final DriverProgress progress;
    private final SingleWriterRecorder lateness;

    /** @param lateness receives actual minus scheduled send time in ns for every paced tick (driver thread only) */
    public Driver(Clock clock, Engine engine, TriggerTable triggers, DriverProgress progress,
                  SingleWriterRecorder lateness) {
        this.clock = clock;
        this.engine = engine;
        this.triggers = triggers;
        this.progress = progress;
        this.lateness = lateness;
    }

    /**
     * Sends ticks until the source ends or {@code stop} says so (checked before each tick).
     *
     * @param startNanos the clock reading tickTS 0 maps to (paced); ignored flat out
     * @return the number of ticks sent
     */
    public long run(TickSource source, Pacing pacing, long startNanos, BooleanSupplier stop) throws EngineFailure {
        Pacer pacer = new Pacer(clock, startNanos, pacing.rateFactor());
        boolean paced = !pacing.flatOut();
        long sent = 0;
        while (source.hasNext() && !stop.getAsBoolean()) {
            StockTick tick = source.next();
            long ts;
            long actual;
            if (paced) {
                ts = pacer.scheduledNanos(tick.tickTS());
                progress.due(ts);
                actual = pacer.awaitUntil(ts);
                lateness.recordValue(actual - ts);
            } else {
                actual = clock.nanoTime();
                ts = actual;
            }
            triggers.offer(tick.tickTS(), ts, actual);
            progress.enter("send", actual);
            try {
                engine.send(tick, ts);
            } catch (Exception | Error e) {
                progress.leave();
                throw new EngineFailure("engine threw in send() of tick #" + (sent + 1) + " (tickTS " + tick.tickTS()
                        + "): " + e, e);
            }
            progress.leave();
            progress.sent(++sent);
        }
        return sent;
    }
}
