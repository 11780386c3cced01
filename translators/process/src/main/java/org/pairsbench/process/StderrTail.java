package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * Drains a command's stderr on a thread of its own (a full stderr pipe would stop the command), passing each line
 * on to the kit's stderr and keeping the last non-blank one for failure messages. Lines are bounded like the
 * protocol's, so a command that floods stderr without line ends costs no memory.
 */
final class StderrTail {

    private final Thread thread;
    private final PrintStream echo;
    private volatile String last;

    private StderrTail(InputStream in, PrintStream echo, String prefix) {
        this.echo = echo;
        this.thread = new Thread(() -> drain(new LineInput(in), prefix), "pairs-process-stderr");
        thread.setDaemon(true);
    }

    static StderrTail start(InputStream in, PrintStream echo, String prefix) {
        StderrTail tail = new StderrTail(in, echo, prefix);
        tail.thread.start();
        return tail;
    }

    private void drain(LineInput in, String prefix) {
        try {
            while (true) {
                String line;
                try {
                    line = in.readLine();
                } catch (MalformedRecord e) {
                    line = "(stderr line " + e.getMessage() + ")";
                }
                if (line == null) {
                    return;
                }
                if (!line.isBlank()) {
                    last = line;
                }
                echo.println(prefix + line);
            }
        } catch (IOException e) {
            // The command is gone (or killed): what was read is all there is.
        }
    }

    /** The last non-blank line, after waiting up to {@code millis} for the stream's end; null if none. */
    String lastLine(long millis) throws InterruptedException {
        thread.join(millis);
        return last;
    }
}
