package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.ConsoleReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Flat-out throughput of an engine adapter: ticks are first loaded into memory ({@link TickArray}, 16 bytes
 * each), read from files or generated in process, then sent as fast as the engine takes them, with no pacing
 * and no latency measurement. The first half warms the JIT; the figure is the second half's rate. Tick i is
 * sent with TS = i, so with {@code --validate} the answers, inputTS included, are compared with the reference
 * engine's on the same ticks by the validator's rules. Before loading, the ticks are counted exactly and
 * checked against the heap ({@link TickMemory}), so a stream that cannot fit is refused in seconds, not after
 * minutes of loading.
 */
@Command(name = "throughput", mixinStandardHelpOptions = true,
        description = {"Flat-out throughput (ticks/s) of an engine on a data set or a generated stream, ticks held "
                + "in memory (16 bytes each; counted and checked against the heap first).",
            "Also times deployment (translation included). Not a Pairs result: no pacing, no latency."})
final class ThroughputCommand implements Callable<Integer> {

    /** Heap the engine, the answers and the JVM need beside the ticks, on top of their 16 bytes each. */
    private static final long HEAP_BESIDE_TICKS = 1L << 30;

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @Option(names = "--data", paramLabel = "DIR", description = "tick file(s) or their directory (or --sf)")
    Path data;

    @Option(names = "--sf", paramLabel = "N", description = "generate the stream of this scale factor in process "
            + "(as pairs run does) instead of reading --data")
    Integer scaleFactor;

    @Option(names = "--profile", paramLabel = "LENGTH", defaultValue = "standard",
            description = "with --sf: standard (121 min, default), short (12.1 min) or smoke (121 s)")
    String profile;

    @Option(names = "--seed", paramLabel = "S", description = "with --sf: the stream's seed; default "
            + DatagenParameters.DEFAULT_SEED)
    Long seed;

    @Option(names = "--strategies", paramLabel = "FILE",
            description = "strategies.xml (needed with --data; with --sf the standard strategies by default)")
    Path strategiesFile;

    @Option(names = "--max-ticks", paramLabel = "N", description = "use at most the first N ticks; default: all")
    Long maxTicks;

    @Option(names = "--verify", description = "with --data: also check the SHA-256 of every tick file against the "
            + "data set's manifest (sizes are always checked, and the tick count when all ticks are read)")
    boolean verify;

    @Option(names = "--validate", description = "also compare the answers with the reference engine's (exit 1 "
            + "when they differ)")
    boolean validate;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        EngineSelection.Chosen chosen = engineSelection.choose(Optional.empty(), null);
        if ((data == null) == (scaleFactor == null)) {
            throw new InvalidInputException("give either --data DIR (with --strategies) or --sf N");
        }
        if (data != null && (seed != null || spec.commandLine().getParseResult().hasMatchedOption("--profile"))) {
            throw new InvalidInputException("--profile and --seed choose a generated stream (--sf); the ticks of --data "
                    + "are what they are");
        }
        if (maxTicks != null && maxTicks <= 0) {
            throw new InvalidInputException("--max-ticks must be positive, not " + maxTicks);
        }
        long limit = maxTicks == null ? Long.MAX_VALUE : maxTicks;
        TickMemory memory = TickMemory.ofThisHeap(HEAP_BESIDE_TICKS);
        List<Strategy> strategies;
        TickArray ticks;
        String from;
        long loadStart = System.nanoTime();
        if (data != null) {
            if (strategiesFile == null) {
                throw new InvalidInputException("--data needs --strategies FILE");
            }
            strategies = StrategiesXml.read(strategiesFile).strategies();
            List<Path> files = TickFiles.resolve(data);
            Optional<DataSetCheck.Identity> dataSet = DataSetCheck.check(data, files, verify);
            if (dataSet.isPresent()) {
                long count = dataSet.get().tickFiles().stream().mapToLong(DataSetCheck.TickFile::ticks).sum();
                out.println(memory.require("the data set " + data, Math.min(count, limit), false, count > limit,
                        count));
            } else {
                out.println("the tick count of " + data + " is not known before reading it (no manifest.json), so "
                        + "it is not checked against the heap");
            }
            out.flush();
            try (TickSource source = dataSet.map(d -> DataSetCheck.counted(TickFiles.open(files), d))
                    .orElseGet(() -> TickFiles.open(files))) {
                ticks = TickArray.load(source, limit);
            }
            if (ticks.size() == 0) {
                throw InvalidInputException.in(data, "the tick files hold no ticks");
            }
            from = "read from " + data;
        } else {
            if (verify) {
                throw new InvalidInputException("--verify checks the tick files of --data against their manifest: "
                        + "a generated stream (--sf) has none");
            }
            DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(scaleFactor))
                    .withLength(ProfileLength.parse(profile));
            if (seed != null) {
                parameters = parameters.withSeed(seed);
            }
            RateProfile rates = Workloads.profile(parameters);
            String what = "the stream of SF " + scaleFactor + ", " + parameters.length().id();
            out.printf(Locale.ROOT, "counting the ticks of %s (%,d market%s)...%n", what, parameters.markets(),
                    parameters.markets() == 1 ? "" : "s");
            out.flush();
            // Counting stops once the count passes what is needed or what fits: beyond that, the exact figure
            // changes nothing, and a stream far too large is refused in seconds.
            long stop = Math.min(limit, memory.fittingTicks());
            long counted = TickGenerator.countTicks(parameters, stop);
            if (counted <= stop) {
                out.println(memory.require(what, counted, false, false, counted));
            } else if (stop == limit) {
                out.println(memory.require(what, limit, false, true, counted));
            } else {
                memory.require(what, counted, true, false, Math.round(rates.expectedTotalTicks()));
            }
            out.flush();
            Workload workload = Workloads.generated(parameters, strategiesFile);
            strategies = workload.strategies();
            try (TickSource source = workload.openTicks()) {
                ticks = TickArray.load(source, limit);
            }
            from = workload.describe();
        }
        out.printf(Locale.ROOT, "load: %,d ticks, %,d symbols, %s, in %.1f s%n", ticks.size(), ticks.symbols(), from,
                (System.nanoTime() - loadStart) / 1e9);
        out.flush();

        // Engines may answer on any thread, several at once (Flink's sink subtasks at parallelism 2 did): a plain
        // list lost an answer now and then.
        List<Answer> answers = java.util.Collections.synchronizedList(new ArrayList<>());
        try (Engine e = chosen.engine().create(chosen.options())) {
            long start = System.nanoTime();
            e.deploy(strategies, AnswerListener.of(answers::add));
            double deploySeconds = (System.nanoTime() - start) / 1e9;
            long n = ticks.size();
            long half = n / 2;
            long t0 = System.nanoTime();
            replay(e, ticks, 0, half);
            long t1 = System.nanoTime();
            replay(e, ticks, half, n);
            e.finish();
            long t2 = System.nanoTime();
            out.printf(Locale.ROOT, "throughput: %s, %d strategies, %d ticks (tickTS %d..%d ms)%n", e.description(),
                    strategies.size(), n, n == 0 ? 0 : ticks.get(0).tickTS(), n == 0 ? 0 : ticks.get(n - 1).tickTS());
            out.printf(Locale.ROOT, "deploy: %.2f s%n", deploySeconds);
            out.printf(Locale.ROOT, "first half (warm-up): %.0f ticks/s%n", half / ((t1 - t0) / 1e9));
            out.printf(Locale.ROOT, "second half: %.0f ticks/s%n", (n - half) / ((t2 - t1) / 1e9));
            out.printf(Locale.ROOT, "answers: %d%n", answers.size());
        } catch (InvalidInputException e) {
            throw e;
        } catch (Exception e) {
            // The engine under test failed: a negative verdict about the engine, not a bug of the kit.
            String engine = "engine '" + chosen.engine().name() + "'";
            String reason = e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage().lines().findFirst().orElse(e.getClass().getSimpleName());
            spec.commandLine().getErr().println("pairs throughput: " + (reason.startsWith(engine) ? "" : engine
                    + " failed: ") + reason + " (" + answers.size() + " answers received)");
            return PairsCli.EXIT_NEGATIVE_VERDICT;
        }
        if (!validate) {
            return PairsCli.EXIT_OK;
        }
        List<Answer> expected = new ArrayList<>();
        long referenceStart = System.nanoTime();
        try (Engine reference = new ReferenceEngine()) {
            reference.deploy(strategies, AnswerListener.of(expected::add));
            replay(reference, ticks, 0, ticks.size());
            reference.finish();
        }
        out.printf(Locale.ROOT, "reference engine: %d answers in %.1f s%n", expected.size(),
                (System.nanoTime() - referenceStart) / 1e9);
        ComparisonResult result = AnswerComparison.compare(expected, answers);
        out.print(ConsoleReport.format(result));
        return result.passed() ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }

    /** Sends ticks [from, to) as fast as the engine takes them, tick i with TS = i. */
    private static void replay(Engine engine, TickArray ticks, long from, long to) throws Exception {
        for (long i = from; i < to; i++) {
            engine.send(ticks.get(i), i);
        }
    }
}
