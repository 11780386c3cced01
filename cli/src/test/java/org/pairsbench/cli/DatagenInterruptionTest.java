package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pairs datagen} in a JVM of its own, stopped mid-write: a termination signal leaves nothing behind, and
 * what a kill -9 leaves is removed by the next datagen into the folder.
 */
class DatagenInterruptionTest {

    @TempDir
    Path dir;

    /** A datagen of the SF 1 standard data set (about 1.5 GB) into {@code out}: it is stopped long before the end. */
    private Process startDatagen(Path out) throws IOException {
        return new ProcessBuilder(KitProcess.command(List.of("datagen", "--sf", "1", "--out", out.toString(), "--quiet")))
                .redirectErrorStream(true).redirectOutput(dir.resolve("datagen.txt").toFile()).start();
    }

    private static List<Path> temporaryFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    /** Waits until the child has written a MB of ticks under the temporary name. */
    private static Path awaitWriting(Process p, Path out) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && p.isAlive()) {
            if (Files.isDirectory(out)) {
                for (Path tmp : temporaryFiles(out)) {
                    if (Files.size(tmp) > 1 << 20) {
                        return tmp;
                    }
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("datagen never wrote a temporary tick file (alive: " + p.isAlive() + ")");
    }

    @Test
    void aKilledDatagensTemporaryFileIsRemovedAndNamedByTheNextDatagen() throws Exception {
        Path out = dir.resolve("data");
        Process killed = startDatagen(out);
        Path tmp;
        try {
            tmp = awaitWriting(killed, out);
        } finally {
            killed.destroyForcibly(); // kill -9: no finally block, no shutdown hook
            assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
        }
        assertEquals(List.of(tmp), temporaryFiles(out), "kill -9 leaves the partial file");
        assertTrue(tmp.getFileName().toString().startsWith(".ticks.csv." + killed.pid() + "-"), tmp.toString());

        CliRun next = CliRun.of("datagen", "--sf", "1", "--profile", "smoke", "--basis-rate", "500", "--quiet",
                "--out", out.toString());

        assertEquals(0, next.exitCode(), next.err());
        assertTrue(next.err().startsWith("datagen: removed 1 temporary file ("), next.err());
        assertTrue(next.err().strip().endsWith("left in " + out + " by an interrupted datagen: ["
                + tmp.getFileName() + "]"), next.err());
        assertEquals(List.of(), temporaryFiles(out));
        assertTrue(Files.exists(out.resolve("manifest.json")));
    }

    @Test
    void aTerminatedDatagenLeavesNoTemporaryFile() throws Exception {
        Path out = dir.resolve("data");
        Process terminated = startDatagen(out);
        try {
            awaitWriting(terminated, out);
            terminated.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks
            assertTrue(terminated.waitFor(30, TimeUnit.SECONDS));
        } finally {
            terminated.destroyForcibly();
        }
        assertEquals(List.of(), temporaryFiles(out), Files.readString(dir.resolve("datagen.txt")));
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList(), "no tick file, no manifest: nothing looks complete");
        }
    }
}
