package org.pairsbench.api.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

class EngineWorkloadTest {

    private static EngineOptions given(List<EngineOption> known, Map<String, String> values) {
        return EngineOptions.resolve("esper", known, values);
    }

    @Test
    void theWorkloadIsPairsUnlessTheUserChoosesAnother() {
        List<EngineOption> known = List.of(EngineWorkload.option());
        assertEquals(EngineWorkload.PAIRS, EngineWorkload.of(given(known, Map.of())));
        assertEquals(EngineWorkload.FLOOR, EngineWorkload.of(given(known, Map.of("workload", "floor"))));
        assertEquals(EngineWorkload.INGEST, EngineWorkload.of(given(known, Map.of("workload", "ingest"))));
        assertEquals(EngineWorkload.PAIRS, EngineWorkload.of(EngineOptions.none("template")),
                "an engine without the option runs Pairs");
    }

    @Test
    void anUnknownWorkloadNamesTheOptionAndTheValuesAllowed() {
        EngineOptions options = given(List.of(EngineWorkload.option()), Map.of("workload", "idle"));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> EngineWorkload.of(options));
        assertEquals("engine 'esper' option workload='idle': expected pairs, floor or ingest", e.getMessage());
    }

    @Test
    void aWorkloadTheEngineDoesNotOfferIsRefusedWithTheOnesItDoes() {
        List<EngineOption> known = List.of(EngineWorkload.option(EnumSet.of(EngineWorkload.INGEST)));
        EngineOptions options = given(known, Map.of("workload", "floor"));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> EngineWorkload.of(options, EnumSet.of(EngineWorkload.INGEST)));
        assertEquals("engine 'esper' option workload='floor': expected pairs or ingest", e.getMessage());
    }

    @Test
    void anEngineWithoutTheOptionSaysItHasNoFloors() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> EngineOptions.resolve("template", List.of(), Map.of("workload", "floor")));
        assertEquals("engine 'template' has no option 'workload': it runs the Pairs workload only, no floor or ingest "
                + "workload ('pairs engines' lists the engines whose options include workload)", e.getMessage());
    }
}
