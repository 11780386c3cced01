package org.pairsbench.core.answers;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines like {@link java.io.BufferedReader#readLine()} ('\n' or "\r\n" ends), but also says whether the
 * last line had its line end: a log cut off mid-write must be reported, not silently read as complete.
 */
final class LineReader {

    private final Reader in;
    private final char[] buffer = new char[1 << 16];
    private final StringBuilder line = new StringBuilder(128);
    private int position;
    private int limit;
    private long lineNumber;
    private boolean lastLineTerminated = true;

    LineReader(Reader in) {
        this.in = in;
    }

    /** The next line without its line end, or null at the end of the input. */
    String readLine() throws IOException {
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
                    return line.toString();
                }
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            line.append(buffer, start, position - start);
            if (position < limit) {
                position++;
                int end = line.length();
                if (end > 0 && line.charAt(end - 1) == '\r') {
                    line.setLength(end - 1);
                }
                lineNumber++;
                return line.toString();
            }
        }
    }

    /** Number of the line {@link #readLine()} returned last, from 1. */
    long lineNumber() {
        return lineNumber;
    }

    /** False when the line {@link #readLine()} returned last ended the input without a line end. */
    boolean lastLineTerminated() {
        return lastLineTerminated;
    }
}
