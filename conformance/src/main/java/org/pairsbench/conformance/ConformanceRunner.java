package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.reference.computation.ReferenceComputation;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * Runs scenarios on an engine: a fresh engine per scenario, deployed with the scenario's strategies and fed its
 * ticks flat out, tick i (0-based) with TS = i, then finished and closed. The reference engine reads the same
 * ticks with the same TS alongside; the engine's answers are compared with the reference's by the validator's
 * rules ({@link AnswerComparison}: keys, exact orders, indicators within 1e-9 relative, inputTS = the trigger's
 * TS when the engine carries TS). An engine that throws fails the scenario, and the suite goes on. Every scenario
 * also checks two rules of the adapter contract: no answer arrives after {@code finish()} returned, and a second
 * {@code close()} does nothing; the {@link Scenario.Kind} of a scenario says what else it checks.
 */
public final class ConformanceRunner {

    /** Makes the engine under test; called once per scenario. */
    @FunctionalInterface
    public interface EngineMaker {
        Engine create() throws Exception;
    }

    private final String engineName;
    private final EngineMaker engines;
    private String describe = "unknown";

    public ConformanceRunner(String engineName, EngineMaker engines) {
        this.engineName = engineName;
        this.engines = engines;
    }

    /** Runs {@code scenarios} in order, handing each result to {@code onEach} as soon as it is known. */
    public ConformanceResult run(List<Scenario> scenarios, Consumer<ScenarioResult> onEach) {
        long start = System.nanoTime();
        List<ScenarioResult> results = new ArrayList<>();
        for (Scenario scenario : scenarios) {
            ScenarioResult result = run(scenario);
            results.add(result);
            onEach.accept(result);
        }
        return new ConformanceResult(engineName, describe, results, (System.nanoTime() - start) / 1_000_000);
    }

    /** The reference's answers to a scenario, tick i sent with TS = i: what an engine must answer. */
    public static List<Answer> expectedAnswers(Scenario scenario) {
        List<Answer> expected = new ArrayList<>();
        ReferenceComputation reference = new ReferenceComputation(scenario.strategies(), AnswerListener.of(expected::add));
        try (TickSource ticks = scenario.ticks().get()) {
            long ts = 0;
            while (ticks.hasNext()) {
                reference.onTick(ticks.next(), ts++);
            }
        }
        return expected;
    }

    private ScenarioResult run(Scenario scenario) {
        long start = System.nanoTime();
        List<Answer> expected = new ArrayList<>();
        ReferenceComputation reference = new ReferenceComputation(scenario.strategies(), AnswerListener.of(expected::add));
        boolean listenerRefuses = scenario.kind() == Scenario.Kind.LISTENER_FAILURE;
        Queue<Answer> got = new ConcurrentLinkedQueue<>();   // engines may answer on any thread
        AnswerListener listener = AnswerListener.of(answer -> {
            got.add(answer);
            if (listenerRefuses) {
                throw new IllegalStateException(REFUSED);
            }
        });
        Failure failure = new Failure();
        Engine engine = null;
        long refusedTick = -1;   // the index of the tick the reference refused, if it refused one
        int atFinish = -1;       // answers delivered when finish() returned
        try (TickSource ticks = scenario.ticks().get()) {
            try {
                engine = engines.create();
                describe = engine.description();
            } catch (InvalidInputException e) {
                throw e; // not the engine failing a scenario: a plug-in that cannot make one, said in one line
            } catch (Exception e) {
                failure.record("create", e);
            }
            if (!failure.happened()) {
                try {
                    engine.deploy(scenario.strategies(), listener);
                    // An engine behind the protocol knows its name and version once it has answered Ready.
                    describe = engine.description();
                } catch (Exception e) {
                    failure.record("deploy", e);
                }
            }
            long ts = 0;
            while (ticks.hasNext()) {
                StockTick tick = ticks.next();
                if (refusedTick < 0) {
                    try {
                        reference.onTick(tick, ts);
                    } catch (IllegalArgumentException e) {
                        refusedTick = ts;
                    }
                }
                if (!failure.happened()) {
                    try {
                        engine.send(tick, ts);
                    } catch (Exception e) {
                        failure.record("send of tick " + ts + " " + tick, e);
                    }
                }
                ts++;
            }
            if (!failure.happened()) {
                try {
                    engine.finish();
                    atFinish = got.size();
                } catch (Exception e) {
                    failure.record("finish", e);
                }
            }
        } finally {
            if (engine != null) {
                close(engine, failure, "close");
                close(engine, failure, "a second close");
            }
        }
        List<Answer> answers = List.copyOf(got);
        String error = switch (scenario.kind()) {
            case ANSWERS -> failure.message != null || atFinish < 0 || answers.size() == atFinish ? failure.message
                    : (answers.size() - atFinish) + " answers arrived after finish() returned: finish must deliver "
                    + "every answer";
            case REFUSAL -> refusal(refusedTick, failure);
            case LISTENER_FAILURE -> listenerFailure(answers.size(), failure);
        };
        ComparisonResult compared = AnswerComparison.compare(expected, answers);
        List<IncorrectAnswer> incorrect = listenerRefuses ? List.of() : compared.incorrect();
        Optional<Difference> first = incorrect.isEmpty() ? Optional.empty() : Optional.of(Difference.of(incorrect.get(0)));
        return new ScenarioResult(scenario.name(), expected.size(), answers.size(), incorrect.size(), first,
                Optional.ofNullable(error), (System.nanoTime() - start) / 1_000_000);
    }

    /** What the listener of a {@link Scenario.Kind#LISTENER_FAILURE} scenario throws. */
    static final String REFUSED = "the conformance suite's listener refuses every answer";

    /**
     * A {@link Scenario.Kind#REFUSAL} scenario's verdict: null when the engine refused the tick the reference
     * refused, by a one-line exception from its send or a later call, else what it did instead.
     */
    private static String refusal(long refusedTick, Failure failure) {
        if (failure.during == null) {
            return "tick " + refusedTick + " goes back in time and the engine took it: send and finish returned "
                    + "(an engine refuses a tick whose tickTS goes back)";
        }
        if (failure.tick >= 0 && failure.tick < refusedTick || !failure.afterTicks()) {
            return failure.message;
        }
        return failure.multiLine() ? failure.during + " refused tick " + refusedTick + ", but in "
                + failure.lines + " lines: a failure is one line" : null;
    }

    /** A {@link Scenario.Kind#LISTENER_FAILURE} scenario's verdict: null when a send or finish threw because of it. */
    private static String listenerFailure(int refused, Failure failure) {
        if (refused == 0) {
            return failure.message != null ? failure.message
                    : "the engine gave no answer, so the listener could not refuse one";
        }
        if (failure.during == null) {
            return "the listener refused " + refused + (refused == 1 ? " answer" : " answers") + " and send and "
                    + "finish returned: an answer the listener refuses must fail the engine, not vanish";
        }
        if (!failure.afterTicks()) {
            return failure.message;
        }
        return failure.multiLine() ? failure.during + " failed for the refused answer, but in " + failure.lines
                + " lines: a failure is one line" : null;
    }

    private static void close(Engine engine, Failure failure, String what) {
        try {
            engine.close();
        } catch (Exception e) {
            failure.record(what, e);
        }
    }

    /** The first thing the engine threw, in one line, and where. */
    private static final class Failure {
        String message;
        /** The call that threw ("deploy", "send of tick 4 ...", "finish", ...), or null. */
        String during;
        /** The index of the tick whose send threw, or -1. */
        long tick = -1;
        /** The lines of the exception's message. */
        long lines;

        void record(String during, Exception e) {
            if (message == null) {
                String text = e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse("");
                message = during + " threw " + e.getClass().getName() + text;
                this.during = during;
                lines = e.getMessage() == null ? 0 : e.getMessage().lines().count();
                if (during.startsWith("send of tick ")) {
                    tick = Long.parseLong(during.substring("send of tick ".length(), during.indexOf(' ', 13)));
                }
            }
        }

        boolean happened() {
            return message != null;
        }

        /** The call that threw is a send or finish, where a refusal or a listener's failure is reported. */
        boolean afterTicks() {
            return tick >= 0 || "finish".equals(during);
        }

        boolean multiLine() {
            return lines > 1;
        }
    }
}
