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
 * TS when the engine carries TS). An engine that throws fails the scenario, and the suite goes on.
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
        Queue<Answer> got = new ConcurrentLinkedQueue<>();   // engines may answer on any thread
        Failure failure = new Failure();
        Engine engine = null;
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
                    engine.deploy(scenario.strategies(), AnswerListener.of(got::add));
                } catch (Exception e) {
                    failure.record("deploy", e);
                }
            }
            long ts = 0;
            while (ticks.hasNext()) {
                StockTick tick = ticks.next();
                reference.onTick(tick, ts);
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
                } catch (Exception e) {
                    failure.record("finish", e);
                }
            }
        } finally {
            if (engine != null) {
                try {
                    engine.close();
                } catch (Exception e) {
                    failure.record("close", e);
                }
            }
        }
        List<Answer> answers = List.copyOf(got);
        ComparisonResult compared = AnswerComparison.compare(expected, answers);
        List<IncorrectAnswer> incorrect = compared.incorrect();
        Optional<Difference> first = incorrect.isEmpty() ? Optional.empty() : Optional.of(Difference.of(incorrect.get(0)));
        return new ScenarioResult(scenario.name(), expected.size(), answers.size(), incorrect.size(), first,
                Optional.ofNullable(failure.message), (System.nanoTime() - start) / 1_000_000);
    }

    /** The first thing the engine threw, in one line. */
    private static final class Failure {
        String message;

        void record(String during, Exception e) {
            if (message == null) {
                String text = e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse("");
                message = during + " threw " + e.getClass().getName() + text;
            }
        }

        boolean happened() {
            return message != null;
        }
    }
}
