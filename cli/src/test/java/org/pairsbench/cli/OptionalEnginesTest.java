package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.engine.EngineCatalog;

/** The built-in engines a build may leave out: the list the build writes, and a kit built without some of them. */
class OptionalEnginesTest {

    @Test
    void theListIsCliPomsWithAProfileAndAModuleEach() throws Exception {
        assertEquals(List.of("esper", "flink", "siddhi"), OptionalEngines.names());
        String pom = Files.readString(Path.of("pom.xml"));
        for (String name : OptionalEngines.names()) {
            assertTrue(pom.contains("<id>" + name + "</id>"), "cli/pom.xml has a profile " + name);
            assertTrue(Files.isRegularFile(Path.of("..", "translators", name, "pom.xml")), "module translators/" + name);
        }
    }

    @Test
    void theDefaultBuildBuildsEveryOptionalEngine() {
        assertEquals(List.of(), OptionalEngines.notBuilt(EngineSelection.catalog(java.util.Optional.empty(), List.of())));
    }

    @Test
    void aKitBuiltWithoutAnEngineSaysItIsNotBuiltYetAndHowToBuildIt() {
        // A kit built with no optional engine: the reference plug-in alone.
        EngineCatalog lean = EngineCatalog.load(List.of(EngineSelection.builtInEngines().orElseThrow().resolve("reference")));
        assertEquals(List.of("esper", "flink", "siddhi"), OptionalEngines.notBuilt(lean));
        assertEquals("not built yet: esper, flink, siddhi; ./pairs engines --engine NAME builds one (so does any "
                + "command naming it)", OptionalEngines.notBuiltLine(OptionalEngines.notBuilt(lean)));

        InvalidInputException notBuilt = assertThrows(InvalidInputException.class, () -> OptionalEngines.lookup(lean, "Flink"));
        assertTrue(notBuilt.getMessage().startsWith("engine 'flink' is not built yet: run the command with ./pairs"),
                notBuilt.getMessage());
        InvalidInputException unknown = assertThrows(InvalidInputException.class, () -> OptionalEngines.lookup(lean, "nosuch"));
        assertTrue(unknown.getMessage().startsWith("unknown engine 'nosuch'"), unknown.getMessage());
        assertEquals("reference", OptionalEngines.lookup(lean, "reference").name());
    }
}
