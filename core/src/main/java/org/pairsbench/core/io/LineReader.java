package org.pairsbench.core.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;

/**
 * Reads lines like {@link java.io.BufferedReader#readLine()} ('\n' or "\r\n" ends), but also says whether the
 * last line had its line end: a log cut off mid-write must be reported, not silently read as complete. A line
 * longer than {@link #MAX_LINE_CHARS} is an {@link InvalidInputException} naming the file and line: a file without
 * line ends (a wrong file, a corrupt one) must not be read into memory whole.
 */
public final class LineReader implements Closeable {

    /** Far above any line a kit file holds (a tick is under 100 characters, an answer log header line a few KB). */
    public static final int MAX_LINE_CHARS = 1 << 20;

    /** Why a file that starts with a UTF-8 byte order mark is refused (an editor on Windows may add one). */
    public static final String BYTE_ORDER_MARK = "the file starts with a byte order mark (bytes EF BB BF), which no "
            + "kit file has: save it without one";

    private final Reader in;
    private final Path file;
    private final char[] buffer = new char[1 << 16];
    private final StringBuilder line = new StringBuilder(128);
    private int position;
    private int limit;
    private long lineNumber;
    private boolean lastLineTerminated = true;

    /** @param file the file {@code in} reads, named by the error of a line too long */
    public LineReader(Reader in, Path file) {
        this.in = in;
        this.file = file;
    }

    /** The next line without its line end, or null at the end of the input. */
    public String readLine() throws IOException {
        line.setLength(0);
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (line.length() == 0) {
                        return null;
                    }
                    lastLineTerminated = false;
                    lineNumber++;
                    return checked(line.toString());
                }
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            line.append(buffer, start, position - start);
            if (line.length() > MAX_LINE_CHARS) {
                throw InvalidInputException.at(file, lineNumber + 1, "line longer than " + MAX_LINE_CHARS
                        + " characters: '" + line.substring(0, 60) + "...'");
            }
            if (position < limit) {
                position++;
                int end = line.length();
                if (end > 0 && line.charAt(end - 1) == '\r') {
                    line.setLength(end - 1);
                }
                lineNumber++;
                return checked(line.toString());
            }
        }
    }

    /** The line, unless it is the first and starts with a byte order mark: named, not echoed as odd characters. */
    private String checked(String text) {
        if (lineNumber == 1 && startsWithByteOrderMark(text)) {
            throw InvalidInputException.at(file, 1, BYTE_ORDER_MARK);
        }
        return text;
    }

    /**
     * Whether a first line starts with a UTF-8 byte order mark: decoded as UTF-8 (U+FEFF) or, as tick files are, as
     * ASCII (three replacement characters, one per byte).
     */
    public static boolean startsWithByteOrderMark(String firstLine) {
        return firstLine.startsWith("\uFEFF") || firstLine.startsWith("\uFFFD\uFFFD\uFFFD");
    }

    /** Number of the line {@link #readLine()} returned last, from 1. */
    public long lineNumber() {
        return lineNumber;
    }

    /** False when the line {@link #readLine()} returned last ended the input without a line end. */
    public boolean lastLineTerminated() {
        return lastLineTerminated;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
