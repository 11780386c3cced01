package org.pairsbench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One in-process run of the {@code pairs} command with captured output, for tests. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = PairsCli.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new CliRun(code, out.toString(), err.toString());
    }
}
