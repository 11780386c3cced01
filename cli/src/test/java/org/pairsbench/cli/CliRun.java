package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * The shell command that runs this build's {@code pairs} in a new JVM: this test JVM's java and class path, so
     * its built-in plug-ins are cli/target/engines. For engine {@code process}, which starts it with /bin/sh -c.
     */
    static String pairsCommand() {
        return "'" + java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                + System.getProperty("java.class.path") + "' org.pairsbench.cli.PairsCli";
    }

    /** Asserts the run was refused as bad input: exit 2 and one line on stderr containing {@code fragment}. */
    static void assertOneLineError(CliRun run, String fragment) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(fragment), run.err());
    }
}
