package org.pairsbench.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.harness.run.PairsWorkloadOnly;
import org.pairsbench.conformance.ConformanceResult;
import org.pairsbench.conformance.ConformanceRunner;
import org.pairsbench.conformance.ConformanceSuite;
import org.pairsbench.conformance.ResultFormats;
import org.pairsbench.conformance.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Runs the conformance suite (spec/conformance.md) on an engine: one fresh engine per scenario, fed flat out, its
 * answers compared with the reference engine's. Exit 0 when every scenario passes, 1 when any fails.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true,
        description = {"Run the spec's conformance scenarios on an engine and compare its answers with the reference "
                + "engine's (validator rules, inputTS included), and check the adapter contract (a tick going back "
                + "refused, a listener's failure surfacing, every answer delivered by finish, close twice).",
            "One line per scenario (PASS, or FAIL with the first differing answer) and a total; exit 0 all pass, "
                + "1 any failure."})
final class ConformanceCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    EngineSelection engineSelection;

    @Option(names = "--scenario", paramLabel = "NAME",
            description = "run only this scenario; repeatable (default: all; --list names them)")
    List<String> scenarios = new ArrayList<>();

    @Option(names = "--json", description = "print the result as JSON instead of text")
    boolean json;

    @Option(names = "--list", description = "list the scenarios and what each checks, then exit")
    boolean list;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ConformanceSuite suite = ConformanceSuite.standard();
        List<Scenario> chosen = suite.select(scenarios);
        if (list) {
            for (Scenario s : chosen) {
                out.printf(Locale.ROOT, "%-31s %s%n", s.name(), s.pins());
            }
            return PairsCli.EXIT_OK;
        }
        EngineSelection.Chosen engine = engineSelection.choose(Optional.empty(), null);
        PairsWorkloadOnly.require(engine.engine().name(), engine.options());
        ConformanceRunner runner = new ConformanceRunner(engine.engine().name(),
                () -> engine.engine().create(engine.options()));
        ConformanceResult result = runner.run(chosen, s -> {
            if (!json) {
                out.println(ResultFormats.line(s));
                out.flush();
            }
        });
        out.print(json ? ResultFormats.json(result) : ResultFormats.total(result) + "\n");
        return result.passed() ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
    }
}
