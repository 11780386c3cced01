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
     * A small SF 1 data set (smoke length, a tenth of the rate) in {@code dir}/data and its strategies in
     * {@code dir}/queries, made with the kit's own commands; returns the strategies file.
     */
    static java.nio.file.Path smallDataSet(java.nio.file.Path dir) {
        java.nio.file.Path data = dir.resolve("data");
        assertEquals(0, of("datagen", "--sf", "1", "--out", data.toString(), "--profile", "smoke",
                "--basis-rate", "500", "--quiet").exitCode());
        java.nio.file.Path queries = dir.resolve("queries");
        assertEquals(0, of("querygen", "--aux", data.resolve("correlations.json").toString(),
                "--out", queries.toString()).exitCode());
        return queries.resolve("strategies.xml");
    }

    /**
     * The shell command that runs this build's {@code pairs} in a new JVM: this test JVM's java and class path, so
     * its built-in plug-ins are cli/target/engines, with the build's settings. For engine {@code process}, which
     * starts it with /bin/sh -c.
     */
    static String pairsCommand() {
        return KitProcess.command(java.util.List.of()).stream().map(w -> "'" + w + "'")
                .collect(java.util.stream.Collectors.joining(" "));
    }

    /** Asserts the run was refused as bad input: exit 2 and one line on stderr containing {@code fragment}. */
    static void assertOneLineError(CliRun run, String fragment) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(fragment), run.err());
    }
}
