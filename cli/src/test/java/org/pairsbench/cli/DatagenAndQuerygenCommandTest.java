package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pairsbench.cli.CliRun.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;

class DatagenAndQuerygenCommandTest {

    @TempDir
    Path dir;

    /** Smoke length at a tenth of the rate keeps each run well under a second. */
    private static final String[] FAST = {"--profile", "smoke", "--basis-rate", "500", "--quiet"};

    private CliRun datagen(String... args) {
        return CliRun.of(Stream.concat(Stream.of("datagen"), Stream.concat(Stream.of(args), Stream.of(FAST)))
                .toArray(String[]::new));
    }

    @Test
    void datagenThenQuerygenAsANewUserWouldRunThem() throws IOException {
        Path data = dir.resolve("data");
        CliRun gen = datagen("--sf", "2", "--out", data.toString(), "--files", "2", "--gzip");
        assertEquals(0, gen.exitCode(), gen.err());
        assertTrue(gen.out().startsWith("datagen: ") && gen.out().contains("ticks in 2 files"), gen.out());
        try (Stream<Path> files = Files.list(data)) {
            assertEquals(List.of("correlations.json", "manifest.json", "ticks-1.csv.gz", "ticks-2.csv.gz"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals(2, TickFiles.resolve(data).size());

        Path queries = dir.resolve("queries");
        CliRun query = CliRun.of("querygen", "--aux", data.resolve("correlations.json").toString(),
                "--out", queries.toString());
        assertEquals(0, query.exitCode(), query.err());
        assertTrue(query.out().contains("50 strategies (standard)"), query.out());
        StrategySet set = StrategiesXml.read(queries.resolve("strategies.xml"));
        assertEquals(50, set.size());
        assertTrue(set.standard());
    }

    @Test
    void withJsonDatagenAndQuerygenPrintWhatTheyWroteAsJson() throws IOException {
        Path data = dir.resolve("data");
        CliRun gen = datagen("--sf", "1", "--out", data.toString(), "--json", "--seed", "7");
        assertEquals(0, gen.exitCode(), gen.err());
        com.fasterxml.jackson.databind.JsonNode written = org.pairsbench.core.json.Json.mapper().readTree(gen.out());
        assertEquals(data.toString(), written.get("folder").asText());
        assertEquals(1, written.get("files").asInt());
        assertEquals(7, written.get("seed").asLong());
        assertEquals("smoke", written.get("profile").asText());
        long ticks = written.get("ticks").asLong();
        assertEquals(ticks, TickFiles.resolve(data).stream().mapToLong(f -> {
            try (Stream<String> lines = Files.lines(f)) {
                return lines.count();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).sum(), "one line per tick");
        assertEquals(Files.size(TickFiles.resolve(data).get(0)), written.get("bytes").asLong());

        CliRun query = CliRun.of("querygen", "--aux", data.resolve("correlations.json").toString(),
                "--out", dir.resolve("queries").toString(), "--json");
        assertEquals(0, query.exitCode(), query.err());
        com.fasterxml.jackson.databind.JsonNode strategies = org.pairsbench.core.json.Json.mapper().readTree(query.out());
        assertEquals(25, strategies.get("strategies").asInt());
        assertTrue(strategies.get("standard").asBoolean());
        assertEquals(dir.resolve("queries").resolve("strategies.xml").toString(), strategies.get("file").asText());
    }

    @Test
    void aDataSetLargerThanTheFreeSpaceIsRefusedBeforeAnythingIsWritten() throws IOException {
        // SF 10,000 standard: about 45 billion ticks, over a terabyte and a half of CSV; the build's disks are smaller
        Path data = dir.resolve("huge");
        org.junit.jupiter.api.Assumptions.assumeTrue(FreeSpace.usableBytes(dir) < 1_500_000_000_000L,
                "a disk with room for SF 10,000");
        CliRun gen = CliRun.of("datagen", "--sf", "10000", "--out", data.toString(), "--quiet");
        assertOneLineErrorContaining(gen, "the data set needs about ");
        assertTrue(gen.err().contains(" TB and "), gen.err());
        assertTrue(Files.notExists(data), "nothing written, not even the folder");
    }

    private static void assertOneLineErrorContaining(CliRun run, String fragment) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(fragment), run.err());
    }

    @Test
    void theSampleB6FileWorksForTheGeneratorsAndTheTranslator() throws IOException {
        String sample = Files.readString(Path.of("../harness-config/pairs-sf2.properties"));
        String local = sample.replace("./data/", dir.resolve("data").toString().replace("\\", "/") + "/")
                .replace("./queries/", dir.resolve("queries").toString().replace("\\", "/") + "/")
                .replace("./impl/Esper/", dir.resolve("impl").toString().replace("\\", "/") + "/")
                .replace("profile=standard", "profile=smoke");
        Path config = Files.writeString(dir.resolve("pairs.properties"), local);
        CliRun gen = CliRun.of("datagen", config.toString(), "--basis-rate", "500", "--quiet");
        assertEquals(0, gen.exitCode(), gen.err());
        assertTrue(Files.exists(dir.resolve("data/ticks.csv")));
        CliRun query = CliRun.of("querygen", config.toString());
        assertEquals(0, query.exitCode(), query.err());
        assertEquals(50, StrategiesXml.read(dir.resolve("queries/strategies.xml")).size());
        CliRun translate = CliRun.of("translate", config.toString());
        assertEquals(0, translate.exitCode(), translate.err());
        assertTrue(translate.out().contains("50 strategies for esper"), translate.out());
        assertTrue(Files.exists(dir.resolve("impl/pairs.epl")));
    }

    @Test
    void customValueSetsAreMarkedNonStandard() {
        Path data = dir.resolve("data");
        assertEquals(0, datagen("--sf", "1", "--out", data.toString()).exitCode());
        CliRun query = CliRun.of("querygen", "--aux", data.resolve("correlations.json").toString(),
                "--out", dir.toString(), "--period-lengths", "15,45", "--strategies", "30");
        assertEquals(0, query.exitCode(), query.err());
        StrategySet set = StrategiesXml.read(dir.resolve("strategies.xml"));
        assertFalse(set.standard());
        assertEquals(30, set.size());
        assertTrue(set.strategies().stream().allMatch(s -> s.periodLength() == 15 || s.periodLength() == 45));
    }

    @Test
    void aValueOutsideItsParametersDomainIsOneLineNamingTheSetAndWritesNothing() {
        Path data = dir.resolve("data");
        assertEquals(0, datagen("--sf", "1", "--out", data.toString()).exitCode());
        Path queries = dir.resolve("queries");
        String aux = data.resolve("correlations.json").toString();
        assertOneLineError(CliRun.of("querygen", "--aux", aux, "--out", queries.toString(), "--period-lengths", "5,7"),
                "the value set of periodLength: periodLength must be a positive multiple of 5 s, not 7");
        assertOneLineError(CliRun.of("querygen", "--aux", aux, "--out", queries.toString(), "--stop-loss", "0.1,1.5"),
                "the value set of stopLossPerc: stopLossPerc must be in [0, 1], not 1.5");
        assertFalse(Files.exists(queries.resolve("strategies.xml")));
    }

    @Test
    void noFilesGeneratesInProcessAndWritesNothing() throws IOException {
        CliRun run = CliRun.of("datagen", "--sf", "1", "--no-files", "--profile", "smoke", "--basis-rate", "500");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("ticks generated in process, no files"), run.out());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void tickByTickGeneratesTheSameTicksAndChecksumAsTheBlocks() {
        CliRun blocks = datagen("--sf", "1", "--no-files");
        CliRun tickByTick = datagen("--sf", "1", "--no-files", "--tick-by-tick");
        assertEquals(0, tickByTick.exitCode(), tickByTick.err());
        assertTrue(tickByTick.out().contains("tick by tick, 1 thread"), tickByTick.out());
        assertEquals(ticksAndChecksum(blocks.out()), ticksAndChecksum(tickByTick.out()));
    }

    @Test
    void tickByTickWithoutNoFilesOrWithThreadsIsOneLineAndExitTwo() {
        assertOneLineError(datagen("--sf", "1", "--out", dir.toString(), "--tick-by-tick"),
                "--tick-by-tick measures the generator alone: it needs --no-files");
        assertOneLineError(datagen("--sf", "1", "--no-files", "--tick-by-tick", "--threads", "2"),
                "--tick-by-tick runs on one thread: drop --threads");
        assertFalse(Files.exists(dir.resolve("manifest.json")));
    }

    /** "N ticks generated" and "checksum C" of datagen --no-files's summary line. */
    private static String ticksAndChecksum(String out) {
        Matcher m = Pattern.compile("datagen: ([0-9,]+) ticks generated in process.*checksum (-?[0-9]+)").matcher(out);
        assertTrue(m.find(), out);
        return m.group(1) + " ticks, checksum " + m.group(2);
    }

    @Test
    void scaleFactorZeroIsOneLineAndExitTwo() {
        assertOneLineError(datagen("--sf", "0", "--out", dir.toString()), "scale factor must be an integer from 1 to");
        assertOneLineError(datagen("--sf", "5000000", "--out", dir.toString()), "scale factor must be an integer from 1 to");
        assertFalse(Files.exists(dir.resolve("manifest.json")));
    }

    @Test
    void anUnknownConfigurationKeyNamesFileAndLine() throws IOException {
        Path config = Files.writeString(dir.resolve("bad.properties"), "# comment\nscaleFactr=2\n");
        assertOneLineError(CliRun.of("datagen", config.toString()), config + ":2: unknown key 'scaleFactr'");
    }

    @Test
    void anUnwritableOutputFolderIsOneLineAndLeavesNothing() throws IOException {
        Path file = Files.writeString(dir.resolve("occupied"), "x");
        assertOneLineError(datagen("--sf", "1", "--out", file.resolve("data").toString()),
                "cannot create the output directory");
    }

    @Test
    void missingSettingsAreNamed() {
        assertOneLineError(CliRun.of("datagen", "--out", dir.toString()), "no scale factor");
        assertOneLineError(CliRun.of("datagen", "--sf", "1"), "no output directory");
        assertOneLineError(CliRun.of("querygen", "--out", dir.toString()), "no auxiliary file");
        assertOneLineError(CliRun.of("querygen", "--aux", dir.resolve("none.json").toString(), "--out", dir.toString()),
                "no such auxiliary (correlations) file");
        assertOneLineError(datagen("--sf", "1", "--out", dir.toString(), "--files", "0"), "positive integer");
        assertOneLineError(datagen("--sf", "1", "--out", dir.toString(), "--rho", "2"), "rho must be in [-1, 1]");
        assertOneLineError(CliRun.of("datagen", "--sf", "1", "--out", dir.toString(), "--profile", "long"),
                "unknown profile 'long'");
    }

    @Test
    void datagenRefusesMoreTickFilesThanItsBoundInOneLineBeforeWritingAnything() throws IOException {
        Path data = dir.resolve("data");
        for (String files : List.of("2147483647", "1001")) {
            assertOneLineError(datagen("--sf", "1", "--out", data.toString(), "--files", files),
                    "--files must be a positive integer up to 1000, got " + files);
        }
        Path config = Files.writeString(dir.resolve("pairs.properties"), "fileCount=2147483647\n");
        assertOneLineError(datagen(config.toString(), "--sf", "1", "--out", data.toString()),
                "--files must be a positive integer up to 1000");
        assertFalse(Files.exists(data), "nothing written");
    }

    @Test
    void querygenRefusesToReplaceAnEditedStrategiesFileUnlessOverwrite() throws IOException {
        Path data = dir.resolve("data");
        assertEquals(0, datagen("--sf", "1", "--out", data.toString()).exitCode());
        String aux = data.resolve("correlations.json").toString();
        Path queries = dir.resolve("queries");
        Path target = queries.resolve("strategies.xml");
        assertEquals(0, CliRun.of("querygen", "--aux", aux, "--out", queries.toString()).exitCode());
        String generated = Files.readString(target);
        CliRun same = CliRun.of("querygen", "--aux", aux, "--out", queries.toString());
        assertEquals(0, same.exitCode(), "the same file again is no edit: " + same.err());

        String edited = generated.replace("</Strategies>", "<!-- my edit --></Strategies>");
        Files.writeString(target, edited);
        assertOneLineError(CliRun.of("querygen", "--aux", aux, "--out", queries.toString()),
                "strategies.xml: exists and differs from the strategies this writes (edited?): give --overwrite");
        assertEquals(edited, Files.readString(target), "the edit is kept");

        assertEquals(0, CliRun.of("querygen", "--aux", aux, "--out", queries.toString(), "--overwrite").exitCode());
        assertEquals(generated, Files.readString(target));
    }
}
