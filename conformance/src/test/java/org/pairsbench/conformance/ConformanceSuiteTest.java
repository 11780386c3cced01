package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

class ConformanceSuiteTest {

    private final ConformanceSuite suite = ConformanceSuite.standard();

    @Test
    void handMadeScenariosComeFirstThenTheAdapterContractsThenTheGeneratedOnes() {
        List<String> names = suite.scenarios().stream().map(Scenario::name).toList();
        // 24 hand-made, 2 of the adapter contract, 2 generated.
        assertEquals(28, names.size());
        assertEquals(HandMadeScenarios.TRIGGER_TS, names.get(0));
        assertEquals(List.of(AdapterContractScenarios.TICK_GOING_BACK, AdapterContractScenarios.LISTENER_FAILURE),
                names.subList(24, 26));
        assertEquals(List.of(GeneratedScenarios.EDGE_MIX, GeneratedScenarios.SF1_SHORT),
                names.subList(names.size() - 2, names.size()));
    }

    @Test
    void selectKeepsSuiteOrderAndTakesEachScenarioOnce() {
        List<Scenario> chosen = suite.select(List.of(GeneratedScenarios.SF1_SHORT, HandMadeScenarios.TRIGGER_TS,
                GeneratedScenarios.SF1_SHORT));
        assertEquals(List.of(HandMadeScenarios.TRIGGER_TS, GeneratedScenarios.SF1_SHORT),
                chosen.stream().map(Scenario::name).toList());
        assertEquals(suite.scenarios(), suite.select(List.of()));
    }

    @Test
    void anUnknownScenarioIsRefusedByName() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> suite.select(List.of(HandMadeScenarios.TRIGGER_TS, "trigger-tz")));
        assertEquals("no scenario named 'trigger-tz' ('pairs conformance --list' lists the 28 scenarios)",
                e.getMessage());
    }
}
