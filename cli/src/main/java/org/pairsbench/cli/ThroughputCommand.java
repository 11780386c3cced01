package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.run.Machine;
import org.pairsbench.harness.run.MachineLine;
import org.pairsbench.harness.throughput.LoadedTicks;
import org.pairsbench.harness.throughput.Throughput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Flat-out throughput of an engine adapter ({@link Throughput} measures it): the options say where the ticks come
 * from (read from files or generated in process, loaded into memory by {@link LoadedTicks}) and whether the
 * answers are validated. Progress goes to stderr: a bar on a terminal, else a line every few seconds.
 */
@Command(name = "throughput", mixinStandardHelpOptions = true,
        description = {"Flat-out throughput (ticks/s) of an engine on a data set or a generated stream, ticks held "
                + "in memory (16 bytes each; counted and checked against the heap first).",
            "Also times deployment (translation included). Not a Pairs result: no pacing, no latency.",
            "Progress of loading, sending and the reference answers on stderr (elapsed, left, ETA): a bar on a "
                + "terminal, else a line at most every 10 s."})
final class ThroughputCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    EngineSelection engineSelection;

    @picocli.CommandLine.Mixin
    TransportSelection transportSelection;

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

    @Option(names = "--close-times", description = "also time the second half's closes: each send() that released "
            + "answers, and each answer's delay from the start of its trigger's send(). For an engine that answers "
            + "inside send() (reference, Esper) this is its service time per close, the engine's own part of a run's "
            + "latency; the rates then include the timing (two clock reads per tick)")
    boolean closeTimes;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        EngineSelection.Chosen chosen = engineSelection.choose(Optional.empty(), null);
        TransportSelection.Chosen transport = transportSelection.choose(chosen, Optional.empty(), false);
        EngineWorkload workload = EngineWorkload.of(chosen.options());
        if (validate && workload != EngineWorkload.PAIRS) {
            throw new InvalidInputException("--validate compares Pairs answers with the reference engine's: engine "
                    + "option " + EngineWorkload.OPTION + "=" + workload.value() + " runs an engine floor, whose "
                    + "answers are not Pairs answers; leave out --validate or the option");
        }
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
        if (data != null && strategiesFile == null) {
            throw new InvalidInputException("--data needs --strategies FILE");
        }
        if (data == null && verify) {
            throw new InvalidInputException("--verify checks the tick files of --data against their manifest: "
                    + "a generated stream (--sf) has none");
        }
        long limit = maxTicks == null ? Long.MAX_VALUE : maxTicks;
        // A flat-out figure is only comparable with others from the same CPU: its output names the host first.
        out.println("machine: " + MachineLine.of(Machine.current()));
        long maxHeap = Runtime.getRuntime().maxMemory();
        ProgressDisplay progress = ProgressDisplay.of("pairs throughput", spec.commandLine().getErr(), false, false);
        LoadedTicks ticks;
        if (data != null) {
            ticks = LoadedTicks.read(data, strategiesFile, verify, limit, maxHeap, out, progress);
        } else {
            DatagenParameters parameters = DatagenParameters.standard(ScaleFactor.of(scaleFactor))
                    .withLength(ProfileLength.parse(profile));
            if (seed != null) {
                parameters = parameters.withSeed(seed);
            }
            ticks = LoadedTicks.generated(parameters, strategiesFile, limit, maxHeap, out, progress);
        }
        Throughput.Outcome outcome = Throughput.measure(() -> chosen.engine().create(chosen.options()), transport,
                chosen.engine().name(), ticks, validate, closeTimes, out, progress);
        if (outcome.failure() != null) {
            spec.commandLine().getErr().println("pairs throughput: " + outcome.failure());
        }
        return outcome.good() ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }
}
