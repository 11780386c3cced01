package org.pairsbench.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

/**
 * What the fuzz targets require of every error a parser reports about its input: what the launcher prints
 * with exit code 2 is one line, and it starts with the file it is about, so the user knows where to look.
 */
public final class InputErrorAssert {

    private InputErrorAssert() {
    }

    public static void assertOneLineNaming(Path file, String message) {
        assertNotNull(message, "an input error without a message");
        assertFalse(message.indexOf('\n') >= 0 || message.indexOf('\r') >= 0,
                () -> "an input error of more than one line: " + message);
        assertTrue(message.startsWith(file.toString()), () -> "an input error that does not name " + file + ": "
                + message);
    }
}
