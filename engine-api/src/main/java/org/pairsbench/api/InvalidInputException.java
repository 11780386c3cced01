package org.pairsbench.api;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Input the kit cannot use: a malformed line, an unknown configuration key, a missing file, a scale factor
 * out of range. The message is one line that names the source (and line, when there is one); the launcher
 * prints it and exits with code 2. One line whatever the input quoted in it holds: the constructors escape
 * line breaks and other control characters ({@link #oneLine}).
 */
public class InvalidInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(oneLine(message));
    }

    public InvalidInputException(String message, Throwable cause) {
        super(oneLine(message), cause);
    }

    /**
     * {@code text} with each character that would break its line or act on a terminal written as a Java escape
     * ({@code \r}, {@code \n}, the others as four-digit u-escapes): control characters other than tab, and the
     * Unicode line and paragraph separators. Input quoted in a message (a header line holding a carriage return, a configuration
     * key with an escaped line feed) then keeps the message one line, and shows what the file really holds.
     * Null stays null.
     */
    public static String oneLine(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean breaks = (Character.isISOControl(c) && c != '\t') || c == '\u2028' || c == '\u2029';
            if (breaks && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (!breaks) {
                if (out != null) {
                    out.append(c);
                }
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\n') {
                out.append("\\n");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out == null ? text : out.toString();
    }

    /** "file:line: message", the form compilers use, so editors can jump to it. */
    public static InvalidInputException at(Path file, long line, String message) {
        return new InvalidInputException(file + ":" + line + ": " + message);
    }

    /**
     * What an I/O failure says, for a one-line message: its own message, or what its type means when it has
     * none (an empty or cut-off gzip file ends in a bare EOFException, which would print as "null").
     */
    public static String reason(IOException e) {
        if (e.getMessage() != null) {
            return e.getMessage();
        }
        return e instanceof EOFException ? "unexpected end of file (empty or cut short)" : e.getClass().getSimpleName();
    }

    /**
     * The innermost cause of {@code e} ({@code e} itself when it has none): libraries wrap the reason a thing
     * failed (Kafka's "Failed to create new KafkaAdminClient", a reflective call's InvocationTargetException), and a
     * one-line message wants the reason.
     */
    public static Throwable rootCause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /**
     * {@code text} cut to {@code max} characters, the cut marked with "...": quoted input keeps a message on one
     * readable line, and a message fits a column of that width. Null stays null.
     */
    public static String abbreviate(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max - 3) + "...";
    }

    /** "file: message" for problems with a whole file (missing, unreadable, wrong header). */
    public static InvalidInputException in(Path file, String message) {
        return new InvalidInputException(file + ": " + message);
    }
}
