package org.pairsbench.api.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

class EngineOptionsTest {

    private static final List<EngineOption> KNOWN = List.of(
            EngineOption.of("parallelism", "1", "task slots"),
            EngineOption.withoutDefault("command", "the engine's command line"),
            EngineOption.of("flush", "true", "flush after every tick"));

    @Test
    void defaultsAreFilledInAndTheUsersValuesWin() {
        EngineOptions options = EngineOptions.resolve("flink", KNOWN, Map.of("parallelism", "4"));
        assertEquals(Map.of("parallelism", "4", "flush", "true"), options.asMap());
        assertEquals(4, options.getInt("parallelism"));
        assertEquals(true, options.getBoolean("flush"));
        assertFalse(options.find("command").isPresent(), "no default, not given");
        assertEquals("flush=true,parallelism=4", options.toString(), "sorted by key, as run records print them");
    }

    @Test
    void anUnknownKeyNamesTheEngineAndListsItsKeys() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> EngineOptions.resolve("flink", KNOWN, Map.of("paralelism", "4")));
        assertEquals("engine 'flink' has no option 'paralelism'; its options: command, flush, parallelism",
                e.getMessage());
        InvalidInputException none = assertThrows(InvalidInputException.class,
                () -> EngineOptions.resolve("esper", List.of(), Map.of("x", "1")));
        assertEquals("engine 'esper' has no option 'x'; it takes no options", none.getMessage());
    }

    @Test
    void aValueThatDoesNotParseIsOneLineNamingTheKey() {
        EngineOptions options = EngineOptions.resolve("flink", KNOWN, Map.of("parallelism", "four", "flush", "yes"));
        assertEquals("engine 'flink' option parallelism='four': expected an integer",
                assertThrows(InvalidInputException.class, () -> options.getInt("parallelism")).getMessage());
        assertEquals("engine 'flink' option flush='yes': expected true or false",
                assertThrows(InvalidInputException.class, () -> options.getBoolean("flush")).getMessage());
        assertEquals("engine 'flink' needs option 'command': give --engine-opt command=VALUE",
                assertThrows(InvalidInputException.class, () -> options.get("command")).getMessage());
    }

    @Test
    void optionKeysAreLettersDigitsDotsAndDashes() {
        assertThrows(IllegalArgumentException.class, () -> EngineOption.of("has space", "1", "x"));
        assertThrows(IllegalArgumentException.class, () -> EngineOption.of("a=b", "1", "x"));
    }
}
