package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.validation.IncorrectAnswer;

/** What the runner reports for engines with one known fault each (the reference engine, altered). */
class ConformanceRunnerTest {

    private static ConformanceResult run(ConformanceRunner.EngineMaker engines, List<Scenario> scenarios) {
        List<ScenarioResult> seen = new ArrayList<>();
        ConformanceResult result = new ConformanceRunner("altered", engines).run(scenarios, seen::add);
        assertEquals(result.scenarios(), seen, "each result is handed on as it comes");
        return result;
    }

    private static List<String> failed(ConformanceResult result) {
        return result.scenarios().stream().filter(s -> !s.passed()).map(ScenarioResult::scenario).toList();
    }

    /**
     * Sizes rounded through a double (what an engine dividing balances in doubles does beyond 2^53): only the two
     * funds scenarios notice. 33,333,333,333,333,330 lies between the doubles ...328 and ...332 (spacing 4).
     */
    @Test
    void sizesComputedInDoublesFailTheFundsScenariosOnly() {
        ConformanceResult result = run(() -> AlteredEngine.answers(a -> a instanceof MarketOrder o
                ? new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price(), (long) (double) o.size(),
                        o.inputTickTS(), o.inputTS())
                : a), HandMadeScenarios.all());

        assertEquals(List.of(HandMadeScenarios.FUNDS_BEYOND_2_53, HandMadeScenarios.FUNDS_LONG_MAX), failed(result));
        assertFalse(result.passed());
        ScenarioResult funds = result.scenarios().stream()
                .filter(s -> s.scenario().equals(HandMadeScenarios.FUNDS_BEYOND_2_53)).findFirst().orElseThrow();
        Difference first = funds.first().orElseThrow();
        assertEquals(IncorrectAnswer.Kind.WRONG, first.kind());
        assertEquals("st_00001", first.strategy());
        assertEquals(31_000, first.inputTickTS(), "the BUY of the first LOW is the first wrong answer");
        assertEquals("size 33333333333333328 (expected 33333333333333330)", first.problem());
        assertEquals(3, funds.incorrect(), "BUY, SELL and the second BUY");
    }

    @Test
    void anInputTsOtherThanTheTriggersIsWrong() {
        ConformanceResult result = run(() -> AlteredEngine.answers(a -> a instanceof Indicator i
                ? Expected.withInputTs(i, i.inputTS() + 1) : a), List.of(HandMadeScenarios.triggerTs()));

        Difference first = result.scenarios().get(0).first().orElseThrow();
        assertEquals(IncorrectAnswer.Kind.WRONG, first.kind());
        assertEquals(10_000, first.inputTickTS());
        assertEquals("inputTS 3 (expected the trigger's TS 2)", first.problem());
    }

    @Test
    void aDroppedAnswerIsMissingAndAnExtraOneUndue() {
        ConformanceResult dropped = run(() -> AlteredEngine.answers(a -> a instanceof MarketOrder ? null : a),
                List.of(HandMadeScenarios.firstIndicatorNoSignal()));
        ScenarioResult s = dropped.scenarios().get(0);
        assertEquals(3, s.expected());
        assertEquals(2, s.got());
        assertEquals(IncorrectAnswer.Kind.MISSING, s.first().orElseThrow().kind());
        assertEquals("", s.first().orElseThrow().got());
        assertTrue(s.first().orElseThrow().expected().startsWith("MarketOrder st_00001 BUY AAA price=1100 size=900"));

        ConformanceResult renamed = run(() -> AlteredEngine.answers(a -> a instanceof MarketOrder o
                ? new MarketOrder("st_00009", o.type(), o.symbol(), o.price(), o.size(), o.inputTickTS(), o.inputTS())
                : a), List.of(HandMadeScenarios.firstIndicatorNoSignal()));
        List<IncorrectAnswer.Kind> kinds = List.of(renamed.scenarios().get(0).first().orElseThrow().kind());
        assertEquals(2, renamed.scenarios().get(0).incorrect(), "missing for st_00001, undue for st_00009");
        assertTrue(kinds.contains(IncorrectAnswer.Kind.MISSING) || kinds.contains(IncorrectAnswer.Kind.UNDUE));
    }

    @Test
    void anEngineThatThrowsFailsItsScenarioAndTheSuiteGoesOn() {
        int[] made = {0};
        ConformanceResult result = run(() -> new AlteredEngine(a -> a, made[0]++ == 0 ? 4 : -1),
                List.of(HandMadeScenarios.triggerTs(), HandMadeScenarios.noTriggerAtEnd()));

        ScenarioResult thrown = result.scenarios().get(0);
        assertFalse(thrown.passed());
        assertEquals("send of tick 4 StockTick[symbol=BBB, price=1000, size=100, tickTS=10000] threw "
                + "java.lang.IllegalStateException: engine fault at TS 4", thrown.error().orElseThrow());
        assertEquals(2, thrown.expected());
        assertEquals(1, thrown.got(), "the answer of tick 2 came before the fault");
        assertTrue(result.scenarios().get(1).passed(), "the next scenario runs on a fresh engine");
        assertEquals(1, result.passedCount());
    }

    @Test
    void anEngineThatCannotBeCreatedFailsEveryScenario() {
        ConformanceResult result = run(() -> {
            throw new IllegalArgumentException("no licence");
        }, List.of(HandMadeScenarios.noTriggerAtEnd()));
        assertEquals("create threw java.lang.IllegalArgumentException: no licence",
                result.scenarios().get(0).error().orElseThrow());
        assertEquals(1, result.scenarios().get(0).incorrect(), "its one expected answer is missing");
    }

    @Test
    void theExpectedAnswersCarryTheTsOfTheirTrigger() {
        List<Answer> expected = ConformanceRunner.expectedAnswers(HandMadeScenarios.noTriggerAtEnd());
        // Period 0 closes on the first tick of period 1, tick 4 (four ticks per period).
        assertEquals(List.of(Expected.withInputTs(Expected.flat("st_00001", 11_000, 1.0), 4)), expected);
    }

    private static ScenarioResult only(ConformanceRunner.EngineMaker engines, Scenario scenario) {
        return run(engines, List.of(scenario)).scenarios().get(0);
    }

    @Test
    void theReferenceEngineKeepsTheAdapterContract() {
        ConformanceResult result = run(ReferenceEngine::new, AdapterContractScenarios.all());

        assertTrue(result.passed(), ResultFormats.text(result));
        // The listener's scenario: two periods give st_00001 one Indicator, which the listener refuses.
        assertEquals(1, result.scenarios().get(1).expected());
        assertEquals(1, result.scenarios().get(1).got());
    }

    @Test
    void anEngineThatTakesATickGoingBackFailsTheRefusalScenario() {
        ScenarioResult s = only(() -> new Delegating() {
            private long last = Long.MIN_VALUE;

            @Override
            public void send(StockTick tick, long ts) {
                if (tick.tickTS() >= last) {   // drops, rather than refuses, a tick that goes back
                    last = tick.tickTS();
                    super.send(tick, ts);
                }
            }
        }, AdapterContractScenarios.tickGoingBack());

        assertFalse(s.passed());
        assertEquals("tick 1 goes back in time and the engine took it: send and finish returned (an engine refuses "
                + "a tick whose tickTS goes back)", s.error().orElseThrow());
    }

    @Test
    void aRefusalInTwoLinesFailsTheRefusalScenario() {
        ScenarioResult s = only(() -> new Delegating() {
            @Override
            public void send(StockTick tick, long ts) {
                if (ts == 1) {
                    throw new IllegalArgumentException("tickTS goes back\nat line 2");
                }
                super.send(tick, ts);
            }
        }, AdapterContractScenarios.tickGoingBack());

        assertEquals("send of tick 1 StockTick[symbol=AAA, price=1, size=100, tickTS=4999] refused tick 1, but in 2 "
                + "lines: a failure is one line", s.error().orElseThrow());
    }

    @Test
    void aRefusalFromFinishPassesTheRefusalScenario() {
        // An engine that queues its input (or one behind the protocol) finds the bad tick later than its send.
        ScenarioResult s = only(() -> new Delegating() {
            private String refused;

            @Override
            public void send(StockTick tick, long ts) {
                try {
                    super.send(tick, ts);
                } catch (IllegalArgumentException e) {
                    refused = e.getMessage();
                }
            }

            @Override
            public void finish() {
                if (refused != null) {
                    throw new IllegalStateException(refused);
                }
            }
        }, AdapterContractScenarios.tickGoingBack());

        assertTrue(s.passed(), s.toString());
    }

    @Test
    void anEngineThatSwallowsWhatTheListenerThrowsFailsTheListenerScenario() {
        ScenarioResult s = only(() -> new Delegating() {
            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
                super.deploy(strategies, AnswerListener.of(a -> {
                    try {
                        if (a instanceof Indicator i) {
                            listener.onIndicator(i);
                        } else {
                            listener.onOrder((MarketOrder) a);
                        }
                    } catch (RuntimeException e) {
                        // what an engine that logs and drops a callback's exception does
                    }
                }));
            }
        }, AdapterContractScenarios.listenerFailure());

        assertFalse(s.passed());
        assertEquals("the listener refused 1 answer and send and finish returned: an answer the listener refuses "
                + "must fail the engine, not vanish", s.error().orElseThrow());
    }

    @Test
    void answersDeliveredAfterFinishReturnedFailTheScenario() {
        ScenarioResult s = only(() -> new Delegating() {
            private final List<Answer> held = new ArrayList<>();
            private AnswerListener out;

            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
                out = listener;
                super.deploy(strategies, AnswerListener.of(held::add));
            }

            @Override
            public void close() {
                held.forEach(a -> { // too late: finish has returned
                    if (a instanceof Indicator i) {
                        out.onIndicator(i);
                    } else {
                        out.onOrder((MarketOrder) a);
                    }
                });
                held.clear();
                super.close();
            }
        }, HandMadeScenarios.triggerTs());

        assertFalse(s.passed());
        assertEquals("2 answers arrived after finish() returned: finish must deliver every answer",
                s.error().orElseThrow());
    }

    @Test
    void aSecondCloseThatThrowsFailsTheScenario() {
        ScenarioResult s = only(() -> new Delegating() {
            private boolean closed;

            @Override
            public void close() {
                if (closed) {
                    throw new IllegalStateException("closed twice");
                }
                closed = true;
                super.close();
            }
        }, HandMadeScenarios.triggerTs());

        assertEquals("a second close threw java.lang.IllegalStateException: closed twice", s.error().orElseThrow());
    }

    /** The reference engine, for tests that override the one call whose contract they break. */
    private static class Delegating implements Engine {
        private final ReferenceEngine reference = new ReferenceEngine();

        @Override
        public String description() {
            return "contract breaker";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            reference.deploy(strategies, listener);
        }

        @Override
        public void send(StockTick tick, long ts) {
            reference.send(tick, ts);
        }

        @Override
        public void close() {
            reference.close();
        }
    }
}
