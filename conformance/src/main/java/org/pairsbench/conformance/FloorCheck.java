package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * The engine floors' check (spec/execution.md, "Engine floors"): a hand-made stream of 11 ticks and 3 strategies
 * whose floor answers are worked out by hand below, for every engine's tests to run its floor and ingest workloads
 * on. Periods of 5, 10 and 15 s; the stream starts past two boundaries (the first tick closes nothing), has two ticks
 * of one tickTS (one trigger) and a silence over several periods (each strategy answers once).
 */
public final class FloorCheck {

    /** Periods of 5, 10 and 15 s. */
    public static final List<Strategy> STRATEGIES = List.of(
            new Strategy("f05", 100_000_00, "AAAAAA", "BBBBBB", 5, 2, 2.0, 0.2),
            new Strategy("f10", 100_000_00, "CCCCCC", "DDDDDD", 10, 2, 2.0, 0.2),
            new Strategy("f15", 100_000_00, "AAAAAA", "CCCCCC", 15, 2, 2.0, 0.2));

    /** Tick i is sent with TS = {@link #TS_BASE} + i. */
    public static final long TS_BASE = 1_000;

    public static final List<StockTick> TICKS = List.of(
            new StockTick("AAAAAA", 100, 10, 12_000),  // 0: the first tick closes nothing, past 5 s and 10 s as it is
            new StockTick("BBBBBB", 200, 10, 14_000),  // 1
            new StockTick("CCCCCC", 300, 10, 15_000),  // 2: closes f05 [10, 15) and f15 [0, 15)
            new StockTick("DDDDDD", 400, 10, 15_000),  // 3: the same tickTS: no trigger
            new StockTick("AAAAAA", 101, 10, 19_999),  // 4
            new StockTick("BBBBBB", 201, 10, 20_000),  // 5: closes f05 [15, 20) and f10 [10, 20)
            new StockTick("CCCCCC", 301, 10, 22_000),  // 6
            new StockTick("DDDDDD", 401, 10, 51_000),  // 7: a silence: f05 [20, 25), f10 [20, 30), f15 [15, 30)
            new StockTick("AAAAAA", 102, 10, 54_000),  // 8
            new StockTick("BBBBBB", 202, 10, 55_000),  // 9: closes f05 [50, 55) only
            new StockTick("CCCCCC", 302, 10, 60_000)); // 10: closes f05 [55, 60), f10 [50, 60), f15 [45, 60)

    /** The floor answers the stream owes, as "strategy@inputTickTS/inputTS", by trigger then strategy. */
    public static final List<String> OWED = List.of(
            "f05@15000/1002", "f15@15000/1002",
            "f05@20000/1005", "f10@20000/1005",
            "f05@51000/1007", "f10@51000/1007", "f15@51000/1007",
            "f05@55000/1009",
            "f05@60000/1010", "f10@60000/1010", "f15@60000/1010");

    private FloorCheck() {
    }

    /** The options of {@code factory}'s engine with {@code workload} chosen, checked as the kit checks them. */
    public static EngineOptions workload(EngineFactory factory, EngineWorkload workload) {
        EngineOptions options = EngineOptions.resolve(factory.name(), factory.options(),
                Map.of(EngineWorkload.OPTION, workload.value()));
        factory.checkOptions(options);
        return options;
    }

    /** A new engine of {@code factory} running {@code workload}. */
    public static Engine create(EngineFactory factory, EngineWorkload workload) throws Exception {
        return factory.create(workload(factory, workload));
    }

    /** The answers of a fresh engine of {@code factory} running its floor workload: {@link #OWED}, if it is right. */
    public static List<String> floorAnswers(EngineFactory factory) throws Exception {
        return answers(() -> create(factory, EngineWorkload.FLOOR));
    }

    /** {@link #answers(Engine)} of a fresh engine, closed afterwards. */
    public static List<String> answers(ConformanceRunner.EngineMaker engines) throws Exception {
        try (Engine engine = engines.create()) {
            return answers(engine);
        }
    }

    /**
     * Runs {@code engine} on the stream (deploy, every tick, finish; the caller closes it, and may first read what it
     * consumed) and returns its answers as {@link #OWED} writes them, in the same order (by inputTickTS, then
     * strategy); an Indicator that carries no TS is written with its trigger's, which the harness would derive, and a
     * MarketOrder as "order ..." first.
     */
    public static List<String> answers(Engine engine) throws Exception {
        return answers(engine, () -> { });
    }

    /** {@link #answers(Engine)}, running {@code afterDeploy} before the first tick (a test's own listener). */
    public static List<String> answers(Engine engine, Runnable afterDeploy) throws Exception {
        Queue<Answer> got = new ConcurrentLinkedQueue<>();   // engines may answer on any thread
        engine.deploy(STRATEGIES, AnswerListener.of(got::add));
        afterDeploy.run();
        for (int i = 0; i < TICKS.size(); i++) {
            engine.send(TICKS.get(i), TS_BASE + i);
        }
        engine.finish();
        List<String> orders = new ArrayList<>();
        List<Indicator> indicators = new ArrayList<>();
        for (Answer answer : got) {
            if (answer instanceof Indicator indicator) {
                indicators.add(indicator);
            } else {
                orders.add("order " + answer);
            }
        }
        indicators.sort((a, b) -> a.inputTickTS() != b.inputTickTS() ? Long.compare(a.inputTickTS(), b.inputTickTS())
                : a.strategy().compareTo(b.strategy()));
        List<String> answers = new ArrayList<>(orders);
        for (Indicator i : indicators) {
            long ts = i.inputTS() == Indicator.NO_TS ? triggerTs(i.inputTickTS()) : i.inputTS();
            answers.add(i.strategy() + "@" + i.inputTickTS() + "/" + ts);
        }
        return answers;
    }

    /** The TS of the first tick of this tickTS (the trigger, when one is), or -1 when no tick has it. */
    private static long triggerTs(long tickTS) {
        for (int i = 0; i < TICKS.size(); i++) {
            if (TICKS.get(i).tickTS() == tickTS) {
                return TS_BASE + i;
            }
        }
        return -1;
    }
}
