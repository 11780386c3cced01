package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

/** How a window reads the path typed into one of its fields (no JavaFX toolkit needed). */
class FxPathTest {

    @Test
    void blankTextIsNoPath() {
        assertNull(Fx.path("  ", "output folder"));
        assertNull(Fx.path((String) null, "output folder"));
    }

    @Test
    void theTextIsTrimmed() {
        assertEquals(Path.of("data/ticks.csv"), Fx.path("  data/ticks.csv ", "tick data"));
    }

    @Test
    void textTheSystemRefusesAsAPathIsAUserErrorNamingTheField() {
        // Every OS refuses NUL in a path; Windows also refuses <>:"|?*, which a user can type.
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Fx.path("strat\0egies.xml", "strategies"));
        // The reason between the two is the JDK's own words, which differ by OS ("Nul character not allowed").
        assertTrue(e.getMessage().startsWith("strategies: not a valid path: "), e.getMessage());
        assertTrue(e.getMessage().endsWith(": 'strat\\0egies.xml'"), e.getMessage());
    }
}
