package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks of the harness itself (figures in harness/README.md).",
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
            description = {"The harness latency floor: the stream pairs run would send for --sf, --profile and "
                + "--seed, paced on the run's schedule by the run's own driver and sink, into an engine that computes "
                + "nothing but answers every period close at once (one Indicator per strategy whose period the "
                + "trigger closes, inside send()). Their latency is the kit's own: the figure to set beside an "
                + "engine's p99. Lasts as long as the run (the profile's length / --rate-factor); nothing is "
                + "validated or recorded.",
                "Progress on stderr every 10 s, as pairs run shows it."})
    static final class Floor implements Callable<Integer> {
        private static final int PROGRESS_EVERY_SECONDS = 10;

        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Mixin
        ScaleFactorOption scaleFactor;
        @Option(names = "--profile", paramLabel = "LENGTH", defaultValue = "standard",
                description = "rate profile length: standard (121 min, default), short (12.1 min) or smoke (121 s)")
        String profile;
        @Option(names = "--rate-factor", defaultValue = "1", paramLabel = "X", converter = RateFactor.class,
                description = "replay X times faster than real time, as pairs run --rate-factor; default ${DEFAULT-VALUE}")
        double rateFactor;
        @Option(names = "--seed", paramLabel = "S", description = "seed of the generated stream; default "
                + DatagenParameters.DEFAULT_SEED)
        Long seed;

        @Override
        public Integer call() throws Exception {
            DatagenParameters parameters = DatagenParameters.standard(scaleFactor.scaleFactor())
                    .withLength(ProfileLength.parse(profile));
            if (seed != null) {
                parameters = parameters.withSeed(seed);
            }
            PrintWriter err = spec.commandLine().getErr();
            ProgressWindow progress = new ProgressWindow(PROGRESS_EVERY_SECONDS,
                    parameters.profile().durationSeconds() / rateFactor);
            LatencyFloor.Result r;
            try {
                r = LatencyFloor.measure(parameters, rateFactor, row -> {
                    String line = progress.add(row);
                    if (line != null) {
                        err.println(line);
                        err.flush();
                    }
                });
            } catch (LatencyFloor.NotMeasuredException e) {
                err.println("pairs bench floor: not measured: " + e.getMessage());
                return PairsCli.EXIT_NEGATIVE_VERDICT;
            }
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, r)) {
                print(out, r);
            }
            return PairsCli.EXIT_OK;
        }

        private static void print(PrintWriter out, LatencyFloor.Result r) {
            out.printf("floor: SF %d, profile %s, seed %d, rate factor %s, %d strategies (the most answers one close "
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
