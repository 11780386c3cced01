package org.pairsbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.EOFException;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class InvalidInputExceptionTest {

    @Test
    void abbreviateCutsToTheWidthAndMarksTheCut() {
        assertEquals("abcdefg", InvalidInputException.abbreviate("abcdefg", 7));
        assertEquals("abcd...", InvalidInputException.abbreviate("abcdefgh", 7));
        assertNull(InvalidInputException.abbreviate(null, 7));
    }

    @Test
    void reasonNamesWhatAnIoFailureWithoutAMessageMeans() {
        assertEquals("disk full", InvalidInputException.reason(new IOException("disk full")));
        assertEquals("unexpected end of file (empty or cut short)", InvalidInputException.reason(new EOFException()));
        assertEquals("IOException", InvalidInputException.reason(new IOException()));
    }
}
