package org.pairsbench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellWordsTest {

    @Test
    void plainWordsAreJoinedAsTheyAre() {
        assertEquals("pairs run --engine esper --sf 1 --engine-opt parallelism=2 --results results/a-b_c.d",
                ShellWords.join(List.of("pairs", "run", "--engine", "esper", "--sf", "1", "--engine-opt",
                        "parallelism=2", "--results", "results/a-b_c.d")));
    }

    @Test
    void aWordWithASpaceIsSingleQuotedAndSplitsBackAsOneWord() {
        List<String> words = List.of("pairs", "run", "--engine-opt",
                "command=exec java -jar /opt/pairs-cli.jar serve --engine reference");
        String line = ShellWords.join(words);

        assertEquals("pairs run --engine-opt 'command=exec java -jar /opt/pairs-cli.jar serve --engine reference'",
                line);
        assertEquals(words, ShellWords.split(line));
    }

    @Test
    void singleQuotesEmptyWordsAndShellCharactersSurviveTheRoundTrip() {
        List<String> words = List.of("it's", "", "$HOME", "a\"b", "back\\slash", "tab\there", "*.csv", "x;y");
        String line = ShellWords.join(words);

        assertEquals("'it'\\''s' '' '$HOME' 'a\"b' 'back\\slash' 'tab\there' '*.csv' 'x;y'", line);
        assertEquals(words, ShellWords.split(line));
    }

    @Test
    void splitsAsAShellDoesWithDoubleQuotesAndBackslashes() {
        assertEquals(List.of("a b", "c\"d", "$x", "e f", "g"), ShellWords.split("\"a b\" \"c\\\"d\" \\$x e\\ f   g "));
        assertEquals(List.of("pairs", "run", "--sf", "1"), ShellWords.split("pairs run --sf 1"));
    }

    @Test
    void anUnterminatedQuoteOrATrailingBackslashIsRefused() {
        assertEquals("unterminated single quote",
                assertThrows(IllegalArgumentException.class, () -> ShellWords.split("a 'b")).getMessage());
        assertEquals("unterminated double quote",
                assertThrows(IllegalArgumentException.class, () -> ShellWords.split("a \"b")).getMessage());
        assertEquals("a backslash ends the line",
                assertThrows(IllegalArgumentException.class, () -> ShellWords.split("a b\\")).getMessage());
    }
}
