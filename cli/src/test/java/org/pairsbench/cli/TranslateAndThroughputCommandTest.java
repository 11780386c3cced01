package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.harness.record.CpuModel;

class TranslateAndThroughputCommandTest {

    @TempDir
    Path dir;

    private static void assertOneLineError(CliRun run, String fragment) {
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(fragment), run.err());
    }

    /** A small SF 1 data set in data/ and its strategies in queries/; returns the strategies file. */
    private Path generate() {
        return CliRun.smallDataSet(dir);
    }

    @Test
    void throughputRunsTheEngineFlatOutAndValidatesItsAnswers() {
        Path strategies = generate();
        CliRun run = CliRun.of("throughput", "--engine", "esper", "--data", dir.resolve("data").toString(),
                "--strategies", strategies.toString(), "--validate");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("second half: ") && run.out().contains("Validation result: PASSED"),
                run.out());
    }

    @Test
    void throughputRefusesADataSetCutShortAndAVerifyWithoutOne() throws Exception {
        Path strategies = generate();
        Path ticks = dir.resolve("data/ticks.csv");
        long size = java.nio.file.Files.size(ticks);
        try (java.nio.channels.FileChannel c = java.nio.channels.FileChannel.open(ticks,
                java.nio.file.StandardOpenOption.WRITE)) {
            c.truncate(size - 1000);
        }

        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--data", dir.resolve("data").toString(),
                "--strategies", strategies.toString()), ticks.toAbsolutePath() + ": " + (size - 1000)
                + " bytes, but manifest.json says " + size + ": cut short");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--sf", "1", "--verify"),
                "a generated stream (--sf) has none");
    }

    @Test
    void throughputGeneratesAScaleFactorsStreamInProcessAndValidatesIt() {
        CliRun run = CliRun.of("throughput", "--engine", "esper", "--sf", "1", "--profile", "smoke", "--validate");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        // First the machine, so that a flat-out figure says which host it came from: its CPU as /proc/cpuinfo
        // names it (this JVM's, as the command runs in it), then its cores.
        String cpu = Objects.requireNonNullElse(CpuModel.current(), "unknown CPU");
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(run.out().startsWith("machine: " + cpu + ", " + cores + (cores == 1 ? " core, " : " cores, ")),
                run.out());
        String afterMachine = run.out().substring(run.out().indexOf('\n') + 1);
        // The published smoke stream of SF 1, seed 2013, has 754,116 ticks, counted before they are loaded: 24
        // chunks of 32,768 ticks at 524,336 bytes each.
        assertTrue(afterMachine.startsWith("counting the ticks of the stream of SF 1, smoke (1 market)...\n"
                + "the stream of SF 1, smoke: 754,116 ticks, 12,584,064 bytes (0.0 GiB) in memory, 0.3 GiB kept beside "
                + "them; heap "), run.out());
        assertTrue(run.out().contains("\nload: 754,116 ticks, 100 symbols, generated in process "
                + "(SF 1, smoke, seed 2013), standard strategies"), run.out());
        Matcher answers = Pattern.compile("(?m)^answers: (\\d+)$").matcher(run.out());
        assertTrue(answers.find() && Long.parseLong(answers.group(1)) > 0, run.out());
        assertTrue(run.out().contains("reference engine: " + answers.group(1) + " answers in "), run.out());
        assertTrue(run.out().contains("Validation result: PASSED"), run.out());
    }

    @Test
    void throughputWithCloseTimesTimesTheReferenceEnginesClosesInsideSend() {
        CliRun run = CliRun.of("throughput", "--engine", "reference", "--sf", "1", "--profile", "smoke",
                "--close-times");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("\nclose times (second half, each answer timed from the start of its trigger's "
                + "send()):\n"), run.out());
        // The reference engine answers inside send(): every answer of the second half is timed, none is foreign.
        Matcher sends = Pattern.compile("(?m)^  sends that answered +([0-9,]+): p50 ").matcher(run.out());
        Matcher indicators = Pattern.compile("(?m)^  Indicator delay +([0-9,]+): p50 ").matcher(run.out());
        assertTrue(sends.find() && indicators.find(), run.out());
        long answeringSends = Long.parseLong(sends.group(1).replace(",", ""));
        long timedIndicators = Long.parseLong(indicators.group(1).replace(",", ""));
        assertTrue(answeringSends > 0 && timedIndicators >= answeringSends, run.out());
        assertFalse(run.out().contains("not measured"), run.out());
    }

    @Test
    void throughputNeedsOneSourceOfTicks() {
        assertOneLineError(CliRun.of("throughput", "--engine", "esper"), "give either --data DIR");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--sf", "1", "--data", "x"),
                "give either --data DIR");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--data", "x"), "--data needs --strategies");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--data", "x", "--strategies", "y",
                "--seed", "3"), "--profile and --seed choose a generated stream (--sf)");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--data", "x", "--strategies", "y",
                "--profile", "short"), "--profile and --seed choose a generated stream (--sf)");
        assertOneLineError(CliRun.of("throughput", "--engine", "esper", "--sf", "-3"),
                "scale factor must be an integer from 1 to 1000000");
    }

    @Test
    void translatesAStrategiesFileForEsper() throws IOException {
        Path queries = generate().getParent();

        Path impl = dir.resolve("impl/esper");
        CliRun run = CliRun.of("translate", "--engine", "esper", "--strategies",
                queries.resolve("strategies.xml").toString(), "--out", impl.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("25 strategies for esper"), run.out());
        assertTrue(Files.readString(impl.resolve("pairs.epl")).contains("create table StrategyState"));
        List<String> definitions = Files.readAllLines(impl.resolve("strategy-definitions.csv"));
        assertEquals(26, definitions.size());
        Strategy first = StrategiesXml.read(queries.resolve("strategies.xml")).strategies().get(0);
        assertTrue(definitions.get(1).startsWith(first.alias() + "," + first.symbol1() + "," + first.symbol2()),
                definitions.get(1));
    }

    @Test
    void withJsonTranslateListsTheFilesItWrote() throws IOException {
        Path queries = generate().getParent();
        Path impl = dir.resolve("impl/esper");
        CliRun run = CliRun.of("translate", "--engine", "esper", "--strategies",
                queries.resolve("strategies.xml").toString(), "--out", impl.toString(), "--json");
        assertEquals(0, run.exitCode(), run.err());
        com.fasterxml.jackson.databind.JsonNode written = org.pairsbench.core.json.Json.mapper().readTree(run.out());
        assertEquals("esper", written.get("engine").asText());
        assertEquals(25, written.get("strategies").asInt());
        List<String> files = new java.util.ArrayList<>();
        written.get("files").forEach(f -> files.add(f.asText()));
        assertTrue(files.contains("pairs.epl") && files.contains("strategy-definitions.csv"), files.toString());
        for (String f : files) {
            assertTrue(Files.exists(impl.resolve(f)), f);
        }
    }

    @Test
    void anOutputPathThatIsAFileIsOneLineAndLeavesTheFileAlone() throws IOException {
        Path strategies = generate();
        Path taken = Files.writeString(dir.resolve("taken"), "x");

        CliRun run = CliRun.of("translate", "--engine", "esper", "--strategies", strategies.toString(),
                "--out", taken.toString());

        assertOneLineError(run, "exists and is not a directory");
        assertEquals("x", Files.readString(taken));
    }

    @Test
    void anUnknownEngineIsOneLineWithTheKnownOnes() {
        CliRun run = CliRun.of("translate", "--engine", "nosuch", "--strategies", "x.xml", "--out", "out");
        assertOneLineError(run, "unknown engine 'nosuch'; installed engines: esper, flink, null, process, reference, siddhi");
    }

    @Test
    void anEngineThatFailsDuringThroughputIsANegativeVerdictInOneLineNotAnInternalError() {
        CliRun run = CliRun.of("throughput", "--engine", "process", "--engine-opt",
                "command=echo 'engine: no licence' >&2; exit 3", "--sf", "1", "--profile", "smoke", "--max-ticks", "1000");
        assertEquals(1, run.exitCode(), run.out() + run.err());
        List<String> lines = run.err().strip().lines().filter(l -> l.startsWith("pairs throughput:")).toList();
        assertEquals(1, lines.size(), run.err());
        assertTrue(lines.get(0).startsWith("pairs throughput: engine 'process': the command exited with code 3"),
                run.err());
        assertFalse(run.err().contains("internal error") || run.err().contains("\tat "), run.err());
    }

    @Test
    void anEngineWithoutATranslatorIsOneLine() throws IOException {
        Path strategies = generate();
        CliRun run = CliRun.of("translate", "--engine", "reference", "--strategies", strategies.toString(),
                "--out", dir.resolve("out").toString());
        assertOneLineError(run, "engine 'reference' has no workload translator");
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
    }

    @Test
    void anUnknownEngineInTheConfigurationIsNamedAtItsLine() throws IOException {
        Path config = Files.writeString(dir.resolve("pairs.properties"), "# B.6\nengine=esperr\n");
        assertOneLineError(CliRun.of("translate", config.toString(), "--strategies", "x.xml", "--out", "out"),
                config + ":2: unknown engine 'esperr'");
        assertOneLineError(CliRun.of("run", config.toString(), "--sf", "1", "--results", dir.toString()),
                config + ":2: unknown engine 'esperr'");
    }

    @Test
    void aMissingStrategiesFileIsOneLineAndWritesNothing() {
        Path impl = dir.resolve("impl");
        CliRun run = CliRun.of("translate", "--engine", "esper", "--strategies",
                dir.resolve("missing.xml").toString(), "--out", impl.toString());
        assertOneLineError(run, "missing.xml");
        assertFalse(Files.exists(impl));
    }

    @Test
    void theFincosTargetWritesAWorkspaceWhosePathsPointAtItsOwnFilesAndTheTickFile() throws IOException {
        Path strategies = generate();
        Path ws = dir.resolve("fincos");
        CliRun run = CliRun.of("translate", "--engine", "esper", "--target", "fincos", "--strategies",
                strategies.toString(), "--ticks", dir.resolve("data").toString(), "--out", ws.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("25 strategies as a FINCoS 2.4 workspace"), run.out());
        for (String name : List.of("config/Connections.fcf", "pairs-test.xml", "queries/esper/Stream_Set.xml",
                "queries/esper/Query_Set.xml", "data/strategy-definitions.csv")) {
            assertTrue(Files.isRegularFile(ws.resolve(name)), name);
        }
        String setup = Files.readString(ws.resolve("pairs-test.xml"));
        assertTrue(setup.contains("<path>" + dir.resolve("data/ticks.csv").toAbsolutePath() + "</path>"), setup);
        assertEquals(25, Files.readAllLines(ws.resolve("data/strategy-definitions.csv")).size(), "no header row");
    }

    @Test
    void theFincosTargetRefusesOtherEnginesMissingTicksAndSplitOrGzipDataSetsInOneLine() throws IOException {
        Path strategies = generate();
        String out = dir.resolve("ws").toString();
        assertOneLineError(CliRun.of("translate", "--engine", "siddhi", "--target", "fincos", "--strategies",
                strategies.toString(), "--ticks", dir.resolve("data").toString(), "--out", out),
                "--target fincos writes for FINCoS's Esper adapter: use --engine esper, not 'siddhi'");
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--target", "fincos", "--strategies",
                strategies.toString(), "--out", out), "--target fincos needs --ticks DIR");
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--target", "kafka", "--strategies",
                strategies.toString(), "--out", out), "--target must be 'engine' or 'fincos', got 'kafka'");
        Path split = dir.resolve("split");
        assertEquals(0, CliRun.of("datagen", "--sf", "1", "--out", split.toString(), "--profile", "smoke",
                "--basis-rate", "50", "--files", "2", "--quiet").exitCode());
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--target", "fincos", "--strategies",
                strategies.toString(), "--ticks", split.toString(), "--out", out),
                "a FINCoS workspace replays one tick file, found 2");
        Path gz = Files.write(dir.resolve("ticks.csv.gz"), new byte[0]);
        assertOneLineError(CliRun.of("translate", "--engine", "esper", "--target", "fincos", "--strategies",
                strategies.toString(), "--ticks", gz.toString(), "--out", out), "FINCoS cannot read gzip tick files");
        assertFalse(Files.exists(dir.resolve("ws")), "nothing written");
    }
}
