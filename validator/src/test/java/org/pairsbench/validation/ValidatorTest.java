package org.pairsbench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickCsv;

/** A whole validation over files: expected answers written out, re-read as an engine's, mutated, cached. */
class ValidatorTest {

    @TempDir
    Path dir;

    private Path ticks;
    private Path strategiesFile;
    private final AtomicInteger strategyReads = new AtomicInteger();
    private Validator validator;

    @BeforeEach
    void writeInputs() throws IOException {
        ticks = dir.resolve("data/ticks.csv");
        Files.createDirectories(ticks.getParent());
        StringBuilder csv = new StringBuilder();
        for (StockTick t : RandomMarket.ticks(11, 20)) {
            TickCsv.append(csv, t).append('\n');
        }
        Files.writeString(ticks, csv);
        // The strategies XML reader lives in core's workload package; here the file's content only feeds the
        // digest and the reader is a stand-in that returns the known list.
        strategiesFile = dir.resolve("strategies.xml");
        Files.writeString(strategiesFile, "<Strategies/>\n");
        validator = new Validator(file -> {
            strategyReads.incrementAndGet();
            return RandomMarket.strategies();
        });
    }

    private Validator.Request request(Path answers, Path out, Path writeExpected, boolean useExisting) {
        return new Validator.Request(List.of(ticks), strategiesFile, answers, out, writeExpected, useExisting);
    }

    @Test
    void writtenExpectedAnswersPassAndAMutatedCopyFailsWithExactCounts() throws IOException {
        Path expected = dir.resolve("expected.log");
        Path out = dir.resolve("valid");
        Files.writeString(dir.resolve("placeholder.log"), "# Pairs answer log, format 1\n");
        Validator.Outcome first = validator.run(request(dir.resolve("placeholder.log"), out, expected, false));
        long indicators = first.result().of(AnswerStream.INDICATOR).validatorAnswers();
        long orders = first.result().of(AnswerStream.MARKET_ORDER).validatorAnswers();
        assertEquals(indicators, first.result().of(AnswerStream.INDICATOR).missing());
        assertTrue(orders > 0);

        Validator.Outcome self = validator.run(request(expected, out, null, false));
        assertTrue(self.result().passed());
        assertEquals(indicators, self.result().of(AnswerStream.INDICATOR).correct());

        // Mutate: drop the first MarketOrder line, change the size of the second.
        List<String> lines = new ArrayList<>(Files.readAllLines(expected));
        int firstOrder = -1;
        int secondOrder = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("MarketOrder,")) {
                if (firstOrder < 0) {
                    firstOrder = i;
                } else {
                    secondOrder = i;
                    break;
                }
            }
        }
        String[] f = lines.get(secondOrder).split(",", -1);
        f[5] = Long.toString(Long.parseLong(f[5]) + 10);
        lines.set(secondOrder, String.join(",", f));
        lines.remove(firstOrder);
        Path mutated = dir.resolve("mutated.log");
        Files.write(mutated, lines);

        Validator.Outcome bad = validator.run(request(mutated, out, null, false));
        assertFalse(bad.result().passed());
        assertEquals(new StreamCounts(orders, orders - 1, orders - 2, 1, 0, 1), bad.result().of(AnswerStream.MARKET_ORDER));
        assertTrue(bad.result().of(AnswerStream.INDICATOR).passed());
        List<String> csv = Files.readAllLines(out.resolve(Validator.INCORRECT_CSV));
        assertEquals(3, csv.size()); // header, one missing, one wrong
        assertTrue(csv.get(0).startsWith("kind,stream,strategy,type,inputTickTS,val_symbol,sut_symbol"));
        assertTrue(Files.readString(out.resolve(Validator.JSON_REPORT)).contains("\"result\" : \"FAILED\""));
    }

    /**
     * The expected answers rewritten as a FINCoS sink log in milliseconds with fieldsToLog=all and inputTS
     * (7 fields), then with one order's price changed: validation reads FINCoS logs like the kit's own.
     */
    @Test
    void aFincosSinkLogIsValidatedLikeAnAnswerLog() throws IOException {
        Path expected = expectedAnswers(null);
        StringBuilder fincos = new StringBuilder("FINCoS Sink Log File.\n Sink Alias: SINK01\n Sink Address: 127.0.0.1\n"
                + " Connection: Esper\n Start time: Sun Nov 22 03:00:00 UTC 2026\n Response Time Mode: END_TO_END\n"
                + " Response Time Resolution: milliseconds\n Log Sampling rate: 1.0\n");
        boolean changed = false;
        for (String line : Files.readAllLines(expected)) {
            if (line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",", -1);
            if (!changed && f[0].equals("MarketOrder")) {
                f[4] = Integer.toString(Integer.parseInt(f[4]) + 1);
                changed = true;
            }
            // logTS, stream, the six fields, inputTS (ms), arrivalTS (ms)
            fincos.append("1763780000000,").append(String.join(",", List.of(f).subList(0, 7)))
                    .append(",1763780000001,1763780000002\n");
        }
        Validator.Outcome outcome = validator.run(request(write("SINK01.log", fincos.toString()), null, null, false));
        assertEquals(AnswerFiles.Kind.FINCOS_SINK_LOG, outcome.sut().kind());
        assertTrue(outcome.result().of(AnswerStream.INDICATOR).passed());
        StreamCounts orders = outcome.result().of(AnswerStream.MARKET_ORDER);
        assertEquals(new StreamCounts(orders.validatorAnswers(), orders.validatorAnswers(),
                orders.validatorAnswers() - 1, 0, 0, 1), orders);
    }

    @Test
    void useExistingReusesTheCacheWhileTheInputsAreUnchanged() throws IOException {
        Path out = dir.resolve("valid");
        Path expected = dir.resolve("expected.log");
        validator.run(request(write("empty.log", "# Pairs answer log, format 1\n"), out, expected, false));
        assertEquals(1, strategyReads.get());
        assertTrue(Files.isRegularFile(out.resolve(ExpectedAnswersCache.FILE_NAME)));

        Validator.Outcome reused = validator.run(request(expected, out, null, true));
        assertTrue(reused.result().passed());
        assertEquals(1, strategyReads.get(), "the cache must have been used");
        assertTrue(reused.notes().get(0).startsWith("reused"), reused.notes().toString());

        // Without inputs the cache is trusted as the thesis's tool did.
        Validator.Outcome blind = validator.run(new Validator.Request(List.of(), null, expected, out, null, true));
        assertTrue(blind.result().passed());

        // A changed strategies file misses the cache: recomputed.
        Files.writeString(strategiesFile, "<Strategies> </Strategies>\n");
        Validator.Outcome changed = validator.run(request(expected, out, null, true));
        assertEquals(2, strategyReads.get());
        assertTrue(changed.notes().get(0).contains("changed"), changed.notes().toString());
    }

    @Test
    void expectedOnlyWritesTheAnswersThatAValidationOfThemPasses() throws IOException {
        Path expected = dir.resolve("expected-only.log");
        Path out = dir.resolve("valid-only");
        Validator.ExpectedOnly done = validator.expectedOnly(request(null, out, expected, false),
                Validator.Progress.NONE);
        long lines = Files.readAllLines(expected).stream()
                .filter(l -> l.startsWith("Indicator,") || l.startsWith("MarketOrder,")).count();
        assertEquals(lines, done.answers());
        assertEquals(RandomMarket.strategies().size(), done.strategies());
        assertTrue(Files.isRegularFile(out.resolve(ExpectedAnswersCache.FILE_NAME)), "the cache was filled");

        Validator.Outcome check = validator.run(request(expected, out, null, true));
        assertTrue(check.result().passed());
        assertEquals(1, strategyReads.get(), "the validation reused what expectedOnly cached");

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> validator.expectedOnly(request(null, null, null, false), Validator.Progress.NONE));
        assertTrue(e.getMessage().startsWith("nowhere to put the expected answers"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> validator.run(request(null, out, null, false)));
        assertTrue(e.getMessage().startsWith("no answers to validate"), e.getMessage());
    }

    @Test
    void unusableInputIsAnInvalidInputException() throws IOException {
        Path out = dir.resolve("valid");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> validator.run(request(dir.resolve("nope.log"), out, null, false)));
        assertTrue(e.getMessage().endsWith("nope.log: no such answer file"), e.getMessage());

        Path sampled = write("sampled.log", "FINCoS Sink Log File.\n Sink Alias: S\n Sink Address: a\n Connection: c\n"
                + " Start time: t\n Response Time Mode: END_TO_END\n Response Time Resolution: nanoseconds\n"
                + " Log Sampling rate: 0.5\n");
        e = assertThrows(InvalidInputException.class, () -> validator.run(request(sampled, out, null, false)));
        assertTrue(e.getMessage().contains("sampled"), e.getMessage());

        Validator other = new Validator(file -> List.of(
                new Strategy("st_00001", 1_000_000, "AAAAAA", "XXXXXX", 5, 5, 1.2, 0.1)));
        Path empty = write("empty.log", "# Pairs answer log, format 1\n");
        e = assertThrows(InvalidInputException.class, () -> other.run(request(empty, out, null, false)));
        assertTrue(e.getMessage().contains("do not belong together"), e.getMessage());

        e = assertThrows(InvalidInputException.class,
                () -> validator.run(new Validator.Request(List.of(), null, empty, dir.resolve("fresh"), null, true)));
        assertTrue(e.getMessage().startsWith("no cached expected answers"), e.getMessage());
    }

    @Test
    void anUnreadableLineOfNoStreamIsARowOfTheIncorrectAnswersCsv() throws IOException {
        Path out = dir.resolve("valid");
        Path expected = expectedAnswers(out);
        List<String> lines = new ArrayList<>(Files.readAllLines(expected));
        lines.add("no stream here");
        Path broken = dir.resolve("broken.log");
        Files.write(broken, lines);

        Validator.Outcome outcome = validator.run(request(broken, out, null, false));

        assertFalse(outcome.result().passed());
        List<String> csv = Files.readAllLines(out.resolve(Validator.INCORRECT_CSV));
        assertEquals(2, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("unreadable,,,,,,,,,,,,,,,,,,,,," + lines.size() + ","), csv.get(1));
    }

    @Test
    void aDamagedCacheIsOneLineNamingIt() throws IOException {
        Path out = dir.resolve("valid");
        Path expected = expectedAnswers(out);
        Path cache = out.resolve(ExpectedAnswersCache.FILE_NAME);
        Validator.Request blind = new Validator.Request(List.of(), null, expected, out, null, true);

        gzip(cache, "# Pairs answer log, format 1\n# ticks: 200\n# strategies: 3\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> validator.run(blind));
        assertEquals(cache + ": the header has no inputs-sha256: delete the file to recompute", e.getMessage());

        gzip(cache, "# Pairs answer log, format 1\n# inputs-sha256: 00\n# ticks: lots\n# strategies: 3\n");
        e = assertThrows(InvalidInputException.class, () -> validator.run(blind));
        assertEquals(cache + ": the header's ticks is not a count: 'lots'; delete the file to recompute", e.getMessage());
    }

    @Test
    void anEditedCacheIsNotTrustedItsAnswersAreCheckedAgainstTheirOwnDigest() throws IOException {
        Path out = dir.resolve("valid");
        Path expected = expectedAnswers(out);
        Path cache = out.resolve(ExpectedAnswersCache.FILE_NAME);
        String text;
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(cache))) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        String firstAnswer = text.lines().filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
        // One answer's inputTickTS moved on: the header, inputs digest included, is as it was.
        String[] fields = firstAnswer.split(",", -1);
        fields[6] = Long.toString(Long.parseLong(fields[6]) + 1);
        gzip(cache, text.replace(firstAnswer, String.join(",", fields)));

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> validator.run(new Validator.Request(List.of(), null, expected, out, null, true)));
        assertEquals(cache + ": the answers are not those the header's answers-sha256 was computed from (edited or "
                + "damaged): delete the file to recompute", e.getMessage());

        Validator.Outcome outcome = validator.run(request(expected, out, null, true));
        assertTrue(outcome.result().passed(), "the answers recomputed from the inputs, not the edited ones");
        assertEquals(List.of("the cached expected answers are unusable (" + e.getMessage() + "): recomputed"),
                outcome.notes());
    }

    @Test
    void aCacheThatCannotBeWrittenDoesNotHideTheVerdict() throws IOException {
        Path expected = expectedAnswers(null);
        Path out = Files.createDirectories(dir.resolve("valid"));
        // A folder, not empty, where the cache goes: its writing fails as on a full disk.
        Files.createDirectories(out.resolve(ExpectedAnswersCache.FILE_NAME).resolve("in-the-way"));

        Validator.Outcome outcome = validator.run(request(expected, out, null, false));

        assertTrue(outcome.result().passed());
        assertEquals(1, outcome.notes().size(), outcome.notes().toString());
        assertTrue(outcome.notes().get(0).startsWith("the expected answers could not be cached ("
                + out.resolve(ExpectedAnswersCache.FILE_NAME) + ": cannot write: "), outcome.notes().get(0));
        assertTrue(outcome.notes().get(0).endsWith("): the next validation computes them again"),
                outcome.notes().get(0));
        assertTrue(Files.isRegularFile(out.resolve(Validator.JSON_REPORT)), "the report is written all the same");
    }

    @Test
    void reportsThatCannotBeWrittenAreNotesAndTheVerdictIsStillGiven() throws IOException {
        Path expected = expectedAnswers(null);
        Path out = Files.createDirectories(dir.resolve("valid"));
        // Folders, not empty, where the reports go: their writing fails as on a full disk.
        for (String name : List.of(Validator.INCORRECT_CSV, Validator.JSON_REPORT)) {
            Files.createDirectories(out.resolve(name).resolve("in-the-way"));
        }

        Validator.Outcome outcome = validator.run(request(expected, out, null, false));

        assertTrue(outcome.result().passed());
        assertEquals(null, outcome.jsonReport());
        assertEquals(null, outcome.incorrectCsv());
        assertEquals(2, outcome.notes().size(), outcome.notes().toString());
        assertTrue(outcome.notes().get(0).startsWith("not written: " + out.resolve(Validator.INCORRECT_CSV)
                + ": cannot write: "), outcome.notes().get(0));
        assertTrue(outcome.notes().get(1).startsWith("not written: " + out.resolve(Validator.JSON_REPORT)
                + ": cannot write: "), outcome.notes().get(1));
    }

    @Test
    void aDamagedCacheIsRecomputedOverWhenItIsNotToBeReused() throws IOException {
        Path out = Files.createDirectories(dir.resolve("valid"));
        Path cache = out.resolve(ExpectedAnswersCache.FILE_NAME);
        Files.writeString(cache, "junk, not gzip");
        Path empty = write("empty.log", "# Pairs answer log, format 1\n");

        Validator.Outcome outcome = validator.run(request(empty, out, null, false));

        assertFalse(outcome.result().passed(), "no answers given: all missing");
        assertTrue(outcome.expectedFrom().startsWith("computed from"), outcome.expectedFrom());
        assertTrue(new ExpectedAnswersCache(out).header().isPresent(), "the cache holds the new answers");
    }

    @Test
    void aCorruptCacheToBeReusedIsRecomputedFromTheInputsWithANote() throws IOException {
        Path out = dir.resolve("valid");
        Path expected = expectedAnswers(out);
        Path cache = out.resolve(ExpectedAnswersCache.FILE_NAME);
        byte[] whole = Files.readAllBytes(cache);
        Files.write(cache, java.util.Arrays.copyOf(whole, whole.length / 2)); // a gzip cut in the middle

        Validator.Outcome outcome = validator.run(request(expected, out, null, true));

        assertTrue(outcome.result().passed(), "the expected answers, recomputed, match themselves");
        assertTrue(outcome.expectedFrom().startsWith("computed from"), outcome.expectedFrom());
        assertEquals(1, outcome.notes().size(), outcome.notes().toString());
        assertTrue(outcome.notes().get(0).startsWith("the cached expected answers are unusable (" + cache + ": "),
                outcome.notes().get(0));
        assertTrue(outcome.notes().get(0).endsWith("): recomputed"), outcome.notes().get(0));
        assertTrue(validator.run(request(expected, out, null, true)).notes().get(0).startsWith("reused"),
                "the recomputed answers replaced the corrupt cache");
    }

    @Test
    void theCacheAKilledValidationWasWritingIsRemovedAndNamedByTheNext() throws IOException {
        Path out = Files.createDirectories(dir.resolve("valid"));
        // The name an older kit, or a killed process, leaves: no live writer behind it.
        Path stale = Files.write(out.resolve(".expected-answers.log.gz.5e1f0a.tmp"), new byte[2_500_000]);
        Path unrelated = Files.write(out.resolve(".notes.txt.5e1f0a.tmp"), new byte[3]);

        Validator.Outcome outcome = validator.run(request(write("empty.log", "# Pairs answer log, format 1\n"), out,
                null, false));

        assertEquals(List.of("removed 1 temporary file (2.5 MB) left in " + out + " by an interrupted validation: "
                + "[.expected-answers.log.gz.5e1f0a.tmp]"), outcome.notes());
        assertFalse(Files.exists(stale));
        assertTrue(Files.exists(unrelated), "not a file validation writes");
    }

    @Test
    void anEmptyTickFileIsUnusableInputNotAVerdictOnTheEngine() throws IOException {
        Files.writeString(ticks, "");
        Path answers = write("answers.log", "# Pairs answer log, format 1\n");

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> validator.run(request(answers, null, null, false)));

        assertEquals(ticks + ": the tick files hold no ticks: nothing to compute the expected answers from",
                e.getMessage());
    }

    @Test
    void ticksOtherThanTheManifestCountsAreRefusedBeforeAnyAnswerIsJudged() throws IOException {
        Path answers = write("answers.log", "# Pairs answer log, format 1\n");
        long inFile = Files.readAllLines(ticks).size();
        Path out = dir.resolve("valid");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> validator.run(
                new Validator.Request(List.of(ticks), strategiesFile, answers, out, null, false, inFile + 1)));

        assertEquals(ticks.toAbsolutePath().getParent() + ": the tick files hold " + inFile + " ticks, but the data "
                + "set's manifest.json says " + (inFile + 1) + ": the data set was altered; copy it again or regenerate it",
                e.getMessage());
        assertFalse(Files.exists(out.resolve(Validator.JSON_REPORT)), "no verdict was written");
        assertTrue(validator.run(new Validator.Request(List.of(ticks), strategiesFile, answers, out, null, false,
                inFile)).result().of(AnswerStream.INDICATOR).missing() > 0, "the manifest's count passes");
    }

    @Test
    void theEnginesAnswersAreNeverAFileTheValidationWrites() throws IOException {
        Path out = dir.resolve("valid");
        String answers = "# Pairs answer log, format 1\n";
        Path log = write("answers.log", answers);
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> validator.run(request(log, out, dir.resolve("./answers.log"), false)));
        assertEquals(log + ": is where the expected answers (--write-expected) would be written: validating would "
                + "overwrite the engine's answers", e.getMessage());
        assertEquals(answers, Files.readString(log), "untouched");

        Path cached = Files.createDirectories(out).resolve(ExpectedAnswersCache.FILE_NAME);
        Files.writeString(cached, answers);
        e = assertThrows(InvalidInputException.class, () -> validator.run(request(cached, out, null, false)));
        assertTrue(e.getMessage().contains("the expected-answers cache"), e.getMessage());
        assertEquals(answers, Files.readString(cached), "untouched");
    }

    /**
     * The expected answers, written to expected.log by a validation of no answers (their cache left in {@code out}
     * when given): the answers of an engine that passes.
     */
    private Path expectedAnswers(Path out) throws IOException {
        Path expected = dir.resolve("expected.log");
        validator.run(request(write("empty.log", "# Pairs answer log, format 1\n"), out, expected, false));
        return expected;
    }

    private static void gzip(Path file, String content) throws IOException {
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(content.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private Path write(String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return file;
    }

    @Test
    void progressHearsTheStepsInOrderAndCanStopTheValidation() throws IOException {
        Path expected = dir.resolve("expected-for-progress.log");
        Files.writeString(dir.resolve("none.log"), "# Pairs answer log, format 1\n");
        validator.run(request(dir.resolve("none.log"), null, expected, false));

        List<Validator.Step> steps = new ArrayList<>();
        Path out = dir.resolve("valid-progress");
        validator.run(request(expected, out, null, false), (step, count) -> {
            if (steps.isEmpty() || steps.get(steps.size() - 1) != step) {
                steps.add(step);
            }
        });
        assertEquals(List.of(Validator.Step.COMPUTING_EXPECTED, Validator.Step.READING_ANSWERS,
                Validator.Step.WRITING_REPORTS), steps);

        Path stopped = dir.resolve("valid-stopped");
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> validator.run(request(expected, stopped, null, false), (step, count) -> {
                    if (step == Validator.Step.READING_ANSWERS) {
                        throw new java.util.concurrent.CancellationException();
                    }
                }));
        assertFalse(Files.exists(stopped.resolve(Validator.JSON_REPORT)), "a stopped validation writes no report");
    }

    @Test
    void progressEndsEachStepOnItsTrueCountNotTheLastWholeStep() throws IOException {
        Path expected = dir.resolve("expected-for-counts.log");
        Files.writeString(dir.resolve("none.log"), "# Pairs answer log, format 1\n");
        validator.run(request(dir.resolve("none.log"), null, expected, false));
        long ticksInFile = RandomMarket.ticks(11, 20).size();
        long answersInFile = Files.readAllLines(expected).stream().filter(l -> !l.startsWith("#")).count();

        java.util.Map<Validator.Step, Long> last = new java.util.EnumMap<>(Validator.Step.class);
        validator.run(request(expected, dir.resolve("valid-counts"), null, false), last::put);
        assertTrue(ticksInFile % Validator.PROGRESS_STEP != 0, "ticks: " + ticksInFile);
        assertEquals(ticksInFile, last.get(Validator.Step.COMPUTING_EXPECTED));
        assertTrue(answersInFile > 0 && answersInFile % Validator.PROGRESS_STEP != 0, "answers: " + answersInFile);
        assertEquals(answersInFile, last.get(Validator.Step.READING_ANSWERS));
    }
}
