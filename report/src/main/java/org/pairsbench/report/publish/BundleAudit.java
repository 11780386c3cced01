package org.pairsbench.report.publish;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.profile.MeasurementInterval;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.datagen.DataSetDigest;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.BenchmarkRun;
import org.pairsbench.harness.run.ReferenceValidation;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.report.model.AnswerLogLatencies;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * {@code pairs audit}: re-checks a bundle written by {@link BundleWriter}, on any machine, with the code the run
 * itself used (spec/execution.md section 10): the listed SHA-256s; the data set, regenerated from its manifest's
 * parameters (or the tick files given) against the hashes the manifest and run.json record; the strategies; every
 * answer of the answer log re-validated against the reference engine; the measurement interval's latencies
 * recomputed from the answer log and the p_score from them, each compared exactly with run.json. A bundle that
 * cannot be read (a listed file missing, a file that does not parse) is an {@link InvalidInputException}; what
 * reads but disagrees is a difference in the result.
 */
public final class BundleAudit {

    /** At most this many incorrect answers are named; the count says how many there are. */
    static final int NAMED_ANSWERS = 10;

    /**
     * What the audit found.
     *
     * @param checks      what was checked and held, one line each
     * @param notes       what a reader should weigh but is not a difference, one line each: an audit by another
     *                    kit version than the run's
     * @param differences what disagrees, one line each; empty: AUDITED
     */
    public record Result(List<String> checks, List<String> notes, List<String> differences) {
        public boolean audited() {
            return differences.isEmpty();
        }
    }

    private final Path dir;
    private final ProgressSteps progress;
    private final List<String> checks = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> differences = new ArrayList<>();
    /** The answer log's name, which depends on the bundle's format. */
    private String answerLogName;

    private BundleAudit(Path dir, ProgressSteps progress) {
        this.dir = dir;
        this.progress = progress;
    }

    /**
     * Audits the bundle in {@code dir}.
     *
     * @param ticks the tick files (or data set folder) of a bundle whose run replayed files, to verify instead of
     *              regenerating the stream; null to regenerate it from the manifest's parameters
     * @param work  a folder for the validator's list of incorrect answers
     * @param kitVersion the version of the kit running the audit, compared with the bundle's
     */
    public static Result audit(Path dir, Path ticks, Path work, String kitVersion) {
        return audit(dir, ticks, work, kitVersion, ProgressSteps.NONE);
    }

    /**
     * As {@link #audit(Path, Path, Path, String)}, showing its two long steps on {@code progress}: "regenerating
     * the data set" and "validating", in ticks (at SF 2000 standard each takes most of an hour).
     */
    public static Result audit(Path dir, Path ticks, Path work, String kitVersion, ProgressSteps progress) {
        if (!Files.isDirectory(dir)) {
            throw InvalidInputException.in(dir, "no such bundle folder");
        }
        requireNoLinks(dir);
        BundleAudit audit = new BundleAudit(dir, progress);
        audit.run(ticks, work, kitVersion);
        return new Result(List.copyOf(audit.checks), List.copyOf(audit.notes), List.copyOf(audit.differences));
    }

    private void run(Path ticks, Path work, String kitVersion) {
        Bundle bundle = Bundle.read(dir);
        answerLogName = bundle.answerLog();
        checkListedHashes();
        compareKits(bundle, kitVersion);
        RunReport run = RunFolders.report(dir);
        requireFigures(run);
        Path runJson = dir.resolve(Bundle.RUN);
        PublishedFigures.requireScore(runJson, "pScore", run.pScore());
        PublishedFigures.requireSeconds(runJson, "measurementStartSeconds", run.measurementStartSeconds());
        PublishedFigures.requireSeconds(runJson, "measurementEndSeconds", run.measurementEndSeconds());
        PublishedFigures.checkIdentity(dir, bundle, run, AnswerFiles.readHeader(dir.resolve(answerLogName)).header(),
                checks, differences);
        PublishedFigures.checkReport(dir, run, bundle.kitCommit().equals(RunEnvironment.kitCommit()), checks, notes,
                differences);
        checks.add(Bundle.HLOG + ": only its SHA-256 is checked, not its histograms: the latencies are recomputed "
                + "from the answer log instead");
        Manifest manifest = Manifest.read(dir.resolve(Bundle.DATA_SET));
        DatagenParameters parameters = manifest.datagenParameters();
        checkDataSetAgainstRun(run, manifest, parameters);
        // Tick files of another data set are a difference, and the rest of the audit runs on the regenerated stream.
        boolean files = ticks != null && checkFiles(ticks);
        if (!files) {
            checkRegenerated(manifest, parameters);
        }
        Path strategiesFile = checkStrategies(bundle, run);
        Workload workload = !files ? Workloads.generated(parameters, strategiesFile)
                : Workloads.files(ticks, parameters, true, strategiesFile, Workloads.Verify.SHA256);
        RunReport.Validation validation = checkAnswers(run, workload, work);
        checkLatencyAndScore(run, validation, workload.standard());
    }

    /**
     * A bundle folder holds only files and folders: a symbolic link would have the audit read (and vouch for) a
     * file outside the bundle, or hide a dangling name from the listing. An archive cannot hold one
     * ({@link BundleArchive#extract}); a folder is refused in one line naming the link.
     */
    private static void requireNoLinks(Path dir) {
        try {
            Path root = dir.toRealPath();
            try (java.util.stream.Stream<Path> all = Files.walk(root)) {
                java.util.Optional<Path> link = all.filter(Files::isSymbolicLink).sorted().findFirst();
                if (link.isPresent()) {
                    throw InvalidInputException.in(dir.resolve(root.relativize(link.get()).toString()), "a symbolic "
                            + "link: a bundle holds only files and folders, and an audit reads nothing outside it");
                }
            }
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            throw InvalidInputException.in(dir, "cannot list: " + e.getMessage());
        }
    }

    private void checkListedHashes() {
        Map<String, String> listed = Sha256Sums.read(dir);
        for (String required : List.of(Bundle.NAME, Bundle.RUN, answerLogName, Bundle.MANIFEST,
                Bundle.CORRELATIONS, Bundle.STRATEGIES)) {
            if (!listed.containsKey(required)) {
                throw InvalidInputException.in(dir.resolve(Sha256Sums.NAME), required + " is not listed: a bundle "
                        + "written by pairs publish lists it");
            }
        }
        int matching = 0;
        for (Map.Entry<String, String> e : listed.entrySet()) {
            Path file = dir.resolve(e.getKey());
            if (!Files.isRegularFile(file)) {
                throw InvalidInputException.in(file, "missing: " + Sha256Sums.NAME + " lists it");
            }
            String actual = Sha256.of(file);
            if (actual.equals(e.getValue())) {
                matching++;
            } else {
                differences.add(e.getKey() + ": SHA-256 " + actual + ", but " + Sha256Sums.NAME + " says "
                        + e.getValue());
            }
        }
        for (String present : org.pairsbench.core.io.FolderFiles.relativePaths(dir)) {
            if (!present.equals(Sha256Sums.NAME) && !listed.containsKey(present)) {
                differences.add(present + ": in the bundle but not listed in " + Sha256Sums.NAME);
            }
        }
        checks.add(matching + " of " + listed.size() + " files match their SHA-256 in " + Sha256Sums.NAME);
    }

    /**
     * The audit recomputes with the code it runs, not the run's: the same specification gives the same answers,
     * but a difference found by another kit version may be the kit's, which a reader should be told.
     */
    private void compareKits(Bundle bundle, String kitVersion) {
        if (bundle.kitVersion().equals(kitVersion)) {
            checks.add("kit " + kitVersion + ", the version that made the run");
        } else {
            notes.add("the run was made with kit " + bundle.kitVersion() + " (commit " + bundle.kitCommit()
                    + "); this audit ran kit " + kitVersion + ": a difference may come from the kits, not the run");
        }
    }

    /** A run.json without the figures an audit compares cannot be audited (nor come from a finished run). */
    private void requireFigures(RunReport run) {
        if (run.validation() == null || run.latency() == null || run.latencyWholeRun() == null
                || run.latency().marketOrder() == null || run.latency().indicator() == null
                || run.latencyWholeRun().marketOrder() == null || run.latencyWholeRun().indicator() == null
                || run.profile() == null) {
            throw InvalidInputException.in(dir.resolve(Bundle.RUN), "no validation or latency figures: not the "
                    + "report of a finished run");
        }
    }

    /** The bundle's data set is the one the run names: scale factor, profile, and the hashes run.json recorded. */
    private void checkDataSetAgainstRun(RunReport run, Manifest manifest, DatagenParameters parameters) {
        if (run.scaleFactor() != parameters.scaleFactor().value()) {
            differences.add(Bundle.MANIFEST + ": SF " + parameters.scaleFactor().value() + ", but run.json says SF "
                    + run.scaleFactor());
        }
        String profile = parameters.profile().name();
        if (!profile.equals(run.profile())) {
            differences.add(Bundle.MANIFEST + ": profile " + profile + ", but run.json says " + run.profile());
        }
        String correlations = Sha256.of(dir.resolve(Bundle.CORRELATIONS));
        if (manifest.correlations() == null || !correlations.equals(manifest.correlations().sha256())) {
            differences.add(Bundle.CORRELATIONS + ": SHA-256 " + correlations + ", but " + Bundle.MANIFEST + " says "
                    + (manifest.correlations() == null ? "nothing" : manifest.correlations().sha256()));
        }
        String seed = AnswerFiles.readHeader(dir.resolve(answerLogName)).header().get(RunEnvironment.SEED);
        if (seed != null && !seed.equals(Long.toString(parameters.seed()))) {
            differences.add(Bundle.MANIFEST + ": seed " + parameters.seed() + ", but the answer log's header says "
                    + "the run generated its stream with seed " + seed);
        }
        DataSetCheck.Identity recorded = run.inputs() == null ? null : run.inputs().dataSet();
        if (recorded == null) {
            return; // a generated stream: its seed and parameters name it, and the manifest was computed from them
        }
        if (!recorded.sha256Verified()) {
            checks.add("note: the run checked its tick files against the manifest by sizes and tick count, not "
                    + "SHA-256 (run.json inputs.dataSet.sha256Verified)");
        }
        String manifestSha = Sha256.of(dir.resolve(Bundle.MANIFEST));
        if (!manifestSha.equals(recorded.manifestSha256())) {
            differences.add(Bundle.MANIFEST + ": SHA-256 " + manifestSha + ", but the run ran on the manifest with "
                    + "SHA-256 " + recorded.manifestSha256() + " (run.json inputs)");
        }
        for (DataSetCheck.TickFile f : recorded.tickFiles()) {
            boolean same = manifest.files().stream()
                    .anyMatch(m -> m.name().equals(f.name()) && m.sha256().equals(f.sha256()) && m.ticks() == f.ticks());
            if (!same) {
                differences.add(Bundle.MANIFEST + ": does not describe " + f.name() + " as run.json records it ("
                        + f.ticks() + " ticks, SHA-256 " + f.sha256() + ")");
            }
        }
        checks.add(Bundle.MANIFEST + " is the manifest the run recorded (SHA-256 " + manifestSha + ")");
    }

    private void checkRegenerated(Manifest manifest, DatagenParameters parameters) {
        Manifest computed;
        try (Progress regenerating = progress.start("regenerating the data set", manifest.totalTicks(), "ticks")) {
            computed = DataSetDigest.of(parameters, manifest.parameters().fileCount(), Workers.defaultThreads(),
                    regenerating::stepTo);
        }
        int before = differences.size();
        if (computed.totalTicks() != manifest.totalTicks()) {
            differences.add("data set: regenerated from its parameters it holds " + computed.totalTicks()
                    + " ticks, but " + Bundle.MANIFEST + " says " + manifest.totalTicks());
        }
        for (int i = 0; i < manifest.files().size(); i++) {
            Manifest.TickFile listed = manifest.files().get(i);
            Manifest.TickFile made = i < computed.files().size() ? computed.files().get(i) : null;
            if (made == null || !made.name().equals(listed.name()) || made.ticks() != listed.ticks()
                    || !made.csvSha256().equals(listed.csvSha256())) {
                differences.add("data set: " + listed.name() + " regenerated from its parameters "
                        + (made == null ? "does not exist" : "has " + made.ticks() + " ticks, CSV SHA-256 " + made.csvSha256())
                        + ", but " + Bundle.MANIFEST + " says " + listed.ticks() + " ticks, CSV SHA-256 "
                        + listed.csvSha256());
            }
        }
        if (!Objects.equals(computed.correlations(), manifest.correlations())) {
            differences.add("data set: correlations.json regenerated from its parameters has SHA-256 "
                    + computed.correlations().sha256() + ", but " + Bundle.MANIFEST + " says "
                    + (manifest.correlations() == null ? "nothing" : manifest.correlations().sha256()));
        }
        if (differences.size() == before) {
            checks.add("data set regenerated from its parameters (SF " + parameters.scaleFactor().value() + ", "
                    + parameters.length().id() + ", seed " + parameters.seed() + "): " + computed.totalTicks()
                    + " ticks, every file's SHA-256 as " + Bundle.MANIFEST + " says");
        }
    }

    /**
     * Tick files given: checked against their own manifest (SHA-256 included), which must be the bundle's; false
     * when it is not.
     */
    private boolean checkFiles(Path ticks) {
        DataSetCheck.Identity identity = DataSetCheck.check(ticks, TickFiles.resolve(ticks), true)
                .orElseThrow(() -> InvalidInputException.in(ticks, "no " + Manifest.NAME + " beside the tick files"));
        String bundled = Sha256.of(dir.resolve(Bundle.MANIFEST));
        if (!identity.manifestSha256().equals(bundled)) {
            differences.add(ticks + ": its " + Manifest.NAME + " has SHA-256 " + identity.manifestSha256()
                    + ", the bundle's " + bundled + ": another data set (the audit goes on with the stream "
                    + "regenerated from the bundle's manifest)");
            return false;
        }
        checks.add("tick files in " + identity.folder() + ": " + identity.tickFiles().size()
                + " file(s) match the bundle's manifest, SHA-256 included");
        return true;
    }

    /** The strategies the run ran: the file it recorded the hash of, or the standard ones of the data set. */
    private Path checkStrategies(Bundle bundle, RunReport run) {
        Path file = dir.resolve(Bundle.STRATEGIES);
        StrategySet set = StrategiesXml.read(file);
        String recorded = run.inputs() == null ? null : run.inputs().strategiesSha256();
        if (bundle.workload().standardStrategies()) {
            StrategySet standard = QueryGenerator.standard(CorrelationsFile.read(dir.resolve(Bundle.CORRELATIONS)));
            if (!standard.strategies().equals(set.strategies())) {
                differences.add(Bundle.STRATEGIES + ": not the standard strategies of the data set, which the run ran");
            } else {
                checks.add(Bundle.STRATEGIES + ": the " + set.size() + " standard strategies of the data set");
            }
            return null;
        }
        String actual = Sha256.of(file);
        if (recorded != null && !recorded.equals(actual)) {
            differences.add(Bundle.STRATEGIES + ": SHA-256 " + actual + ", but the run ran on the strategies file "
                    + "with SHA-256 " + recorded + " (run.json inputs)");
        } else {
            checks.add(Bundle.STRATEGIES + ": the strategies file the run ran (" + set.size() + " strategies)");
        }
        return file;
    }

    private RunReport.Validation checkAnswers(RunReport run, Workload workload, Path work) {
        Path answerLog = dir.resolve(answerLogName);
        ComparisonResult result = ReferenceValidation.compare(answerLog, workload, run.ticksSent(), progress);
        RunReport.Validation validation = ReferenceValidation.verdict(result, RunFile.INCORRECT_ANSWERS.in(work));
        RunReport.Validation recorded = run.validation();
        boolean same = recorded != null && validation.verdict().equals(recorded.verdict())
                && validation.streams().equals(recorded.streams());
        if (same) {
            checks.add("every answer re-validated against the reference engine on the first " + run.ticksSent()
                    + " ticks: " + validation.verdict() + ", " + counts(validation) + ", as run.json says");
        } else {
            differences.add("validation: run.json says " + (recorded == null ? "nothing" : recorded.verdict() + ", "
                    + counts(recorded)) + "; the answer log re-validates " + validation.verdict() + ", "
                    + counts(validation));
        }
        if (!result.passed() && (recorded == null || recorded.passed())) {
            result.incorrect().stream().limit(NAMED_ANSWERS).forEach(i -> differences.add(describe(i)));
            if (result.incorrectAnswers() > NAMED_ANSWERS) {
                differences.add("... and " + (result.incorrectAnswers() - NAMED_ANSWERS) + " more incorrect answers");
            }
            result.malformed().stream().limit(NAMED_ANSWERS).forEach(m -> differences.add(
                    answerLogName + " line " + m.line() + ": unreadable: " + m.problem()));
        }
        return validation;
    }

    private String describe(IncorrectAnswer i) {
        Answer key = i.expected() != null ? i.expected() : i.sut();
        String where = i.sutLine() > 0 ? answerLogName + " line " + i.sutLine() : answerLogName;
        String what = key == null ? i.stream().streamName() : i.stream().streamName() + " " + key.strategy()
                + (key instanceof MarketOrder o ? " " + o.type() : "") + " of the trigger at tickTS " + key.inputTickTS();
        return where + ": " + i.kind().name().toLowerCase(java.util.Locale.ROOT) + " " + what
                + (i.problem() == null || i.problem().isEmpty() ? "" : " (" + i.problem() + ")");
    }

    private static String counts(RunReport.Validation v) {
        StringBuilder s = new StringBuilder();
        for (RunReport.StreamCounts c : v.streams()) {
            s.append(s.length() == 0 ? "" : "; ").append(c.stream()).append(' ').append(c.matched()).append('/')
                    .append(c.expected()).append(" matched, ").append(c.missing()).append(" missing, ")
                    .append(c.undue()).append(" undue, ").append(c.wrong()).append(" wrong");
        }
        return s.length() == 0 ? "no counts" : s.toString();
    }

    /**
     * The latencies recomputed from the answer log, the same HdrHistogram computation as the harness's, equal to
     * the recorded ones to the nanosecond; the p_score recomputed from them by the run's own scoring, equal to the
     * cent.
     */
    private void checkLatencyAndScore(RunReport run, RunReport.Validation validation, boolean standardWorkload) {
        MeasurementInterval mi = new MeasurementInterval(run.measurementStartSeconds(), run.measurementEndSeconds());
        AnswerLogLatencies log = AnswerLogLatencies.read(dir.resolve(answerLogName), mi);
        RunReport.Latency inMi = new RunReport.Latency(
                LatencySummary.of(log.measurementInterval(AnswerStream.INDICATOR)),
                LatencySummary.of(log.measurementInterval(AnswerStream.MARKET_ORDER)));
        RunReport.Latency whole = new RunReport.Latency(LatencySummary.of(log.wholeRun(AnswerStream.INDICATOR)),
                LatencySummary.of(log.wholeRun(AnswerStream.MARKET_ORDER)));
        int before = differences.size();
        compare("MarketOrder latency in the measurement interval", run.latency().marketOrder(), inMi.marketOrder());
        compare("Indicator latency in the measurement interval", run.latency().indicator(), inMi.indicator());
        compare("MarketOrder latency over the whole run", run.latencyWholeRun().marketOrder(), whole.marketOrder());
        compare("Indicator latency over the whole run", run.latencyWholeRun().indicator(), whole.indicator());
        if (differences.size() == before) {
            checks.add("latencies recomputed from the answer log: MarketOrder p99 " + inMi.marketOrder().p99Nanos()
                    + " ns over " + inMi.marketOrder().count() + " MI MarketOrders, every figure as run.json says");
        }
        RunReport rescored = BenchmarkRun.validated(run.withLatency(inMi, whole), validation, standardWorkload);
        if (!sameScore(run.pScore(), rescored.pScore())) {
            differences.add("p_score: run.json says " + text(run.pScore()) + ", recomputed from the answer log "
                    + text(rescored.pScore()));
        } else if (!Objects.equals(run.pScoreNote(), rescored.pScoreNote())) {
            differences.add("p_score note: run.json says \"" + run.pScoreNote() + "\", recomputed \""
                    + rescored.pScoreNote() + "\"");
        } else {
            checks.add("p_score recomputed: " + text(rescored.pScore()) + ", as run.json says");
        }
    }

    private void compare(String what, LatencySummary recorded, LatencySummary recomputed) {
        if (!Objects.equals(recorded, recomputed)) {
            differences.add(what + ": run.json says " + summary(recorded) + "; the answer log gives "
                    + summary(recomputed));
        }
    }

    private static String summary(LatencySummary s) {
        return s == null ? "nothing" : s.count() + " answers, p50 " + s.p50Ms() + " ms, p99 " + s.p99Nanos()
                + " ns, p99.9 " + s.p999Ms() + " ms, max " + s.maxMs() + " ms, avg " + s.avgMs() + " ms";
    }

    private static boolean sameScore(BigDecimal a, BigDecimal b) {
        return a == null ? b == null : b != null && a.compareTo(b) == 0;
    }

    private static String text(BigDecimal score) {
        return score == null ? "no p_score" : score.toPlainString();
    }
}
