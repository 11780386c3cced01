package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;

/** Another process holding the run database: one line, and no H2 trace file left behind. */
class DatabaseLockTest {

    @TempDir
    Path results;

    /** Holds the database at args[0] open until its stdin closes. */
    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + args[0] + ";TRACE_LEVEL_FILE=0", "pairs", "")) {
            System.out.println("held");
            System.out.flush();
            while (System.in.read() >= 0) {
                // until the test closes our stdin
            }
        }
    }

    @Test
    void aDatabaseHeldByAnotherProcessPastTheWaitIsOneLineAndLeavesNoTraceFile() throws Exception {
        try (RunStore store = RunStore.open(results)) {
            store.insert(RunStoreTest.report(RunStatus.COMPLETED, null, RunReport.Validation.notRun("x")), List.of());
        }
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, DatabaseLockTest.class.getName(),
                results.toAbsolutePath().resolve(RunStore.DATABASE_NAME).toString()).start();
        long waited = RunStore.lockWaitMillis;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("held", out.readLine());
            RunStore.lockWaitMillis = 1_000;
            for (boolean readOnly : new boolean[] {true, false}) {
                InvalidInputException e = assertThrows(InvalidInputException.class,
                        () -> (readOnly ? RunStore.openReadOnly(results) : RunStore.open(results)).close());
                assertEquals(results.toAbsolutePath().resolve("runs.mv.db") + ": the run database is in use by "
                        + "another process (waited 1 s); try again when it is done", e.getMessage());
            }
        } finally {
            RunStore.lockWaitMillis = waited;
            holder.getOutputStream().close();
            assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
        }
        try (var files = Files.list(results)) {
            assertEquals(List.of("runs.mv.db"), files.map(f -> f.getFileName().toString()).toList(),
                    "no runs.trace.db");
        }
        try (RunStore store = RunStore.openReadOnly(results)) {
            assertEquals(1, store.list().size(), "free again once the other process is done");
        }
    }
}
