package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.validation.Verdict;

/** The run database on a disk that fills up: a write it cannot make is an error at once, never a lost commit. */
class RunDatabaseFullDiskTest {

    @TempDir
    Path results;

    @BeforeEach
    void throughAFileSystemThatCanFill() {
        FullDiskFileSystem.install();
    }

    @AfterEach
    void backToTheDisk() {
        FullDiskFileSystem.release();
    }

    private static final RunReport.Validation PASSED = new RunReport.Validation(Verdict.PASSED, null, List.of());

    @Test
    void anEndTheDiskCannotTakeFailsTheCommitAndTheFileKeepsTheRunRunning() throws Exception {
        long id;
        try (RunStore store = RunStore.open(results)) {
            id = store.begin(RunStoreTest.report(RunStatus.RUNNING, null, RunReport.Validation.notRun("running")), null);
        }
        FullDiskFileSystem.full = true;
        try (RunStore store = RunStore.open(results)) {
            // H2's default writes commits in the background: the end was accepted here and lost on the disk.
            SQLException e = assertThrows(SQLException.class,
                    () -> store.end(id, RunStoreTest.report(RunStatus.COMPLETED, null, PASSED), List.of()));
            assertEquals("No space left on device", RunStore.firstLine(e), "the disk's words, not H2's");
        } catch (SQLException closing) {
            // closing a store whose file could not be written may fail too; the end's failure is what counts
        }
        FullDiskFileSystem.full = false;
        assertEquals(Optional.of(RunStatus.RUNNING), RunStore.storedStatusOnDisk(results, id));
    }

    @Test
    void aDatabaseTheFullDiskDoesNotLetBeCreatedIsOneLineAndLeavesNoFile() {
        FullDiskFileSystem.full = true;
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> RunStore.open(results));
        assertEquals(results.toAbsolutePath().resolve("runs.mv.db") + ": cannot create the run database: "
                + "No space left on device", e.getMessage());
        assertFalse(Files.exists(results.resolve("runs.mv.db")), "no cut file that every later reader would refuse");
        FullDiskFileSystem.full = false;
        try (RunStore store = RunStore.open(results)) {
            assertTrue(store.list().isEmpty(), "with space again, the database is made as usual");
        } catch (SQLException ex) {
            throw new AssertionError(ex);
        }
    }
}
