package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.harness.bench.HarnessBenchmarks;
import org.pairsbench.harness.bench.LatencyFloor;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.process.ProcessEngineFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks of the harness itself, and an engine's answer floor (bench floor --engine NAME; figures "
                + "in harness/README.md).",
        subcommands = {BenchCommand.Inject.class, BenchCommand.Pacing.class, BenchCommand.Sink.class,
            BenchCommand.Floor.class})
final class BenchCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "a benchmark is required: inject, pacing, sink or floor");
    }

    @Command(name = "inject", mixinStandardHelpOptions = true,
            description = {"Unpaced injection into the do-nothing engine: ticks per second through the driver.",
                "With --data DIR, the ticks are read from a data set's files each round (file replay, the work "
                    + "FINCoS's driver does) instead of generated in memory."})
    static final class Inject implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Option(names = "--ticks", defaultValue = "20000000", paramLabel = "N", description = "ticks per round (default ${DEFAULT-VALUE})")
        long ticks;
        @Option(names = "--data", paramLabel = "DIR",
                description = "replay this data set (tick file or directory) each round instead of synthetic ticks")
        Path data;

        @Override
        public Integer call() throws Exception {
            if (data != null && spec.commandLine().getParseResult().hasMatchedOption("--ticks")) {
                throw new InvalidInputException("--ticks counts synthetic ticks; with --data the data set's ticks "
                        + "are replayed");
            }
            positive(ticks, "--ticks");
            HarnessBenchmarks.Injection r = data != null ? HarnessBenchmarks.injectFromFiles(data)
                    : HarnessBenchmarks.inject(ticks);
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, r)) {
                out.printf("inject: %,d ticks per round %s into the null engine: median %.2f M ticks/s, best %.2f "
                        + "M ticks/s%n", r.ticks(), data != null ? "replayed from " + data : "generated in memory",
                        r.medianTicksPerSecond() / 1e6, r.bestTicksPerSecond() / 1e6);
            }
            return PairsCli.EXIT_OK;
        }
    }

    @Command(name = "pacing", mixinStandardHelpOptions = true,
            description = "Pacing accuracy: lateness (actual minus scheduled send) at constant rates.")
    static final class Pacing implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Option(names = "--rates", split = ",", paramLabel = "RATE", defaultValue = "10000,100000,1000000",
                description = "ticks per second, comma-separated (default ${DEFAULT-VALUE})")
        List<Double> rates;
        @Option(names = "--seconds", defaultValue = "5", paramLabel = "S", description = "measured seconds per rate (default ${DEFAULT-VALUE})")
        double seconds;

        @Override
        public Integer call() throws Exception {
            positive(seconds, "--seconds");
            rates.forEach(r -> positive(r, "--rates"));
            List<HarnessBenchmarks.PacingAccuracy> results = new java.util.ArrayList<>();
            for (double rate : rates) {
                results.add(HarnessBenchmarks.pacing(rate, seconds));
            }
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, results)) {
                out.println("rate (ticks/s)  achieved    lateness p50    p99       p99.9     max");
                for (HarnessBenchmarks.PacingAccuracy r : results) {
                    out.printf("%,14.0f  %,10.0f  %8.1f us  %8.1f us  %8.1f us  %8.1f us%n", r.ratePerSecond(),
                            r.achievedPerSecond(), r.p50Ns() / 1e3, r.p99Ns() / 1e3, r.p999Ns() / 1e3, r.maxNs() / 1e3);
                }
            }
            return PairsCli.EXIT_OK;
        }
    }

    @Command(name = "sink", mixinStandardHelpOptions = true,
            description = "Sink overhead: engine throughput with and without answer logging, for an engine answering "
                    + "every tick and for the reference engine on the SF 1 smoke stream.")
    static final class Sink implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Option(names = "--ticks", defaultValue = "1000000", paramLabel = "N", description = "ticks (= answers) per round of the answering engine (default ${DEFAULT-VALUE})")
        long ticks;

        @Override
        public Integer call() throws Exception {
            positive(ticks, "--ticks");
            Path dir = Files.createTempDirectory("pairs-bench-sink");
            Workload pairs = Workloads.generated(
                    DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE), null);
            List<StockTick> stream = new ArrayList<>();
            try (TickSource source = pairs.openTicks()) {
                source.forEachRemaining(stream::add);
            }
            List<HarnessBenchmarks.SinkCost> results;
            try {
                results = HarnessBenchmarks.sink(ticks, dir, stream, pairs.strategies());
            } finally {
                try (var files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.deleteIfExists(f);
                    }
                }
                Files.deleteIfExists(dir);
            }
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, results)) {
                out.println("engine                    answers    way of taking the answers        engine-side  incl. drain  overhead");
                for (HarnessBenchmarks.SinkCost r : results) {
                    out.printf("%-24s %,9d    %-30s %7.2f M/s  %7.2f M/s  %6.1f %%%n", r.engine(), r.answers(), r.variant(),
                            r.sendPerSecond() / 1e6, r.endToEndPerSecond() / 1e6, r.overheadPercent());
                }
            }
            return PairsCli.EXIT_OK;
        }
    }

    @Command(name = "floor", mixinStandardHelpOptions = true,
            description = {"A latency floor: the stream pairs run would send for --sf, --profile and --seed, paced on "
                + "the run's schedule by the run's own driver and sink, into a floor that computes nothing but answers "
                + "every period close (one Indicator per strategy whose period the trigger closes).",
                "Without --engine the harness floor: the kit's own engine answers inside send(), so the latency is the "
                + "kit's own, the figure to set beside an engine's p99. With --engine NAME the engine's answer floor: "
                + "the engine runs its floor workload (--engine-opt workload=floor, implied), so the latency is the "
                + "kit's and the engine's, without any Pairs computation (spec/execution.md, \"Engine floors\"). "
                + "Engine process drives whatever its engine runs (pairs serve --engine NAME --engine-opt "
                + "workload=floor).",
                "The answers are counted against the ones the floor owes (exit 1 when they differ). Lasts as long as "
                + "the run (the profile's length / --rate-factor); nothing is validated or recorded.",
                "Progress on stderr every 10 s, as pairs run shows it."})
    static final class Floor implements Callable<Integer> {
        private static final int PROGRESS_EVERY_SECONDS = 10;

        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Mixin
        ScaleFactorOption scaleFactor;
        @Mixin
        EngineSelection engineSelection;
        @Option(names = "--profile", paramLabel = "LENGTH", defaultValue = "standard",
                description = "rate profile length: standard (121 min, default), short (12.1 min) or smoke (121 s)")
        String profile;
        @Option(names = "--rate-factor", defaultValue = "1", paramLabel = "X", converter = RateFactor.class,
                description = "replay X times faster than real time, as pairs run --rate-factor; default ${DEFAULT-VALUE}")
        double rateFactor;
        @Option(names = "--seed", paramLabel = "S", description = "seed of the generated stream; default "
                + DatagenParameters.DEFAULT_SEED)
        Long seed;

        /**
         * What creates the floor: the harness's, or the engine --engine names running its floor workload; checked
         * before any data is generated.
         */
        private Callable<Engine> floor() {
            if (engineSelection.engine == null) {
                if (!engineSelection.engineOpts.isEmpty() || !engineSelection.enginePath.isEmpty()) {
                    throw new InvalidInputException("--engine-opt and --engine-path choose an engine's floor: give "
                            + "--engine NAME too (without it pairs bench floor measures the harness floor)");
                }
                return null;
            }
            EngineSelection.Chosen chosen = engineSelection.choose(Optional.empty(), null,
                    Map.of(EngineWorkload.OPTION, EngineWorkload.FLOOR.value()));
            String name = chosen.engine().name();
            boolean declared = chosen.engine().declaredOptions().stream()
                    .anyMatch(o -> o.key().equals(EngineWorkload.OPTION));
            if (declared && EngineWorkload.of(chosen.options()) != EngineWorkload.FLOOR) {
                throw new InvalidInputException("pairs bench floor --engine " + name + " drives the engine's floor "
                        + "workload: --engine-opt " + EngineWorkload.OPTION + " must be floor (or left out), not '"
                        + chosen.options().get(EngineWorkload.OPTION) + "'");
            }
            // Engine process runs another program: that program chooses its workload, and its answers are counted.
            if (!declared && !name.equals(ProcessEngineFactory.NAME)) {
                throw new InvalidInputException("engine '" + name + "' has no floor workload (no engine option "
                        + EngineWorkload.OPTION + "): 'pairs engines' lists the engines whose options include it");
            }
            return () -> chosen.engine().create(chosen.options());
        }

        @Override
        public Integer call() throws Exception {
            DatagenParameters parameters = DatagenParameters.standard(scaleFactor.scaleFactor())
                    .withLength(ProfileLength.parse(profile));
            if (seed != null) {
                parameters = parameters.withSeed(seed);
            }
            Callable<Engine> floor = floor();
            PrintWriter err = spec.commandLine().getErr();
            ProgressWindow progress = new ProgressWindow(PROGRESS_EVERY_SECONDS,
                    parameters.profile().durationSeconds() / rateFactor);
            LatencyFloor.Result r;
            try {
                Consumer<SecondStats> rows = row -> {
                    String line = progress.add(row);
                    if (line != null) {
                        err.println(line);
                        err.flush();
                    }
                };
                r = floor == null ? LatencyFloor.measure(parameters, rateFactor, rows)
                        : LatencyFloor.measure(parameters, rateFactor, floor, rows);
            } catch (LatencyFloor.NotMeasuredException e) {
                err.println("pairs bench floor: not measured: " + e.getMessage());
                return PairsCli.EXIT_NEGATIVE_VERDICT;
            }
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, r)) {
                print(out, r);
            }
            if (!r.answeredAsOwed()) {
                err.printf("pairs bench floor: the floor did not answer as a floor must: %,d answers (%,d of them "
                        + "MarketOrders, %,d not timed), %,d Indicators owed%n", r.answers(), r.orders(), r.untimed(),
                        r.owedAnswers());
                return PairsCli.EXIT_NEGATIVE_VERDICT;
            }
            return PairsCli.EXIT_OK;
        }

        private static void print(PrintWriter out, LatencyFloor.Result r) {
            out.printf("floor: %s%n", r.engine());
            out.printf("stream: SF %d, profile %s, seed %d, rate factor %s, %d strategies (the most answers one close "
                    + "releases)%n", r.scaleFactor(), r.profile(), r.seed(), rate(r.rateFactor()), r.strategies());
            out.println("machine: " + r.machine());
            out.printf("ticks: %,d sent, planned peak rate %,.0f ticks/s%n", r.ticks(), r.plannedPeakTicksPerSecond());
            out.printf("driver lateness over the MI (%,d ticks): p50 %.1f us, p99 %.1f us, max %.1f us; %s%n",
                    r.latenessMiTicks(), r.latenessP50Us(), r.latenessP99Us(), r.latenessMaxUs(),
                    r.keepingUp() == null ? "not judged" : r.keepingUp().keptUp() ? "kept up" : "did NOT keep up");
            LatencySummary a = r.answersMi();
            out.printf("floor answers over the MI (%,d Indicators): p50 %.1f us, p99 %.1f us, p99.9 %.1f us, "
                    + "max %.1f us (%,d answers in all)%n", a.count(), a.p50Ms() * 1e3, a.p99Ms() * 1e3,
                    a.p999Ms() * 1e3, a.maxMs() * 1e3, r.answers());
            out.printf("answers owed: %,d Indicators (one per strategy whose period each trigger closes): %s%n",
                    r.owedAnswers(), r.answeredAsOwed() ? "all given, none other"
                            : "NOT as owed (" + r.orders() + " MarketOrders, " + r.untimed() + " not timed)");
        }

        private static String rate(double factor) {
            return factor == Math.rint(factor) ? Long.toString((long) factor) : Double.toString(factor);
        }
    }

    private static void positive(double value, String option) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new InvalidInputException(option + " must be a positive number, got " + value);
        }
    }
}
