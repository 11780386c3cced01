package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunImport;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.ReferenceValidation;
import org.pairsbench.harness.run.RunRevalidation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "runs", mixinStandardHelpOptions = true,
        description = {"Read the run database (results/runs.mv.db) that every `pairs run` records into, or rebuild it "
                + "from the run folders.",
            "list and show open the database read-only; a file that is not a Pairs run database is refused (exit 2)."},
        subcommands = {RunsCommand.ListRuns.class, RunsCommand.Show.class, RunsCommand.Import.class})
final class RunsCommand implements Runnable {

    static final String DEFAULT_RESULTS = "results";

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "a subcommand is required: list, show or import");
    }

    static RunStore open(Path results) {
        return RunStore.openReadOnly(results);
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = {"Bring the run database in line with the run folders (each run's run.json): add the runs "
                    + "it lacks, record ends it missed, record runs whose process was killed as ABANDONED; a run "
                    + "killed while validating is validated now (its workload from its recorded command line, "
                    + "relative paths from the current folder) and recorded with its verdict. Creates the database "
                    + "when there is none; an existing one is never replaced.",
                "Exit code 0; 2 when a run folder's run.json cannot be read (one line each; the others are imported)."})
    static final class Import implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", defaultValue = DEFAULT_RESULTS,
                description = "results folder (default ${DEFAULT-VALUE})")
        Path results;

        @Override
        public Integer call() throws Exception {
            PrintWriter err = spec.commandLine().getErr();
            RunImport.Result r = RunImport.run(results, new RunRevalidation(
                    report -> RunCommand.workloadOf(report.command()),
                    new ReferenceValidation(ProgressDisplay.of("pairs runs import", err, false, false))));
            PrintWriter out = spec.commandLine().getOut();
            r.lines().forEach(out::println);
            out.printf("%d added, %d ends recorded, %d abandoned, %d already recorded%n", r.added(), r.ended(),
                    r.abandoned(), r.unchanged());
            out.flush();
            r.unreadable().forEach(line -> err.println("pairs runs import: " + line));
            return r.unreadable().isEmpty() ? PairsCli.EXIT_OK : PairsCli.EXIT_BAD_INPUT;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "One line per recorded run; a run still going is RUNNING, one whose process was killed ABANDONED.")
    static final class ListRuns implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        JsonOption json;
        @Option(names = "--results", defaultValue = DEFAULT_RESULTS, paramLabel = "DIR",
                description = "results folder (default ${DEFAULT-VALUE})")
        Path results;

        @Override
        public Integer call() throws Exception {
            List<RunList.Entry> entries;
            try (RunStore store = open(results)) {
                entries = RunList.entries(store.list(), store.figures());
            }
            PrintWriter out = spec.commandLine().getOut();
            if (!json.printed(out, entries)) {
                RunList.print(out, entries);
            }
            return PairsCli.EXIT_OK;
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true,
            description = "One recorded run: the summary `pairs run` printed at its end, or (--json) its whole report, "
                    + "optionally with its per-second series (CSV after the summary, or a `seconds` array in JSON).")
    static final class Show implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "ID", description = "run id, as `pairs runs list` shows it")
        long id;
        @Option(names = "--results", defaultValue = DEFAULT_RESULTS, paramLabel = "DIR",
                description = "results folder (default ${DEFAULT-VALUE})")
        Path results;
        @Option(names = "--seconds", description = "also print the per-second series")
        boolean seconds;
        @Mixin
        JsonOption json;

        /** {@code runs show --json --seconds}: the report and its series in one JSON document. */
        record ReportWithSeconds(RunReport report, List<SecondStats> seconds) {
        }

        @Override
        public Integer call() throws Exception {
            RunStore.StoredRun run;
            try (RunStore store = open(results)) {
                run = store.find(id).orElseThrow(() -> InvalidInputException.in(store.file(), "no run with id " + id));
            }
            PrintWriter out = spec.commandLine().getOut();
            RunReport report = run.report();
            if (json.printed(out, seconds ? new ReportWithSeconds(report, run.seconds()) : report)) {
                return PairsCli.EXIT_OK;
            }
            org.pairsbench.harness.run.ConsoleSummary.print(out, report);
            if (seconds) {
                out.println("second,length_s,planned_rate,input_rate,answer_rate,indicator_p99_ms,order_p50_ms,"
                        + "order_p99_ms,order_max_ms,lateness_p99_us,lateness_max_us,cpu_cores,heap_mb,gc_ms");
                for (SecondStats s : run.seconds()) {
                    out.printf("%d,%.3f,%.1f,%.1f,%.1f,%s,%s,%s,%s,%s,%s,%.2f,%.1f,%d%n", s.startSecond(), s.lengthSeconds(),
                            s.plannedRate(), s.inputRate(), s.answerRate(), ms(s.indicatorP99()), ms(s.orderP50()),
                            ms(s.orderP99()), ms(s.orderMax()), us(s.latenessP99()), us(s.latenessMax()),
                            s.cpuNanos() < 0 ? -1 : s.cpuNanos() / 1e9 / s.lengthSeconds(),
                            s.heapUsedBytes() / 1048576.0, s.gcMillis());
                }
            }
            return PairsCli.EXIT_OK;
        }

        private static String ms(long nanos) {
            return nanos < 0 ? "" : String.format("%.3f", nanos / 1e6);
        }

        private static String us(long nanos) {
            return nanos < 0 ? "" : String.format("%.1f", nanos / 1e3);
        }
    }
}
