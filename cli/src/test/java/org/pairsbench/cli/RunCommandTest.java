package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pairsbench.cli.CliRun.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

class RunCommandTest {

    @TempDir
    Path dir;

    @Test
    void flatOutRunsOfTheReferenceAndTheNullEngineAreValidatedAndListed() throws Exception {
        String results = dir.resolve("results").toString();
        CliRun reference = CliRun.of("run", "--engine", "reference", "--sf", "1", "--profile", "smoke", "--flat-out",
                "--results", results, "--fincos-log");
        assertEquals(0, reference.exitCode(), reference.out() + reference.err());
        assertTrue(reference.out().contains("validation  PASSED"), reference.out());
        assertTrue(reference.out().contains("flat-out runs measure no latency"), reference.out());

        CliRun none = CliRun.of("run", "--engine", "null", "--sf", "1", "--profile", "smoke", "--flat-out",
                "--results", results);
        assertEquals(1, none.exitCode(), "an engine that answers nothing fails validation: " + none.out());
        assertTrue(none.out().contains("validation  FAILED"), none.out());

        CliRun list = CliRun.of("runs", "list", "--results", results);
        assertEquals(0, list.exitCode(), list.err());
        List<String> lines = list.out().strip().lines().toList();
        assertEquals(3, lines.size(), list.out());
        assertTrue(lines.get(1).contains("reference") && lines.get(1).contains("PASSED"), lines.get(1));
        assertTrue(lines.get(2).contains("null") && lines.get(2).contains("FAILED"), lines.get(2));

        CliRun show = CliRun.of("runs", "show", "2", "--results", results, "--seconds");
        assertEquals(0, show.exitCode(), show.err());
        assertTrue(show.out().startsWith("Pairs run 2: null ("), "the run's summary: " + show.out());
        assertTrue(show.out().contains("\nsecond,length_s,planned_rate"), show.out());

        CliRun json = CliRun.of("runs", "show", "2", "--results", results, "--seconds", "--json");
        assertEquals(0, json.exitCode(), json.err());
        com.fasterxml.jackson.databind.JsonNode doc = org.pairsbench.core.json.Json.mapper().readTree(json.out());
        assertEquals("null", doc.get("report").get("engine").asText());
        assertTrue(doc.get("seconds").isArray() && doc.get("seconds").size() > 0, json.out());
        CliRun plain = CliRun.of("runs", "show", "2", "--results", results, "--json");
        assertEquals("null", org.pairsbench.core.json.Json.mapper().readTree(plain.out()).get("engine").asText());
    }

    @Test
    void aRunDeploysAnEditedTranslationAndRecordsItsHash() throws Exception {
        Path strategies = CliRun.smallDataSet(dir);
        Path data = dir.resolve("data");
        Path translation = dir.resolve("esper");
        assertEquals(0, CliRun.of("translate", "--engine", "esper", "--strategies", strategies.toString(),
                "--out", translation.toString()).exitCode());
        Path epl = translation.resolve("pairs.epl");
        Files.writeString(epl, "// tuned by hand\n" + Files.readString(epl));
        String results = dir.resolve("results").toString();
        String[] run = {"run", "--engine", "esper", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--flat-out", "--results", results, "--translation", translation.toString(), "--json"};

        CliRun edited = CliRun.of(run);
        assertEquals(0, edited.exitCode(), edited.err());
        com.fasterxml.jackson.databind.JsonNode report = org.pairsbench.core.json.Json.mapper().readTree(edited.out());
        assertEquals("PASSED", report.get("validation").get("verdict").asText());
        java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
        for (String name : List.of("pairs.epl", "strategy-definitions.csv")) { // name order
            sha.update((name + "\0").getBytes(StandardCharsets.UTF_8));
            sha.update(Files.readAllBytes(translation.resolve(name)));
            sha.update((byte) 0);
        }
        assertEquals(java.util.HexFormat.of().formatHex(sha.digest()),
                report.get("inputs").get("translation").get("sha256").asText());

        // Its bundle holds the translation that ran, not the engine's own.
        Path evidence = dir.resolve("evidence");
        CliRun publish = CliRun.of("publish", report.get("runId").asText(), "--results", results, "--out",
                dir.resolve("published").toString(), "--evidence", evidence.toString());
        assertEquals(0, publish.exitCode(), publish.err());
        Path bundle = Files.createDirectories(dir.resolve("bundle"));
        try (java.util.stream.Stream<Path> archives = Files.list(evidence)) {
            org.pairsbench.report.publish.BundleArchive.extract(archives.findFirst().orElseThrow(), bundle);
        }
        assertTrue(Files.readString(bundle.resolve("translation/pairs.epl")).startsWith("// tuned by hand\n"));

        Files.writeString(epl, Files.readString(epl) + "\nselect nonsense from;\n");
        CliRun broken = CliRun.of(run);
        assertEquals(1, broken.exitCode(), broken.err());
        com.fasterxml.jackson.databind.JsonNode failed = org.pairsbench.core.json.Json.mapper().readTree(broken.out());
        assertEquals("FAILED", failed.get("status").asText());

        assertOneLineError(CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out",
                "--results", results, "--translation", translation.toString()), "deploys only its own translation");
        assertOneLineError(CliRun.of("run", "--engine", "esper", "--ticks", data.toString(), "--flat-out",
                "--results", results, "--translation", dir.resolve("nowhere").toString()), "no such translation folder");
    }

    @Test
    void aDataSetOnDiskIsRunWithTheParametersOfItsManifest() {
        Path data = dir.resolve("data");
        CliRun gen = CliRun.of("datagen", "--sf", "1", "--profile", "smoke", "--basis-rate", "500", "--quiet",
                "--out", data.toString());
        assertEquals(0, gen.exitCode(), gen.err());
        String results = dir.resolve("results").toString();
        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out",
                "--results", results, "--json");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("\"profile\" : \"smoke\""), "profile from the manifest: " + run.out());
        assertOneLineError(CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--sf", "3"),
                "the data set is SF 1, not --sf 3");
        assertOneLineError(CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--seed", "7"),
                "the settings disagree with the data set's manifest: seed 7 (the data set's: 2013)");
        assertOneLineError(CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--constant-rate"),
                "constant rate true (the data set's: false)");
    }

    private static String sha256(Path file) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(Files.readAllBytes(file)));
    }

    private Path smokeDataSet() {
        Path data = dir.resolve("data");
        CliRun gen = CliRun.of("datagen", "--sf", "1", "--profile", "smoke", "--basis-rate", "500", "--quiet",
                "--out", data.toString());
        assertEquals(0, gen.exitCode(), gen.err());
        return data;
    }

    @Test
    void aRunOnADataSetNamesWhatItRanOnInRunJsonTheAnswerLogAndTheDatabase() throws Exception {
        Path data = smokeDataSet();
        Path results = dir.resolve("results");
        String manifestSha = sha256(data.resolve("manifest.json"));

        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out", "--verify",
                "--results", results.toString(), "--json");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("data set " + data.toAbsolutePath() + ": 1 tick file match manifest.json "
                + "(sizes, SHA-256), manifest SHA-256 " + manifestSha), run.err());
        RunReport report = Json.mapper().readValue(run.out(), RunReport.class);
        assertEquals(manifestSha, report.inputs().dataSet().manifestSha256());
        assertTrue(report.inputs().dataSet().sha256Verified());
        assertEquals(sha256(data.resolve("ticks.csv")), report.inputs().dataSet().tickFiles().get(0).sha256());
        assertEquals(report, Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                RunReport.class));
        List<String> header = Files.readAllLines(Path.of(report.files().get("answerLog"))).stream()
                .takeWhile(l -> l.startsWith("#")).toList();
        assertTrue(header.contains("# dataset-manifest-sha256: " + manifestSha), header.toString());
        assertTrue(header.contains("# tick-files-sha256: ticks.csv=" + sha256(data.resolve("ticks.csv"))),
                header.toString());
        assertTrue(header.contains("# dataset-check: sha256"), header.toString());
        try (RunStore store = RunStore.open(results)) {
            assertEquals(report, store.find(report.runId()).orElseThrow().report());
        }
    }

    @Test
    void aDataSetCutShortIsRefusedAsInputBeforeAnyRun() throws Exception {
        Path data = smokeDataSet();
        Path ticks = data.resolve("ticks.csv");
        long size = Files.size(ticks);
        byte[] bytes = Files.readAllBytes(ticks);
        Files.write(ticks, java.util.Arrays.copyOf(bytes, bytes.length * 6 / 10)); // an interrupted copy
        Path results = dir.resolve("results");

        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out",
                "--results", results.toString());

        assertOneLineError(run, ticks.toAbsolutePath() + ": " + bytes.length * 6 / 10 + " bytes, but manifest.json says "
                + size + ": cut short");
        assertTrue(Files.notExists(results), "no run was started or recorded");
    }

    @Test
    void aTickFileAlteredToItsOldSizeIsRefusedWithVerify() throws Exception {
        Path data = smokeDataSet();
        Path ticks = data.resolve("ticks.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(ticks));
        String line = lines.get(10);
        char last = line.charAt(line.length() - 1);
        // The last digit of a tick's last field, changed: the same size, other data.
        lines.set(10, line.substring(0, line.length() - 1) + (last == '9' ? '8' : (char) (last + 1)));
        Files.write(ticks, lines);

        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out", "--verify",
                "--results", dir.resolve("results").toString());

        assertOneLineError(run, ticks.toAbsolutePath() + ": SHA-256 ");
        assertTrue(run.err().contains("the file was altered"), run.err());
    }

    @Test
    void anEmptyTickFileIsUnusableInputNotAnEngineFailure() throws Exception {
        Path ticks = Files.createFile(dir.resolve("ticks.csv"));
        Path strategies = CliRun.smallDataSet(dir.resolve("other")).toAbsolutePath();

        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", ticks.toString(), "--strategies",
                strategies.toString(), "--sf", "1", "--flat-out", "--results", dir.resolve("results").toString());

        assertOneLineError(run, ticks + ": the tick file holds no ticks");
    }

    @Test
    void aMalformedTickLineMidRunEndsItWithExitTwoNamingFileAndLineAndTheRunIsStillRecorded() throws Exception {
        Path data = dir.resolve("data");
        CliRun gen = CliRun.of("datagen", "--sf", "1", "--profile", "smoke", "--basis-rate", "500", "--quiet",
                "--out", data.toString());
        assertEquals(0, gen.exitCode(), gen.err());
        Path ticks = data.resolve("ticks.csv");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(ticks));
        // Of the same length, so the data set keeps its size: only reading the line shows the damage.
        lines.set(999, "not,a,tick" + "x".repeat(lines.get(999).length() - "not,a,tick".length()));
        Files.write(ticks, lines);
        String results = dir.resolve("results").toString();

        CliRun run = CliRun.of("run", "--engine", "reference", "--ticks", data.toString(), "--flat-out",
                "--results", results);

        assertEquals(2, run.exitCode(), run.out() + run.err());
        List<String> err = run.err().strip().lines().toList();
        assertTrue(err.get(err.size() - 1).contains(ticks + ":1000: "), run.err());
        CliRun list = CliRun.of("runs", "list", "--results", results);
        assertEquals(0, list.exitCode(), list.err());
        assertTrue(list.out().strip().lines().toList().get(1).contains("FAILED"), list.out());
    }

    @Test
    void badSettingsAreOneLineErrors() {
        String results = dir.resolve("results").toString();
        assertOneLineError(CliRun.of("run", "--engine", "nope", "--sf", "1", "--results", results), "unknown engine 'nope'");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "0", "--results", results), "scale factor");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "1", "--profile", "long"), "unknown profile");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "1", "--rate-factor", "0"), "--rate-factor");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "1", "--flat-out", "--rate-factor", "2"),
                "--rate-factor has no meaning with --flat-out");
        assertOneLineError(CliRun.of("run", "--sf", "1"), "no engine");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "1", "--ticks", dir.resolve("none").toString()),
                "no such tick file");
        assertOneLineError(CliRun.of("runs", "list", "--results", dir.toString()), "no run database");
        assertTrue(Files.notExists(dir.resolve("results")), "nothing was written for a bad command");
    }

    @Test
    void aTerminationSignalEndsTheRunCleanlyAndRecordsIt() throws Exception {
        Path results = dir.resolve("results");
        Process p = new ProcessBuilder(KitProcess.command(List.of("run", "--engine", "reference", "--sf", "1",
                "--profile", "smoke", "--results", results.toString(), "--fincos-log")))
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            String first = err.readLine();
            assertTrue(first != null && first.startsWith("pairs run: reference"), String.valueOf(first));
            Thread.sleep(3000); // a few seconds into the 121-s run
            p.destroy(); // SIGTERM, which runs the shutdown hooks as Ctrl-C does
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the interrupted run ended");
        }
        assertEquals(143, p.exitValue(), "the documented exit code of a run ended by SIGTERM (128 + 15)");
        String out = Files.readString(dir.resolve("out.txt"));
        assertTrue(out.contains("status      INTERRUPTED"), out);
        try (RunStore store = RunStore.open(results)) {
            RunStore.RunRow row = store.list().get(0);
            assertEquals(RunStatus.INTERRUPTED, row.status());
            assertTrue(row.ticksSent() > 0);
            RunReport report = store.find(row.id()).orElseThrow().report();
            assertEquals(report, Json.mapper().readValue(Files.readString(Path.of(report.files().get("report"))),
                    RunReport.class));
            assertTrue(Files.exists(Path.of(report.files().get("answerLog"))), "the answer log is complete");
            assertTrue(Files.exists(Path.of(report.files().get("fincosSinkLog"))));
            assertEquals(Verdict.PASSED, report.validation().verdict(), "answers up to the stop are validated");
        }
    }

    @Test
    void anEnginePathWithANulCharacterIsOneLineErrorFromTheFileAndTheOption() throws Exception {
        String results = dir.resolve("results").toString();
        Path config = Files.writeString(dir.resolve("pairs.properties"), "enginePath=plugins\\u0000x\n");
        CliRun file = CliRun.of("run", config.toString(), "--engine", "null", "--sf", "1", "--results", results);
        assertOneLineError(file, "pairs.properties:1: enginePath is not a path");
        assertTrue(file.err().chars().noneMatch(c -> c == 0), file.err());

        CliRun option = CliRun.of("run", "--engine", "null", "--sf", "1", "--results", results,
                "--engine-path", "plugins\u0000x");
        assertOneLineError(option, "--engine-path");
        assertTrue(option.err().contains("\\u0000"), option.err());
        assertTrue(Files.notExists(dir.resolve("results")), "nothing ran");
    }

    @Test
    void aResultsFolderThatIsAFileIsNamedAsSuch() throws Exception {
        Path file = Files.writeString(dir.resolve("results-file"), "x");
        assertOneLineError(CliRun.of("run", "--engine", "null", "--sf", "1", "--flat-out", "--results",
                file.toString()), "results-file: is a file, not a folder");
        assertOneLineError(CliRun.of("runs", "list", "--results", file.toString()),
                "results-file: is a file, not a folder");
    }
}
