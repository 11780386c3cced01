package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs killed with SIGKILL, and damaged databases, as the user meets them through the commands. */
class RunRecoveryTest {

    @TempDir
    Path dir;

    private record Result(int exit, String out, String err) {
    }

    private static Result pairs(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = PairsCli.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(exit, out.toString(), err.toString());
    }

    /** Starts {@code pairs run ...} in a child JVM and kills it (SIGKILL) once stderr shows {@code trigger}. */
    private void killRunWhen(String trigger, long afterMillis, String... runArgs) throws Exception {
        // With the build's run lock, like every child run of the build: a real run on the machine is not warned.
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("run"));
        command.addAll(Arrays.asList(runArgs));
        command = KitProcess.command(command);
        Process p = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile()).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = err.readLine()) != null && !line.contains(trigger)) {
                // wait for the phase
            }
            assertTrue(line != null, "the run reached: " + trigger);
            Thread.sleep(afterMillis);
            p.destroyForcibly(); // SIGKILL: no hook runs, nothing is recorded by the process itself
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        } finally {
            p.destroyForcibly();
        }
    }

    private void assertAbandonedThenImported(Path results) throws Exception {
        Result list = pairs("runs", "list", "--results", results.toString());
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().contains("ABANDONED"), list.out());

        Result imported = pairs("runs", "import", results.toString());
        assertEquals(0, imported.exit(), imported.err());
        assertTrue(imported.out().contains("run 1 (run-"), imported.out());
        assertTrue(imported.out().contains("recorded ABANDONED"), imported.out());
        assertTrue(imported.out().contains("0 added, 0 ends recorded, 1 abandoned, 0 already recorded"), imported.out());

        Result show = pairs("runs", "show", "1", "--json", "--results", results.toString());
        assertTrue(show.out().contains("\"status\" : \"ABANDONED\""), show.out());
        Path folder = Files.list(results).filter(Files::isDirectory).findFirst().orElseThrow();
        String runJson = Files.readString(folder.resolve("run.json"));
        assertTrue(runJson.contains("\"status\" : \"ABANDONED\""), "run.json says what the database says: " + runJson);

        Result again = pairs("runs", "import", results.toString());
        assertTrue(again.out().contains("0 added, 0 ends recorded, 0 abandoned, 1 already recorded"), again.out());
    }

    @Test
    void aRunKilledWhileDrivingIsListedAbandonedAndImportRecordsIt() throws Exception {
        Path results = dir.resolve("results");
        killRunWhen("deploying and driving", 1500, "--engine", "reference", "--sf", "1", "--profile", "smoke",
                "--results", results.toString());
        assertAbandonedThenImported(results);
        Result next = pairs("runs", "list", "--results", results.toString());
        assertEquals(2, next.out().lines().count(), "a header and run 1: " + next.out());
    }

    @Test
    void aRunKilledWhileValidatingIsListedAbandonedAndImportValidatesAndRecordsIt() throws Exception {
        Path results = dir.resolve("results");
        killRunWhen("validating the answers", 0, "--engine", "reference", "--sf", "1", "--profile", "smoke",
                "--flat-out", "--results", results.toString());
        Result list = pairs("runs", "list", "--results", results.toString());
        assertTrue(list.out().contains("ABANDONED"), list.out());
        Path folder = Files.list(results).filter(Files::isDirectory).findFirst().orElseThrow();
        assertTrue(Files.exists(folder.resolve("drive.json")), "the drive's report is kept while validating");

        Result imported = pairs("runs", "import", results.toString());
        assertEquals(0, imported.exit(), imported.err());
        assertTrue(imported.out().contains("run 1 (" + folder.getFileName() + "): recorded its end, killed while "
                + "validating: validated now, COMPLETED, validation PASSED"), imported.out());
        assertTrue(imported.out().contains("0 added, 1 ends recorded, 0 abandoned, 0 already recorded"), imported.out());

        Result after = pairs("runs", "list", "--results", results.toString());
        String row = after.out().lines().skip(1).findFirst().orElseThrow();
        assertTrue(row.contains("COMPLETED") && row.contains("PASSED"), after.out());
        Result show = pairs("runs", "show", "1", "--seconds", "--results", results.toString());
        assertTrue(show.out().contains("\nsecond,length_s,"), show.out());
        assertTrue(show.out().contains("\n0,"), "the per-second series kept at the end of the drive: " + show.out());
        String runJson = Files.readString(folder.resolve("run.json"));
        assertTrue(runJson.contains("\"status\" : \"COMPLETED\""), runJson);
        assertTrue(!Files.exists(folder.resolve("drive.json")), "spent once the run is recorded");
    }

    @Test
    void listingATruncatedDatabaseIsOneLineExit2AndTheFileIsKept() throws Exception {
        Path results = dir.resolve("results");
        try (var store = org.pairsbench.harness.record.RunStore.open(results)) {
            store.insert(RunStoreFixture.report("esper", null,
                    org.pairsbench.harness.record.RunReport.Validation.notRun("x")), java.util.List.of());
        }
        Path db = results.resolve("runs.mv.db");
        byte[] cut = Arrays.copyOf(Files.readAllBytes(db), (int) Files.size(db) / 3);
        Files.write(db, cut);
        Result list = pairs("runs", "list", "--results", results.toString());
        assertEquals(2, list.exit());
        assertEquals(1, list.err().lines().count(), list.err());
        assertTrue(list.err().startsWith("pairs runs list: " + db.toAbsolutePath() + ": not a readable Pairs run database"),
                list.err());
        assertArrayEquals(cut, Files.readAllBytes(db));
    }

    /** Makes {@code folder} unwritable even for root (chattr +i); false when this machine cannot. */
    private static boolean makeReadOnly(Path folder) throws Exception {
        folder.toFile().setWritable(false, false);
        if (!Files.isWritable(folder)) {
            return true;
        }
        try {
            Process p = new ProcessBuilder("chattr", "+i", folder.toString()).redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 && !Files.isWritable(folder);
        } catch (java.io.IOException noChattr) {
            return false;
        }
    }

    private static void makeWritable(Path folder) throws Exception {
        try {
            new ProcessBuilder("chattr", "-i", folder.toString()).redirectErrorStream(true).start()
                    .waitFor(10, TimeUnit.SECONDS);
        } catch (java.io.IOException noChattr) {
            // not made immutable either
        }
        folder.toFile().setWritable(true, false);
    }

    @Test
    void aReadOnlyResultsFolderStopsARunBeforeItStartsInOneLineAndStillLists() throws Exception {
        Path results = dir.resolve("results");
        try (var store = org.pairsbench.harness.record.RunStore.open(results)) {
            store.insert(RunStoreFixture.report("esper", null,
                    org.pairsbench.harness.record.RunReport.Validation.notRun("x")), java.util.List.of());
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(makeReadOnly(results), "this machine cannot make a folder read-only");
        try {
            byte[] db = Files.readAllBytes(results.resolve("runs.mv.db"));
            Result run = pairs("run", "--engine", "null", "--sf", "1", "--profile", "smoke", "--flat-out",
                    "--results", results.toString());
            assertEquals(2, run.exit(), run.err());
            String last = run.err().lines().reduce((a, b) -> b).orElseThrow();
            assertEquals("pairs run: " + results + ": cannot record runs here: the results folder is not writable",
                    last, run.err());
            assertTrue(run.err().lines().noneMatch(l -> l.contains("Exception") || l.startsWith("\tat ")), run.err());
            try (var files = Files.list(results)) {
                assertEquals(java.util.List.of("runs.mv.db"),
                        files.map(f -> f.getFileName().toString()).sorted().toList(), "no run folder, no trace file");
            }
            assertArrayEquals(db, Files.readAllBytes(results.resolve("runs.mv.db")));

            Result list = pairs("runs", "list", "--results", results.toString());
            assertEquals(0, list.exit(), "a reader needs no write access: " + list.err());
            assertTrue(list.out().contains("esper"), list.out());
        } finally {
            makeWritable(results);
        }
    }
}
