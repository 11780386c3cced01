package org.pairsbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.pairsbench.harness.run.PairsWorkloadOnly;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.ShellWords;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.sweep.ScaleFactorSearch;
import org.pairsbench.harness.sweep.Sweep;
import org.pairsbench.harness.sweep.SweepPoint;
import org.pairsbench.harness.sweep.SweepResult;
import org.pairsbench.report.ReportFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Find an engine's best p_score: paced runs at growing scale factors, each a whole recorded and "
                + "validated `pairs run` in a JVM of its own, until the engine no longer keeps up (spec/execution.md "
                + "section 11). Without --sf: doubling from --from, then bisection to --resolution. The best is the "
                + "largest p_score among the correct runs that kept up.",
            "Files: DIR/sweep.json, and DIR/compare.html and compare.json over the sweep's runs.",
            "On stderr: the most driving the sweep may take, each run's own progress, and after each run the time "
                + "left and ETA at the pace of the runs so far.",
            "Exit codes: 0 the sweep ran (whether or not a run kept up), 1 a run failed or gave wrong answers, "
                + "2 bad input."})
final class SweepCommand implements Callable<Integer> {

    private static final DateTimeFormatter FOLDER_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @Option(names = "--sf", split = ",", paramLabel = "N",
            description = "the scale factors to run, e.g. 1,2,4,10 (ascending, until one does not keep up); "
                    + "default: automatic")
    List<Integer> scaleFactors = new ArrayList<>();

    @Option(names = "--from", defaultValue = "1", paramLabel = "N",
            description = "automatic: the first scale factor; default ${DEFAULT-VALUE}")
    int from;

    @Option(names = "--max-sf", defaultValue = "1000", paramLabel = "N",
            description = "automatic: never beyond this scale factor; default ${DEFAULT-VALUE}")
    int maxScaleFactor;

    @Option(names = "--resolution", defaultValue = "0.1", paramLabel = "F",
            description = "automatic: bisect until the SF that kept up and the one that did not are within this "
                    + "fraction of the first (at least 1 apart); default ${DEFAULT-VALUE}")
    double resolution;

    @Option(names = "--max-runs", defaultValue = "12", paramLabel = "N",
            description = "stop after this many runs; default ${DEFAULT-VALUE}")
    int maxRuns;

    @Option(names = "--profile", defaultValue = "short", paramLabel = "LENGTH",
            description = "rate profile of the sweep's runs: short (default), smoke or standard")
    String profile;

    @Option(names = "--rate-factor", defaultValue = "1", paramLabel = "X", converter = RateFactor.class,
            description = "replay X times faster than real time, X from 0.01 to 1000 (not a standard result); default ${DEFAULT-VALUE}")
    double rateFactor;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the generated streams")
    Long seed;

    @Option(names = "--confirm", description = "then a standard-profile run at the best scale factor")
    boolean confirm;

    @Option(names = "--results", defaultValue = RunsCommand.DEFAULT_RESULTS, paramLabel = "DIR",
            description = "results folder of the runs; default ${DEFAULT-VALUE}")
    Path results;

    @Option(names = "--out", paramLabel = "DIR",
            description = "where sweep.json and the comparison go; default RESULTS/sweep-ENGINE-TIME")
    Path out;

    @Option(names = "--stall-timeout", defaultValue = "120", paramLabel = "SECONDS",
            description = "passed to each run; default ${DEFAULT-VALUE}")
    long stallTimeoutSeconds;

    @Override
    public Integer call() throws Exception {
        ProfileLength length = ProfileLength.parse(profile);
        if (maxRuns < 1) {
            throw new InvalidInputException("--max-runs must be positive, got " + maxRuns);
        }
        if (!(resolution > 0)) {
            throw new InvalidInputException("--resolution must be a positive fraction, got " + resolution);
        }
        if (stallTimeoutSeconds <= 0) {
            throw new InvalidInputException("--stall-timeout must be a positive number of seconds, got "
                    + stallTimeoutSeconds);
        }
        ScaleFactorSearch search = search();
        // Every folder is checked before the plan is printed and the first run starts, not after its runs.
        OutputDirectory.requireFolderOrNothing(results);
        if (out != null) {
            OutputDirectory.requireFolderOrNothing(out);
        }
        // Fails here, once, on an unknown engine or option, not in every run.
        EngineSelection.Chosen chosen = engineSelection.choose(Optional.empty(), null);
        PairsWorkloadOnly.require(chosen.engine().name(), chosen.options());
        String engine = chosen.engine().name() + (chosen.options().asMap().isEmpty() ? "" : " (" + chosen.options() + ")");
        Path target = out != null ? out
                : results.resolve("sweep-" + chosen.engine().name() + "-" + FOLDER_TIME.format(Instant.now()));
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();

        int runsAtMost = (scaleFactors.isEmpty() ? maxRuns : Math.min(maxRuns, new TreeSet<>(scaleFactors).size()))
                + (confirm ? 1 : 0);
        SweepProgress progress = new SweepProgress(err, Clock.systemDefaultZone(), runsAtMost);
        progress.started(length.id(), length.durationSeconds() / rateFactor);
        Sweep sweep = new Sweep(sf -> run(sf, length.id()), maxRuns).onPoint(p -> {
            err.println("pairs sweep: " + line(p));
            progress.runDone();
        });
        SweepResult result = sweep.run(search, engine, length.id());
        if (confirm && result.best() != null) {
            result = result.withConfirmation(SweepPoint.of(run(result.best().scaleFactor(), ProfileLength.STANDARD.id())));
            progress.runDone();
        }

        OutputDirectory.create(target);
        String sweepJson = Json.write(result);
        PendingFile.write(target.resolve("sweep.json"), o -> o.write(sweepJson.getBytes(StandardCharsets.UTF_8)));
        List<Long> ids = new ArrayList<>();
        result.points().forEach(p -> ids.add(p.runId()));
        Optional.ofNullable(result.confirmation()).ifPresent(p -> ids.add(p.runId()));
        ReportFiles.compare(results, ids, null, null, target);

        stdout.printf("Pairs sweep of %s, profile %s%s: %s%n", engine, length.id(),
                rateFactor == 1 ? "" : ", rate x" + rateFactor, result.stoppedBecause());
        stdout.printf("  %6s %6s  %-9s %12s %12s  %s%n", "SF", "run", "kept up", "MO p99 ms", "p_score", "");
        for (SweepPoint p : result.points()) {
            stdout.printf("  %6d %6d  %-9s %12s %12s  %s%n", p.scaleFactor(), p.runId(), p.keptUp() ? "yes" : "NO",
                    p.orderP99Ms() == null ? "-" : String.format("%.3f", p.orderP99Ms()),
                    p.pScore() == null ? "-" : p.pScore().toPlainString(),
                    p == result.best() ? "<- best" : p.correct() ? "" : p.status() + ", validation " + p.validation());
        }
        if (result.best() == null) {
            stdout.println("  no run kept up with a p_score: the engine has no result on this machine at these SFs");
        }
        if (result.confirmation() != null) {
            stdout.println("  standard run at SF " + result.confirmation().scaleFactor() + ": " + line(result.confirmation()));
        }
        stdout.println("  written to " + target);
        boolean correct = result.points().stream().allMatch(SweepPoint::correct)
                && (result.confirmation() == null || result.confirmation().correct());
        return correct ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }

    private ScaleFactorSearch search() {
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        if (given.hasMatchedOption("--sf")) {
            if (scaleFactors.isEmpty()) {
                throw new InvalidInputException("--sf takes scale factors, e.g. --sf 1,2,4, got none");
            }
            if (scaleFactors.stream().anyMatch(sf -> sf < 1 || sf > ScaleFactor.MAX)) {
                throw new InvalidInputException("--sf takes positive scale factors up to " + ScaleFactor.MAX + ", got "
                        + scaleFactors);
            }
            for (String automatic : List.of("--from", "--max-sf", "--resolution")) {
                if (given.hasMatchedOption(automatic)) {
                    throw new InvalidInputException(automatic + " sets the automatic search, which --sf replaces: "
                            + "give one or the other");
                }
            }
            return ScaleFactorSearch.of(scaleFactors);
        }
        if (from < 1 || maxScaleFactor < from || maxScaleFactor > ScaleFactor.MAX) {
            throw new InvalidInputException("need 1 <= --from <= --max-sf <= " + ScaleFactor.MAX + ", got --from "
                    + from + " --max-sf " + maxScaleFactor);
        }
        return ScaleFactorSearch.automatic(from, maxScaleFactor, resolution);
    }

    private static String line(SweepPoint p) {
        return String.format("run %d, SF %d: %s, validation %s, MarketOrder p99 %s, p_score %s; %s", p.runId(),
                p.scaleFactor(), p.status(), p.validation(),
                p.orderP99Ms() == null ? "-" : String.format("%.3f ms", p.orderP99Ms()),
                p.pScore() == null ? "-" : p.pScore().toPlainString(), p.keepingUp());
    }

    /** The sweep's runs, each stopped with the sweep. */
    private final ChildRuns runs = new ChildRuns();

    /** One `pairs run` in a new JVM; its progress goes to this console, its JSON report is read back. */
    private RunReport run(int scaleFactor, String profileId) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("run", "--engine", engineSelection.engine));
        for (Map.Entry<String, String> o : engineSelection.engineOptions().entrySet()) {
            args.add("--engine-opt");
            args.add(o.getKey() + "=" + o.getValue());
        }
        for (Path p : engineSelection.enginePath) {
            args.add("--engine-path");
            args.add(p.toString());
        }
        args.addAll(List.of("--sf", Integer.toString(scaleFactor), "--profile", profileId, "--results",
                results.toString(), "--stall-timeout", Long.toString(stallTimeoutSeconds), "--json"));
        if (rateFactor != 1) {
            args.addAll(List.of("--rate-factor", Double.toString(rateFactor)));
        }
        if (seed != null) {
            args.addAll(List.of("--seed", Long.toString(seed)));
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("pairs sweep: pairs " + ShellWords.join(args));
        err.flush();
        Path json = Files.createTempFile("pairs-sweep-run", ".json");
        try {
            int code = runs.run(new ProcessBuilder(KitProcess.command(args)).redirectOutput(json.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT), "the run at SF " + scaleFactor, err);
            if (code != PairsCli.EXIT_OK && code != PairsCli.EXIT_NEGATIVE_VERDICT) {
                throw new InvalidInputException("the run at SF " + scaleFactor + " exited with code " + code
                        + " without a report (its message is above); the sweep stops");
            }
            return Json.mapper().readValue(json.toFile(), RunReport.class);
        } finally {
            Files.deleteIfExists(json);
        }
    }
}
