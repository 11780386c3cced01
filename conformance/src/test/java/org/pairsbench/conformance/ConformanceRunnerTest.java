package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
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
}
