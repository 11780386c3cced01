package org.pairsbench.harness.throughput;

import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.ProcessMetrics;

/**
 * Times the closes of a flat-out drive ({@code pairs throughput --close-times}): how long each {@code send()}
 * that released answers took, and each answer's delay from the start of that {@code send()}. For an engine that
 * answers inside {@code send()} on the caller's thread (the reference engine, Esper) this is its service time
 * per close: the part of a paced run's latency that is the engine's own work, without pacing, sink or queueing.
 * A paced run sees more (a close after an idle gap meets cold caches; the driver's lateness and the sink's
 * stamping are the harness floor, {@code pairs bench floor}).
 *
 * <p>An answer that reaches the listener on another thread, or between sends, cannot be matched with the send
 * that caused it: it is counted as foreign, and the times are then reported as not measured rather than wrong.
 *
 * <p>Only the driving thread calls {@link #beforeSend}, {@link #afterSend} and the recording methods.
 */
final class CloseTimer {

    /**
     * What was timed while recording.
     *
     * @param answeringSends the duration of every send() that released at least one answer
     * @param orders         each MarketOrder's delay from the start of its send()
     * @param indicators     each Indicator's delay from the start of its send()
     * @param foreignAnswers answers that arrived outside a send() on the driving thread (when not 0, the rest
     *                       says nothing of the engine's service time)
     * @param gcCollections  garbage collections while recording, over all of the JVM's collectors
     * @param gcMillis       their accumulated time as the collectors report it
     */
    record Times(LatencySummary answeringSends, LatencySummary orders, LatencySummary indicators,
                 long foreignAnswers, long gcCollections, long gcMillis) {

        boolean measured() {
            return foreignAnswers == 0;
        }
    }

    private final Thread driver = Thread.currentThread();
    private final ProcessMetrics process = new ProcessMetrics();
    private final Histogram sends = LatencySummary.newHistogram();
    private final Histogram orders = LatencySummary.newHistogram();
    private final Histogram indicators = LatencySummary.newHistogram();
    private final LongAdder foreign = new LongAdder();
    private boolean inSend;
    private boolean recording;
    private long sendStart;
    private int answersOfSend;
    private long gcCollectionsAtStart;
    private long gcMillisAtStart;

    /** {@code next}, with every answer timed against the send in progress. */
    AnswerListener listener(AnswerListener next) {
        return new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
                next.onIndicator(indicator);
                answered(indicators);
            }

            @Override
            public void onOrder(MarketOrder order) {
                next.onOrder(order);
                answered(orders);
            }
        };
    }

    private void answered(Histogram delays) {
        long now = System.nanoTime();
        if (!inSend || Thread.currentThread() != driver) {
            foreign.increment();
            return;
        }
        answersOfSend++;
        if (recording) {
            delays.recordValue(now - sendStart);
        }
    }

    /** From now on, times are recorded (the sends before warm the JIT) and garbage collections counted. */
    void startRecording() {
        recording = true;
        gcCollectionsAtStart = process.gcCollections();
        gcMillisAtStart = process.gcMillis();
    }

    void beforeSend() {
        answersOfSend = 0;
        inSend = true;
        sendStart = System.nanoTime();
    }

    void afterSend() {
        long end = System.nanoTime();
        inSend = false;
        if (recording && answersOfSend > 0) {
            sends.recordValue(end - sendStart);
        }
    }

    /** The figures since {@link #startRecording}. */
    Times times() {
        return new Times(LatencySummary.of(sends), LatencySummary.of(orders), LatencySummary.of(indicators),
                foreign.sum(), process.gcCollections() - gcCollectionsAtStart,
                process.gcMillis() - gcMillisAtStart);
    }
}
