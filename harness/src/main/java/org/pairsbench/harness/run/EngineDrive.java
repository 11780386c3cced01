package org.pairsbench.harness.run;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickReadAhead;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.PartTicks;
import org.pairsbench.harness.driver.Clock;
import org.pairsbench.harness.driver.Driver;
import org.pairsbench.harness.driver.DriverProgress;
import org.pairsbench.harness.driver.EngineFailure;
import org.pairsbench.harness.driver.Pacer;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.driver.TriggerTable;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.measure.HeapHighWater;
import org.pairsbench.harness.measure.LatencyRecorder;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondSampler;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.sink.AnswerLog;
import org.pairsbench.harness.sink.AnswerSink;
import org.pairsbench.harness.sink.SinkReport;

/**
 * Drives one engine through one run and ends it cleanly whatever happens. The engine's calls (deploy, send,
 * finish) run on one driver thread, as the {@link Engine} contract asks; the calling thread watches it: an
 * engine call that does not return within the stall timeout, an exception from the engine, a sink that cannot
 * write, or a stop request (Ctrl-C) all end the drive early. Every ending flushes and completes the logs and
 * returns the measurements up to that point.
 */
public final class EngineDrive {

    /** Time between deploy returning and tickTS 0, so the first ticks are not late by construction. */
    static final long START_LEAD_NANOS = 20_000_000;
    /**
     * The lead with driver processes: the start travels to them through the transport (a broker's hop), so they
     * get it well before the first tick is due.
     */
    static final long REMOTE_START_LEAD_NANOS = 250_000_000;
    /** How often the coordinator looks at its driver processes while they drive. */
    private static final long REMOTE_WATCH_MILLIS = 50;
    private static final long WATCH_INTERVAL_MILLIS = 50;
    private static final long CLOSE_TIMEOUT_MILLIS = 10_000;

    private final Clock clock;
    private final int sinkCapacity;
    private volatile String stopReason;
    /** The engine's description once deploy returned; null before. */
    private volatile String describedAfterDeploy;
    private Consumer<SecondStats> secondListener = row -> { };
    /** Driver processes that send the ticks instead of this process's driver, or null. */
    private RemoteDrivers remote;

    public EngineDrive(Clock clock, int sinkCapacity) {
        this.clock = clock;
        this.sinkCapacity = sinkCapacity;
    }

    public EngineDrive() {
        this(Clock.SYSTEM, AnswerSink.DEFAULT_CAPACITY);
    }

    /** Receives each per-second row during the run, on the sampler's thread (for a progress display). */
    public void onSecond(Consumer<SecondStats> listener) {
        this.secondListener = listener;
    }

    /**
     * The ticks are sent by driver processes (spec/execution.md section 14): after deploy the drive waits for them
     * to join, starts them, and waits for their reports; its lateness is the merge of theirs.
     */
    public void drivenBy(RemoteDrivers drivers) {
        this.remote = drivers;
    }

    /** Asks the drive to end after the tick in flight (any thread; the Ctrl-C hook uses it). */
    public void requestStop(String reason) {
        stopReason = reason;
    }

    public DriveOutcome run(DrivePlan plan, Engine engine) throws IOException, InterruptedException {
        Files.createDirectories(plan.runDir());
        try (HeapHighWater heap = HeapHighWater.open()) {
            return drive(plan, engine, heap);
        }
    }

    private DriveOutcome drive(DrivePlan plan, Engine engine, HeapHighWater heap)
            throws IOException, InterruptedException {
        // Opened here, so a missing tick file is a usage error before anything starts; then read ahead on a
        // thread of its own, so neither generating nor parsing ticks costs the driver's thread time.
        TickSource source = remote != null ? TickSource.of(List.of())
                : TickReadAhead.start(plan.ticks().get(), "pairs-ticks");
        String description = describe(engine);
        describedAfterDeploy = null;
        // The logs' headers are written at their first answer or their close: after deploy, when an engine behind
        // the protocol has named itself in its Ready record.
        Recording rec = record(plan, source, () -> describedAfterDeploy != null ? describedAfterDeploy : description);
        rec.sink.start();

        DriverThread body = new DriverThread(plan, source, engine, rec.sink, rec.sampler, rec.triggers, rec.progress,
                rec.lateness);
        Thread thread = new Thread(body, "pairs-driver");
        thread.setDaemon(true);
        thread.start();
        String stall = watch(thread, rec.progress, plan.stallTimeout().toNanos());
        Throwable stalledAt = null;
        if (stall != null) {
            stalledAt = FailureTrace.stalledAt(stall, thread);
            stopReason = stall;
            thread.interrupt();
            thread.join(1000);
        }
        Ending ending = ending(stall, body, rec);
        Throwable cause = stall != null ? stalledAt : body.failureCause;
        if (ending.status() == RunStatus.FAILED && cause != null
                && (stall != null || ending.failure().equals(body.failure))) {
            FailureTrace.write(plan.runDir(), cause);
        }
        double driveSeconds = body.started ? (clock.nanoTime() - body.startNanos) / 1e9 : 0;
        closeQuietly(engine);
        // The writer times the answers: drain it before the sampler takes its last interval.
        SinkReport sinkReport = rec.sink.close();
        if (body.started) {
            rec.sampler.stop();
        }
        ending = ending.failedIf(!rec.closeHlog(), "cannot write " + rec.hlogFile.target())
                // finish() promises every answer has been delivered (Engine contract); later ones break it.
                .failedIf(sinkReport.received() > body.receivedAtFinish, (sinkReport.received() - body.receivedAtFinish)
                        + " answers arrived after finish() returned")
                .failedIf(!sinkReport.complete(), sinkReport.failure());
        SecondSampler sampler = rec.sampler;
        org.HdrHistogram.Histogram lateness = sampler.lateness();
        org.HdrHistogram.Histogram latenessMi = sampler.latenessInMeasurementInterval();
        org.pairsbench.harness.measure.KeepingUp keepingUp = sampler.keepingUp();
        if (remote != null) {
            // The ticks left from the drivers: their lateness, merged, is the run's.
            lateness = LatencySummary.newHistogram();
            org.HdrHistogram.Histogram mi = LatencySummary.newHistogram();
            long backlog = 0;
            for (RemoteDrivers.Part part : remote.reports()) {
                lateness.add(part.lateness());
                mi.add(part.latenessMi());
                backlog = Math.max(backlog, part.backlogAtMiEndNanos());
            }
            latenessMi = mi;
            keepingUp = plan.pacing().flatOut() ? null : org.pairsbench.harness.measure.KeepingUp.judge(mi, backlog);
        }
        return new DriveOutcome(ending.status(), ending.failure(),
                describedAfterDeploy != null ? describedAfterDeploy : description, rec.progress.ticksSent(), driveSeconds,
                sinkReport, LatencySummary.of(sampler.measurementInterval(AnswerStream.INDICATOR)),
                LatencySummary.of(sampler.measurementInterval(AnswerStream.MARKET_ORDER)),
                LatencySummary.of(sampler.total(AnswerStream.INDICATOR)),
                LatencySummary.of(sampler.total(AnswerStream.MARKET_ORDER)),
                lateness, latenessMi, List.copyOf(sampler.rows()), body.badTicks, keepingUp, heap.peakBytes());
    }

    /**
     * Everything a drive records into: the answer logs behind the sink, the trigger table and latency recorders
     * the sink and driver fill, and the sampler writing the .hlog.
     */
    private record Recording(TriggerTable triggers, DriverProgress progress, SingleWriterRecorder lateness,
                             AnswerSink sink, PendingFile hlogFile, PrintStream hlogOut, SecondSampler sampler) {

        /** Closes the .hlog: kept when it was written whole, else discarded; returns which. */
        boolean closeHlog() {
            hlogOut.close();
            if (hlogOut.checkError()) {
                hlogFile.discard();
                return false;
            }
            hlogFile.commit();
            return true;
        }
    }

    /** Opens the recording of a drive; the tick source is closed when it cannot be (an answer log that fails). */
    private Recording record(DrivePlan plan, TickSource source, java.util.function.Supplier<String> description)
            throws IOException {
        TriggerTable triggers = new TriggerTable();
        DriverProgress progress = new DriverProgress();
        RateProfile profile = plan.profile();
        LatencyRecorder latency = new LatencyRecorder(profile.measurementInterval()::containsTrigger);
        SingleWriterRecorder lateness = new SingleWriterRecorder(LatencySummary.SIGNIFICANT_DIGITS);
        List<AnswerLog> logs;
        try {
            logs = plan.answerLogs().open(plan.runDir(), new Date(), description);
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
        AnswerSink sink = new AnswerSink(clock, triggers, latency, logs, sinkCapacity);
        PendingFile hlogFile = PendingFile.create(RunFile.LATENCY_HLOG.in(plan.runDir()));
        PrintStream hlogOut = new PrintStream(hlogFile.newOutputStream(), false, "US-ASCII");
        SecondSampler sampler = new SecondSampler(clock, latency, lateness, progress::ticksSent, sink::received,
                planned(plan.pacing(), profile), new HistogramLogWriter(hlogOut));
        sampler.onRow(secondListener);
        if (!plan.pacing().flatOut()) {
            double f = plan.pacing().rateFactor();
            sampler.judgeKeepingUpWithin(profile.measurementStartSeconds() / f, profile.measurementEndSeconds() / f,
                    progress::behindNanos);
        }
        return new Recording(triggers, progress, lateness, sink, hlogFile, hlogOut, sampler);
    }

    /** How a drive ended: its status, and the reason when it did not complete. */
    private record Ending(RunStatus status, String failure) {

        /** This ending, or FAILED for {@code why} when {@code failed} spoils a completed drive. */
        Ending failedIf(boolean failed, String why) {
            return status == RunStatus.COMPLETED && failed ? new Ending(RunStatus.FAILED, why) : this;
        }
    }

    /** The ending the driver thread left, the first cause winning: a stall, the engine, the sink, a stop. */
    private Ending ending(String stall, DriverThread body, Recording rec) {
        if (stall != null) {
            return new Ending(RunStatus.FAILED, stall);
        } else if (body.failure != null) {
            return new Ending(RunStatus.FAILED, body.failure);
        } else if (rec.sink.failure() != null) {
            return new Ending(RunStatus.FAILED, rec.sink.failure());
        } else if (stopReason != null) {
            return new Ending(RunStatus.INTERRUPTED, stopReason + " after " + rec.progress.ticksSent() + " ticks");
        } else if (!body.finished) {
            // Nothing recorded why, so it must not pass for a whole run.
            return new Ending(RunStatus.FAILED, "the driver ended before finish() returned, after "
                    + rec.progress.ticksSent() + " ticks");
        }
        return new Ending(RunStatus.COMPLETED, null);
    }

    /** Waits for the driver thread; returns the stall reason if an engine call outlived the timeout. */
    private String watch(Thread thread, DriverProgress progress, long timeoutNanos) throws InterruptedException {
        while (thread.isAlive()) {
            thread.join(WATCH_INTERVAL_MILLIS);
            long since = progress.engineCallSince();
            if (since != DriverProgress.IDLE && clock.nanoTime() - since > timeoutNanos) {
                return String.format(Locale.ROOT, "engine stalled: %s() did not return within %.1f s (after %d ticks)",
                        progress.engineCall(), timeoutNanos / 1e9, progress.ticksSent());
            }
        }
        return null;
    }

    /** Planned ticks between two run times: the profile's integral over the simulation time they map to. */
    private static java.util.function.DoubleBinaryOperator planned(Pacing pacing, RateProfile profile) {
        if (pacing.flatOut()) {
            return (from, to) -> Double.NaN;
        }
        double f = pacing.rateFactor();
        return (from, to) -> profile.expectedTicks(from * f, to * f);
    }

    /** The engine's description, or its class's name when it has none to give (null, blank, or a failure). */
    static String describe(Engine engine) {
        try {
            String description = engine.description();
            return description == null || description.isBlank() ? engine.getClass().getName()
                    : InvalidInputException.oneLine(description);
        } catch (RuntimeException | LinkageError e) {
            return engine.getClass().getName();
        }
    }

    /** Closes the engine on a helper thread so a hung close cannot hang the ending. */
    private static void closeQuietly(Engine engine) throws InterruptedException {
        Thread closer = new Thread(() -> {
            try {
                engine.close();
            } catch (Exception e) {
                // The run's verdict is already decided; a failing close changes nothing the report says.
            }
        }, "pairs-engine-close");
        closer.setDaemon(true);
        closer.start();
        closer.join(CLOSE_TIMEOUT_MILLIS);
    }

    /** deploy, drive, finish: the engine's one thread. */
    private final class DriverThread implements Runnable {
        private final DrivePlan plan;
        private final TickSource ticks;
        private final Engine engine;
        private final AnswerSink sink;
        private final SecondSampler sampler;
        private final TriggerTable triggers;
        private final DriverProgress progress;
        private final SingleWriterRecorder lateness;
        volatile String failure;
        /** What threw, when {@link #failure} comes from an exception: its trace goes to the run folder. */
        volatile Throwable failureCause;
        /** A malformed tick file that ended the drive: the user's input, not the engine's failure. */
        volatile InvalidInputException badTicks;
        volatile boolean started;
        volatile boolean finished;
        /** Answers the sink had received when finish() returned. */
        volatile long receivedAtFinish;
        volatile long startNanos;
        /** The engine's description once deployed, or null if deploy did not return. */

        private void finish() {
            progress.enter("finish", clock.nanoTime());
            try {
                engine.finish();
                receivedAtFinish = sink.received();
                finished = true;
            } catch (Exception | Error e) {
                fail("engine threw in finish(): " + e, e);
            } finally {
                progress.leave();
            }
        }

        /**
         * The drive of driver processes: waits for them to join, fixes the start, walks the stream's arrival times
         * for the trigger table (every trigger's TS is its due time, whichever driver sends it), starts them, and
         * waits for their reports. A stop request or a sink failure stops them; they still end their parts and
         * report, so the engine finishes on the ticks they sent. Returns false when the drive failed.
         */
        private boolean driveRemotely() {
            progress.enter("drivers", clock.nanoTime());
            try {
                remote.awaitJoined();
            } catch (InterruptedException e) {
                // The watch gave up on the drive (a stall): it has its reason.
                return false;
            } catch (Exception e) {
                fail(e.getMessage(), e);
                return false;
            } finally {
                progress.leave();
            }
            startNanos = clock.nanoTime() + REMOTE_START_LEAD_NANOS;
            sampler.start(startNanos, System.currentTimeMillis() + (startNanos - clock.nanoTime()) / 1_000_000);
            started = true;
            Pacer pacer = new Pacer(clock, startNanos, plan.pacing().rateFactor());
            Thread walk = new Thread(() -> {
                PartTicks.walkTickTS(remote.stream(), tickTS -> {
                    long due = pacer.scheduledNanos(tickTS);
                    triggers.offer(tickTS, due, due);
                });
            }, "pairs-triggers");
            walk.setDaemon(true);
            walk.start();
            try {
                remote.start(startNanos);
            } catch (Exception e) {
                fail(e.getMessage(), e);
                return false;
            }
            boolean stopped = false;
            while (!remote.allReported()) {
                String f = remote.failure();
                if (f != null) {
                    failure = f;
                    return false;
                }
                if (!stopped && (stopReason != null || sink.failure() != null)) {
                    // A second ahead of the schedule, where no driver can be yet: every tick before it is sent,
                    // none after, so the engine gets a prefix of the stream.
                    long ahead = clock.nanoTime() + 1_000_000_000L - startNanos;
                    remote.stop((long) Math.ceil(ahead / 1e6 * plan.pacing().rateFactor()),
                            stopReason != null ? stopReason : sink.failure());
                    stopped = true;
                }
                progress.sent(remote.ticksSent());
                try {
                    Thread.sleep(REMOTE_WATCH_MILLIS);
                } catch (InterruptedException e) {
                    return false;
                }
            }
            progress.sent(remote.ticksSent());
            String f = remote.failure();
            if (f != null) {
                failure = f;
                return false;
            }
            return true;
        }

        DriverThread(DrivePlan plan, TickSource ticks, Engine engine, AnswerSink sink, SecondSampler sampler, TriggerTable triggers,
                     DriverProgress progress, SingleWriterRecorder lateness) {
            this.plan = plan;
            this.ticks = ticks;
            this.engine = engine;
            this.sink = sink;
            this.sampler = sampler;
            this.triggers = triggers;
            this.progress = progress;
            this.lateness = lateness;
        }

        @Override
        public void run() {
            try (TickSource source = ticks) {
                progress.enter("deploy", clock.nanoTime());
                try {
                    engine.deploy(plan.strategies(), sink);
                } catch (Exception | Error e) {
                    fail("engine threw in deploy(): " + e, e);
                    return;
                } finally {
                    progress.leave();
                }
                // An engine in another process (behind the protocol, or an engine server through Kafka) knows
                // its own name and version only once it has answered Ready.
                describedAfterDeploy = describe(engine);
                if (remote != null) {
                    if (!driveRemotely()) {
                        return;
                    }
                    finish();
                    return;
                }
                startNanos = clock.nanoTime() + (plan.pacing().flatOut() ? 0 : START_LEAD_NANOS);
                // The .hlog's StartTime is the wall-clock time of startNanos, where its interval offsets count
                // from; the run's start date, taken before deploy, is seconds earlier for Esper.
                sampler.start(startNanos, System.currentTimeMillis() + (startNanos - clock.nanoTime()) / 1_000_000);
                started = true;
                Driver driver = new Driver(clock, engine, triggers, progress, lateness);
                driver.run(source, plan.pacing(), startNanos, () -> stopReason != null || sink.failure() != null);
                finish();
            } catch (EngineFailure e) {
                // Its trace shows the driver's frames, then the engine's exception as the cause, whole.
                fail(e.getMessage(), e);
            } catch (InvalidInputException e) {
                badTicks = e;
                failure = "cannot read ticks: " + e.getMessage();
            } catch (UncheckedIOException e) {
                fail("cannot read ticks: " + e.getMessage(), e);
            } catch (RuntimeException | Error e) {
                // The engine's exceptions arrive as EngineFailure, so this is the harness's own failure.
                fail("the driver failed: " + e, e);
            }
        }

        /** Records why the drive failed and what threw; the cause is set first, so a reader of the reason has it. */
        private void fail(String reason, Throwable cause) {
            failureCause = cause;
            failure = reason;
        }
    }
}
