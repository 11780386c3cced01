package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.cli.CliRun.assertOneLineError;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;

class SweepCommandTest {

    @TempDir
    Path dir;

    @Test
    void aSweepRunsEachScaleFactorInItsOwnJvmAndWritesItsResultAndComparison() throws Exception {
        Path results = dir.resolve("results");
        Path out = dir.resolve("sweep");
        CliRun sweep = CliRun.of("sweep", "--engine", "reference", "--sf", "1", "--profile", "smoke",
                "--rate-factor", "10", "--results", results.toString(), "--out", out.toString());
        assertEquals(0, sweep.exitCode(), sweep.err() + sweep.out());

        JsonNode json = Json.mapper().readTree(out.resolve("sweep.json").toFile());
        assertEquals("pairs-sweep/1", json.get("format").asText());
        assertEquals("smoke", json.get("profile").asText());
        assertEquals(1, json.get("points").size());
        JsonNode point = json.get("points").get(0);
        assertEquals(1, point.get("scaleFactor").asInt());
        assertEquals(1, point.get("runId").asLong(), "the first run of a new results folder");
        assertEquals("PASSED", point.get("validation").asText());
        // Whether the run kept up depends on the machine; the sweep must say which, either way.
        boolean keptUp = point.get("keptUp").asBoolean();
        assertTrue(point.get("keepingUp").asText().startsWith(keptUp ? "kept up" : "did NOT keep up"),
                point.get("keepingUp").asText());
        assertEquals(keptUp, json.get("best").isObject(), "the one run is the best exactly when it kept up");
        assertTrue(Files.exists(out.resolve("compare.html")));
        assertTrue(Files.exists(results.resolve("runs.mv.db")), "the run was recorded");
        assertTrue(sweep.out().contains("Pairs sweep of reference, profile smoke, rate x10.0"), sweep.out());
    }

    @Test
    void aSweepStoppedByATerminationSignalStopsItsRunWhichRecordsItselfInterrupted() throws Exception {
        Path results = dir.resolve("results");
        Path errFile = dir.resolve("err.txt");
        Process sweep = new ProcessBuilder(KitProcess.command(List.of("sweep", "--engine", "reference", "--sf", "1",
                "--profile", "smoke", "--results", results.toString(), "--out", dir.resolve("sweep").toString())))
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(errFile.toFile()).start();
        while (sweep.isAlive() && !Files.readString(errFile).contains("pairs run: run 1: deploying")) {
            Thread.sleep(100);
        }
        List<ProcessHandle> children = sweep.toHandle().children().toList();
        assertEquals(1, children.size(), "one run at a time: " + Files.readString(errFile));

        sweep.destroy(); // SIGTERM to the sweep alone, as a service manager or kill would send it

        assertTrue(sweep.waitFor(120, TimeUnit.SECONDS), "the stopped sweep ended");
        String err = Files.readString(errFile);
        assertTrue(err.contains("pairs: stopped: stopping the run at SF 1 (it records its run as INTERRUPTED)"), err);
        assertFalse(children.get(0).isAlive(), "the sweep's run ended with it");
        try (RunStore store = RunStore.open(results)) {
            assertEquals(List.of(RunStatus.INTERRUPTED), store.list().stream().map(RunStore.RunRow::status).toList());
        }
    }

    @Test
    void badSettingsAreOneLineErrorsBeforeAnyRun() {
        assertOneLineError(CliRun.of("sweep", "--engine", "reference", "--sf", "0", "--results", dir.toString()),
                "--sf takes positive scale factors");
        assertOneLineError(CliRun.of("sweep", "--engine", "reference", "--from", "8", "--max-sf", "4",
                "--results", dir.toString()), "need 1 <= --from <= --max-sf");
        assertOneLineError(CliRun.of("sweep", "--engine", "no-such-engine", "--results", dir.toString()),
                "no-such-engine");
        assertOneLineError(CliRun.of("sweep", "--engine", "reference", "--profile", "weekly",
                "--results", dir.toString()), "weekly");
        assertTrue(Files.notExists(dir.resolve("runs.mv.db")), "nothing ran");
    }

    @Test
    void aChildRunGetsTheKitSettingsOfThisJvmEvenWhenSetAtRunTime() {
        // The build sets the run lock's file as a property at run time: a child without it would take the
        // machine-wide lock and warn a real run going on beside the build.
        String lock = System.getProperty(org.pairsbench.harness.run.RunLock.PROPERTY);
        assertTrue(lock != null, "the build sets " + org.pairsbench.harness.run.RunLock.PROPERTY);
        java.util.List<String> command = KitProcess.command(java.util.List.of("run"));
        assertTrue(command.contains("-D" + org.pairsbench.harness.run.RunLock.PROPERTY + "=" + lock), command.toString());
        assertEquals(java.util.List.of(PairsCli.class.getName(), "run"), command.subList(command.size() - 2, command.size()));
    }

    @Test
    void aRateFactorOutsideItsRangeIsRefusedByEveryCommandThatPaces() {
        for (String bad : List.of("1e-300", "1e-9", "0.001", "1e300", "1001", "NaN", "Infinity", "-1", "fast")) {
            for (List<String> command : List.of(
                    List.of("sweep", "--engine", "reference", "--sf", "1", "--results", dir.toString()),
                    List.of("run", "--engine", "null", "--sf", "1", "--results", dir.toString()),
                    List.of("bench", "floor", "--sf", "1"))) {
                List<String> args = new java.util.ArrayList<>(command);
                args.addAll(List.of("--rate-factor", bad));
                CliRun run = CliRun.of(args.toArray(String[]::new));
                assertOneLineError(run, "--rate-factor");
                assertTrue(run.err().contains("from 0.01 to 1000"), run.err());
            }
        }
        assertTrue(Files.notExists(dir.resolve("runs.mv.db")), "nothing ran");
    }

    @Test
    void sweepChecksEveryScaleFactorFolderAndTimeoutBeforeItPrintsItsPlan() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        List<List<String>> bad = List.of(
                List.of("--sf", ",,,"),
                List.of("--sf", "2000000"),
                List.of("--max-sf", "2000000"),
                List.of("--sf", "1", "--from", "2"),
                List.of("--sf", "1", "--max-sf", "4"),
                List.of("--sf", "1", "--stall-timeout", "0"),
                List.of("--sf", "1", "--out", file.toString()),
                List.of("--sf", "1", "--results", file.toString()));
        List<String> says = List.of("--sf takes scale factors", "up to 1000000, got [2000000]", "--max-sf <= 1000000",
                "--from sets the automatic search", "--max-sf sets the automatic search", "--stall-timeout",
                "a-file: is a file, not a folder", "a-file: is a file, not a folder");
        for (int i = 0; i < bad.size(); i++) {
            List<String> args = new java.util.ArrayList<>(List.of("sweep", "--engine", "reference"));
            if (!bad.get(i).contains("--results")) {
                args.addAll(List.of("--results", dir.resolve("results").toString()));
            }
            args.addAll(bad.get(i));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertOneLineError(run, says.get(i));
            assertTrue(run.out().isEmpty(), run.out());
            assertTrue(Files.notExists(dir.resolve("results")), "nothing ran for " + bad.get(i));
        }
    }
}
