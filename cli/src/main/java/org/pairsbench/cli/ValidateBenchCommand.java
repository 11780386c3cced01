package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.validation.bench.ReferenceBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "validate-bench", mixinStandardHelpOptions = true,
        description = {"Benchmark the validator on a data set: reading the tick files alone and with their SHA-256, "
                + "tick parsing alone (on one thread and on --threads), the reference computation alone (ticks in "
                + "memory), and both together with the inputs' SHA-256 (on one thread and on --threads); prints "
                + "bytes/s or ticks/s for each.",
            "Figures and the command that produced them are recorded in validator/README.md."})
final class ValidateBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--ticks", required = true, paramLabel = "DIR|FILE", description = "tick file or data set directory")
    Path ticks;

    @Option(names = "--strategies", required = true, paramLabel = "FILE", description = "strategies XML")
    Path strategies;

    @Option(names = "--memory-limit", paramLabel = "N", defaultValue = "100000000",
            description = "at most N ticks are held in memory for the compute phase, 16 bytes each (default ${DEFAULT-VALUE})")
    int memoryLimit;

    @Option(names = "--passes", paramLabel = "N", defaultValue = "3",
            description = "passes of the compute phase, the first a warm-up (default ${DEFAULT-VALUE})")
    int passes;

    @Option(names = "--threads", paramLabel = "N", description = "threads that read, hash and parse the tick files "
            + "in the parallel figures, default one per processor")
    Integer threads;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        if (memoryLimit < 1) {
            throw new InvalidInputException("--memory-limit must be a positive number of ticks, got " + memoryLimit);
        }
        if (passes < 1) {
            throw new InvalidInputException("--passes must be at least 1, got " + passes);
        }
        int workers = threads == null ? Workers.defaultThreads() : threads;
        if (workers < 1) {
            throw new InvalidInputException("--threads must be a positive integer, got " + workers);
        }
        PrintWriter out = spec.commandLine().getOut();
        ReferenceBenchmark.Figures f = ReferenceBenchmark.run(TickFiles.resolve(ticks),
                StrategiesXml.read(strategies).strategies(), memoryLimit, passes, workers,
                json.enabled ? new PrintWriter(PrintWriter.nullWriter()) : out);
        if (!json.printed(out, f)) {
            out.printf("validate-bench: %,d ticks, %,d answers, %d thread%s: read %.2f GB/s (with SHA-256 %.2f GB/s), "
                    + "parse %.1f M ticks/s (1 thread %.1f, core reader %.1f), compute %.1f M ticks/s, end to end "
                    + "%.1f M ticks/s (%.2f s; 1 thread %.1f M ticks/s, %.2f s)%n", f.ticks(), f.answers(), f.threads(),
                    f.threads() == 1 ? "" : "s", f.readBytesPerSecond() / 1e9, f.readHashBytesPerSecond() / 1e9,
                    f.parseTicksPerSecond() / 1e6, f.parseOneThreadTicksPerSecond() / 1e6,
                    f.coreParseTicksPerSecond() / 1e6, f.computeTicksPerSecond() / 1e6,
                    f.endToEndTicksPerSecond() / 1e6, f.endToEndSeconds(), f.endToEndOneThreadTicksPerSecond() / 1e6,
                    f.endToEndOneThreadSeconds());
        }
        return PairsCli.EXIT_OK;
    }
}
