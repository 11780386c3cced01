package org.pairsbench.harness.measure;

import org.pairsbench.core.answers.AnswerStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.DoubleBinaryOperator;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.SingleWriterRecorder;
import org.pairsbench.harness.driver.Clock;

/**
 * Once a second of the run (on an absolute schedule from the run start), collects the interval histograms of
 * latency and lateness, the counters, CPU, heap and GC time into a {@link SecondStats} row, appends the
 * interval histograms to an .hlog, and accumulates the run totals. All histogram reading happens on the
 * sampler's one thread (or, after it stopped, on the thread that stopped it).
 */
public final class SecondSampler {

    static final long SECOND = 1_000_000_000L;
    /** Scales ns to ms in the .hlog's max column. */
    private static final double HLOG_UNIT_RATIO = 1e6;

    private final Clock clock;
    private final LatencyRecorder latency;
    private final SingleWriterRecorder lateness;
    private final LongSupplier ticksSent;
    private final LongSupplier answersReceived;
    private final DoubleBinaryOperator plannedTicks;
    private final HistogramLogWriter hlog;
    private final ProcessMetrics process = new ProcessMetrics();

    private final Map<AnswerStream, Histogram> total = new EnumMap<>(AnswerStream.class);
    private final Map<AnswerStream, Histogram> measurement = new EnumMap<>(AnswerStream.class);
    private final Histogram latenessTotal = LatencySummary.newHistogram();
    private final Histogram latenessMi = LatencySummary.newHistogram();
    private double miFromSeconds = Double.NaN;
    private double miToSeconds = Double.NaN;
    private java.util.function.LongUnaryOperator behindNanos = now -> 0;
    private long behindAtMiEndNanos;
    private final List<SecondStats> rows = new ArrayList<>();

    private java.util.function.Consumer<SecondStats> listener = row -> { };
    private long startNanos;
    private long intervalStartNanos;
    private long lastTicks;
    private long lastAnswers;
    private long lastCpu;
    private long lastGc;
    private Thread thread;
    private volatile boolean stopping;

    /**
     * @param plannedTicks expected ticks between two run times in seconds (the rate profile scaled by the
     *                     rate factor), or NaN when nothing is planned (flat out)
     * @param hlog         where interval histograms go, or null
     */
    public SecondSampler(Clock clock, LatencyRecorder latency, SingleWriterRecorder lateness, LongSupplier ticksSent,
                         LongSupplier answersReceived, DoubleBinaryOperator plannedTicks, HistogramLogWriter hlog) {
        this.clock = clock;
        this.latency = latency;
        this.lateness = lateness;
        this.ticksSent = ticksSent;
        this.answersReceived = answersReceived;
        this.plannedTicks = plannedTicks;
        this.hlog = hlog;
        for (AnswerStream s : AnswerStream.values()) {
            total.put(s, LatencySummary.newHistogram());
            measurement.put(s, LatencySummary.newHistogram());
        }
    }

    /**
     * Judges {@link #keepingUp()} by the seconds whose middle lies in [fromSeconds, toSeconds) of the run (the
     * measurement interval in run time), and the driver's backlog at the end of the last of them, read from
     * {@code behindNanos} (clock reading to how far behind schedule the driver is). Call before {@link #begin}.
     */
    public void judgeKeepingUpWithin(double fromSeconds, double toSeconds,
                                     java.util.function.LongUnaryOperator behindNanos) {
        this.miFromSeconds = fromSeconds;
        this.miToSeconds = toSeconds;
        this.behindNanos = behindNanos;
    }

    /** Receives every row as it is made, on the sampler's thread (progress display); must be quick. */
    public void onRow(java.util.function.Consumer<SecondStats> listener) {
        this.listener = listener;
    }

    /** Starts counting from {@code startNanos} (without a thread: the caller calls {@link #sample}). */
    public void begin(long startNanos, long epochMillis) {
        this.startNanos = startNanos;
        this.intervalStartNanos = startNanos;
        this.lastTicks = ticksSent.getAsLong();
        this.lastAnswers = answersReceived.getAsLong();
        this.lastCpu = process.processCpuNanos();
        this.lastGc = process.gcMillis();
        // The recorders may hold samples from before the start (deploy): they belong to no interval.
        lateness.getIntervalHistogram();
        for (AnswerStream s : AnswerStream.values()) {
            latency.takeInMi(s);
            latency.takeOutsideMi(s);
        }
        if (hlog != null) {
            hlog.outputLogFormatVersion();
            hlog.outputStartTime(epochMillis);
            hlog.outputComment("Pairs run: tags Indicator and MarketOrder = answer latency (arrival - trigger TS), "
                    + "lateness = actual - scheduled send; values in ns, max column in ms");
            hlog.outputLegend();
        }
    }

    /** {@link #begin} plus a daemon thread that samples at the end of every whole second after the start. */
    public void start(long startNanos, long epochMillis) {
        begin(startNanos, epochMillis);
        thread = new Thread(this::loop, "pairs-sampler");
        thread.setDaemon(true);
        thread.start();
    }

    private void loop() {
        for (long k = 1; !stopping; k++) {
            long due = startNanos + k * SECOND;
            long now = clock.nanoTime();
            while (!stopping && due - now > 0) {
                clock.park(due - now);
                now = clock.nanoTime();
            }
            if (stopping) {
                return;
            }
            sample(due);
        }
    }

    /** Stops the thread (if any) and samples the last, partial interval up to now. */
    public void stop() throws InterruptedException {
        stopping = true;
        if (thread != null) {
            // Woken, not interrupted: an interrupt landing while sample() writes would close the .hlog's
            // channel (ClosedByInterruptException) and turn a good run into a failed one without its log.
            LockSupport.unpark(thread);
            thread.join();
        }
        // Always close the last interval, however short, so no sample recorded so far is left out.
        sample(Math.max(clock.nanoTime(), intervalStartNanos + 1));
    }

    /** Closes the interval that ends at clock reading {@code endNanos}. */
    public void sample(long endNanos) {
        double from = (intervalStartNanos - startNanos) / (double) SECOND;
        double to = (endNanos - startNanos) / (double) SECOND;
        long ticks = ticksSent.getAsLong();
        long answers = answersReceived.getAsLong();
        long cpu = process.processCpuNanos();
        long gc = process.gcMillis();

        Histogram late = lateness.getIntervalHistogram();
        latenessTotal.add(late);
        double middle = (from + to) / 2;
        if (middle >= miFromSeconds && middle < miToSeconds) {
            latenessMi.add(late);
            behindAtMiEndNanos = behindNanos.applyAsLong(endNanos);
        }
        Map<AnswerStream, Histogram> interval = new EnumMap<>(AnswerStream.class);
        for (AnswerStream s : AnswerStream.values()) {
            Histogram mi = latency.takeInMi(s);
            Histogram outside = latency.takeOutsideMi(s);
            measurement.get(s).add(mi);
            Histogram both = LatencySummary.newHistogram();
            both.add(mi);
            both.add(outside);
            total.get(s).add(both);
            interval.put(s, both);
        }
        Histogram ind = interval.get(AnswerStream.INDICATOR);
        Histogram ord = interval.get(AnswerStream.MARKET_ORDER);
        rows.add(new SecondStats((int) Math.round(from), to - from, plannedTicks.applyAsDouble(from, to),
                ticks - lastTicks, answers - lastAnswers,
                ind.getTotalCount(), p(ind, 50), p(ind, 99), max(ind),
                ord.getTotalCount(), p(ord, 50), p(ord, 99), max(ord),
                p(late, 50), p(late, 99), max(late),
                cpu < 0 ? -1 : cpu - lastCpu, process.heapUsedBytes(), gc - lastGc));
        listener.accept(rows.get(rows.size() - 1));
        if (hlog != null) {
            write(ind, AnswerStream.INDICATOR.streamName(), from, to);
            write(ord, AnswerStream.MARKET_ORDER.streamName(), from, to);
            write(late, "lateness", from, to);
        }
        intervalStartNanos = endNanos;
        lastTicks = ticks;
        lastAnswers = answers;
        lastCpu = cpu;
        lastGc = gc;
    }

    private void write(Histogram h, String tag, double from, double to) {
        h.setTag(tag);
        hlog.outputIntervalHistogram(from, to, h, HLOG_UNIT_RATIO);
    }

    private static long p(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? -1 : h.getValueAtPercentile(percentile);
    }

    private static long max(Histogram h) {
        return h.getTotalCount() == 0 ? -1 : h.getMaxValue();
    }

    public List<SecondStats> rows() {
        return rows;
    }

    /** Latency of every answer of the stream, whole run. */
    public Histogram total(AnswerStream stream) {
        return total.get(stream);
    }

    /** Latency of the answers of the stream whose trigger lies in the measurement interval. */
    public Histogram measurementInterval(AnswerStream stream) {
        return measurement.get(stream);
    }

    public Histogram lateness() {
        return latenessTotal;
    }

    /** The lateness of the ticks sent in the seconds of the window given to {@link #judgeKeepingUpWithin}. */
    public Histogram latenessInMeasurementInterval() {
        return latenessMi;
    }

    /** How far behind its schedule the driver was at the end of the window's last second, ns; 0 before it. */
    public long backlogAtMeasurementEndNanos() {
        return behindAtMiEndNanos;
    }

    /** Whether the run kept up over the window given to {@link #judgeKeepingUpWithin}; null without one. */
    public KeepingUp keepingUp() {
        return Double.isNaN(miFromSeconds) ? null : KeepingUp.judge(latenessMi, behindAtMiEndNanos);
    }
}
