package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a protocol stream line by line, UTF-8, with line numbers. It buffers at most {@link #BUFFER_BYTES}, and a
 * line longer than {@link Protocol#MAX_LINE_BYTES} is a {@link MalformedRecord}: a peer that writes without line
 * ends cannot make the reader grow. Before it would block waiting for input it runs a hook, which is where the
 * engine side flushes its answers ("flush when no further input is ready").
 */
public final class LineInput {

    /** Action run before a read that would block, e.g. flushing the other direction. */
    @FunctionalInterface
    public interface BeforeBlocking {
        void run() throws IOException;
    }

    static final int BUFFER_BYTES = 1 << 16;

    private final InputStream in;
    private final BeforeBlocking beforeBlocking;
    private final byte[] buf = new byte[BUFFER_BYTES];
    private int pos;
    private int limit;
    private long lineNumber;

    public LineInput(InputStream in, BeforeBlocking beforeBlocking) {
        this.in = in;
        this.beforeBlocking = beforeBlocking;
    }

    public LineInput(InputStream in) {
        this(in, null);
    }

    /** The number of the line last returned (or being read when an exception came), from 1. */
    public long lineNumber() {
        return lineNumber;
    }

    /**
     * The next line without its line end ({@code \n}, or {@code \r\n}), or null at the end of the stream.
     *
     * @throws MalformedRecord a line longer than {@link Protocol#MAX_LINE_BYTES}, or a last line without line end
     */
    public String readLine() throws IOException, MalformedRecord {
        lineNumber++;
        int scanFrom = pos;
        while (true) {
            for (int i = scanFrom; i < limit; i++) {
                if (buf[i] == '\n') {
                    int end = i > pos && buf[i - 1] == '\r' ? i - 1 : i;
                    String line = new String(buf, pos, end - pos, StandardCharsets.UTF_8);
                    pos = i + 1;
                    return line;
                }
            }
            if (limit - pos > Protocol.MAX_LINE_BYTES) {
                String start = new String(buf, pos, 60, StandardCharsets.UTF_8);
                pos = limit;
                throw new MalformedRecord("longer than " + Protocol.MAX_LINE_BYTES + " bytes: '" + start + "...'");
            }
            if (pos > 0) {
                System.arraycopy(buf, pos, buf, 0, limit - pos);
                limit -= pos;
                pos = 0;
            }
            scanFrom = limit;
            if (beforeBlocking != null && in.available() == 0) {
                beforeBlocking.run();
            }
            int n = in.read(buf, limit, buf.length - limit);
            if (n < 0) {
                if (limit > pos) {
                    String rest = new String(buf, pos, limit - pos, StandardCharsets.UTF_8);
                    pos = limit;
                    throw new MalformedRecord("truncated last line (no line end): '" + RecordCodec.quote(rest) + "'");
                }
                lineNumber--;
                return null;
            }
            limit += n;
        }
    }
}
