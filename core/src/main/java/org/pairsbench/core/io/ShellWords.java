package org.pairsbench.core.io;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line as one string and back, with POSIX shell quoting: a run records the command it was started with
 * so that publish and audit can rebuild its workload, and a reader can paste it into a shell. An argument with a
 * space (an engine's command, a folder name) must survive the round trip as one argument.
 */
public final class ShellWords {

    private ShellWords() {
    }

    /** The words joined by spaces, each quoted when a shell would otherwise split or expand it. */
    public static String join(List<String> words) {
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(quote(word));
        }
        return line.toString();
    }

    public static String quote(String word) {
        if (!word.isEmpty() && word.chars().allMatch(ShellWords::plain)) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private static boolean plain(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "_-./:=,@%+".indexOf(c) >= 0;
    }

    /**
     * The words of {@code line} as a POSIX shell splits them (no expansion): blanks separate words; single quotes
     * keep everything up to the next single quote; double quotes keep everything but {@code \"}, {@code \\},
     * {@code \$} and {@code \`}, which lose their backslash; a backslash outside quotes keeps the next character.
     *
     * @throws IllegalArgumentException an unterminated quote or a trailing backslash
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                continue;
            }
            inWord = true;
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated single quote");
                }
                word.append(line, i + 1, end);
                i = end;
            } else if (c == '"') {
                i = doubleQuoted(line, i + 1, word);
            } else if (c == '\\') {
                if (i + 1 == line.length()) {
                    throw new IllegalArgumentException("a backslash ends the line");
                }
                word.append(line.charAt(++i));
            } else {
                word.append(c);
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** Appends the double-quoted text starting at {@code from}; returns the index of its closing quote. */
    private static int doubleQuoted(String line, int from, StringBuilder word) {
        for (int i = from; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                return i;
            }
            if (c == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                c = line.charAt(++i);
            }
            word.append(c);
        }
        throw new IllegalArgumentException("unterminated double quote");
    }
}
