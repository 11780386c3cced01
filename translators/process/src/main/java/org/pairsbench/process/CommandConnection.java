package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/** A command run through {@code /bin/sh -c}: its stdin takes the kit's records, its stdout gives the answers. */
final class CommandConnection implements Connection {

    /** How long a lost engine may take to exit (and its stderr to end) before the message says "still running". */
    private static final long EXIT_WAIT_MILLIS = 2_000;

    private final Process process;
    private final StderrTail stderr;

    private CommandConnection(Process process, StderrTail stderr) {
        this.process = process;
        this.stderr = stderr;
    }

    static CommandConnection start(String command) throws IOException {
        Process process = new ProcessBuilder("/bin/sh", "-c", command).start();
        return new CommandConnection(process, StderrTail.start(process.getErrorStream(), System.err, "[process] "));
    }

    @Override
    public InputStream input() {
        return process.getInputStream();
    }

    @Override
    public OutputStream output() {
        return process.getOutputStream();
    }

    @Override
    public String lostReason(String when) {
        try {
            boolean exited = process.waitFor(EXIT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
            String last = stderr.lastLine(exited ? EXIT_WAIT_MILLIS : 0);
            String what = exited ? "the command exited with code " + process.exitValue()
                    : "the command closed its stdin or stdout but is still running";
            return what + " " + when + (last == null ? " (no stderr output)"
                    : "; last stderr line: '" + RecordCodec.quote(last) + "'");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "the command went away " + when;
        }
    }

    @Override
    public void abort() {
        // sh -c may have started the engine as a child: kill the whole tree, or the child lives on.
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    @Override
    public void close(long millis) throws InterruptedException {
        if (!process.waitFor(millis, TimeUnit.MILLISECONDS)) {
            abort();
            process.waitFor(millis, TimeUnit.MILLISECONDS);
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
    }
}
