package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.Json;
import org.pairsbench.validation.Verdict;

/** What happens to the run database when its file is damaged, foreign or gone, and to runs whose process died. */
class RunDatabaseFaultTest {

    @TempDir
    Path results;

    private static final RunReport.Validation PASSED = new RunReport.Validation(Verdict.PASSED, null, List.of());

    private Path dbFile() {
        return results.resolve("runs.mv.db");
    }

    private void storeTwoRuns() throws Exception {
        try (RunStore store = RunStore.open(results)) {
            store.insert(RunStoreTest.report(RunStatus.COMPLETED, new BigDecimal("47.62"), PASSED), List.of());
            store.insert(RunStoreTest.report(RunStatus.COMPLETED, new BigDecimal("50.00"), PASSED), List.of());
        }
    }

    /**
     * Both kinds of opening refuse the file with one line naming it, and leave its bytes as they were. Each
     * opening gets its own copy: H2 keeps a file it failed to open locked for the rest of the JVM (a command
     * opens the database once, so only a test sees that).
     */
    private void assertRefusedAndKept(String expectedReason) throws Exception {
        byte[] before = Files.readAllBytes(dbFile());
        for (boolean readOnly : new boolean[] {true, false}) {
            Path copy = Files.createDirectory(results.resolve(readOnly ? "reader" : "writer"));
            Path file = Files.write(copy.resolve(dbFile().getFileName()), before);
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> (readOnly ? RunStore.openReadOnly(copy) : RunStore.open(copy)).close());
            assertTrue(e.getMessage().contains(file.toAbsolutePath().toString()), e.getMessage());
            assertTrue(e.getMessage().contains("not a readable Pairs run database"), e.getMessage());
            assertTrue(e.getMessage().contains(expectedReason), e.getMessage());
            assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
            assertArrayEquals(before, Files.readAllBytes(file), "the file is left as it was");
        }
    }

    @Test
    void aTruncatedDatabaseIsRefusedByReadersAndWritersAndNotReplaced() throws Exception {
        storeTwoRuns();
        byte[] whole = Files.readAllBytes(dbFile());
        Files.write(dbFile(), Arrays.copyOf(whole, whole.length / 3));
        assertRefusedAndKept("");
    }

    @Test
    void aFileThatIsNotAnH2DatabaseIsRefused() throws Exception {
        Files.writeString(dbFile(), "these are my notes, not a database\n".repeat(200));
        assertRefusedAndKept("");
    }

    @Test
    void anotherApplicationsH2DatabaseIsRefused() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + results.toAbsolutePath().resolve("runs"), "pairs", "");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoices (id INT PRIMARY KEY, total DECIMAL(10, 2))");
            s.execute("INSERT INTO invoices VALUES (1, 9.99)");
        }
        assertRefusedAndKept("without the kit's runs table");
    }

    @Test
    void aReaderFindsNoDatabaseAndCreatesNone() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> RunStore.openReadOnly(results));
        assertTrue(e.getMessage().contains("no run database here"), e.getMessage());
        assertTrue(e.getMessage().contains("pairs runs import"), e.getMessage());
        assertTrue(!Files.exists(dbFile()), "a reader writes nothing");
    }

    @Test
    void anEmptyFileIsRefusedByAReaderAndStartedAfreshByAWriter() throws Exception {
        Files.createFile(dbFile());
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> RunStore.openReadOnly(results));
        assertTrue(e.getMessage().contains("the file is empty"), e.getMessage());
        try (RunStore store = RunStore.open(results)) {
            assertEquals(1, store.insert(RunStoreTest.report(RunStatus.COMPLETED, null, PASSED), List.of()));
        }
    }

    @Test
    void aNewDatabaseNumbersItsRunsAboveTheIdsTheRunFoldersCarry() throws Exception {
        // The database was lost after runs 1..7; run 7's folder is there (and, say, reports/run-7.html).
        Path folder = Files.createDirectory(results.resolve("run-20261122-030000-reference-sf1"));
        Files.writeString(RunFile.REPORT.in(folder),
                Json.write(RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).withRunId(7)));
        try (RunStore store = RunStore.open(results)) {
            assertEquals(8, store.insert(RunStoreTest.report(RunStatus.COMPLETED, null, PASSED), List.of()));
        }
    }

    @Test
    void aRunningRunIsListedRunningWhileItsProcessLivesAndAbandonedOnceItIsGone() throws Exception {
        RunProcess alive = RunProcess.current();
        // This pid on this boot, but a process that started at another time: the pid was reused, the run's
        // process is gone.
        RunProcess gone = new RunProcess(alive.pid(), "1999-01-01T00:00:00Z", alive.host(), alive.bootId());
        RunProcess otherBoot = new RunProcess(alive.pid(), alive.processStarted(), alive.host(), "another-boot");
        RunProcess otherHost = new RunProcess(1, null, "some-other-machine.example", null);
        RunReport running = RunStoreTest.report(RunStatus.COMPLETED, null, PASSED).ended(RunStatus.RUNNING, null);
        long a;
        long b;
        long c;
        long d;
        try (RunStore store = RunStore.open(results)) {
            a = store.begin(running, alive);
            b = store.begin(running, gone);
            c = store.begin(running, otherBoot);
            d = store.begin(running, otherHost);
        }
        try (RunStore store = RunStore.openReadOnly(results)) {
            List<RunStatus> statuses = store.list().stream().map(RunStore.RunRow::status).toList();
            assertEquals(List.of(RunStatus.RUNNING, RunStatus.ABANDONED, RunStatus.ABANDONED, RunStatus.RUNNING), statuses,
                    "runs " + a + ", " + b + ", " + c + ", " + d + "; another machine's run cannot be judged");
            RunReport shown = store.find(b).orElseThrow().report();
            assertEquals(RunStatus.ABANDONED, shown.status());
            assertTrue(shown.failure().contains("pid " + alive.pid()), shown.failure());
        }
    }

    @Test
    void anEndedRunReplacesItsRunningRowAndKeepsItsId() throws Exception {
        RunReport done = RunStoreTest.report(RunStatus.COMPLETED, new BigDecimal("47.62"), new RunReport.Validation(Verdict.PASSED,
                null, List.of(new RunReport.StreamCounts("MarketOrder", 4, 4, 4, 0, 0, 0))));
        try (RunStore store = RunStore.open(results)) {
            long id = store.begin(done.ended(RunStatus.RUNNING, null), RunProcess.current());
            store.end(id, done, List.of(RunStoreTest.second(0, 10)));
            RunStore.StoredRun stored = store.find(id).orElseThrow();
            assertEquals(done.withRunId(id), stored.report());
            assertEquals(1, stored.seconds().size());
            assertEquals(1, store.list().size());
            assertEquals(RunStatus.COMPLETED, store.list().get(0).status());
        }
    }
}
