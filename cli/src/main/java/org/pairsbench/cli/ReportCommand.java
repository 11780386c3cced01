package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairsbench.report.ReportFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Write a publishable report of a recorded run: one self-contained HTML page (charts as inline "
                + "SVG, opens offline) and the same data as JSON. With --compare: a Table-7.1-style comparison of "
                + "runs across engines and scale factors.",
            "With --from-json: the page drawn again from a report JSON alone (a published run's), compact whatever "
                + "kit wrote it.",
            "Files: DIR/run-ID.html and run-ID.json, or DIR/compare.html and compare.json, or DIR/NAME.html and "
                + "NAME.json for --from-json NAME.json (report/README.md)."})
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN_ID", arity = "0..*",
            description = "run id as `pairs runs list` shows it; with --compare, any number (none: all runs)")
    List<Long> runIds = new ArrayList<>();

    @Option(names = "--compare", description = "compare runs instead of reporting one")
    boolean compare;

    @Option(names = "--from-json", paramLabel = "FILE",
            description = "re-render the report in this report JSON (run-ID.json, a bundle's report.json): writes "
                    + "NAME.html and NAME.json, by default beside it")
    Path fromJson;

    @Option(names = "--engine", paramLabel = "E", description = "with --compare: only runs of this engine")
    String engine;

    @Option(names = "--profile", paramLabel = "P", description = "with --compare: only runs with this profile")
    String profile;

    @Option(names = "--results", defaultValue = RunsCommand.DEFAULT_RESULTS, paramLabel = "DIR",
            description = "results folder holding the run database (default ${DEFAULT-VALUE})")
    Path results;

    @Option(names = "--out", paramLabel = "DIR", description = "where to write the report (default RESULTS/reports)")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path target = out != null ? out : results.resolve("reports");
        ReportFiles.Written written;
        if (fromJson != null) {
            if (compare || !runIds.isEmpty() || engine != null || profile != null) {
                throw new ParameterException(spec.commandLine(), "--from-json takes no RUN_ID, --compare, --engine or "
                        + "--profile: the JSON is the whole report");
            }
            Path folder = fromJson.toAbsolutePath().getParent();
            written = ReportFiles.fromJson(fromJson, out != null ? out : folder);
        } else if (compare) {
            written = ReportFiles.compare(results, runIds, engine, profile, target);
        } else {
            if (runIds.size() != 1) {
                throw new ParameterException(spec.commandLine(), "give one RUN_ID (or --compare for several)");
            }
            if (engine != null || profile != null) {
                throw new ParameterException(spec.commandLine(), "--engine and --profile select runs for --compare only");
            }
            written = ReportFiles.run(results, runIds.get(0), target);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(written.html());
        out.println(written.json());
        return PairsCli.EXIT_OK;
    }
}
