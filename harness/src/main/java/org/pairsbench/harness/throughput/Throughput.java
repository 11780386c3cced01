package org.pairsbench.harness.throughput;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.RunTransport;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.ConsoleReport;

/**
 * {@code pairs throughput}: the flat-out throughput of an engine on ticks held in memory ({@link LoadedTicks}),
 * its deployment timed too, and with {@code validate} its answers compared with the reference engine's on the
 * same ticks by the validator's rules, and with {@code timeCloses} its service time per close ({@link CloseTimer}).
 * The figures are said on {@code out} as they come. Not a Pairs result: no pacing, no latency.
 */
public final class Throughput {

    /**
     * How a measurement ended.
     *
     * @param failure    why the engine under test failed (one line), else null: a negative verdict about the
     *                   engine, not a fault of the kit
     * @param validation the comparison with the reference engine's answers; null when not asked for, or failed
     */
    public record Outcome(String failure, ComparisonResult validation) {

        /** The engine ran, and its answers, when compared, were the reference engine's. */
        public boolean good() {
            return failure == null && (validation == null || validation.passed());
        }
    }

    private Throughput() {
    }

    /**
     * Measures the engine {@code engines} creates ({@code engineName} names it in a failure) on {@code loaded};
     * the user's input (an engine option, say) is thrown as its {@link InvalidInputException}, and a failure of
     * the reference engine as it comes: that is the kit's fault, no verdict on the engine. Through a transport
     * other than {@link RunTransport#LOCAL}, answers the transport doubled or lost fail the engine's measurement.
     * With {@code timeCloses}, the second half's closes are timed and said ({@link CloseTimer}).
     */
    public static Outcome measure(Callable<Engine> engines, RunTransport transport, String engineName,
                                  LoadedTicks loaded, boolean validate, boolean timeCloses, PrintWriter out,
                                  ProgressSteps progress) throws Exception {
        // An engine may deliver answers from several threads at once (Flink's parallel sink subtasks).
        List<Answer> answers = Collections.synchronizedList(new ArrayList<>());
        try (Engine e = transport.engines(engines).call()) {
            FlatOutDrive.Measured m = FlatOutDrive.measure(e, loaded.strategies(), loaded.ticks(), answers,
                    timeCloses, progress);
            TickArray ticks = loaded.ticks();
            long n = m.ticks();
            out.printf(Locale.ROOT, "throughput: %s, %d strategies, %d ticks (tickTS %d..%d ms)%n",
                    m.engineDescription(), loaded.strategies().size(), n, n == 0 ? 0 : ticks.get(0).tickTS(),
                    n == 0 ? 0 : ticks.get(n - 1).tickTS());
            out.printf(Locale.ROOT, "deploy: %.2f s%n", m.deploySeconds());
            out.printf(Locale.ROOT, "first half (warm-up): %.0f ticks/s%n", m.warmUpRate());
            out.printf(Locale.ROOT, "second half: %.0f ticks/s%n", m.rate());
            out.printf(Locale.ROOT, "answers: %d%n", answers.size());
            if (m.closeTimes() != null) {
                printCloseTimes(m.closeTimes(), out);
            }
            transport.describe().ifPresent(line -> out.println("transport: " + line));
            Supplier<RunReport.Transport> recorded = transport.record();
            String deliveryFault = recorded == null ? null : recorded.get().deliveryFault();
            if (deliveryFault != null) {
                throw new IllegalStateException(deliveryFault);
            }
        } catch (InvalidInputException e) {
            throw e;
        } catch (Exception e) {
            return new Outcome(failure(engineName, e, answers.size()), null);
        }
        if (!validate) {
            return new Outcome(null, null);
        }
        ComparisonResult result = AnswerComparison.compare(reference(loaded, out, progress), answers);
        out.print(ConsoleReport.format(result));
        return new Outcome(null, result);
    }

    /** The reference engine's answers to the same ticks, sent the same way (tick i with TS = i). */
    private static List<Answer> reference(LoadedTicks loaded, PrintWriter out, ProgressSteps progress)
            throws Exception {
        List<Answer> expected = new ArrayList<>();
        long referenceStart = System.nanoTime();
        try (Engine reference = new ReferenceEngine(); Progress computing = progress.start(
                "reference answers", loaded.ticks().size(), "ticks")) {
            reference.deploy(loaded.strategies(), AnswerListener.of(expected::add));
            FlatOutDrive.send(reference, loaded.ticks(), 0, loaded.ticks().size(), computing);
            reference.finish();
        }
        out.printf(Locale.ROOT, "reference engine: %d answers in %.1f s%n", expected.size(),
                (System.nanoTime() - referenceStart) / 1e9);
        return expected;
    }

    private static void printCloseTimes(CloseTimer.Times t, PrintWriter out) {
        if (!t.measured()) {
            out.printf(Locale.ROOT, "close times: not measured: %,d answers reached the listener outside send() on "
                    + "the driving thread (the engine answers on threads of its own)%n", t.foreignAnswers());
            return;
        }
        out.printf(Locale.ROOT, "close times (second half, each answer timed from the start of its trigger's "
                + "send()):%n");
        closeTimesLine(out, "sends that answered", t.answeringSends());
        closeTimesLine(out, "MarketOrder delay", t.orders());
        closeTimesLine(out, "Indicator delay", t.indicators());
        out.printf(Locale.ROOT, "  GC while timed: %d collections, %d ms%n", t.gcCollections(), t.gcMillis());
    }

    private static void closeTimesLine(PrintWriter out, String what, LatencySummary s) {
        out.printf(Locale.ROOT, "  %-20s %,10d: p50 %.3f ms, p99 %.3f ms, p99.9 %.3f ms, max %.3f ms%n", what,
                s.count(), s.p50Ms(), s.p99Ms(), s.p999Ms(), s.maxMs());
    }

    /** "engine 'NAME' failed: REASON (N answers received)", the reason's first line, named once. */
    private static String failure(String engineName, Exception e, int answers) {
        String engine = "engine '" + engineName + "'";
        String reason = e.getMessage() == null ? e.getClass().getSimpleName()
                : e.getMessage().lines().findFirst().orElse(e.getClass().getSimpleName());
        return (reason.startsWith(engine) ? "" : engine + " failed: ") + reason + " (" + answers + " answers received)";
    }
}
