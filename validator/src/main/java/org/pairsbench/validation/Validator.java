package org.pairsbench.validation;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;
import org.pairsbench.api.model.Strategy;

/**
 * One validation as {@code pairs validate} runs it: get the expected answers (computed, or reused from the
 * cache), read and compare the engine's answers, write the reports.
 */
public final class Validator {

    public static final String JSON_REPORT = "validation.json";
    public static final String INCORRECT_CSV = "incorrect-answers.csv";
    /** The name of the output folder when none is given. */
    public static final String DEFAULT_OUT = "valid";

    /**
     * Where the reports and the cache go when no folder is given: {@value #DEFAULT_OUT} beside the answers, so
     * a run's validation stays with its answers whatever the working folder (as {@code pairs validate} and the
     * GUI's validator both do); {@value #DEFAULT_OUT} in the working folder when there are no answers.
     */
    public static Path defaultOutDir(Path answersFile) {
        if (answersFile == null) {
            return Path.of(DEFAULT_OUT);
        }
        Path folder = answersFile.toAbsolutePath().getParent();
        return folder == null ? Path.of(DEFAULT_OUT) : folder.resolve(DEFAULT_OUT);
    }

    /**
     * @param tickFiles      the data set's tick files (a split set merged as TickFiles does); empty with useExisting alone
     * @param strategiesFile the strategies XML; null with useExisting alone
     * @param answersFile    the engine's answers: a Pairs answer log or a FINCoS sink log; null for
     *                       {@link #expectedOnly}
     * @param outDir         where the reports and the cache go (B.6 validFolder); null: no files
     * @param writeExpected  where to write the expected answers as an answer log; null: nowhere
     * @param useExisting    reuse the cached expected answers when their inputs digest matches (B.6
     *                       skipInputValidation)
     * @param manifestTicks  the ticks the data set's manifest counts in {@code tickFiles}, checked when the
     *                       expected answers are computed; -1 when there is no manifest
     */
    public record Request(List<Path> tickFiles, Path strategiesFile, Path answersFile, Path outDir,
                          Path writeExpected, boolean useExisting, long manifestTicks) {

        /** A request for tick files without a manifest (or whose count is not to be checked). */
        public Request(List<Path> tickFiles, Path strategiesFile, Path answersFile, Path outDir, Path writeExpected,
                       boolean useExisting) {
            this(tickFiles, strategiesFile, answersFile, outDir, writeExpected, useExisting, -1);
        }
    }

    /** The result with what it was computed from. */
    public record Outcome(ComparisonResult result, AnswerFiles.Info sut, String expectedFrom, String inputsSha256,
                          long ticks, int strategies, Path jsonReport, Path incorrectCsv, List<String> notes) {
    }

    /** The steps of a validation, in order, for {@link Progress}. */
    public enum Step {
        COMPUTING_EXPECTED, READING_ANSWERS, WRITING_REPORTS
    }

    /**
     * Told on the validating thread what the validator is doing: {@code count} is ticks processed while
     * computing, answers read while reading, 0 otherwise; every {@value #PROGRESS_STEP} items, and once more with
     * the step's final count (so a display ends on the true figure, not the last multiple). It may throw (a {@link java.util.concurrent.CancellationException}, say) to stop the validation.
     */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (step, count) -> { };

        void at(Step step, long count);
    }

    /** How often, in items, {@link Progress} and the other progress hooks of validation are told. */
    public static final int PROGRESS_STEP = 1 << 14;

    private final Function<Path, List<Strategy>> strategiesReader;

    /** @param strategiesReader reads a strategies XML file (the workload reader of core) */
    public Validator(Function<Path, List<Strategy>> strategiesReader) {
        this.strategiesReader = strategiesReader;
    }

    /** The JSON report of an outcome (what validation.json holds). */
    public static ValidationReport report(Outcome outcome) {
        return ValidationReport.of(outcome);
    }

    public Outcome run(Request r) {
        return run(r, Progress.NONE);
    }

    public Outcome run(Request r, Progress progress) {
        if (r.answersFile() == null) {
            throw new InvalidInputException("no answers to validate: give the engine's answer file");
        }
        if (Files.isDirectory(r.answersFile())) {
            throw InvalidInputException.in(r.answersFile(), "is a folder, not an answer file");
        }
        if (!Files.isRegularFile(r.answersFile())) {
            throw InvalidInputException.in(r.answersFile(), "no such answer file");
        }
        refuseToOverwriteAnswers(r);
        List<String> notes = new ArrayList<>();
        Expected expected = obtainExpected(r, progress, notes);

        AnswerComparison comparison = new AnswerComparison(expected.answers().answers());
        progress.at(Step.READING_ANSWERS, 0);
        AnswerComparison.Counting reading = comparison.counting(n -> progress.at(Step.READING_ANSWERS, n));
        AnswerFiles.Info sut = AnswerFiles.read(r.answersFile(), reading);
        progress.at(Step.READING_ANSWERS, reading.count());
        if (sut.samplingRate() < 1) {
            throw InvalidInputException.in(r.answersFile(), "the FINCoS sink log is sampled (rate "
                    + sut.samplingRate() + "): answers are missing from it by design, so it cannot be validated");
        }
        sut.warning().ifPresent(w -> notes.add(r.answersFile() + ": " + w));
        ComparisonResult result = comparison.finish();

        Path json = null;
        Path csv = null;
        if (r.outDir() != null) {
            progress.at(Step.WRITING_REPORTS, 0);
            Path listing = r.outDir().resolve(INCORRECT_CSV);
            if (written(() -> IncorrectAnswersCsv.write(listing, result), notes)) {
                csv = listing;
            }
            json = r.outDir().resolve(JSON_REPORT);
        }
        Outcome outcome = new Outcome(result, sut, expected.from(), expected.digest(), expected.answers().ticks(),
                expected.strategies(), json, csv, List.copyOf(notes));
        if (json != null) {
            Path report = json;
            if (!written(() -> TextFiles.write(report, out -> out.write(Json.write(ValidationReport.of(outcome)))),
                    notes)) {
                return new Outcome(result, sut, expected.from(), expected.digest(), expected.answers().ticks(),
                        expected.strategies(), null, csv, List.copyOf(notes));
            }
        }
        return outcome;
    }

    /**
     * Writes a report file; one that cannot be written (a full disk) is a note, so the verdict, which is all
     * there, is still given. Returns whether it was written.
     */
    private static boolean written(Runnable write, List<String> notes) {
        try {
            write.run();
            return true;
        } catch (InvalidInputException e) {
            notes.add("not written: " + e.getMessage());
            return false;
        }
    }

    /**
     * The engine's answers must not be among the files validation writes: written first, they would be compared
     * with themselves, pass, and be gone.
     */
    private static void refuseToOverwriteAnswers(Request r) {
        Map<Path, String> outputs = new LinkedHashMap<>();
        if (r.writeExpected() != null) {
            outputs.put(r.writeExpected(), "the expected answers (--write-expected)");
        }
        if (r.outDir() != null) {
            outputs.put(new ExpectedAnswersCache(r.outDir()).file(), "the expected-answers cache");
            outputs.put(r.outDir().resolve(INCORRECT_CSV), "the incorrect-answers listing");
            outputs.put(r.outDir().resolve(JSON_REPORT), "the validation report");
        }
        outputs.forEach((file, what) -> {
            if (sameFile(r.answersFile(), file)) {
                throw InvalidInputException.in(r.answersFile(), "is where " + what
                        + " would be written: validating would overwrite the engine's answers");
            }
        });
    }

    private static boolean sameFile(Path a, Path b) {
        if (a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return false; // unreadable: not provably the same file, and the write will say what is wrong
        }
    }

    /**
     * Only the expected answers, for an engine developer who has no answers yet: computed (or reused from the
     * cache), stored in the cache when {@code outDir} is given, and written to {@code writeExpected}; the
     * request's {@code answersFile} is ignored.
     */
    public ExpectedOnly expectedOnly(Request r, Progress progress) {
        if (r.writeExpected() == null && r.outDir() == null) {
            throw new InvalidInputException("nowhere to put the expected answers: give a file to write them to");
        }
        List<String> notes = new ArrayList<>();
        Expected obtained = obtainExpected(r, progress, notes);
        return new ExpectedOnly(obtained.answers().answers().size(), obtained.from(), obtained.digest(),
                obtained.answers().ticks(), obtained.strategies(),
                r.writeExpected() == null ? null : r.writeExpected().toString(), List.copyOf(notes));
    }

    /** What {@link #expectedOnly} did: how many answers, from what, and where they went. */
    public record ExpectedOnly(int answers, String expectedFrom, String inputsSha256, long ticks, int strategies,
                               String writtenTo, List<String> notes) {
    }

    private record Expected(ExpectedAnswers answers, String digest, int strategies, String from) {
    }

    /** Computes the expected answers or reuses the cached ones, and writes them where the request asks. */
    private Expected obtainExpected(Request r, Progress progress, List<String> notes) {
        removeStaleOutputs(r.outDir(), notes);
        boolean haveInputs = !r.tickFiles().isEmpty() && r.strategiesFile() != null;
        Optional<ExpectedAnswersCache> cache = Optional.ofNullable(r.outDir()).map(ExpectedAnswersCache::new);
        // Read only when it may be reused: a damaged or foreign cache is simply recomputed over otherwise.
        Optional<Map<String, String>> cached = Optional.empty();
        boolean damaged = false;
        if (r.useExisting() && cache.isPresent()) {
            try {
                cached = cache.get().header();
            } catch (InvalidInputException unreadable) {
                damaged = unusableCache(unreadable, haveInputs, notes);
            }
        }

        ExpectedAnswers expected = null;
        String digest = null;
        int strategies = -1;
        String from = null;
        if (r.useExisting() && cached.isPresent()) {
            String cachedDigest = cached.get().get(ExpectedAnswersCache.DIGEST_KEY);
            digest = haveInputs ? InputsDigest.sha256(r.tickFiles(), r.strategiesFile()) : cachedDigest;
            // Without a digest the cache cannot be matched to inputs; with no inputs either, load() says so.
            if (digest == null || digest.equals(cachedDigest)) {
                try {
                    ExpectedAnswersCache.Entry entry = cache.get().load();
                    expected = entry.answers();
                    strategies = entry.strategies();
                    from = "cache " + cache.get().file();
                    notes.add("reused the expected answers in " + cache.get().file()
                            + (haveInputs ? " (inputs unchanged)" : " (inputs not given, so not checked)"));
                } catch (InvalidInputException unreadable) {
                    unusableCache(unreadable, haveInputs, notes);
                }
            } else {
                notes.add("the inputs changed since " + cache.get().file() + " was computed: recomputed");
            }
        } else if (r.useExisting() && !damaged) {
            if (!haveInputs) {
                throw new InvalidInputException("no cached expected answers"
                        + (r.outDir() == null ? " (no validator folder given)" : " in " + r.outDir())
                        + " and no ticks and strategies to compute them from");
            }
            notes.add("no cached expected answers to reuse: computed them");
        }
        if (expected == null) {
            if (!haveInputs) {
                throw new InvalidInputException("the ticks and the strategies are needed to compute the expected "
                        + "answers (or reuse cached ones)");
            }
            List<Strategy> list = strategiesReader.apply(r.strategiesFile());
            strategies = list.size();
            String ticksName = r.tickFiles().size() == 1 ? r.tickFiles().get(0).toString()
                    : r.tickFiles().get(0).getParent() + " (" + r.tickFiles().size() + " tick files)";
            MessageDigest[] digests = InputsDigest.newDigests(r.tickFiles().size());
            progress.at(Step.COMPUTING_EXPECTED, 0);
            expected = ExpectedAnswers.compute(r.tickFiles(), list, ticksName, digests,
                    progress == Progress.NONE ? null : ticks -> progress.at(Step.COMPUTING_EXPECTED, ticks));
            if (r.manifestTicks() >= 0 && expected.ticks() != r.manifestTicks()) {
                // Checked before the engine's answers are judged: answers to other ticks are no verdict on it.
                throw InvalidInputException.in(r.tickFiles().get(0).toAbsolutePath().getParent(), "the tick files hold "
                        + expected.ticks() + " ticks, but the data set's manifest.json says " + r.manifestTicks()
                        + ": the data set was altered; copy it again or regenerate it");
            }
            digest = InputsDigest.combine(digests, r.strategiesFile());
            from = "computed from " + ticksName + " and " + r.strategiesFile();
            if (cache.isPresent()) {
                try {
                    cache.get().store(expected, digest, strategies);
                } catch (InvalidInputException full) {
                    // Only a shortcut for the next validation: a full disk here does not hide this one's verdict.
                    notes.add("the expected answers could not be cached (" + full.getMessage() + "): the next "
                            + "validation computes them again");
                }
            }
        }
        if (r.writeExpected() != null) {
            Map<String, String> meta = new LinkedHashMap<>();
            meta.put("content", "expected answers of the Pairs reference engine");
            meta.put(ExpectedAnswersCache.DIGEST_KEY, digest);
            expected.write(r.writeExpected(), meta);
        }
        return new Expected(expected, digest, strategies, from);
    }

    /**
     * The temporary files a validation killed outright (kill -9) left in the output folder: the cache among them
     * can be hundreds of MB. Removed, and named in a note.
     */
    private static void removeStaleOutputs(Path outDir, List<String> notes) {
        if (outDir == null) {
            return;
        }
        List<PendingFile.Stale> removed = PendingFile.removeStale(outDir, name -> name.equals(ExpectedAnswersCache.FILE_NAME)
                || name.equals(JSON_REPORT) || name.equals(INCORRECT_CSV));
        if (!removed.isEmpty()) {
            notes.add(PendingFile.Stale.describe(removed, outDir, "validation"));
        }
    }

    /**
     * A cache that cannot be read (truncated, corrupt gzip, a hand-edited header) is recomputed over, with a note,
     * when the inputs are there to recompute it; without them it is the user's input problem, as before.
     */
    private static boolean unusableCache(InvalidInputException damaged, boolean haveInputs, List<String> notes) {
        if (!haveInputs) {
            throw damaged;
        }
        notes.add("the cached expected answers are unusable (" + damaged.getMessage() + "): recomputed");
        return true;
    }
}
