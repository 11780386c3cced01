package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairsbench.core.engine.AnswerListener;
import org.pairsbench.core.engine.Engine;
import org.pairsbench.core.engine.EngineFactory;
import org.pairsbench.core.model.Answer;
import org.pairsbench.core.model.StockTick;
import org.pairsbench.core.model.Strategy;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.ConsoleReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Flat-out throughput of an engine adapter: ticks are read into memory first, then sent as fast as the engine
 * takes them, with no pacing and no latency measurement. The first half warms the JIT; the figure is the
 * second half's rate. Tick i is sent with TS = i, so with {@code --validate} the answers, inputTS included,
 * are compared with the reference engine's on the same ticks by the validator's rules.
 */
@Command(name = "throughput", mixinStandardHelpOptions = true,
        description = {"Flat-out throughput (ticks/s) of an engine on a data set, ticks held in memory.",
            "Also times deployment (translation included). Not a Pairs result: no pacing, no latency."})
final class ThroughputCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "NAME", description = "engine, e.g. esper")
    String engine;

    @Option(names = "--data", required = true, paramLabel = "DIR", description = "tick file(s) or their directory")
    Path data;

    @Option(names = "--strategies", required = true, paramLabel = "FILE", description = "strategies.xml")
    Path strategiesFile;

    @Option(names = "--max-ticks", paramLabel = "N", defaultValue = "10000000",
            description = "use at most the first N ticks (memory: ~40 bytes each), default ${DEFAULT-VALUE}")
    int maxTicks;

    @Option(names = "--validate", description = "also compare the answers with the reference engine's (exit 1 "
            + "when they differ)")
    boolean validate;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        EngineFactory factory = EngineFactory.byName(engine);
        List<Strategy> strategies = StrategiesXml.read(strategiesFile).strategies();
        StockTick[] ticks = load(data, maxTicks);
        List<Answer> answers = new ArrayList<>();
        try (Engine e = factory.create()) {
            long start = System.nanoTime();
            e.deploy(strategies, AnswerListener.of(answers::add));
            double deploySeconds = (System.nanoTime() - start) / 1e9;
            int half = ticks.length / 2;
            long t0 = System.nanoTime();
            for (int i = 0; i < half; i++) {
                e.send(ticks[i], i);
            }
            long t1 = System.nanoTime();
            for (int i = half; i < ticks.length; i++) {
                e.send(ticks[i], i);
            }
            e.finish();
            long t2 = System.nanoTime();
            out.printf(Locale.ROOT, "throughput: %s, %d strategies, %d ticks (tickTS %d..%d ms)%n", e.description(),
                    strategies.size(), ticks.length, ticks.length == 0 ? 0 : ticks[0].tickTS(),
                    ticks.length == 0 ? 0 : ticks[ticks.length - 1].tickTS());
            out.printf(Locale.ROOT, "deploy: %.2f s%n", deploySeconds);
            out.printf(Locale.ROOT, "first half (warm-up): %.0f ticks/s%n", half / ((t1 - t0) / 1e9));
            out.printf(Locale.ROOT, "second half: %.0f ticks/s%n", (ticks.length - half) / ((t2 - t1) / 1e9));
            out.printf(Locale.ROOT, "answers: %d%n", answers.size());
        }
        if (!validate) {
            return PairsCli.EXIT_OK;
        }
        List<Answer> expected = new ArrayList<>();
        try (Engine reference = EngineFactory.byName("reference").create()) {
            reference.deploy(strategies, AnswerListener.of(expected::add));
            for (int i = 0; i < ticks.length; i++) {
                reference.send(ticks[i], i);
            }
            reference.finish();
        }
        AnswerComparison comparison = new AnswerComparison(expected);
        long line = 0;
        for (Answer answer : answers) {
            comparison.onAnswer(answer, 0, ++line);
        }
        ComparisonResult result = comparison.finish();
        out.print(ConsoleReport.format(result));
        return result.passed() ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }

    /** Reads up to {@code limit} ticks, sharing one String per symbol. */
    private static StockTick[] load(Path path, int limit) throws Exception {
        List<StockTick> ticks = new ArrayList<>();
        Map<String, String> symbols = new HashMap<>();
        try (TickSource source = TickFiles.open(path)) {
            while (source.hasNext() && ticks.size() < limit) {
                StockTick t = source.next();
                ticks.add(new StockTick(symbols.computeIfAbsent(t.symbol(), s -> s), t.price(), t.size(),
                        t.tickTS()));
            }
        }
        return ticks.toArray(new StockTick[0]);
    }
}
