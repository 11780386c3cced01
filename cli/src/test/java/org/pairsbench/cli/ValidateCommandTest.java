package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;

/** `pairs validate` as a new user runs it: on generated data, its own expected answers, a mutated copy. */
class ValidateCommandTest {

    @TempDir
    Path dir;

    private Path data;
    private Path strategies;

    @BeforeEach
    void generate() {
        data = dir.resolve("data");
        assertEquals(0, CliRun.of("datagen", "--sf", "1", "--out", data.toString(), "--profile", "smoke",
                "--basis-rate", "500", "--quiet").exitCode());
        assertEquals(0, CliRun.of("querygen", "--aux", data.resolve("correlations.json").toString(),
                "--out", dir.resolve("queries").toString()).exitCode());
        strategies = dir.resolve("queries/strategies.xml");
    }

    private CliRun validate(Path answers, String... more) {
        List<String> args = new ArrayList<>(List.of("validate", "--ticks", data.toString(), "--strategies",
                strategies.toString(), "--answers", answers.toString(), "--out", dir.resolve("valid").toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void expectedAnswersPassAndAMutatedCopyFailsWithExactCounts() throws IOException {
        Path expected = dir.resolve("expected.log");
        // The default cache folder is relative to the working directory: it must not appear.
        boolean defaultCacheBefore = Files.exists(Path.of(org.pairsbench.validation.Validator.DEFAULT_OUT));
        CliRun write = CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--write-expected", expected.toString());
        assertEquals(0, write.exitCode(), write.err());
        long answerLines = Files.readAllLines(expected).stream()
                .filter(l -> l.startsWith("Indicator,") || l.startsWith("MarketOrder,")).count();
        assertTrue(answerLines > 0, "the smoke data set gives answers");
        assertTrue(write.out().startsWith(String.format("Expected answers: %,d (computed from ", answerLines)),
                write.out());
        assertEquals(defaultCacheBefore, Files.exists(Path.of(org.pairsbench.validation.Validator.DEFAULT_OUT)),
                "no cache folder unless asked for");

        CliRun pass = validate(expected);
        assertEquals(0, pass.exitCode(), pass.err());
        assertTrue(pass.out().startsWith("Validation result: PASSED\n"), pass.out());

        // Drop the first Indicator line and add an order nobody expects.
        List<String> lines = new ArrayList<>(Files.readAllLines(expected));
        int firstIndicator = 0;
        while (!lines.get(firstIndicator).startsWith("Indicator,")) {
            firstIndicator++;
        }
        lines.remove(firstIndicator);
        lines.add("MarketOrder,st_00001,BUY,NOSUCH,100,10,1,,");
        Path mutated = Files.write(dir.resolve("mutated.log"), lines);
        CliRun fail = validate(mutated, "--json");
        assertEquals(1, fail.exitCode(), fail.err());
        JsonNode json = Json.mapper().readTree(fail.out());
        assertEquals("FAILED", json.get("result").asText());
        JsonNode ind = json.get("streams").get("Indicator");
        assertEquals(1, ind.get("missing").asLong());
        assertEquals(ind.get("validatorAnswers").asLong() - 1, ind.get("sutAnswers").asLong());
        JsonNode orders = json.get("streams").get("MarketOrder");
        assertEquals(1, orders.get("undue").asLong());
        assertEquals(0, orders.get("missing").asLong() + orders.get("wrong").asLong());
    }

    @Test
    void withoutOutTheReportsGoBesideTheAnswersAsTheGuisValidatorPutsThem() throws IOException {
        Path answers = Files.createDirectories(dir.resolve("results/run-1")).resolve("answers.log");
        assertEquals(0, CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--write-expected", answers.toString()).exitCode());

        CliRun run = CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--answers", answers.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.isRegularFile(dir.resolve("results/run-1/valid/validation.json")), run.out());
    }

    @Test
    void theB6FormReadsTheConfigurationFile() throws IOException {
        Path answers = dir.resolve("results/sut.log");
        Files.createDirectories(answers.getParent());
        Files.writeString(answers, "# Pairs answer log, format 1\n");
        Path config = Files.writeString(dir.resolve("pairs.properties"), String.join("\n",
                "dGenFolder=" + slashes(data), "qGenFolder=" + slashes(dir.resolve("queries")),
                "validFolder=" + slashes(dir.resolve("valid")), "sutFile=" + slashes(answers),
                "skipInputValidation=false", ""));
        CliRun run = CliRun.of("validate", config.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(Files.isRegularFile(dir.resolve("valid/validation.json")));
        assertTrue(Files.isRegularFile(dir.resolve("valid/expected-answers.log.gz")));

        // skipInputValidation=true now reuses the cache.
        Files.writeString(config, Files.readString(config).replace("skipInputValidation=false",
                "skipInputValidation=true"));
        CliRun reuse = CliRun.of("validate", config.toString());
        assertEquals(1, reuse.exitCode(), reuse.err());
        assertTrue(reuse.out().contains("Note: reused the expected answers"), reuse.out());
    }

    @Test
    void aDataSetCutShortIsRefusedAsInputNotBlamedOnTheEngine() throws IOException {
        Path expected = dir.resolve("expected.log");
        assertEquals(0, CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--write-expected", expected.toString()).exitCode());
        Path ticks = data.resolve("ticks.csv");
        List<String> lines = Files.readAllLines(ticks);
        Files.write(ticks, lines.subList(0, lines.size() / 2)); // cut at a line end: every line still parses

        CliRun run = validate(expected);

        CliRun.assertOneLineError(run, ticks.toAbsolutePath() + ": ");
        assertTrue(run.err().contains("cut short"), run.err());
        assertTrue(Files.notExists(dir.resolve("valid/validation.json")), "no verdict");
    }

    @Test
    void answersOfAnotherWorkloadAreRefusedNamingWhatDiffersBeforeAnyAnswerIsJudged() throws IOException {
        // as pairs run writes the header of an SF 10 short run on generated ticks with the default seed
        Path answers = Files.writeString(dir.resolve("answers.log"), "# Pairs answer log, format 1\n"
                + "# engine: reference\n# scale-factor: 10\n# profile: short\n# seed: "
                + org.pairsbench.datagen.DatagenParameters.DEFAULT_SEED + "\n");

        CliRun run = validate(answers);

        CliRun.assertOneLineError(run, "pairs validate: " + answers + ": answers of another workload than the data "
                + "set " + data.toAbsolutePath().normalize() + ": its header names SF 10, profile short, the data set "
                + "is SF 1, profile smoke; validate them against the data set they were made from");
        assertTrue(Files.notExists(dir.resolve("valid/validation.json")), "no verdict");
    }

    @Test
    void aCorruptCacheWithUseExistingIsRecomputedAndSaysSoInOneLine() throws IOException {
        Path expected = dir.resolve("expected.log");
        CliRun first = CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--write-expected", expected.toString(), "--out", dir.resolve("valid").toString());
        assertEquals(0, first.exitCode(), first.err());
        Path cache = dir.resolve("valid/expected-answers.log.gz");
        Files.writeString(cache, "not gzip at all");

        CliRun run = validate(expected, "--use-existing");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        List<String> notes = run.out().lines().filter(l -> l.startsWith("Note: ")).toList();
        assertEquals(1, notes.size(), run.out());
        assertTrue(notes.get(0).startsWith("Note: the cached expected answers are unusable (" + cache + ": "),
                notes.get(0));
        assertTrue(notes.get(0).endsWith("): recomputed"), notes.get(0));
    }

    private static String slashes(Path p) {
        return p.toString().replace("\\", "/");
    }

    @Test
    void unusableInputIsOneLineAndExitTwo() throws IOException {
        CliRun missing = validate(dir.resolve("none.log"));
        assertEquals(2, missing.exitCode());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        assertTrue(missing.err().contains("none.log: no such answer file"), missing.err());

        Path wrong = Files.writeString(dir.resolve("wrong.log"), "strategy,ratio\n");
        CliRun header = validate(wrong);
        assertEquals(2, header.exitCode());
        assertTrue(header.err().contains("wrong.log:1: neither a Pairs answer log"), header.err());

        CliRun noAnswers = CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString());
        assertEquals(2, noAnswers.exitCode());
        assertTrue(noAnswers.err().contains("no answers: give --answers FILE"), noAnswers.err());

        CliRun noInputs = CliRun.of("validate", "--answers", wrong.toString());
        assertEquals(2, noInputs.exitCode());
        assertTrue(noInputs.err().contains("give --ticks and --strategies"), noInputs.err());
    }

    @Test
    void validateBenchRefusesANonPositiveMemoryLimitOrPassCountBeforeReadingAnything() {
        CliRun.assertOneLineError(CliRun.of("validate-bench", "--ticks", "none", "--strategies", "none.xml",
                "--memory-limit", "-1"), "--memory-limit must be a positive number of ticks, got -1");
        CliRun.assertOneLineError(CliRun.of("validate-bench", "--ticks", "none", "--strategies", "none.xml",
                "--passes", "0"), "--passes must be at least 1, got 0");
    }

    @Test
    void aFolderGivenAsTheAnswersOrAFileGivenAsTheOutputFolderIsNamedAsSuch() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("answers-folder"));
        CliRun answers = validate(folder);
        CliRun.assertOneLineError(answers, "answers-folder: is a folder, not an answer file");

        Path expected = dir.resolve("expected.log");
        assertEquals(0, CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--write-expected", expected.toString()).exitCode());
        Path file = Files.writeString(dir.resolve("out-file"), "x");
        CliRun out = CliRun.of("validate", "--ticks", data.toString(), "--strategies", strategies.toString(),
                "--answers", expected.toString(), "--out", file.toString());
        CliRun.assertOneLineError(out, "out-file: is a file, not a folder");
        assertEquals("x", Files.readString(file));
    }
}
