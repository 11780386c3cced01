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

    @Test
    void oneLineEscapesLineBreaksAndControlCharactersButKeepsTabs() {
        assertEquals("a\\rb\\nc\td\\u001be\\u2028f\\u0000", InvalidInputException.oneLine("a\rb\nc\td\u001be\u2028f\u0000"));
        assertEquals("plain, unchanged", InvalidInputException.oneLine("plain, unchanged"));
        assertNull(InvalidInputException.oneLine(null));
    }

    @Test
    void aMessageQuotingALineBreakStaysOneLine() {
        InvalidInputException e = InvalidInputException.at(java.nio.file.Path.of("answers.log"), 1,
                "not a Pairs answer log header: '# Pairs answer log, form\rt 2'");
        assertEquals("answers.log:1: not a Pairs answer log header: '# Pairs answer log, form\\rt 2'", e.getMessage());
    }
}
