package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;

/**
 * What a run holds does not grow with its stream: runs in a JVM whose heap is a fraction of the stream's size
 * in memory complete and validate. No timing: the heap limit is the measure.
 */
class BoundedMemoryTest {

    private static final int HEAP_MIB = 64;

    @TempDir
    Path dir;

    private record Result(int exitCode, String out, String err) {
    }

    /**
     * This build's {@code pairs} in a new JVM with {@code -Xmx}, this test JVM's java, class path and kit settings
     * (the build's run lock, so that a real run on the machine is not warned).
     */
    private static Result pairs(String xmx, String... args) throws IOException, InterruptedException {
        List<String> command = KitProcess.command(List.of("-Xmx" + xmx), List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
        // Both pipes are drained on their own threads, so neither fills and blocks the child.
        var out = java.util.concurrent.CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
        var err = java.util.concurrent.CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("pairs " + String.join(" ", args) + " did not end within 5 minutes");
        }
        return new Result(process.exitValue(), out.join(), err.join());
    }

    private static String read(java.io.InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aRunWhoseStreamIsSeveralTimesTheHeapCompletesAndValidates() throws Exception {
        // SF 11 short: two markets, about 9 million ticks; 16 bytes each in memory would be over twice the
        // 64 MiB heap, and as tick objects over six times.
        DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SHORT);
        long ticks = TickGenerator.countTicks(parameters);
        assertTrue(TickArray.bytesFor(ticks) > 2L * HEAP_MIB << 20, ticks + " ticks");

        Path results = dir.resolve("results");
        Result run = pairs(HEAP_MIB + "m", "run", "--engine", "reference", "--sf", "11", "--profile", "short",
                "--flat-out", "--results", results.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains(String.format("  ticks       %,d sent", ticks)), run.out());
        assertTrue(run.out().contains("validation  PASSED"), run.out());
        JsonNode report;
        try (Stream<Path> files = Files.walk(results)) {
            Path json = files.filter(p -> p.getFileName().toString().equals("run.json")).findFirst().orElseThrow();
            report = Json.mapper().readTree(json.toFile());
        }
        long drivePeak = report.path("memory").path("driveHeapPeakBytes").asLong();
        long validationPeak = report.path("memory").path("validationHeapPeakBytes").asLong();
        assertTrue(drivePeak > 0 && drivePeak <= (long) HEAP_MIB << 20, "drive heap peak " + drivePeak);
        assertTrue(validationPeak > 0 && validationPeak <= (long) HEAP_MIB << 20, "validation heap peak " + validationPeak);
    }

    @Test
    void throughputRefusesAStreamTheHeapCannotHoldNamingTheHeapThatWould() throws Exception {
        // 1,200 MiB of heap; SF 1000's 25,000 strategies keep 256 MiB + 25,000 x 16 KiB = 646.6 MiB beside the
        // ticks: 553.4 MiB hold at most 36,265,984 ticks at 16 bytes (a little less in whole chunks, and where the
        // collector keeps a survivor space out of the maximum). SF 1000 has 100 markets of about 45 million ticks
        // each: counting stops after the first.
        Result run = pairs("1200m", "throughput", "--engine", "null", "--sf", "1000");

        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        Matcher m = Pattern.compile("the stream of SF 1000, standard has more than ([0-9,]+) ticks, .* set "
                + "PAIRS_JAVA_OPTS=-Xmx(\\d+)g or more, or give --max-ticks N \\(up to ([0-9,]+) fit\\)").matcher(run.err());
        assertTrue(m.find(), run.err());
        long fitting = Long.parseLong(m.group(3).replace(",", ""));
        assertTrue(fitting > 0 && fitting <= 36_265_984L, m.group(3));
        assertTrue(Long.parseLong(m.group(1).replace(",", "")) > fitting, m.group(1));
        // About 4.5e9 ticks at 16 bytes: some 67 GiB.
        assertTrue(Long.parseLong(m.group(2)) > 60, m.group(2));
    }
}
