package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two runs at once on one machine: both are told, and a dead run leaves no lock behind. */
class RunLockTest {

    @TempDir
    Path dir;

    @Test
    void aSecondRunIsWarnedNamingTheFirstAndTheFirstLearnsOfTheSecond() {
        Path file = dir.resolve("run.lock");
        try (RunLock first = RunLock.acquire(file, "first run")) {
            assertEquals(List.of(), first.warnings());
            long pid = ProcessHandle.current().pid();

            try (RunLock second = RunLock.acquire(file, "second run")) {
                assertEquals(List.of("another Pairs run was running on this machine when this one started (pid " + pid
                        + ": first run): both share the CPU, so neither run's latencies are sound"), second.warnings());
            }
            assertEquals(List.of("another Pairs run started on this machine while this one was running (pid " + pid
                    + ": second run): both share the CPU, so neither run's latencies are sound"), first.warnings());
        }
        try (RunLock third = RunLock.acquire(file, "third run")) {
            assertEquals(List.of(), third.warnings(), "the first run ended: the next one is alone");
        }
    }

    @Test
    void manyRunsAreCountedWithOneExampleCutShortAndAllListed() {
        Path file = dir.resolve("run.lock");
        long pid = ProcessHandle.current().pid();
        String longCommand = "pairs run --engine esper " + "--engine-opt k=v ".repeat(300);
        try (RunLock first = RunLock.acquire(file, "first run")) {
            for (int i = 0; i < 16; i++) {
                RunLock.acquire(file, i == 0 ? longCommand : "run " + i).close();
            }
            List<String> warnings = first.warnings();
            assertEquals(1, warnings.size());
            String example = ("pid " + pid + ": " + longCommand).substring(0, 157) + "...";
            assertEquals("16 other Pairs runs started on this machine while this one was running (one: " + example
                    + "; run.json's concurrentRuns lists them all): both share the CPU, so neither run's latencies "
                    + "are sound", warnings.get(0));
            List<String> all = first.concurrentRuns();
            assertEquals(16, all.size());
            assertEquals("pid " + pid + ": " + longCommand.strip(), all.get(0).strip());
            assertEquals("pid " + pid + ": run 15", all.get(15));
        }
    }

    @Test
    void aRunInAnotherProcessIsNoticedAndItsLockGoesWithItWhenItIsKilled() throws Exception {
        Path file = dir.resolve("run.lock");
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")), RunLockHolder.class.getName(), file.toString())
                .redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("held", out.readLine());

            try (RunLock second = RunLock.acquire(file, "second run")) {
                assertEquals(1, second.warnings().size());
                assertTrue(second.warnings().get(0).contains("(pid " + holder.pid() + ": the holder process)"),
                        second.warnings().get(0));
            }
        } finally {
            holder.destroyForcibly(); // kill -9: no code of the holder runs
            assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
        }
        try (RunLock after = RunLock.acquire(file, "a later run")) {
            assertEquals(List.of(), after.warnings(), "the OS released the killed process's lock");
        }
    }
}
