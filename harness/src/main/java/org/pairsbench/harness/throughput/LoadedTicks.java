package org.pairsbench.harness.throughput;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.ticks.TickArray;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;

/**
 * The ticks of a throughput measurement, held in memory ({@link TickArray}, 16 bytes each), with the strategies
 * they are sent to. Before loading, the ticks are counted exactly and checked against the heap
 * ({@link TickMemory}), so a stream that cannot fit is refused in seconds, not after minutes of loading; what was
 * checked and loaded is said on {@code out} as it happens.
 *
 * @param from where the ticks came from, for the load line ("read from DIR", "generated in process (...)")
 */
public record LoadedTicks(TickArray ticks, List<Strategy> strategies, String from) {

    private static final String STEP = "loading the ticks";

    /**
     * The first {@code limit} ticks of the tick files of {@code data} (a file or a data set folder), checked
     * against the data set's manifest when it has one (SHA-256 too when {@code verify}).
     */
    public static LoadedTicks read(Path data, Path strategiesFile, boolean verify, long limit, long maxHeapBytes,
                                   PrintWriter out, ProgressSteps progress) {
        long loadStart = System.nanoTime();
        List<Strategy> strategies = StrategiesXml.read(strategiesFile).strategies();
        TickMemory memory = new TickMemory(maxHeapBytes, TickMemory.besideFor(strategies.size()));
        List<Path> files = TickFiles.resolve(data);
        Optional<DataSetCheck.Identity> dataSet = DataSetCheck.check(data, files, verify);
        long total = -1;
        if (dataSet.isPresent()) {
            long count = dataSet.get().tickFiles().stream().mapToLong(DataSetCheck.TickFile::ticks).sum();
            total = Math.min(count, limit);
            out.println(memory.require("the data set " + data, total, false, count > limit, count));
        } else {
            out.println("the tick count of " + data + " is not known before reading it (no manifest.json), so "
                    + "it is not checked against the heap");
        }
        out.flush();
        TickArray ticks;
        try (TickSource source = dataSet.map(d -> DataSetCheck.counted(TickFiles.open(files), d))
                .orElseGet(() -> TickFiles.open(files))) {
            ticks = load(source, limit, total, progress);
        }
        if (ticks.size() == 0) {
            throw InvalidInputException.in(data, "the tick files hold no ticks");
        }
        return said(new LoadedTicks(ticks, strategies, "read from " + data), loadStart, out);
    }

    /**
     * The first {@code limit} ticks of the stream of {@code parameters} generated in process, with the standard
     * strategies or those of {@code strategiesFile}.
     */
    public static LoadedTicks generated(DatagenParameters parameters, Path strategiesFile, long limit,
                                        long maxHeapBytes, PrintWriter out, ProgressSteps progress) {
        long loadStart = System.nanoTime();
        Workload workload = Workloads.generated(parameters, strategiesFile);
        TickMemory memory = new TickMemory(maxHeapBytes, TickMemory.besideFor(workload.strategies().size()));
        String what = "the stream of SF " + parameters.scaleFactor().value() + ", " + parameters.length().id();
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
            memory.require(what, counted, true, false, Math.round(parameters.profile().expectedTotalTicks()));
        }
        out.flush();
        TickArray ticks;
        try (TickSource source = workload.openTicks()) {
            ticks = load(source, limit, Math.min(counted, limit), progress);
        }
        return said(new LoadedTicks(ticks, workload.strategies(), workload.describe()), loadStart, out);
    }

    private static TickArray load(TickSource source, long limit, long total, ProgressSteps progress) {
        try (Progress loading = progress.start(STEP, total, "ticks")) {
            return TickArray.load(source, limit, loading::stepTo);
        }
    }

    private static LoadedTicks said(LoadedTicks loaded, long loadStart, PrintWriter out) {
        out.printf(Locale.ROOT, "load: %,d ticks, %,d symbols, %s, in %.1f s%n", loaded.ticks().size(),
                loaded.ticks().symbols(), loaded.from(), (System.nanoTime() - loadStart) / 1e9);
        out.flush();
        return loaded;
    }
}
