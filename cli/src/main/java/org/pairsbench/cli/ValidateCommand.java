package org.pairsbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.harness.sink.AnswerLogWorkload;
import org.pairsbench.validation.ConsoleReport;
import org.pairsbench.validation.Validator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check an engine's answers against the reference engine's (spec/validation.md, thesis B.5).",
            "Answers: a Pairs answer log or a FINCoS sink log (fieldsToLog=all). Exit 0 passed, 1 failed, "
                + "2 unusable input.",
            "With a B.6 configuration file: ticks from dGenFolder, strategies from qGenFolder/strategies.xml, "
                + "answers from sutFile, output to validFolder, --use-existing from skipInputValidation; "
                + "options win.",
            "On stderr: the size of the work, then the progress of computing the expected answers and reading the "
                + "engine's (elapsed, left, ETA): a bar on a terminal, else (and with --json) a line at most every 10 s."})
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "B.6 configuration file")
    Path config;

    @Option(names = "--ticks", paramLabel = "DIR|FILE", description = "tick file or data set directory (config: dGenFolder)")
    Path ticks;

    @Option(names = "--strategies", paramLabel = "FILE",
            description = "strategies XML (config: qGenFolder/" + QuerygenCommand.OUTPUT_NAME + ")")
    Path strategies;

    @Option(names = "--answers", paramLabel = "FILE", description = "the engine's answers (config: sutFile)")
    Path answers;

    @Option(names = "--out", paramLabel = "DIR",
            description = "reports and cached expected answers (config: validFolder; default: " + Validator.DEFAULT_OUT
                    + " beside the answers)")
    Path out;

    @Option(names = "--write-expected", paramLabel = "FILE",
            description = "also write the expected answers as a Pairs answer log (.gz: compressed)")
    Path writeExpected;

    @Option(names = "--use-existing", negatable = true,
            description = "reuse the cached expected answers when the inputs are unchanged (config: skipInputValidation)")
    Boolean useExisting;

    @Option(names = "--verify", description = "also check the SHA-256 of every tick file against the data set's "
            + "manifest (sizes and the tick count are always checked)")
    boolean verify;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        // Ctrl-C or SIGTERM ends the JVM without the writers' finally blocks: delete the partial files then.
        PendingFile.discardUnfinishedOnExit();
        PairsConfig file = config == null ? null : PairsConfig.read(config);
        Path ticksPath = ticks != null ? ticks : DatagenCommand.configPath(file, ConfigKey.D_GEN_FOLDER).orElse(null);
        Path strategiesFile = strategies != null ? strategies : QuerygenCommand.strategiesIn(file).orElse(null);
        Path answersFile = answers != null ? answers
                : DatagenCommand.configPath(file, ConfigKey.SUT_FILE).orElse(null);
        if (answersFile == null && writeExpected == null) {
            throw new InvalidInputException("no answers: give --answers FILE or sutFile in a configuration file "
                    + "(or only --write-expected FILE to compute the expected answers)");
        }
        Path outDir = out != null ? out : DatagenCommand.configPath(file, ConfigKey.VALID_FOLDER)
                .orElse(Validator.defaultOutDir(answersFile));
        boolean reuse = useExisting != null ? useExisting
                : file != null && file.bool(ConfigKey.SKIP_INPUT_VALIDATION).orElse(false);
        // Checked before the expected answers are computed, which can take long, not when the reports are written.
        if (answersFile != null || out != null || file != null || reuse) {
            OutputDirectory.requireFolderOrNothing(outDir);
        }
        if (!reuse && (ticksPath == null || strategiesFile == null)) {
            throw new InvalidInputException("give --ticks and --strategies (or dGenFolder and qGenFolder in a "
                    + "configuration file), or --use-existing to reuse cached expected answers");
        }
        if (verify && ticksPath == null) {
            throw new InvalidInputException("--verify checks tick files against their manifest: give --ticks DIR");
        }
        List<Path> tickFiles = ticksPath == null ? List.of() : TickFiles.resolve(ticksPath);
        // A copy cut short or altered is refused here, before any answer is judged against it.
        Optional<DataSetCheck.Identity> dataSet = ticksPath == null ? Optional.empty()
                : DataSetCheck.check(ticksPath, tickFiles, verify);
        if (answersFile != null && ticksPath != null) {
            AnswerLogWorkload.require(answersFile, ticksPath);
        }
        long manifestTicks = dataSet.map(DataSetCheck.Identity::ticks).orElse(-1L);
        Validator validator = new Validator(xml -> StrategiesXml.read(xml).strategies());
        PrintWriter stdout = spec.commandLine().getOut();
        if (answersFile == null) {
            // The cache folder is only made when asked for, so that writing expected answers leaves no "valid/".
            Path cacheDir = out != null || file != null || reuse ? outDir : null;
            return writeExpectedOnly(validator, new Validator.Request(tickFiles, strategiesFile, null, cacheDir,
                    writeExpected, reuse, manifestTicks), stdout, progress(tickFiles, manifestTicks, null));
        }
        Validator.Outcome outcome;
        try (ValidationProgress progress = progress(tickFiles, manifestTicks, answersFile)) {
            outcome = validator.run(new Validator.Request(tickFiles, strategiesFile, answersFile, outDir,
                    writeExpected, reuse, manifestTicks), progress);
        }

        if (!json.printed(stdout, Validator.report(outcome))) {
            stdout.print(ConsoleReport.format(outcome.result()));
            for (String note : outcome.notes()) {
                stdout.println("Note: " + note);
            }
            dataSet.ifPresent(d -> stdout.println("Data set: " + d.folder() + ", manifest SHA-256 "
                    + d.manifestSha256() + (d.sha256Verified() ? " (tick files' SHA-256 verified)" : "")));
            List<String> reports = java.util.stream.Stream.of(outcome.jsonReport(), outcome.incorrectCsv())
                    .filter(java.util.Objects::nonNull).map(Path::toString).toList();
            stdout.println("Reports: " + (reports.isEmpty() ? "none written (see the notes)" : String.join(", ", reports))
                    + (writeExpected == null ? "" : "; expected answers: " + writeExpected));
        }
        return outcome.result().passed() ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }

    /** No answers to check: an engine developer wants the expected answers alone, to compare against as he goes. */
    private int writeExpectedOnly(Validator validator, Validator.Request request, PrintWriter stdout,
                                  ValidationProgress progress) {
        Validator.ExpectedOnly done;
        try (progress) {
            done = validator.expectedOnly(request, progress);
        }
        if (!json.printed(stdout, done)) {
            for (String note : done.notes()) {
                stdout.println("Note: " + note);
            }
            stdout.printf("Expected answers: %,d (%s; %,d ticks, %d strategies) written to %s%n", done.answers(),
                    done.expectedFrom(), done.ticks(), done.strategies(), done.writtenTo());
        }
        return PairsCli.EXIT_OK;
    }

    /** Progress on stderr, after a line that says how large the work is (on stdout, --json's report alone). */
    private ValidationProgress progress(List<Path> tickFiles, long manifestTicks, Path answersFile) {
        PrintWriter err = spec.commandLine().getErr();
        return new ValidationProgress(ProgressDisplay.of("pairs validate", err, json.enabled, false), err,
                () -> "pairs validate: " + size(tickFiles, manifestTicks, answersFile), manifestTicks);
    }

    /** "754,116 ticks in 1 tick file, answers FILE (12.3 MB)": the work ahead, as far as it is known. */
    private static String size(List<Path> tickFiles, long manifestTicks, Path answersFile) {
        String files = tickFiles.size() + " tick file" + (tickFiles.size() == 1 ? "" : "s");
        String ticks = tickFiles.isEmpty() ? "the cached expected answers"
                : manifestTicks >= 0 ? String.format("%,d ticks in %s", manifestTicks, files)
                : files + " of " + FreeSpace.describe(bytes(tickFiles)) + " (no manifest.json: the tick count is not "
                        + "known ahead)";
        return ticks + (answersFile == null ? "" : ", answers " + answersFile + " ("
                + FreeSpace.describe(bytes(List.of(answersFile))) + ")");
    }

    private static long bytes(List<Path> files) {
        long sum = 0;
        for (Path f : files) {
            try {
                sum += Files.size(f);
            } catch (IOException e) {
                // the validator names a file it cannot read; the size line only leaves it out
            }
        }
        return sum;
    }
}
